import { asc, eq } from 'drizzle-orm';
import { z } from 'zod';
import { isWebsiteAdmin, roleOf } from '../accounts/index.ts';
import type { Ctx } from '../context.ts';
import { AppError, parseInput, type Translations, translated } from '../shared/index.ts';
import { catalogBadge, catalogBadgeGroup } from './schema.ts';

export interface Badge {
  id: number;
  code: string;
  name: string;
  color: string;
  /** The group it belongs to (GET /badge_groups/{id}), if any. */
  group_id: number | null;
}

export interface BadgeGroup {
  id: number;
  code: string;
  name: string;
  badges: Badge[];
}

/** The product badges ("New", "Bestseller", ...) in the context's locale. */
export async function listBadges(ctx: Ctx): Promise<Badge[]> {
  const rows = await ctx.db.select().from(catalogBadge).orderBy(asc(catalogBadge.id));
  return rows.map((r) => ({
    id: r.id,
    code: r.code,
    name: translated(r.name, r.translations, ctx.locale),
    color: r.color,
    group_id: r.groupId,
  }));
}

/** The badge groups in the shop's order, each with its badges. */
export async function listBadgeGroups(ctx: Ctx): Promise<BadgeGroup[]> {
  const [groups, badges] = await Promise.all([
    ctx.db
      .select()
      .from(catalogBadgeGroup)
      .orderBy(asc(catalogBadgeGroup.position), asc(catalogBadgeGroup.id)),
    listBadges(ctx),
  ]);
  return groups.map((g) => ({
    id: g.id,
    code: g.code,
    name: translated(g.name, g.translations, ctx.locale),
    badges: badges.filter((b) => b.group_id === g.id),
  }));
}

export const badgeInput = z
  .object({
    code: z.string().regex(/^[a-z0-9-]{1,40}$/, 'validation.slug'),
    name: z.string().trim().min(1, 'validation.blank').max(60, 'validation.too_long'),
    /** Other languages' `name`. */
    translations: z
      .partialRecord(
        z.enum(['en', 'ru', 'cn', 'it'], 'validation.invalid_choice'),
        z.object({ name: z.string().trim().min(1).max(60) }),
      )
      .default({}),
    color: z.string().regex(/^#[0-9a-f]{6}$/i, 'validation.invalid_field'),
    /** The group's code; absent or null: no group. */
    group: z
      .string()
      .regex(/^[a-z0-9-]{1,40}$/, 'validation.invalid_choice')
      .nullish(),
  })
  .strict();

/** The website admin writes a badge, or changes the one with its code; answers its id. */
export async function saveBadge(
  ctx: Ctx,
  adminId: number,
  input: z.input<typeof badgeInput>,
): Promise<{ id: number }> {
  const badge = parseInput(badgeInput, input);
  if (!isWebsiteAdmin(await roleOf(ctx, adminId))) {
    throw new AppError('forbidden', 'error.forbidden');
  }
  let groupId: number | null = null;
  if (badge.group) {
    const [group] = await ctx.db
      .select({ id: catalogBadgeGroup.id })
      .from(catalogBadgeGroup)
      .where(eq(catalogBadgeGroup.code, badge.group));
    if (!group) {
      throw new AppError(
        'invalid_input',
        'validation.invalid_choice',
        {},
        {
          group: ['validation.invalid_choice'],
        },
      );
    }
    groupId = group.id;
  }
  const values = {
    name: badge.name,
    translations: badge.translations as Translations,
    color: badge.color.toLowerCase(),
    groupId,
  };
  const [row] = await ctx.db
    .insert(catalogBadge)
    .values({ code: badge.code, ...values })
    .onConflictDoUpdate({ target: catalogBadge.code, set: values })
    .returning({ id: catalogBadge.id });
  if (!row) throw new Error('upsert returned nothing');
  return row;
}
