import { sql } from 'drizzle-orm';
import { bulkInsert, type Cell, type Db, queryRows } from '../db/index.ts';
import { SeededRandom } from '../shared/index.ts';

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
 * Reviews behind the seeded ratings: each product with an average gets as many reviews as its
 * count says (within a budget for very large catalogues), from seeded shoppers, with stars around that average; the product's average and
 * count are then set from the reviews themselves, so the page's list and its summary agree.
 * Its own random sequence, so the rest of the seed is what it was.
 */
export async function insertReviews(db: Db, now: Date, perProduct?: number): Promise<void> {
  const products = await queryRows<{ id: number; avg: number; n: number; since: Date }>(
    db,
    perProduct === undefined
      ? sql`select id, average_rating as avg, total_reviews as n, available_on as since
            from catalog_product where average_rating > 0 and total_reviews > 0 order by id`
      : sql`select id, greatest(average_rating, 4.2) as avg, ${perProduct}::int as n, available_on as since
            from catalog_product order by id`,
  );
  if (products.length === 0) return;
  const rand = new SeededRandom(90_210);
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
  const ids = reviewers.map((r) => Number(r.id));
  const rows: Cell[][] = [];
  const cap = perProduct ?? Math.max(3, Math.floor(REVIEW_BUDGET / Math.max(products.length, 1)));
  for (const product of products) {
    const count = Math.min(Number(product.n), ids.length, cap);
    const target = Number(product.avg);
    const start = rand.int(0, ids.length - 1);
    const since = Math.min(new Date(product.since).getTime(), now.getTime() - DAY);
    for (let i = 0; i < count; i++) {
      const rating = rand.chance(0.15)
        ? rand.int(1, 5)
        : Math.min(5, Math.max(1, Math.floor(target) + (rand.chance(target % 1) ? 1 : 0)));
      const at = new Date(since + rand.next() * (now.getTime() - since));
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
  }
  await bulkInsert(
    db,
    'engagement_review',
    {
      product_id: 'int',
      user_id: 'int',
      rating: 'int',
      comment: 'text',
      verified: 'boolean',
      created_at: 'timestamptz',
      updated_at: 'timestamptz',
    },
    rows,
  );
  await db.execute(sql`update catalog_product p
      set average_rating = coalesce(r.average, 0), total_reviews = coalesce(r.n, 0)
      from catalog_product q
      left join (select product_id, round(avg(rating)::numeric, 2)::float8 as average, count(*)::int as n
                 from engagement_review group by product_id) r on r.product_id = q.id
      where p.id = q.id`);
}
