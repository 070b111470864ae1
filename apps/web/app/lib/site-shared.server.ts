import { createHash } from 'node:crypto';
import type { SiteData, TaxonNode } from '@shop/core';
import type { Locale } from '@shop/i18n';
import { messagesFor } from './messages.server.ts';
import { MENU_LEVELS, type MenuTaxon, type SharedSite, SITE_SCRIPT_PREFIX } from './site-shared.ts';

/** How many versions the server keeps for rendering: a few per locale, across staff edits. */
const KEPT_ON_SERVER = 20;

export interface SiteScript {
  href: string;
  body: string;
}

// One script per site-data object (the server's site cache makes a new one when it refreshes),
// made when first asked for: hashing 50 KB per page would cost what the cache saves.
const made = new WeakMap<SiteData, { script: SiteScript; shared: SharedSite }>();

/** The script of a locale's shared data, named by its content: `/_site/mn-3f2a9c01d4e5.js`. */
export function siteScript(locale: Locale, site: SiteData): SiteScript {
  let entry = made.get(site);
  if (!entry) {
    const shared: SharedSite = {
      locale,
      messages: messagesFor(locale, site.translation),
      taxons: menuTaxons(menuRoots(site.taxons, site.configs.taxon_start_level)),
    };
    const json = JSON.stringify(shared);
    const hash = createHash('sha256').update(json).digest('hex').slice(0, 12);
    const href = `${SITE_SCRIPT_PREFIX}${locale}-${hash}.js`;
    const body = `(self.__shopSite||(self.__shopSite={}))[${JSON.stringify(href)}]=${json};\n`;
    entry = { script: { href, body }, shared };
    made.set(site, entry);
  }
  if (!globalThis.__shopSite?.[entry.script.href])
    keepForRendering(entry.script.href, entry.shared);
  return entry.script;
}

/**
 * The categories the menus start from (spec §9 `taxon_start_level`; 1, the default, is the
 * tree's top level): a shop whose tree has one root above its departments ("All") sets 2, and
 * the menus show the departments. A level deeper than the tree stops at its last level that has
 * children; anything but a whole number from 1 reads as 1.
 */
export function menuRoots(taxons: TaxonNode[], startLevel: unknown): TaxonNode[] {
  const level =
    Number.isInteger(startLevel) && (startLevel as number) >= 1 ? (startLevel as number) : 1;
  let roots = taxons;
  for (let at = 1; at < level && roots.some((t) => t.children.length > 0); at++) {
    roots = roots.flatMap((t) => t.children);
  }
  return roots;
}

/**
 * The category tree as the menus need it: every browser of the shop downloads it, so without the
 * fields only the back office reads (the English name beside the locale's, depth, position) and
 * without the levels below the mega menu's (a third of its size before compression).
 */
export function menuTaxons(taxons: TaxonNode[], levels = MENU_LEVELS): MenuTaxon[] {
  return taxons.map((taxon) => ({
    id: taxon.id,
    name: taxon.name,
    permalink: taxon.permalink,
    illustration: taxon.illustration,
    children: levels > 1 ? menuTaxons(taxon.children, levels - 1) : [],
  }));
}

/** Puts the data where the server's render finds it (sharedSite), the oldest going first. */
function keepForRendering(href: string, shared: SharedSite): void {
  globalThis.__shopSite ??= {};
  const kept = globalThis.__shopSite;
  kept[href] = shared;
  const hrefs = Object.keys(kept);
  for (const old of hrefs.slice(0, Math.max(0, hrefs.length - KEPT_ON_SERVER))) delete kept[old];
}

/** The locale and hash a script address names, or null for anything else. */
export function parseSiteScriptFile(file: string): { locale: string; hash: string } | null {
  const match = /^(?<locale>[a-z]{2})-(?<hash>[0-9a-f]{12})\.js$/.exec(file);
  return match?.groups ? { locale: match.groups.locale!, hash: match.groups.hash! } : null;
}
