import { describe, expect, it } from 'vitest';
import { makeBrandLine } from './brand-line.ts';
import { brandIdByCode, planKeywords, planTaxons } from './catalog-plan.ts';
import { NEWS_TEMPLATES } from './data/articles.ts';
import { BRAND_LINE } from './data/brand-line.ts';
import { BRANDS } from './data/brands.ts';
import { COLORS } from './data/content.ts';
import { STORE_LOCATIONS } from './data/store-locations.ts';
import { VENDORS } from './data/vendors.ts';
import { POSTAL_ZONES } from './data/zones.ts';
import { articleSeason, newsDate } from './insert-articles.ts';
import { sceneItem } from './insert-look-books.ts';
import { DEMO_TOURS, departureDays } from './insert-travel.ts';
import { type FactoryContext, makeProduct, namedHue, namedWhite } from './product-factory.ts';

const taxons = planTaxons();
const leaves = taxons.filter((t) => t.kinds.length > 0);
const context: FactoryContext = {
  leaves,
  vendors: VENDORS,
  badgeCount: 6,
  locationCount: STORE_LOCATIONS.length,
  now: new Date('2026-11-22T00:00:00Z'),
};

function product(id: number) {
  let variantId = id * 100;
  return makeProduct(context, id, () => ++variantId);
}

describe('the seeded category tree', () => {
  it('is three to five levels deep with unique permalinks built from parent paths', () => {
    const depths = new Set(taxons.map((t) => t.depth));
    expect(Math.max(...depths)).toBeGreaterThanOrEqual(2);
    expect(Math.max(...depths)).toBeLessThanOrEqual(4);
    const permalinks = taxons.map((t) => t.permalink);
    expect(new Set(permalinks).size).toBe(permalinks.length);
    for (const taxon of taxons) {
      const parent = taxons.find((t) => t.id === taxon.parentId);
      expect(taxon.permalink).toBe(parent ? `${parent.permalink}/${taxon.slug}` : taxon.slug);
    }
  });

  it('puts products only on leaves, and every leaf has some', () => {
    const parents = new Set(taxons.map((t) => t.parentId));
    for (const taxon of taxons) expect(taxon.kinds.length > 0).toBe(!parents.has(taxon.id));
  });

  it('names every brand a kind refers to, and finds Latin keywords for Cyrillic words', () => {
    for (const leaf of leaves) {
      for (const kind of leaf.kinds) {
        for (const code of kind.brandCodes) expect(brandIdByCode.has(code), code).toBe(true);
      }
    }
    expect(BRANDS.length).toBeGreaterThanOrEqual(20);
    expect(planKeywords(taxons).get('sarnai')?.mn).toBe('сарнай');
  });
});

describe('the product factory', () => {
  it('makes the same product for the same number', () => {
    expect(product(42)).toEqual(product(42));
    expect(product(42).name).not.toEqual(product(43).name);
  });

  it('keeps prices in whole tögrög, ending in hundreds, with sale prices below list prices', () => {
    for (let id = 1; id <= 500; id++) {
      const p = product(id);
      for (const v of p.variants) {
        expect(Number.isInteger(v.price) && v.price % 100 === 0).toBe(true);
        expect(v.sellingPrice).toBeLessThanOrEqual(v.price);
        if (p.salePercent > 0) expect(v.sellingPrice).toBeLessThan(v.price);
      }
      expect(p.totalOnHand).toBe(
        p.variants.reduce((sum, v) => sum + v.stock.reduce((a, b) => a + b, 0), 0),
      );
    }
  });

  it('marks alcoholic drinks for the age gate and nothing else', () => {
    const products = Array.from({ length: 2000 }, (_, i) => product(i + 1));
    const restricted = products.filter((p) => p.ageRestricted);
    expect(restricted.length).toBeGreaterThan(0);
    for (const p of restricted) {
      const kinds = leaves.find((l) => l.id === p.taxonId)?.kinds ?? [];
      expect(kinds.some((k) => k.spirit)).toBe(true);
      expect(kinds.every((k) => ['vodka-bottle', 'wine-bottle'].includes(k.illustration))).toBe(
        true,
      );
    }
  });
});

describe('the hours to report a damaged item, by kind', () => {
  it('gives what perishes 24, what keeps 48, home goods and electronics 72', () => {
    const products = Array.from({ length: 2000 }, (_, i) => product(i + 1));
    const hoursByRoot = new Map<string, Set<number>>();
    for (const p of products) {
      const root = leaves.find((l) => l.id === p.taxonId)?.permalink.split('/')[0] ?? '';
      hoursByRoot.set(root, (hoursByRoot.get(root) ?? new Set()).add(p.returnNoticeHours));
    }
    expect(Object.fromEntries([...hoursByRoot].map(([root, hours]) => [root, [...hours]]))).toEqual(
      {
        flowers: [24],
        plants: [24],
        'food-drinks': [24],
        gifts: [48],
        beauty: [48],
        kids: [48],
        'cards-stationery': [48],
        home: [72],
        electronics: [72],
      },
    );
  });
});

describe('how soon a seeded product can be sent', () => {
  it('sends most from stock, and gets some leaves ready first, each in its own time', () => {
    const products = Array.from({ length: 2000 }, (_, i) => product(i + 1));
    const leadsByLeaf = new Map<string, Set<string>>();
    for (const p of products) {
      const leaf = leaves.find((l) => l.id === p.taxonId)?.slug ?? '';
      leadsByLeaf.set(leaf, (leadsByLeaf.get(leaf) ?? new Set()).add(p.deliveryLead));
    }
    const slow = [...leadsByLeaf].filter(([, leads]) => !leads.has('now'));
    expect(Object.fromEntries(slow.map(([leaf, leads]) => [leaf, [...leads]]))).toEqual({
      'wedding-bouquets': ['24-48h'],
      laptops: ['48-72h'],
      smartwatches: ['48-72h'],
      'tea-sets': ['7-14d'],
      'blankets-throws': ['7-14d'],
    });
    expect(products.filter((p) => p.deliveryLead === 'now').length).toBeGreaterThan(1800);
  });
});

describe('a product named for its colour', () => {
  it('takes the hue of the first colour its English name gives', () => {
    const hueOf = (code: string) => COLORS.find((c) => c.code === code)?.hue;
    expect(namedHue('Yellow tulip bouquet')).toBe(hueOf('yellow'));
    expect(namedHue('Dark red rose bouquet')).toBe(hueOf('red'));
    expect(namedHue('Pink and white rose mix')).toBe(hueOf('pink'));
    expect(namedHue('Moisturising face cream')).toBeUndefined();
    expect(namedHue('White lily basket')).toBeUndefined();
    expect(namedHue('Redwood candle')).toBeUndefined();
    expect(namedWhite('White lily basket')).toBe(true);
    expect(namedWhite('Pink and white rose mix')).toBe(false);
    expect(namedWhite('Whitening toothpaste')).toBe(false);
  });

  it('is drawn in that colour on every picture', () => {
    const hues = (p: ReturnType<typeof product>) =>
      p.images.map((image) => Number(image.split('/')[4]));
    const products = Array.from({ length: 2000 }, (_, i) => product(i + 1));
    const yellow = products.filter((p) => /yellow tulip/i.test(p.name.en));
    const red = products.filter((p) => /\bred rose/i.test(p.name.en));
    expect(yellow.length).toBeGreaterThan(0);
    expect(red.length).toBeGreaterThan(0);
    for (const p of yellow) for (const hue of hues(p)) expect(hue).toBeGreaterThanOrEqual(40);
    for (const p of yellow) for (const hue of hues(p)) expect(hue).toBeLessThanOrEqual(48);
    // Red is hue 0: its pictures stay within 8° below it, across the wrap to 359.
    for (const p of red) for (const hue of hues(p)) expect((hue + 8) % 360).toBeLessThanOrEqual(8);
    const white = products.filter((p) =>
      /^white rose bouquet$/i.test(p.name.en.split(' ').slice(-3).join(' ')),
    );
    expect(white.length).toBeGreaterThan(0);
    for (const p of white) for (const image of p.images) expect(image).toMatch(/\.svg\?white=1$/);
    for (const p of red) for (const image of p.images) expect(image).toMatch(/\.svg$/);
  });
});

describe('a product sold in colours', () => {
  it('has a picture of each colour, and shows its first colour first', () => {
    const products = Array.from({ length: 500 }, (_, i) => product(i + 1));
    const coloured = products.filter((p) => p.variants.some((v) => v.optionValues.color));
    expect(coloured.length).toBeGreaterThan(0);
    for (const p of coloured) {
      for (const v of p.variants) {
        const hue = COLORS.find((c) => c.code === v.optionValues.color)?.hue;
        expect(v.image).toMatch(new RegExp(`^/media/p/[a-z-]+/${hue}/${p.id * 3}\\.svg$`));
      }
      if (p.images.length > 0) expect(p.images[0]).toBe(p.variants[0]?.image);
    }
    const plain = products.filter((p) => p.variants.every((v) => !v.optionValues.color));
    for (const p of plain) for (const v of p.variants) expect(v.image).toBeNull();
  });
});

describe('the seeded postal zones', () => {
  it('have unique zip codes whose parents exist, with Ulaanbaatar and its nine districts', () => {
    const codes = new Set(POSTAL_ZONES.map((z) => z.zipcode));
    expect(codes.size).toBe(POSTAL_ZONES.length);
    for (const zone of POSTAL_ZONES) if (zone.parent) expect(codes.has(zone.parent)).toBe(true);
    const city = POSTAL_ZONES.find((z) => z.cat === 2);
    expect(POSTAL_ZONES.filter((z) => z.parent === city?.zipcode && z.cat === 5)).toHaveLength(9);
  });
});

describe('the microsite brand line', () => {
  it('follows the generated products, keeps its slugs and is sold only to adults', () => {
    let variantId = 5000;
    const line = makeBrandLine(context, taxons, 401, () => ++variantId);
    expect(line.map((p) => p.id)).toEqual(line.map((_, i) => 401 + i));
    expect(line.map((p) => p.slug)).toEqual(BRAND_LINE.map((b) => b.slug));
    for (const p of line) {
      expect(p.ageRestricted).toBe(true);
      expect(p.brandId).toBe(brandIdByCode.get('SUVDAN'));
      expect(taxons.find((t) => t.id === p.taxonId)?.slug).toBe('premium-vodka');
      expect(p.totalOnHand).toBeGreaterThan(0);
    }
    // The brand was appended: every other brand keeps its id.
    expect(brandIdByCode.get('SUVDAN')).toBe(BRANDS.length);
  });
});

describe('a product in a look book’s scene', () => {
  it('is drawn as its picture: kind, hue and seed, and white flowers white', () => {
    expect(sceneItem('/media/p/rose/352/21.svg', 30, 55)).toBe('rose~352~21~30~55');
    expect(sceneItem('/media/p/rose/352/21.svg?white=1', 30, 55)).toBe('rose~352w~21~30~55');
  });
});

describe('a seeded product’s vendor', () => {
  it('sells its category: flowers from a florist, phones from the phone shop, spirits licensed', () => {
    const byId = new Map(leaves.map((leaf) => [leaf.id, leaf.permalink]));
    const code = (id: number) => VENDORS[product(id).vendorId - 1]?.code;
    for (let id = 1; id <= 600; id++) {
      const permalink = byId.get(product(id).taxonId) ?? '';
      const vendor = VENDORS[product(id).vendorId - 1];
      expect(
        vendor?.sells.some((line) => permalink === line || permalink.startsWith(`${line}/`)),
        `${id}: ${permalink} from ${vendor?.code}`,
      ).toBe(true);
      if (permalink.startsWith('food-drinks/spirits/')) expect(code(id)).toBe('ZOORI');
      if (permalink.startsWith('electronics/')) expect(code(id)).toBe('DIGITAL');
    }
    // Each store has something to sell.
    const selling = new Set(Array.from({ length: 600 }, (_, i) => code(i + 1)));
    expect([...selling].sort()).toEqual(VENDORS.map((v) => v.code).sort());
  });
});

describe('the seeded articles’ seasons', () => {
  const season = (i: number, at: string) => articleSeason(i, new Date(at)).en;
  it('are the season of the day the shop is seeded for the newest, earlier ones before', () => {
    expect(season(0, '2026-11-30T06:00:00Z')).toBe('Autumn');
    expect(season(11, '2026-11-30T06:00:00Z')).toBe('Autumn');
    expect(season(12, '2026-11-30T06:00:00Z')).toBe('Summer');
    expect(season(59, '2026-11-30T06:00:00Z')).toBe('Holiday season');
    expect(season(0, '2026-04-10T06:00:00Z')).toBe('Spring');
    expect(season(12, '2026-04-10T06:00:00Z')).toBe('Winter');
    // The last evening of November in Ulaanbaatar is already December there.
    expect(season(0, '2026-11-30T17:00:00Z')).toBe('Holiday season');
  });

  it('give the sixty articles five different columns, so no two titles are the same', () => {
    const columns = new Set(
      Array.from({ length: 5 }, (_, c) => season(c * 12, '2026-07-01T00:00:00Z')),
    );
    expect(columns.size).toBe(5);
  });
});

describe('the seeded news of a season or a holiday', () => {
  const now = new Date('2026-11-30T06:00:00Z');
  const dated = (slug: string, en: string) => {
    const template = NEWS_TEMPLATES.find((t) => t.slug === slug);
    const index = template?.values.findIndex((v) => v.en === en) ?? -1;
    if (!template || index < 0) throw new Error(`no ${slug} ${en}`);
    return newsDate(template, index, now)?.toISOString().slice(0, 10);
  };

  it('comes out when it happens, the last time before the seeding day', () => {
    expect(dated('hyamdral', 'spring')).toBe('2026-03-01');
    expect(dated('hyamdral', 'Black Friday')).toBe('2026-11-27');
    expect(dated('hyamdral', 'winter')).toBe('2025-12-01');
    // Five days before the holiday it announces.
    expect(dated('hurgelt', 'Naadam')).toBe('2026-07-06');
    expect(dated('hurgelt', 'New Year')).toBe('2025-12-27');
  });

  it('has a day for each of its values, and other news none', () => {
    for (const template of NEWS_TEMPLATES) {
      if (template.dates) expect(template.dates.on).toHaveLength(template.values.length);
      else expect(newsDate(template, 0, now)).toBeNull();
    }
  });
});

describe("a seeded tour's departures", () => {
  const ubMonth = (today: Date, day: number) =>
    new Date(today.getTime() + 8 * 3_600_000 + day * 86_400_000).getUTCMonth() + 1;

  it('fall in the months the tour runs, however late in the year the shop is seeded', () => {
    for (const today of [new Date('2026-11-30T04:00:00Z'), new Date('2027-06-15T04:00:00Z')]) {
      for (const tour of DEMO_TOURS) {
        const days = departureDays(tour, today);
        expect(days, tour.slug).toHaveLength(tour.count);
        for (const day of days) {
          if (tour.months) expect(tour.months, tour.slug).toContain(ubMonth(today, day));
        }
      }
    }
  });

  it('are no horse treks in a frozen November, and the day trip still runs in winter', () => {
    const november = new Date('2026-11-30T04:00:00Z');
    const trek = DEMO_TOURS.find((tour) => tour.slug === 'khuvsgul-horse-trek')!;
    expect(ubMonth(november, departureDays(trek, november)[0]!)).toBe(6);
    const dayTrip = DEMO_TOURS.find((tour) => tour.slug === 'terelj-day-trip')!;
    expect(departureDays(dayTrip, november).slice(0, 2)).toEqual([
      dayTrip.first,
      dayTrip.first + dayTrip.every,
    ]);
  });
});
