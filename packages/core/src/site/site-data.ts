import { type Badge, listBadges, type TaxonNode, taxonTree } from '../catalog/index.ts';
import {
  activeNotifications,
  activePresets,
  listMenus,
  type MenuItem,
  type Notification,
  type Preset,
  publicConfigs,
  translationOverrides,
} from '../content/index.ts';
import type { Ctx } from '../context.ts';
import { listPostalZones, type PostalZone } from '../geo/index.ts';
import { listStoreLocations, type StoreLocation } from '../inventory/index.ts';

export interface SiteDataQuery {
  /** The moment notifications and presets are judged at; defaults to now. */
  date?: Date;
  loadZones?: boolean;
  loadStoreLocations?: boolean;
}

export interface SiteData {
  taxons: TaxonNode[];
  menus: MenuItem[];
  translation: Record<string, string>;
  notifications: Notification[];
  configs: Record<string, unknown>;
  badges: Badge[];
  presets: Preset[];
  zones: PostalZone[];
  store_locations: StoreLocation[];
}

/** Everything the storefront needs once per visit, gathered from the modules that own it. */
export async function loadSiteData(ctx: Ctx, query: SiteDataQuery = {}): Promise<SiteData> {
  const at = query.date ?? ctx.now;
  const [taxons, menus, translation, notifications, configs, badges, presets, zones, stores] =
    await Promise.all([
      taxonTree(ctx),
      listMenus(ctx),
      translationOverrides(ctx),
      activeNotifications(ctx, at),
      publicConfigs(ctx),
      listBadges(ctx),
      activePresets(ctx, at),
      query.loadZones ? listPostalZones(ctx) : Promise.resolve([]),
      query.loadStoreLocations ? listStoreLocations(ctx) : Promise.resolve([]),
    ]);
  return {
    taxons,
    menus,
    translation,
    notifications,
    configs,
    badges,
    presets,
    zones,
    store_locations: stores,
  };
}
