import type { Ctx } from '@shop/core';
import type { Locale } from '@shop/i18n';
import { data } from 'react-router';
import type { ShopLoadContext } from '../../../context.ts';
import { contextFor } from '../../../lib/auth.server.ts';
import { websiteAdminOrNull } from '../staff.server.ts';

/**
 * The catalogue loaders' first step: the website admin's id and the service context, or null
 * for staff who are not admins (answer `adminsOnly()` then; the layout already turned away
 * shoppers and the signed out). Actions use `requireWebsiteAdmin` themselves.
 */
export async function catalogueGate(
  context: ShopLoadContext,
  locale: Locale,
): Promise<{ ctx: Ctx; adminId: number } | null> {
  const ctx = contextFor(context, locale);
  const adminId = await websiteAdminOrNull(context, ctx);
  return adminId === null ? null : { ctx, adminId };
}

/** The 403 a catalogue page shows as "for website admins" (CatalogueFrame, allowed false). */
export const adminsOnly = () => data({ allowed: false as const }, { status: 403 });
