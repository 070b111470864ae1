import { AppError, type Ctx, catalog, parseInput, search } from '@shop/core';
import type { Locale } from '@shop/i18n';
import { redirect } from 'react-router';
import { z } from 'zod';
import type { ShopLoadContext } from '../../../context.ts';
import { contextFor, formAction, readForm } from '../../../lib/auth.server.ts';
import { idField } from '../../../lib/form-input.server.ts';
import { localePath } from '../../../lib/locale.ts';
import { requireWebsiteAdmin } from '../staff.server.ts';
import { adminsOnly, catalogueGate } from './gate.server.ts';
import { editorValues, NUTRIENTS } from './product-form.ts';

/** The editor's page: the product (none for a new one) and the choices its selects offer. */
export async function productEditorLoader(
  context: ShopLoadContext,
  request: Request,
  locale: Locale,
  idParam: string | undefined,
) {
  const gate = await catalogueGate(context, locale);
  if (!gate) return adminsOnly();
  const { ctx } = gate;
  const id = idParam === undefined ? null : idField.safeParse(idParam);
  if (id && !id.success) throw new Response(null, { status: 404 });
  const product = id ? await catalog.productForEditing(ctx, id.data).catch(notFoundAs404) : null;
  const [taxons, brands, vendors, colors, badges] = await Promise.all([
    catalog.listTaxons(ctx),
    catalog.listBrands(ctx, { page: 1, perPage: catalog.MAX_PER_PAGE }),
    catalog.listVendors(ctx, { page: 1, perPage: catalog.MAX_PER_PAGE }),
    catalog.listColors(ctx),
    catalog.listBadges(ctx),
  ]);
  // "?done=created" after the redirect that follows creating or duplicating.
  const done = new URL(request.url).searchParams.get('done');
  return {
    allowed: true as const,
    done: done === 'created' || done === 'duplicated' ? done : null,
    product: product && {
      id: product.id,
      slug: product.slug,
      status: product.status,
      pictures: product.pictures,
      updatedAt: product.updatedAt,
      values: editorValues(product),
      variantIds: product.variants.map((v) => v.id),
      properties: product.properties.length,
    },
    taxons: taxons.map((t) => ({ id: t.id, name: t.name, depth: t.depth })),
    brands: brands.brands.map((b) => ({ id: b.id, name: b.name })),
    vendors: vendors.vendors.map((v) => ({ id: v.id, name: v.name })),
    colors: colors.map((c) => ({ code: c.code, name: c.name })),
    badges: badges.map((b) => ({ id: b.id, name: b.name })),
  };
}

function notFoundAs404(error: unknown): never {
  if (error instanceof AppError && error.type === 'not_found') {
    throw new Response(null, { status: 404 });
  }
  throw error;
}

const pictureForm = z.object({ picture_id: idField });

/**
 * Every change the editor makes: save (create or update), publish, draft, archive, duplicate,
 * and the photos. Each is the website admin's alone, and each rewrites the product's search
 * document so that the shop shows it at once.
 */
export async function productEditorAction(
  context: ShopLoadContext,
  request: Request,
  locale: Locale,
  idParam: string | undefined,
) {
  const ctx = contextFor(context, locale);
  const { form, values } = await readForm(request, context);
  return formAction(values, async () => {
    const staffUserId = await requireWebsiteAdmin(context, ctx);
    const id = idParam === undefined ? null : idField.safeParse(idParam);
    if (id && !id.success) throw new AppError('not_found', 'error.not_found');
    const productId = id ? id.data : null;
    const intent = values.intent ?? 'save';
    if (intent === 'save') {
      const { input, variantRows } = parseProduct(form);
      const saved = await (productId === null
        ? catalog.createProduct(ctx, staffUserId, input)
        : catalog.updateProduct(ctx, staffUserId, productId, input, values.updatedAt)
      ).catch((error) => {
        throw onFormRows(error, variantRows);
      });
      if (productId === null) {
        await search.reindexProductsOf(ctx, [saved.id]);
        throw redirect(editorPath(locale, saved.id, 'created'));
      }
      return changed(ctx, productId, 'saved');
    }
    if (productId === null) throw new AppError('not_found', 'error.not_found');
    switch (intent) {
      case 'publish':
      case 'draft':
      case 'archive': {
        const status = ({ publish: 'published', draft: 'draft', archive: 'archived' } as const)[
          intent
        ];
        await catalog.setProductStatus(ctx, staffUserId, productId, status);
        return changed(ctx, productId, status);
      }
      case 'duplicate': {
        const copy = await catalog.duplicateProduct(ctx, staffUserId, productId);
        throw redirect(editorPath(locale, copy.id, 'duplicated'));
      }
      case 'add_picture': {
        const files = form.getAll('picture').filter((f): f is File => typeof f !== 'string');
        const uploads = files.filter((f) => f.size > 0);
        if (uploads.length === 0) {
          throw new AppError(
            'invalid_input',
            'validation.image_type',
            {},
            {
              picture: ['validation.image_type'],
            },
          );
        }
        for (const file of uploads) {
          await catalog.addProductPicture(ctx, context.media, staffUserId, productId, {
            bytes: new Uint8Array(await file.arrayBuffer()),
            name: file.name,
          });
        }
        return changed(ctx, productId, 'pictures');
      }
      case 'main_picture': {
        const { picture_id } = parseInput(pictureForm, values);
        await catalog.makeMainPicture(ctx, staffUserId, productId, picture_id);
        return changed(ctx, productId, 'pictures');
      }
      case 'picture_up':
      case 'picture_down': {
        const { picture_id } = parseInput(pictureForm, values);
        const direction = intent === 'picture_up' ? 'up' : 'down';
        await catalog.moveProductPicture(ctx, staffUserId, productId, picture_id, direction);
        return changed(ctx, productId, 'pictures');
      }
      case 'remove_picture': {
        const { picture_id } = parseInput(pictureForm, values);
        await catalog.removeProductPicture(ctx, staffUserId, productId, picture_id);
        return changed(ctx, productId, 'pictures');
      }
      default:
        throw new AppError('invalid_input', 'validation.invalid_choice');
    }
  });
}

type Done = 'saved' | 'pictures' | 'published' | 'draft' | 'archived';

async function changed(ctx: Ctx, productId: number, done: Done) {
  await search.reindexProductsOf(ctx, [productId]);
  return { ok: true as const, done };
}

const editorPath = (locale: Locale, id: number, done: 'created' | 'duplicated') =>
  `${localePath(locale, `/back-office/catalogue/products/${id}`)}?done=${done}`;

/**
 * The posted editor as the product's input. Field names are the input's paths
 * (`names.en`, `variants.1.sku`), so a refusal names the very field that shows it.
 */
function parseProduct(form: FormData): { input: catalog.ProductInput; variantRows: number[] } {
  const text = (name: string) => {
    const value = form.get(name);
    return typeof value === 'string' ? value.trim() : '';
  };
  const number = (name: string) => {
    const value = text(name).replace(/[\s,']/g, '');
    return value === '' ? null : Number(value);
  };
  const ulaanbaatar = (name: string) => {
    const value = text(name);
    if (!value) return null;
    return /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/.test(value) ? `${value}:00+08:00` : value;
  };
  const localised = (prefix: string) =>
    Object.fromEntries(
      ['mn', 'en', 'ru', 'cn', 'it'].map((l) => [l, text(`${prefix}.${l}`)]),
    ) as Record<string, string>;
  const rows = (prefix: string) => {
    const indexes = new Set<number>();
    for (const key of form.keys()) {
      const match = new RegExp(`^${prefix}\\.(\\d+)\\.`).exec(key);
      if (match) indexes.add(Number(match[1]));
    }
    return [...indexes].sort((a, b) => a - b);
  };
  const variantRows = rows('variants').filter(
    (i) => text(`variants.${i}.id`) || text(`variants.${i}.sku`),
  );
  const propertyRows = rows('properties').filter(
    (i) => text(`properties.${i}.label.mn`) || text(`properties.${i}.value.mn`),
  );
  const availableOn = text('availableOn');
  const raw = {
    sku: text('sku'),
    slug: text('slug'),
    names: localised('names'),
    descriptions: localised('descriptions'),
    taxonId: number('taxonId'),
    brandId: number('brandId'),
    vendorId: number('vendorId'),
    price: number('price'),
    salePrice: number('salePrice'),
    saleStartAt: ulaanbaatar('saleStartAt'),
    saleExpireAt: ulaanbaatar('saleExpireAt'),
    availableOn: availableOn ? `${availableOn}T00:00:00+08:00` : null,
    status: text('status'),
    badgeIds: form.getAll('badgeIds').map(Number),
    keywords: text('keywords')
      .split('\n')
      .map((line) => line.split('=').map((part) => part.trim()))
      .filter((parts) => parts.some(Boolean))
      .map(([name = '', mn = '']) => ({ name, mn: mn || name })),
    properties: propertyRows.map((i) => ({
      label: localised(`properties.${i}.label`),
      value: localised(`properties.${i}.value`),
    })),
    gpc: text('gpc') || null,
    gpcText: text('gpcText') || null,
    ageRestricted: form.get('ageRestricted') === 'on',
    returnNoticeHours: number('returnNoticeHours') ?? undefined,
    deliveryLead: text('deliveryLead') || undefined,
    nutrition: NUTRIENTS.some((field) => text(`nutrition.${field}`))
      ? {
          ...Object.fromEntries(NUTRIENTS.map((field) => [field, number(`nutrition.${field}`)])),
          ingredients: localised('nutrition.ingredients'),
          allergens: localised('nutrition.allergens'),
        }
      : null,
    packageContents: text('packageContents')
      .split('\n')
      .map((line) => line.split('=').map((part) => part.trim()))
      .filter((parts) => parts.some(Boolean))
      .map(([sku = '', max = '']) => ({ sku, maxQty: max === '' ? 5 : Number(max) })),
    variants: variantRows.map((i) => ({
      id: number(`variants.${i}.id`) ?? undefined,
      sku: text(`variants.${i}.sku`),
      color: text(`variants.${i}.color`) || undefined,
      size: text(`variants.${i}.size`) || undefined,
      price: number(`variants.${i}.price`),
      salePrice: number(`variants.${i}.salePrice`),
      weightGrams: number(`variants.${i}.weightGrams`) ?? 500,
    })),
  };
  const parsed = catalog.productInput.safeParse(raw);
  if (parsed.success) return { input: parsed.data, variantRows };
  // Paths name the form's own fields; rows are numbered as posted, not as filtered.
  const fields: Record<string, string[]> = {};
  for (const issue of parsed.error.issues) {
    const path = issue.path.map((part, at) => {
      const list = issue.path[at - 1];
      if (typeof part !== 'number') return String(part);
      if (list === 'variants') return String(variantRows[part]);
      if (list === 'properties') return String(propertyRows[part]);
      return String(part);
    });
    // A line of the package's contents is shown on the text area that holds them all.
    const field =
      path[0] === 'packageContents'
        ? 'packageContents'
        : path[0] === 'names' || path.length > 1
          ? path.join('.')
          : String(path[0]);
    const key = issue.message.startsWith('validation.')
      ? issue.message
      : 'validation.invalid_field';
    fields[field] = [...(fields[field] ?? []), key];
  }
  throw new AppError('invalid_input', 'error.invalid_input', {}, fields);
}

/** A refusal naming `variants.{n}` of the saved list, renamed to the form's row. */
function onFormRows(error: unknown, variantRows: number[]): unknown {
  if (!(error instanceof AppError) || !error.fieldErrors) return error;
  const fields = Object.fromEntries(
    Object.entries(error.fieldErrors).map(([field, keys]) => [
      field
        .replace(/^variants\.(\d+)\./, (_, n) => `variants.${variantRows[Number(n)] ?? n}.`)
        .replace(/^packageContents\..*/, 'packageContents'),
      keys,
    ]),
  );
  return new AppError(error.type, error.messageKey, error.vars, fields);
}
