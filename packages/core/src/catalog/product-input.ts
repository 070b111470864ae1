import { z } from 'zod';
import { DELIVERY_LEADS } from './delivery-lead.ts';
import { RETURN_NOTICE_CHOICES } from './return-notice.ts';
import { PRODUCT_STATUSES } from './schema.ts';

/**
 * What staff write about a product in the back office (issue 17), checked at the edge: every
 * field of the product model, names and descriptions in the five locales with Mongolian
 * required, and its variants. Message keys are the shop's own, so a refusal reads in the
 * staff member's language.
 */
const id = z.number().int().positive().max(2_147_483_647);
const text = (max: number) => z.string().trim().max(max, 'validation.too_long');
const required = (max: number) => text(max).min(1, 'validation.blank');
const sku = z
  .string()
  .trim()
  .min(1, 'validation.blank')
  .max(64, 'validation.too_long')
  .regex(/^[A-Za-z0-9][A-Za-z0-9._-]*$/, 'validation.sku');
const money = z
  .number({ error: 'validation.invalid_field' })
  .int('validation.invalid_field')
  .min(1, 'validation.invalid_field')
  .max(1_000_000_000, 'validation.invalid_field');
const instant = z.coerce.date({ error: 'validation.invalid_field' });

/** Mongolian required (the shop's source language), the other four optional. */
const localised = (max: number) =>
  z.object({
    mn: required(max),
    en: text(max).optional(),
    ru: text(max).optional(),
    cn: text(max).optional(),
    it: text(max).optional(),
  });

const optionalLocalised = (max: number) =>
  z.object({
    mn: text(max).default(''),
    en: text(max).optional(),
    ru: text(max).optional(),
    cn: text(max).optional(),
    it: text(max).optional(),
  });

export const variantInput = z.object({
  /** An existing variant's id; none for a new one. */
  id: id.optional(),
  sku,
  color: text(40).optional(),
  size: text(40).optional(),
  /** The variant's own prices; none means the product's. */
  price: money.nullable().default(null),
  salePrice: money.nullable().default(null),
  weightGrams: z
    .number({ error: 'validation.invalid_field' })
    .int('validation.invalid_field')
    .min(1, 'validation.invalid_field')
    .max(1_000_000, 'validation.invalid_field')
    .default(500),
});

const grams = (max: number, step: number) =>
  z
    .number({ error: 'validation.invalid_field' })
    .min(0, 'validation.invalid_field')
    .max(max, 'validation.invalid_field')
    .transform((n) => Math.round(n / step) * step);

/** Nutrition facts per 100 g of a food product: Mongolian texts required, like names. */
export const nutritionInput = z.object({
  energyKcal: z
    .number({ error: 'validation.invalid_field' })
    .int('validation.invalid_field')
    .min(0, 'validation.invalid_field')
    .max(900, 'validation.invalid_field'),
  protein: grams(100, 0.1),
  fat: grams(100, 0.1),
  carbohydrates: grams(100, 0.1),
  sugar: grams(100, 0.1),
  salt: grams(100, 0.01),
  ingredients: localised(2000),
  allergens: optionalLocalised(500),
});

export const productInput = z
  .object({
    sku,
    /** Made from the name when empty. */
    slug: z
      .string()
      .trim()
      .max(120, 'validation.too_long')
      .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$|^$/, 'validation.slug')
      .default(''),
    names: localised(200),
    descriptions: optionalLocalised(5000),
    taxonId: id,
    brandId: id.nullable().default(null),
    vendorId: id.nullable().default(null),
    price: money,
    /** The price during the sale window; none for no sale. */
    salePrice: money.nullable().default(null),
    saleStartAt: instant.nullable().default(null),
    saleExpireAt: instant.nullable().default(null),
    availableOn: instant,
    status: z.enum(PRODUCT_STATUSES, { error: 'validation.invalid_choice' }),
    badgeIds: z.array(id).max(20).default([]),
    /** Search words: a Latin form and the Mongolian one. */
    keywords: z
      .array(z.object({ name: required(60), mn: required(60) }))
      .max(30)
      .default([]),
    /** Specifications: a label and a value, each in the five locales. */
    properties: z
      .array(z.object({ label: localised(80), value: localised(300) }))
      .max(40)
      .default([]),
    gpc: text(20).nullable().default(null),
    gpcText: text(200).nullable().default(null),
    ageRestricted: z.boolean().default(false),
    /** Hours after delivery to report a damaged or wrong item: 24, 48 or 72. */
    returnNoticeHours: z
      .number({ error: 'validation.invalid_choice' })
      .refine(
        (hours) => (RETURN_NOTICE_CHOICES as readonly number[]).includes(hours),
        'validation.invalid_choice',
      )
      .default(RETURN_NOTICE_CHOICES[0]),
    /** How soon it can be sent: from stock (`now`), or got ready first. */
    deliveryLead: z.enum(DELIVERY_LEADS, { error: 'validation.invalid_choice' }).default('now'),
    /** Food only; none for everything else. */
    nutrition: nutritionInput.nullable().default(null),
    /** A package product's choices (a gift box the shopper fills): products by SKU. */
    packageContents: z
      .array(
        z.object({
          sku,
          maxQty: z
            .number({ error: 'validation.invalid_field' })
            .int('validation.invalid_field')
            .min(1, 'validation.invalid_field')
            .max(99, 'validation.invalid_field'),
        }),
      )
      .max(50)
      .default([]),
    variants: z.array(variantInput).min(1, 'validation.variant_required').max(100),
  })
  .superRefine((p, issues) => {
    const refuse = (path: (string | number)[], message: string) =>
      issues.addIssue({ code: 'custom', path, message });
    if (p.salePrice !== null && p.salePrice >= p.price) {
      refuse(['salePrice'], 'validation.sale_above_price');
    }
    if (p.saleStartAt && p.saleExpireAt && p.saleExpireAt <= p.saleStartAt) {
      refuse(['saleExpireAt'], 'validation.sale_window');
    }
    const contents = new Set<string>();
    p.packageContents.forEach((c, i) => {
      const key = c.sku.toLowerCase();
      if (key === p.sku.toLowerCase())
        refuse(['packageContents', i, 'sku'], 'validation.package_self');
      if (contents.has(key)) refuse(['packageContents', i, 'sku'], 'validation.sku_taken');
      contents.add(key);
    });
    const skus = new Set<string>();
    const options = new Set<string>();
    p.variants.forEach((v, i) => {
      const key = v.sku.toLowerCase();
      if (skus.has(key)) refuse(['variants', i, 'sku'], 'validation.sku_taken');
      skus.add(key);
      const combination = `${v.color ?? ''}|${v.size ?? ''}`;
      if (options.has(combination)) refuse(['variants', i, 'size'], 'validation.variant_twice');
      options.add(combination);
      const price = v.price ?? p.price;
      if (v.salePrice !== null && v.salePrice >= price) {
        refuse(['variants', i, 'salePrice'], 'validation.sale_above_price');
      }
    });
  });

export type ProductInput = z.infer<typeof productInput>;
export type VariantInput = z.infer<typeof variantInput>;
export type NutritionInput = z.infer<typeof nutritionInput>;
