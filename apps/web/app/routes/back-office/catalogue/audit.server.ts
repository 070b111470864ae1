import { accounts, catalog } from '@shop/core';
import type { Locale } from '@shop/i18n';
import { z } from 'zod';
import type { ShopLoadContext } from '../../../context.ts';
import { formatListTime } from '../../../lib/dates.ts';
import { idField } from '../../../lib/form-input.server.ts';
import { changedFields } from './audit-changes.ts';
import { adminsOnly, catalogueGate } from './gate.server.ts';

/** The log's filters from the address (`?entity=product&id=12`); unreadable ones are dropped. */
const logQuery = z.object({
  entity: z.enum(catalog.AUDITED).optional().catch(undefined),
  id: idField.optional().catch(undefined),
  page: z.coerce.number().int().min(1).max(10_000).catch(1),
});
export type AuditFilters = Omit<z.output<typeof logQuery>, 'page'>;

/**
 * The catalogue's change log, newest first: who changed which record when, and each changed
 * field's old and new value. For website admins, like the rest of the catalogue.
 */
export async function auditLoader(context: ShopLoadContext, request: Request, locale: Locale) {
  const gate = await catalogueGate(context, locale);
  if (!gate) return adminsOnly();
  const { ctx } = gate;
  const { page, ...filters } = logQuery.parse(
    Object.fromEntries(new URL(request.url).searchParams),
  );
  const [log, staff] = await Promise.all([
    catalog.auditLog(ctx, { entity: filters.entity, entityId: filters.id, page }),
    accounts.staffMembers(ctx),
  ]);
  const names = new Map(staff.map((s) => [s.id, s.name]));
  return {
    allowed: true as const,
    filters,
    entities: catalog.AUDITED,
    page,
    pages: Math.max(1, Math.ceil(log.total / catalog.AUDIT_PAGE_SIZE)),
    total: log.total,
    entries: log.entries.map((entry) => ({
      id: entry.id,
      entity: entry.entity,
      entity_id: entry.entity_id,
      action: entry.action,
      // No one: a change the shop made itself (an import's rows, a job).
      who:
        entry.staff_user_id === null
          ? null
          : (names.get(entry.staff_user_id) ?? `#${entry.staff_user_id}`),
      when: formatListTime(entry.at, locale) ?? '',
      at: entry.at,
      changes: changedFields(entry.before, entry.after),
    })),
  };
}
