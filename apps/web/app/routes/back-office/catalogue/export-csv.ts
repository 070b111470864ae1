import { catalog } from '@shop/core';
import { localeFromParam } from '../../../lib/locale.ts';
import type { Route } from './+types/export-csv';
import { catalogueGate } from './gate.server.ts';

/**
 * The whole catalogue as CSV in the import's columns (`/back-office/catalogue/export.csv`),
 * streamed a batch of products at a time. Website admins only.
 */
export async function loader({ params, context }: Route.LoaderArgs) {
  const gate = await catalogueGate(context, localeFromParam(params.locale));
  if (!gate) return new Response('', { status: 403 });
  const chunks = catalog.exportCatalogueCsv(gate.ctx);
  const encoder = new TextEncoder();
  // The byte order mark tells a spreadsheet the file is UTF-8 (Cyrillic names stay readable).
  let started = false;
  const body = new ReadableStream<Uint8Array>({
    async pull(controller) {
      if (!started) {
        started = true;
        controller.enqueue(encoder.encode('\uFEFF'));
      }
      const next = await chunks.next();
      if (next.done) controller.close();
      else controller.enqueue(encoder.encode(next.value));
    },
    async cancel() {
      await chunks.return(undefined);
    },
  });
  // Today in Ulaanbaatar (UTC+8).
  const day = new Date(gate.ctx.now.getTime() + 8 * 3_600_000).toISOString().slice(0, 10);
  return new Response(body, {
    headers: {
      'content-type': 'text/csv; charset=utf-8',
      'content-disposition': `attachment; filename="catalogue-${day}.csv"`,
      'cache-control': 'private, no-store',
    },
  });
}
