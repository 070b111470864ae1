import { sql } from 'drizzle-orm';
import { bulkInsert, type Cell, type Db, syncSequences } from '../db/index.ts';
import { translationsOf } from './catalog-plan.ts';
import { LOOK_BOOKS } from './data/look-books.ts';
import { firstProductsByRoot } from './products-by-root.ts';

/**
 * A product in a scene's address (`/media/lookbook/{hue}/{items}.svg`): its picture's kind, hue
 * and seed, where it stands; a white flower's hue is marked `w`.
 */
export function sceneItem(image: string, x: number, y: number): string {
  const [, , , kind, hue, seed] = image.replace(/\.svg(\?.*)?$/, '').split('/');
  const white = /[?&]white=1\b/.test(image) ? 'w' : '';
  return `${kind}~${hue}${white}~${seed}~${x}~${y}`;
}

/**
 * The four look books: each scene is drawn from the products on it (their own illustrations,
 * where their hotspots are), so a dot always sits on what it sells. Products come from the
 * book's catalogue roots, in stock and not age-restricted.
 */
export async function insertLookBooks(db: Db, now: Date): Promise<void> {
  // A book takes from the first 25 of its roots' products, well within the first 60 of each.
  const candidates = await firstProductsByRoot(
    db,
    sql`p.image like '/media/p/%' and not p.age_restricted
        and not exists (select 1 from catalog_package_component c where c.package_product_id = p.id)
        and exists (select 1 from catalog_variant v join inventory_stock_item s on s.variant_id = v.id
                    where v.product_id = p.id and s.count_on_hand > 0)`,
  );
  const books: Cell[][] = [];
  const spots: number[][] = [];
  LOOK_BOOKS.forEach((book, i) => {
    const pool = candidates.filter((c) => book.roots.includes(c.root));
    const chosen = book.spots.flatMap(([x, y], at) => {
      // Spread over the root's products, a different stretch for each book.
      const product = pool[(at * 7 + i * 3) % Math.max(1, pool.length)];
      return product ? [{ product, x, y }] : [];
    });
    if (chosen.length === 0) return;
    const items = chosen.map(({ product, x, y }) => sceneItem(product.image, x, y)).join('_');
    const id = books.length + 1;
    books.push([
      id,
      book.slug,
      book.title.mn,
      book.description.mn,
      translationsOf({ title: book.title, description: book.description }),
      `/media/lookbook/${book.hue}/${items}.svg`,
      true,
      i,
      now,
    ]);
    chosen.forEach(({ product, x, y }, position) => {
      spots.push([id, position, Number(product.id), x, y]);
    });
  });
  await bulkInsert(
    db,
    'content_look_book',
    {
      id: 'int',
      slug: 'text',
      title: 'text',
      description: 'text',
      translations: 'jsonb',
      picture: 'text',
      published: 'bool',
      position: 'int',
      created_at: 'timestamptz',
    },
    books,
  );
  await bulkInsert(
    db,
    'content_look_book_spot',
    { look_book_id: 'int', position: 'int', product_id: 'int', x: 'int', y: 'int' },
    spots,
  );
  await syncSequences(db, ['content_look_book']);
}
