import { and, count, desc, eq, type SQL } from 'drizzle-orm';
import type { Ctx } from '../context.ts';
import { catalogAuditEntry } from './schema.ts';

/** What the audit log knows about: the catalogue's own records, and imports as a whole. */
export const AUDITED = [
  'product',
  'variant',
  'picture',
  'taxon',
  'brand',
  'vendor',
  'import',
] as const;
export type AuditedEntity = (typeof AUDITED)[number];

export interface AuditChange {
  staffUserId: number | null;
  entity: AuditedEntity;
  entityId: number | null;
  action: 'create' | 'update' | 'delete' | 'archive' | 'duplicate' | 'import' | 'reorder';
  before: unknown;
  after: unknown;
}

/**
 * Writes one entry of the catalogue's audit log. Call it with the transaction that makes the
 * change, so that the log never tells of a change that was rolled back.
 */
export async function recordChange(ctx: Ctx, change: AuditChange): Promise<void> {
  await ctx.db.insert(catalogAuditEntry).values({
    staffUserId: change.staffUserId,
    entity: change.entity,
    entityId: change.entityId,
    action: change.action,
    before: jsonSafe(change.before),
    after: jsonSafe(change.after),
    at: ctx.now,
  });
}

/** Dates as ISO text, so that before and after compare as the page shows them. */
function jsonSafe(value: unknown): unknown {
  if (value === undefined || value === null) return null;
  return JSON.parse(JSON.stringify(value));
}

export interface AuditEntry {
  id: number;
  staff_user_id: number | null;
  entity: string;
  entity_id: number | null;
  action: string;
  before: unknown;
  after: unknown;
  at: string;
}

export const AUDIT_PAGE_SIZE = 50;

/** The log, newest first, of one record or of everything, a page at a time. */
export async function auditLog(
  ctx: Ctx,
  filter: { entity?: AuditedEntity; entityId?: number; page: number },
): Promise<{ entries: AuditEntry[]; total: number }> {
  const where = and(
    filter.entity ? eq(catalogAuditEntry.entity, filter.entity) : undefined,
    filter.entityId !== undefined ? eq(catalogAuditEntry.entityId, filter.entityId) : undefined,
  ) as SQL | undefined;
  const [rows, [total]] = await Promise.all([
    ctx.db
      .select()
      .from(catalogAuditEntry)
      .where(where)
      .orderBy(desc(catalogAuditEntry.at), desc(catalogAuditEntry.id))
      .limit(AUDIT_PAGE_SIZE)
      .offset((Math.max(1, filter.page) - 1) * AUDIT_PAGE_SIZE),
    ctx.db.select({ n: count() }).from(catalogAuditEntry).where(where),
  ]);
  return {
    total: Number(total?.n ?? 0),
    entries: rows.map((r) => ({
      id: r.id,
      staff_user_id: r.staffUserId,
      entity: r.entity,
      entity_id: r.entityId,
      action: r.action,
      before: r.before,
      after: r.after,
      at: r.at.toISOString(),
    })),
  };
}
