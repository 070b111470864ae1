import { and, asc, eq, gt, isNull, lte, or } from 'drizzle-orm';
import type { Ctx } from '../context.ts';
import { translated } from '../shared/index.ts';
import {
  contentConfig,
  contentMenu,
  contentNotification,
  contentPreset,
  contentTranslation,
} from './schema.ts';

export interface MenuItem {
  id: number;
  placement: string;
  title: string;
  url: string | null;
  children: MenuItem[];
}

export interface Notification {
  id: number;
  title: string;
  body: string;
  level: string;
  url: string | null;
  starts_at: string;
  ends_at: string | null;
}

export interface Preset {
  id: number;
  code: string;
  kind: string;
  title: string;
  query: Record<string, unknown>;
}

/** The shop's menus (header, footer) as trees, titled in the context's locale. */
export async function listMenus(ctx: Ctx): Promise<MenuItem[]> {
  const rows = await ctx.db
    .select()
    .from(contentMenu)
    .orderBy(asc(contentMenu.position), asc(contentMenu.id));
  const items = new Map<number, MenuItem>();
  for (const row of rows) {
    items.set(row.id, {
      id: row.id,
      placement: row.placement,
      title: translated(row.title, row.translations, ctx.locale, 'title'),
      url: row.url,
      children: [],
    });
  }
  const roots: MenuItem[] = [];
  for (const row of rows) {
    const item = items.get(row.id) as MenuItem;
    const parent = row.parentId === null ? undefined : items.get(row.parentId);
    (parent ? parent.children : roots).push(item);
  }
  return roots;
}

/** The shop's notifications to everyone showing at `at` (the site_data `date`, or now). */
export async function activeNotifications(ctx: Ctx, at: Date = ctx.now): Promise<Notification[]> {
  const rows = await ctx.db
    .select()
    .from(contentNotification)
    .where(
      and(
        isNull(contentNotification.userId),
        lte(contentNotification.startsAt, at),
        or(isNull(contentNotification.endsAt), gt(contentNotification.endsAt, at)),
      ),
    )
    .orderBy(asc(contentNotification.startsAt), asc(contentNotification.id));
  return rows.map((r) => ({
    id: r.id,
    title: translated(r.title, r.translations, ctx.locale, 'title'),
    body: translated(r.body, r.translations, ctx.locale, 'body'),
    level: r.level,
    url: r.url,
    starts_at: r.startsAt.toISOString(),
    ends_at: r.endsAt?.toISOString() ?? null,
  }));
}

/** Public shop settings as one object. */
export async function publicConfigs(ctx: Ctx): Promise<Record<string, unknown>> {
  const rows = await ctx.db.select().from(contentConfig).where(eq(contentConfig.public, true));
  return Object.fromEntries(rows.map((r) => [r.key, r.value]));
}

/** Presets (home rails and the like) running at `at`. */
export async function activePresets(ctx: Ctx, at: Date = ctx.now): Promise<Preset[]> {
  const rows = await ctx.db
    .select()
    .from(contentPreset)
    .where(
      and(
        or(isNull(contentPreset.startsAt), lte(contentPreset.startsAt, at)),
        or(isNull(contentPreset.endsAt), gt(contentPreset.endsAt, at)),
      ),
    )
    .orderBy(asc(contentPreset.position), asc(contentPreset.id));
  return rows.map((r) => ({
    id: r.id,
    code: r.code,
    kind: r.kind,
    title: translated(r.title, r.translations, ctx.locale, 'title'),
    query: r.query,
  }));
}

/** The shop's own overrides of UI texts for the context's locale. */
export async function translationOverrides(ctx: Ctx): Promise<Record<string, string>> {
  const rows = await ctx.db
    .select()
    .from(contentTranslation)
    .where(eq(contentTranslation.locale, ctx.locale));
  return Object.fromEntries(rows.map((r) => [r.key, r.value]));
}

/** The shop's own phone and e-mail (the `contact` config), or null when not set. */
export async function shopContact(ctx: Ctx): Promise<{ phone: string; email: string } | null> {
  const [row] = await ctx.db.select().from(contentConfig).where(eq(contentConfig.key, 'contact'));
  const value = row?.value as { phone?: unknown; email?: unknown } | undefined;
  return typeof value?.email === 'string' && typeof value.phone === 'string'
    ? { phone: value.phone, email: value.email }
    : null;
}
