import { z } from 'zod';
import { normalizeEmail, normalizePhone, parseLogin } from './identifiers.ts';

// Messages are catalog keys (spec §5); the web and the API translate them for the shopper.

const blank = 'validation.blank';
const tooLong = 'validation.too_long';

/** A required text field: trimmed, not blank, not longer than `max`. */
export const requiredText = (max = 100) =>
  z.string({ error: blank }).trim().min(1, blank).max(max, tooLong);

/** An optional text field: a blank answer is stored as null. */
export const optionalText = (max = 100) =>
  z
    .string()
    .trim()
    .max(max, tooLong)
    .nullish()
    .transform((v) => v || null);

export const emailField = z
  .string({ error: 'validation.email' })
  .transform((value, ctx) => normalizeEmail(value) ?? invalid(ctx, 'validation.email'));

export const phoneField = z
  .string({ error: 'validation.phone' })
  .transform((value, ctx) => normalizePhone(value) ?? invalid(ctx, 'validation.phone'));

/** A phone that can receive SMS codes. */
export const mobileField = z
  .string({ error: 'validation.phone' })
  .transform(
    (value, ctx) => normalizePhone(value, { mobile: true }) ?? invalid(ctx, 'validation.phone'),
  );

/** The one "e-mail or phone" box of the sign-in forms. */
export const loginField = z.string({ error: blank }).transform((value, ctx) => {
  if (!value.trim()) return invalid(ctx, blank);
  return (
    parseLogin(value) ?? invalid(ctx, value.includes('@') ? 'validation.email' : 'validation.phone')
  );
});

export const PASSWORD_MIN_LENGTH = 8;

export const passwordField = z
  .string({ error: 'validation.password_required' })
  .min(1, 'validation.password_required')
  .max(200, tooLong);

export const newPasswordField = passwordField.refine(
  (v) => v.length >= PASSWORD_MIN_LENGTH,
  'validation.password_short',
);

/** A new password typed twice. */
export const newPasswordPair = z
  .object({ password: newPasswordField, password_confirmation: z.string().default('') })
  .refine((v) => v.password === v.password_confirmation, {
    path: ['password_confirmation'],
    message: 'validation.passwords_differ',
  });

export const codeField = z
  .string({ error: 'validation.code' })
  .trim()
  .regex(/^\d{6}$/, 'validation.code');

export const requestTokenField = z
  .string({ error: 'validation.code_request' })
  .trim()
  .min(20, 'validation.code_request')
  .max(100, 'validation.code_request');

export const GENDERS = ['female', 'male', 'other'] as const;

const birthDate = z
  .string()
  .trim()
  .nullish()
  .transform((value, ctx) => {
    if (!value) return null;
    const date = new Date(`${value}T00:00:00Z`);
    const year = date.getUTCFullYear();
    const now = new Date();
    if (
      !/^\d{4}-\d{2}-\d{2}$/.test(value) ||
      Number.isNaN(date.getTime()) ||
      date > now ||
      year < now.getUTCFullYear() - 120
    ) {
      return invalid(ctx, 'validation.birth_date');
    }
    return value;
  });

export const profileInput = z.object({
  first_name: requiredText(60),
  last_name: requiredText(60),
  gender: z
    .enum(GENDERS, { error: 'validation.invalid_choice' })
    .nullish()
    .or(z.literal('').transform(() => null)),
  birth_date: birthDate,
  occupation: optionalText(100),
});
export type ProfileInput = z.output<typeof profileInput>;

export const addressInput = z.object({
  city: requiredText(100),
  district: requiredText(100),
  quarter: optionalText(100),
  street: optionalText(200),
  detail: requiredText(500),
  receiver: requiredText(100),
  receiver_phone: phoneField,
  zipcode: z
    .string({ error: blank })
    .trim()
    .regex(/^\d{5}$/, 'validation.zipcode'),
  is_default: z
    .union([z.boolean(), z.enum(['on', 'true', '1', 'false', '0', ''])])
    .optional()
    .transform((v) => v === true || v === 'on' || v === 'true' || v === '1'),
});
export type AddressInput = z.output<typeof addressInput>;

// Registered names of Mongolian organisations are Cyrillic (the VAT receipt must match them).
const CYRILLIC_NAME = /^[\p{Script=Cyrillic}\d\s.,'"«»“”()&№+-]+$/u;

export const organisationInput = z.object({
  name: requiredText(200).regex(CYRILLIC_NAME, 'validation.cyrillic_only'),
  registry_number: z
    .string({ error: 'validation.registry_number' })
    .trim()
    .regex(/^\d{7}$/, 'validation.registry_number'),
  address: requiredText(500),
  phone: phoneField,
  employee_count: z
    .union([z.number(), z.string().trim(), z.null()])
    .optional()
    .transform((value, ctx) => {
      if (value === null || value === undefined || value === '') return null;
      const count = Number(value);
      return Number.isInteger(count) && count >= 0 && count <= 1_000_000
        ? count
        : invalid(ctx, 'validation.whole_number');
    }),
  business_field: optionalText(200),
});
export type OrganisationInput = z.output<typeof organisationInput>;

function invalid(ctx: z.RefinementCtx, message: string): never {
  ctx.addIssue({ code: 'custom', message });
  return z.NEVER as never;
}
