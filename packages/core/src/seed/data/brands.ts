import type { BrandSeed } from './types.ts';

/**
 * Fictional brands. Any likeness to a real trademark is unintended.
 * country is an ISO 3166-1 alpha-2 code.
 */
export const BRANDS: BrandSeed[] = [
  // Flowers and plants
  { code: 'NOMAD', name: 'Nomad Bloom', hue: 328, country: 'MN' },
  { code: 'TALBAI', name: 'Talbai', hue: 97, country: 'MN' },
  { code: 'FLORA', name: 'Floravelle', hue: 296, country: 'NL' },
  { code: 'VERDA', name: 'Verdalia', hue: 135, country: 'NL' },
  // Gifts, toys and paper
  { code: 'GOBIGIFT', name: 'Gobi Gift House', hue: 42, country: 'MN' },
  { code: 'TEDDO', name: 'Teddora', hue: 30, country: 'PL' },
  { code: 'PUFFELO', name: 'Puffelo', hue: 182, country: 'KR' },
  { code: 'PAPERA', name: 'Paperella', hue: 204, country: 'IT' },
  { code: 'USEG', name: 'Üseg Stationery', hue: 75, country: 'MN' },
  { code: 'BAMBAR', name: 'Bambaruush Toys', hue: 158, country: 'MN' },
  // Food and drink
  { code: 'ALTANGOBI', name: 'Altan Gobi Chocolate', hue: 20, country: 'MN' },
  { code: 'BOORTSOG', name: 'Boortsog House', hue: 64, country: 'MN' },
  { code: 'JIMS', name: 'Jims Fresh', hue: 86, country: 'MN' },
  { code: 'KHANGAI', name: 'Khangai Tea', hue: 110, country: 'MN' },
  { code: 'STEPPE', name: 'Steppe Spirits', hue: 214, country: 'MN' },
  { code: 'TENGER', name: 'Tenger Distillery', hue: 226, country: 'MN' },
  { code: 'VIGNALUCE', name: 'Vigna Luce', hue: 355, country: 'IT' },
  { code: 'KARTLI', name: 'Kartli Cellars', hue: 345, country: 'GE' },
  // Beauty
  { code: 'ZAMBAGA', name: 'Zambaga Beauty', hue: 308, country: 'MN' },
  { code: 'KHULAN', name: 'Khulan Naturals', hue: 122, country: 'MN' },
  { code: 'AMBREE', name: 'Maison Ambrée', hue: 336, country: 'FR' },
  { code: 'VELLORA', name: 'Vellora Milano', hue: 318, country: 'IT' },
  { code: 'SEOULDEW', name: 'Seoul Dew', hue: 284, country: 'KR' },
  // Home and living
  { code: 'GERHOME', name: 'Ger Home', hue: 8, country: 'MN' },
  { code: 'TUUL', name: 'Tuul Textile', hue: 148, country: 'MN' },
  { code: 'CIRELLE', name: 'Cirelle', hue: 52, country: 'FR' },
  { code: 'LJUSBERG', name: 'Ljusberg', hue: 262, country: 'SE' },
  // Electronics
  { code: 'KELVARO', name: 'Kelvaro', hue: 250, country: 'CN' },
  { code: 'SORIVO', name: 'Sorivo', hue: 192, country: 'KR' },
  { code: 'HALLVIK', name: 'Hallvik Audio', hue: 168, country: 'NO' },
  { code: 'TAVRIX', name: 'Tavrix', hue: 238, country: 'TW' },
  { code: 'MONTREVAL', name: 'Montreval', hue: 272, country: 'CH' },
  // The vodka of the brand microsite (/brand/suvdan-tsas); appended, so other ids stay.
  { code: 'SUVDAN', name: 'Suvdan Tsas', hue: 215, country: 'MN' },
];
