import { sql } from 'drizzle-orm';
import { type Cell, type Db, queryRows, type TableRows } from '../db/index.ts';
import { SeededRandom } from '../shared/index.ts';
import type { SeedProduct } from './product-factory.ts';

const REVIEWERS = 160;
/** Seeded reviews in all, at most: a catalogue of 100,000 products gets a few each, not millions. */
const REVIEW_BUDGET = 150_000;
const DAY = 86_400_000;
const FIRST_NAMES = [
  'Анужин',
  'Батбаяр',
  'Болормаа',
  'Ганзориг',
  'Энхжин',
  'Мөнхзул',
  'Тэмүүлэн',
  'Сарнай',
  'Номин',
  'Хулан',
  'Бат-Эрдэнэ',
  'Оюунчимэг',
  'Төгөлдөр',
  'Уянга',
  'Дөлгөөн',
  'Солонго',
];
const LAST_NAMES = [
  'Болд',
  'Дорж',
  'Ганбаатар',
  'Цэрэн',
  'Баяр',
  'Сүх',
  'Нямаа',
  'Лхагва',
  'Отгон',
  'Пүрэв',
];
const TEXTS: Record<number, string[]> = {
  5: [
    'Маш гоё, яг зураг дээрхтэй адилхан ирсэн.',
    'Хүргэлт хурдан, бараа чанартай. Дахин захиална.',
    'Бэлэг болгож өгсөн, их таалагдсан.',
    'Үнэндээ тохирсон сайхан бараа байна.',
  ],
  4: [
    'Сайн байна, гэхдээ хүргэлт бага зэрэг удсан.',
    'Чанар сайн, савлагаа нь арай энгийн.',
    'Таалагдсан, үнэ нь арай өндөр санагдсан.',
  ],
  3: ['Дундаж. Зураг дээрээс арай өөр харагдсан.', 'Болно доо, илүү сайн байх гэж бодсон.'],
  2: ['Хүлээж байснаас муу байсан.', 'Хүргэлт удаж, бараа жаахан гэмтэлтэй ирсэн.'],
  1: ['Таалагдаагүй. Чанар муу.', 'Захиалснаас өөр бараа ирсэн.'],
};

/**
 * Reviews behind the seeded ratings, written with the products: each product with an average
 * gets as many reviews as its count says (within a budget for very large catalogues), from
 * seeded shoppers, with stars around that average; the product's average and count are then
 * set from the reviews themselves, so the page's list and its summary agree, and the product is
 * written once with them. Its own random sequence, so the rest of the seed is what it was.
 */
export class SeedReviews {
  private readonly rand = new SeededRandom(90_210);

  private constructor(
    private readonly reviewerIds: number[],
    private readonly now: Date,
    /** Reviews per product at most. */
    private readonly cap: number,
    private readonly perProduct: number | undefined,
  ) {}

  /** Adds the reviewers (none when the shop has no products) before the products are written. */
  static async start(
    db: Db,
    options: { now: Date; products: number; perProduct?: number },
  ): Promise<SeedReviews> {
    const reviewers = options.products > 0 ? await insertReviewers(db) : [];
    const cap =
      options.perProduct ?? Math.max(3, Math.floor(REVIEW_BUDGET / Math.max(options.products, 1)));
    return new SeedReviews(reviewers, options.now, cap, options.perProduct);
  }

  /**
   * The reviews of these products, which come after those of every product before them; sets
   * each product's average rating and review count from its reviews.
   */
  rowsFor(products: SeedProduct[]): TableRows {
    const rows: Cell[][] = [];
    for (const product of products) {
      const reviewed = this.reviewProduct(product, rows);
      product.totalReviews = reviewed.count;
      // As PostgreSQL's round(avg(rating), 2): the quotient is exact where it ends in a half.
      product.averageRating =
        reviewed.count > 0 ? Math.round((reviewed.stars * 100) / reviewed.count) / 100 : 0;
    }
    return {
      table: 'engagement_review',
      columns: {
        product_id: 'int',
        user_id: 'int',
        rating: 'int',
        comment: 'text',
        verified: 'boolean',
        created_at: 'timestamptz',
        updated_at: 'timestamptz',
      },
      rows,
    };
  }

  private reviewProduct(product: SeedProduct, rows: Cell[][]): { count: number; stars: number } {
    const { rand, reviewerIds: ids, now } = this;
    const wanted = this.perProduct ?? (product.averageRating > 0 ? product.totalReviews : 0);
    const target =
      this.perProduct === undefined ? product.averageRating : Math.max(product.averageRating, 4.2);
    const count = Math.min(wanted, ids.length, this.cap);
    if (wanted === 0) return { count: 0, stars: 0 };
    const start = rand.int(0, ids.length - 1);
    const since = Math.min(product.availableOn.getTime(), now.getTime() - DAY);
    let stars = 0;
    for (let i = 0; i < count; i++) {
      const rating = rand.chance(0.15)
        ? rand.int(1, 5)
        : Math.min(5, Math.max(1, Math.floor(target) + (rand.chance(target % 1) ? 1 : 0)));
      const at = new Date(since + rand.next() * (now.getTime() - since));
      stars += rating;
      rows.push([
        product.id,
        ids[(start + i) % ids.length] as number,
        rating,
        rand.pick(TEXTS[rating] ?? []),
        rand.chance(0.6),
        at,
        at,
      ]);
    }
    return { count, stars };
  }
}

async function insertReviewers(db: Db): Promise<number[]> {
  const reviewers = await queryRows<{ id: number }>(
    db,
    sql`insert into account_user (email, email_state, first_name, last_name)
        select 'reviewer' || lpad(i::text, 3, '0') || '@seed.example.mn', 'confirmed',
               (array[${sql.join(
                 FIRST_NAMES.map((n) => sql`${n}`),
                 sql`, `,
               )}])[1 + i % ${FIRST_NAMES.length}],
               (array[${sql.join(
                 LAST_NAMES.map((n) => sql`${n}`),
                 sql`, `,
               )}])[1 + (i * 7) % ${LAST_NAMES.length}]
        from generate_series(1, ${REVIEWERS}) as i
        returning id`,
  );
  return reviewers.map((r) => Number(r.id));
}
