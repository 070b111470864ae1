import { sql } from 'drizzle-orm';
import { bulkInsert, type Db, queryRows } from '../db/index.ts';
import type { PlannedTaxon } from './catalog-plan.ts';
import { PACKAGE_MAX_QTY, PACKAGE_STOCK, PACKAGES, type PackageSeed } from './data/packages.ts';
import type { SeedProduct } from './product-factory.ts';
import type { SeedProductWriter } from './product-writer.ts';

const DAY = 86_400_000;

/**
 * Adds the package products after the generated ones (ids from `firstId` on, so a seed of N
 * products keeps products 1..N as they are) and fills each with the first suitable products of
 * its categories: on sale, not age-restricted, their first variant well in stock.
 */
export async function insertPackages(
  db: Db,
  options: {
    firstId: number;
    nextVariantId: () => number;
    taxons: PlannedTaxon[];
    writer: SeedProductWriter;
    locationCount: number;
    now: Date;
  },
): Promise<void> {
  const products = PACKAGES.map((seed, i) =>
    packageProduct(seed, options.firstId + i, options.nextVariantId(), options),
  );
  await options.writer.write(db, products);
  const candidates = await queryRows<{ id: number; permalink: string }>(
    db,
    sql`select p.id, t.permalink
        from catalog_product p
        join catalog_taxon t on t.id = p.taxon_id
        where p.id < ${options.firstId} and not p.age_restricted and p.image is not null
          and p.selling_price > 1 and p.available_on <= ${options.now}
          and (select coalesce(sum(s.count_on_hand), 0) from inventory_stock_item s
               where s.variant_id = (select v.id from catalog_variant v where v.product_id = p.id
                                     order by v.position, v.id limit 1)) >= 10
        order by p.id`,
  );
  await bulkInsert(
    db,
    'catalog_package_component',
    { package_product_id: 'int', component_product_id: 'int', position: 'int', max_qty: 'int' },
    products.flatMap((product, i) =>
      pickComponents(PACKAGES[i] as PackageSeed, candidates).map((componentId, position) => [
        product.id,
        componentId,
        position,
        PACKAGE_MAX_QTY,
      ]),
    ),
  );
}

/** Takes products from each category in turn, so a box offers a bit of everything. */
function pickComponents(seed: PackageSeed, candidates: { id: number; permalink: string }[]) {
  const queues = seed.componentsFrom.map((prefix) =>
    candidates.filter((c) => c.permalink === prefix || c.permalink.startsWith(`${prefix}/`)),
  );
  const picked: number[] = [];
  while (picked.length < seed.components && queues.some((q) => q.length > 0)) {
    for (const queue of queues) {
      const next = queue.shift();
      if (next && picked.length < seed.components && !picked.includes(next.id)) {
        picked.push(next.id);
      }
    }
  }
  return picked;
}

function packageProduct(
  seed: PackageSeed,
  id: number,
  variantId: number,
  options: { taxons: PlannedTaxon[]; locationCount: number; now: Date },
): SeedProduct {
  const taxon = options.taxons.find((t) => t.permalink === seed.taxon);
  if (!taxon) throw new Error(`package ${seed.slug}: no category ${seed.taxon}`);
  const stock = Array.from({ length: options.locationCount }, () => PACKAGE_STOCK);
  return {
    id,
    slug: seed.slug,
    sku: `PKG-${id}`,
    name: seed.name,
    description: seed.description,
    brandId: null,
    vendorId: 1,
    taxonId: taxon.id,
    price: seed.price,
    sellingPrice: seed.price,
    salePercent: 0,
    saleStartAt: null,
    saleExpireAt: null,
    availableOn: new Date(options.now.getTime() - 30 * DAY),
    totalOnHand: stock.reduce((a, b) => a + b, 0),
    images: [`/media/p/gift-box/${seed.hue}/${id * 3}.svg`],
    averageRating: 4.8,
    totalReviews: 24,
    badgeIds: [],
    gpc: '10005995',
    gpcText: 'Gift Sets/Hampers - Variety Packs',
    properties: [],
    ageRestricted: false,
    returnNoticeHours: 48,
    deliveryLead: 'now',
    keywordNames: [],
    variants: [
      {
        id: variantId,
        sku: `PKG-${id}-1`,
        price: seed.price,
        sellingPrice: seed.price,
        optionValues: {},
        image: null,
        position: 0,
        stock,
      },
    ],
    nutrition: null,
  };
}
