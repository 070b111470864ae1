import { bulkInsert, type Cell, type Db } from '../db/index.ts';
import { translationsOf } from './catalog-plan.ts';
import { BRANDS } from './data/brands.ts';
import {
  BADGE_GROUPS,
  BADGES,
  COLORS,
  CONFIGS,
  MENUS,
  type MenuSeed,
  NOTIFICATIONS,
  PRESETS,
} from './data/content.ts';
import { STORE_LOCATIONS } from './data/store-locations.ts';
import { VENDORS } from './data/vendors.ts';
import { POSTAL_ZONES } from './data/zones.ts';

const DAY = 86_400_000;

/** Writes everything but products: brands, vendors, badges, colours, stores, zones, content. */
export async function insertReferenceData(db: Db, now: Date): Promise<void> {
  await bulkInsert(
    db,
    'catalog_brand',
    { id: 'int', code: 'text', name: 'text', logo: 'text', country: 'text' },
    BRANDS.map((b, i) => [
      i + 1,
      b.code,
      b.name,
      `/media/logo/${b.hue}/${encodeURIComponent(b.name)}.svg`,
      b.country,
    ]),
  );
  await bulkInsert(
    db,
    'catalog_vendor',
    { id: 'int', code: 'text', name: 'text', translations: 'jsonb', logo: 'text', about: 'text' },
    VENDORS.map((v, i) => [
      i + 1,
      v.code,
      v.name.mn,
      translationsOf({ name: v.name, about: v.about }),
      `/media/logo/${v.hue}/${encodeURIComponent(v.name.en)}.svg`,
      v.about.mn,
    ]),
  );
  await bulkInsert(
    db,
    'catalog_badge_group',
    { id: 'int', code: 'text', name: 'text', translations: 'jsonb', position: 'int' },
    BADGE_GROUPS.map((g, i) => [i + 1, g.code, g.name.mn, translationsOf({ name: g.name }), i]),
  );
  const groupId = (code: string) => BADGE_GROUPS.findIndex((g) => g.code === code) + 1 || null;
  await bulkInsert(
    db,
    'catalog_badge',
    {
      id: 'int',
      code: 'text',
      name: 'text',
      translations: 'jsonb',
      color: 'text',
      group_id: 'int',
    },
    BADGES.map((b, i) => [
      i + 1,
      b.code,
      b.name.mn,
      translationsOf({ name: b.name }),
      b.color,
      groupId(b.group),
    ]),
  );
  await bulkInsert(
    db,
    'catalog_option_value',
    {
      id: 'int',
      option_type: 'text',
      code: 'text',
      name: 'text',
      translations: 'jsonb',
      hex: 'text',
      position: 'int',
    },
    COLORS.map((c, i) => [
      i + 1,
      'color',
      c.code,
      c.name.mn,
      translationsOf({ name: c.name }),
      c.hex,
      i,
    ]),
  );
  await bulkInsert(
    db,
    'inventory_stock_location',
    {
      id: 'int',
      code: 'text',
      name: 'text',
      address: 'text',
      translations: 'jsonb',
      phone: 'text',
      lat: 'float8',
      lng: 'float8',
      opens_at: 'text',
      closes_at: 'text',
      pickup: 'boolean',
      zipcode: 'text',
    },
    STORE_LOCATIONS.map((s, i) => [
      i + 1,
      s.code,
      s.name.mn,
      s.address.mn,
      translationsOf({ name: s.name, address: s.address }),
      s.phone,
      s.lat,
      s.lng,
      s.opensAt,
      s.closesAt,
      s.pickup,
      s.zipcode,
    ]),
  );
  await bulkInsert(
    db,
    'geo_postal_zone',
    {
      id: 'int',
      zipcode: 'text',
      name: 'text',
      translations: 'jsonb',
      cat: 'int',
      parent_zipcode: 'text',
    },
    POSTAL_ZONES.map((z, i) => [
      i + 1,
      z.zipcode,
      z.name.mn,
      translationsOf({ name: z.name }),
      z.cat,
      z.parent ?? null,
    ]),
  );
  const menuRows: Cell[][] = [];
  const addMenus = (menus: MenuSeed[], parentId: number | null) => {
    menus.forEach((m, position) => {
      const id = menuRows.length + 1;
      menuRows.push([
        id,
        m.placement,
        parentId,
        m.title.mn,
        translationsOf({ title: m.title }),
        m.url ?? null,
        position,
      ]);
      if (m.children) addMenus(m.children, id);
    });
  };
  addMenus(MENUS, null);
  await bulkInsert(
    db,
    'content_menu',
    {
      id: 'int',
      placement: 'text',
      parent_id: 'int',
      title: 'text',
      translations: 'jsonb',
      url: 'text',
      position: 'int',
    },
    menuRows,
  );
  await bulkInsert(
    db,
    'content_notification',
    {
      id: 'int',
      title: 'text',
      body: 'text',
      translations: 'jsonb',
      level: 'text',
      url: 'text',
      starts_at: 'timestamptz',
      ends_at: 'timestamptz',
    },
    NOTIFICATIONS.map((n, i) => [
      i + 1,
      n.title.mn,
      n.body.mn,
      translationsOf({ title: n.title, body: n.body }),
      n.level,
      n.url ?? null,
      new Date(now.getTime() + n.startsInDays * DAY),
      n.endsInDays === undefined ? null : new Date(now.getTime() + n.endsInDays * DAY),
    ]),
  );
  await bulkInsert(
    db,
    'content_preset',
    {
      id: 'int',
      code: 'text',
      kind: 'text',
      title: 'text',
      translations: 'jsonb',
      query: 'jsonb',
      position: 'int',
    },
    PRESETS.map((p, i) => [
      i + 1,
      p.code,
      p.kind,
      p.title.mn,
      translationsOf({ title: p.title }),
      p.query,
      i,
    ]),
  );
  await bulkInsert(
    db,
    'content_config',
    { key: 'text', value: 'jsonb', public: 'boolean' },
    Object.entries(CONFIGS).map(([key, value]) => [key, value as Cell, true]),
  );
}
