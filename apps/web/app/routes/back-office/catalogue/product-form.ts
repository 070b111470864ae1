import type { catalog } from '@shop/core';

/** The numbers of nutrition facts, per 100 g, in the order the label lists them. */
export const NUTRIENTS = [
  'energyKcal',
  'protein',
  'fat',
  'carbohydrates',
  'sugar',
  'salt',
] as const;

/** The shop's clock for staff: Ulaanbaatar, UTC+8 all year. */
const ULAANBAATAR_MS = 8 * 60 * 60 * 1000;

/** `YYYY-MM-DDTHH:mm` in Ulaanbaatar, as a datetime-local input shows it. */
export function ulaanbaatarLocal(at: Date | string | null): string {
  if (!at) return '';
  return new Date(new Date(at).getTime() + ULAANBAATAR_MS).toISOString().slice(0, 16);
}

/**
 * A saved product as the editor's fields, keyed by their names (the input's paths), so the form
 * shows what is saved and a refused post shows what was typed under the same names.
 */
export function editorValues(p: catalog.EditableProduct): Record<string, string> {
  const values: Record<string, string> = {
    sku: p.sku,
    slug: p.slug,
    taxonId: String(p.taxonId),
    brandId: p.brandId === null ? '' : String(p.brandId),
    vendorId: p.vendorId === null ? '' : String(p.vendorId),
    price: String(p.price),
    salePrice: p.salePrice === null ? '' : String(p.salePrice),
    saleStartAt: ulaanbaatarLocal(p.saleStartAt),
    saleExpireAt: ulaanbaatarLocal(p.saleExpireAt),
    availableOn: ulaanbaatarLocal(p.availableOn).slice(0, 10),
    status: p.status,
    keywords: p.keywords.map((k) => `${k.name} = ${k.mn}`).join('\n'),
    gpc: p.gpc ?? '',
    gpcText: p.gpcText ?? '',
    ageRestricted: p.ageRestricted ? 'on' : '',
    returnNoticeHours: String(p.returnNoticeHours),
    deliveryLead: p.deliveryLead,
    badgeIds: p.badgeIds.join(','),
  };
  for (const [locale, name] of Object.entries(p.names)) values[`names.${locale}`] = name ?? '';
  for (const [locale, text] of Object.entries(p.descriptions)) {
    values[`descriptions.${locale}`] = text ?? '';
  }
  p.properties.forEach((prop, i) => {
    for (const [locale, text] of Object.entries(prop.label)) {
      values[`properties.${i}.label.${locale}`] = text ?? '';
    }
    for (const [locale, text] of Object.entries(prop.value)) {
      values[`properties.${i}.value.${locale}`] = text ?? '';
    }
  });
  values.packageContents = p.packageContents.map((c) => `${c.sku} = ${c.maxQty}`).join('\n');
  if (p.nutrition) {
    const n = p.nutrition;
    for (const field of NUTRIENTS) values[`nutrition.${field}`] = String(n[field]);
    for (const [locale, text] of Object.entries(n.ingredients)) {
      values[`nutrition.ingredients.${locale}`] = text ?? '';
    }
    for (const [locale, text] of Object.entries(n.allergens)) {
      values[`nutrition.allergens.${locale}`] = text ?? '';
    }
  }
  p.variants.forEach((v, i) => {
    values[`variants.${i}.id`] = String(v.id);
    values[`variants.${i}.sku`] = v.sku;
    values[`variants.${i}.color`] = v.color ?? '';
    values[`variants.${i}.size`] = v.size ?? '';
    values[`variants.${i}.price`] = v.price === null ? '' : String(v.price);
    values[`variants.${i}.salePrice`] = v.salePrice === null ? '' : String(v.salePrice);
    values[`variants.${i}.weightGrams`] = String(v.weightGrams);
  });
  return values;
}
