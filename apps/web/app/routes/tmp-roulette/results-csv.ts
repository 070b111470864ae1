import { AppError, HTTP_STATUS, roulette } from '@shop/core';
import { contextFor } from '../../lib/auth.server.ts';
import { localeFromParam } from '../../lib/locale.ts';
import { translator } from '../../lib/messages.server.ts';
import type { Route } from './+types/results-csv';
import { requireRouletteAdmin } from './admin.server.ts';
import { resultRows, resultsRange } from './results.server.ts';

/**
 * The results as a CSV download (`/tmp_roulette/results.csv?from=&to=`), for a spreadsheet. A
 * resource route: it checks the right itself, and a refusal is a short text with its status.
 */
export async function loader({ params, context, request }: Route.LoaderArgs) {
  const locale = localeFromParam(params.locale);
  const ctx = contextFor(context, locale);
  const t = translator(locale);
  const refuse = (error: AppError) =>
    new Response(t(error.messageKey, error.vars), {
      status: HTTP_STATUS[error.type],
      headers: { 'content-type': 'text/plain; charset=utf-8' },
    });
  try {
    await requireRouletteAdmin(context, ctx);
  } catch (error) {
    if (error instanceof AppError) return refuse(error);
    throw error;
  }
  const range = resultsRange(request);
  const { rows, refused } = await resultRows(ctx, range);
  if (refused) return refuse(new AppError('invalid_input', refused));
  // The byte order mark tells a spreadsheet the file is UTF-8 (Cyrillic names stay readable).
  return new Response(`\uFEFF${roulette.resultsCsv(rows)}`, {
    headers: {
      'content-type': 'text/csv; charset=utf-8',
      'content-disposition': `attachment; filename="roulette-${range.from}-${range.to}.csv"`,
      'cache-control': 'private, no-store',
    },
  });
}
