import { AppError, fieldErrors } from '@shop/core';
import { z } from 'zod';

/** PostgreSQL's integer: a larger id would fail in the database (a 500) instead of being refused. */
export const MAX_ID = 2_147_483_647;

/** The id of a row a form names (a hidden field or a radio's value), as the page wrote it. */
export const idField = z.coerce
  .number({ error: 'validation.invalid_choice' })
  .int('validation.invalid_choice')
  .positive('validation.invalid_choice')
  .max(MAX_ID, 'validation.invalid_choice');

/**
 * The row id a form's field names, or the form refused on that field: an id the page never wrote
 * (none, a word, one past PostgreSQL's integer) must not reach a query, where it would fail.
 */
export function formId(values: Record<string, string | undefined>, name: string): number {
  const parsed = idField.safeParse(values[name]);
  if (parsed.success) return parsed.data;
  throw new AppError(
    'invalid_input',
    'error.invalid_input',
    {},
    { [name]: ['validation.invalid_choice'] },
  );
}

/** An order's (or a cart's) number in a page's hidden field: `R` and nine digits. */
export const orderNumberField = z
  .string({ error: 'validation.invalid_field' })
  .regex(/^R\d{9}$/, 'validation.invalid_field');

/**
 * A code the shopper typed (coupon, gift card, voucher). Only bounded here: core reads it and
 * says what is wrong with it in its own words (`validation.coupon` and the like).
 */
export const typedCodeField = z
  .string({ error: 'validation.blank' })
  .max(200, 'validation.too_long');

export type ParsedForm<T> =
  | { ok: true; data: T }
  | { ok: false; error: 'error.invalid_input'; fields: Record<string, string[]> };

/**
 * A form's fields read by its schema, or why not (field -> message keys, as a FormFailure
 * carries them). For actions whose refusals are not formAction's FormFailure (the cart's
 * outcome, add to cart's result, a page without a form to show errors on): the rest call
 * `parseInput` inside formAction, which answers the same 400.
 */
export function parseForm<S extends z.ZodType>(
  schema: S,
  values: Record<string, string>,
): ParsedForm<z.output<S>> {
  const result = schema.safeParse(values);
  if (result.success) return { ok: true, data: result.data };
  return { ok: false, error: 'error.invalid_input', fields: fieldErrors(result.error) };
}

/** A file a form sent under `name`, as core takes uploads; none when the field was left empty. */
export async function uploadedFile(
  form: FormData,
  name: string,
): Promise<{ bytes: Uint8Array; name: string } | null> {
  const file = form.get(name);
  if (!file || typeof file === 'string' || file.size === 0) return null;
  return { bytes: new Uint8Array(await file.arrayBuffer()), name: file.name };
}
