/** Shapes of the hand-written seed material; ../seed.ts and ../product-factory.ts make rows of it. */

import type { IllustrationKind } from '@shop/art';
import type { Locale } from '@shop/i18n';

// The kinds of product picture @shop/art can draw: one list, kept there.
export { ILLUSTRATION_KINDS, type IllustrationKind } from '@shop/art';
export { LOCALES, type Locale } from '@shop/i18n';

/** A text in every locale; mn is the source, the rest are translations. */
export type LocaleText = Record<Locale, string>;

export type OptionScheme = 'none' | 'color' | 'size' | 'color+size';

/** A template from which the generator makes many products of one kind. */
export interface ProductKindSeed {
  illustration: IllustrationKind;
  /** Base product names, e.g. { mn: 'Улаан сарнайн баглаа', en: 'Red rose bouquet', ... }. At least 4. */
  names: LocaleText[];
  /** Words put before a base name to make more distinct products (e.g. 'Premium', 'Mini'). At least 4. */
  qualifiers: LocaleText[];
  /** A description paragraph (2-3 sentences) per locale; may use {name} for the product name. */
  description: LocaleText;
  /** Price range in whole tögrög (integers), e.g. [35000, 180000]. */
  priceRange: [number, number];
  options: OptionScheme;
  /** Sizes for 'size' schemes, e.g. ['S', 'M', 'L'] or ['50 ml', '100 ml']. */
  sizes?: string[];
  /** Codes of brands (from brands.ts) that make this kind. At least 1. */
  brandCodes: string[];
  /** Search keywords: name in Latin letters and its Mongolian form, e.g. { name: 'sarnai', mn: 'сарнай' }. */
  keywords: { name: string; mn: string }[];
  /** GS1 Global Product Classification brick code and its English text. */
  gpc: { code: string; text: string };
  /** Product properties shown as specifications, e.g. { 'Stem length': '60 cm' } keyed in en with mn labels. */
  properties?: { label: LocaleText; value: LocaleText }[];
  /** True for alcoholic drinks (vodka, wine): the 21+ age gate applies. */
  spirit?: boolean;
}

/** A category; permalink = parent permalink + '/' + slug. */
export interface TaxonSeed {
  /** Latin kebab-case segment, e.g. 'roses'. Unique among siblings. */
  slug: string;
  name: LocaleText;
  children?: TaxonSeed[];
  /** Only on leaves: what products live here. */
  productKinds?: ProductKindSeed[];
}

export interface BrandSeed {
  /** Upper-case latin code, unique, e.g. 'NOMAD'. */
  code: string;
  name: string;
  /** Hue 0-359 for the generated logo. */
  hue: number;
  country: string;
}

export interface VendorSeed {
  code: string;
  name: LocaleText;
  hue: number;
  /** One-sentence about text. */
  about: LocaleText;
  /** The categories it sells, as permalinks: a product's vendor is one that sells its category. */
  sells: readonly string[];
}

/**
 * A postal zone. cat maps to a level: 2-4 city (or aimag centre), 5-6 district (or soum),
 * 7-8 quarter (khoroo / bag), 9 address.
 */
export interface PostalZoneSeed {
  zipcode: string;
  name: LocaleText;
  cat: number;
  /** zipcode of the parent zone; absent for the top level. */
  parent?: string;
}

export interface StoreLocationSeed {
  code: string;
  name: LocaleText;
  address: LocaleText;
  phone: string;
  lat: number;
  lng: number;
  /** Local time, Asia/Ulaanbaatar: '11:00'. */
  opensAt: string;
  closesAt: string;
  pickup: boolean;
  /** zipcode of the khoroo it stands in. */
  zipcode: string;
}
