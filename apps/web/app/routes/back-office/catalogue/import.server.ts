import { AppError, catalog, longTransaction, search } from '@shop/core';
import type { Locale } from '@shop/i18n';
import type { ShopLoadContext } from '../../../context.ts';
import { contextFor, formAction, readForm } from '../../../lib/auth.server.ts';
import { requireWebsiteAdmin } from '../staff.server.ts';

/** Above this many products an import rebuilds the whole search index in one pass. */
const WHOLE_INDEX_FROM = 20_000;

/**
 * The import form's two steps on one file: `check` (the dry run's report) and `apply` (checked
 * again and written in one transaction; with refused rows only when `skip_refused` is sent).
 * The shop sees the change at once: the touched products' search documents are rewritten.
 */
export async function importAction(context: ShopLoadContext, request: Request, locale: Locale) {
  const ctx = contextFor(context, locale);
  const { form, values } = await readForm(request, context);
  return formAction(values, async () => {
    const adminId = await requireWebsiteAdmin(context, ctx);
    const intent = values.intent === 'apply' ? 'apply' : 'check';
    const file = form.get('file');
    if (!(file instanceof File) || file.size === 0) {
      throw new AppError(
        'invalid_input',
        'staff.import.error.no_file',
        {},
        {
          file: ['staff.import.error.no_file'],
        },
      );
    }
    if (file.size > catalog.IMPORT_MAX_BYTES) {
      throw new AppError('invalid_input', 'staff.import.error.file_too_big', {
        mb: catalog.IMPORT_MAX_BYTES / 1024 / 1024,
      });
    }
    const table = catalog.readCatalogueCsv(await file.text(), await catalog.locationCodes(ctx));
    if (intent === 'check') {
      return { ok: true as const, intent, report: await catalog.checkCatalogueImport(ctx, table) };
    }
    const { report, productIds } = await catalog.applyCatalogueImport(ctx, table, {
      staffUserId: adminId,
      skipRefused: values.skip_refused === '1',
    });
    if (productIds.length >= WHOLE_INDEX_FROM) {
      // In one transaction, as the seed does: shoppers search the old index until the new one
      // is whole, never an empty one.
      await longTransaction(ctx.db, (tx) => search.reindexProducts({ ...ctx, db: tx }));
    } else await search.reindexProductsOf(ctx, productIds);
    return { ok: true as const, intent, report };
  });
}
