import { AppError, accounts, type Ctx } from '@shop/core';
import type { ShopLoadContext } from '../../context.ts';
import { requireUserId } from '../../lib/auth.server.ts';

/**
 * The signed-in staff member's id. Every back office loader and action asks for it itself: a
 * child route's loader runs beside the layout's, so the layout's check alone would not stop it.
 */
export async function requireStaff(context: ShopLoadContext, ctx: Ctx): Promise<number> {
  const userId = requireUserId(context);
  const user = await accounts.findUser(ctx, userId);
  if (!user || !accounts.isStaff(user.role)) throw new AppError('forbidden', 'error.forbidden');
  return userId;
}

/** For loaders: null when the layout will say "sign in" or "for staff only" instead. */
export async function staffOrNull(context: ShopLoadContext, ctx: Ctx): Promise<number | null> {
  return requireStaff(context, ctx).catch((error) => {
    if (error instanceof AppError) return null;
    throw error;
  });
}

/**
 * The signed-in website admin's id (the catalogue's pages): staff who are not admins get
 * "forbidden", like shoppers.
 */
export async function requireWebsiteAdmin(context: ShopLoadContext, ctx: Ctx): Promise<number> {
  const userId = requireUserId(context);
  const user = await accounts.findUser(ctx, userId);
  if (!user || !accounts.isWebsiteAdmin(user.role)) {
    throw new AppError('forbidden', 'error.forbidden');
  }
  return userId;
}

/** For the catalogue's loaders: null when the page should say it is for website admins. */
export async function websiteAdminOrNull(
  context: ShopLoadContext,
  ctx: Ctx,
): Promise<number | null> {
  return requireWebsiteAdmin(context, ctx).catch((error) => {
    if (error instanceof AppError) return null;
    throw error;
  });
}
