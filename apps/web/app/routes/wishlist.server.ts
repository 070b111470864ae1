import { AppError, engagement, parseInput } from '@shop/core';
import type { Locale } from '@shop/i18n';
import { data, redirect } from 'react-router';
import { z } from 'zod';
import type { ShopLoadContext } from '../context.ts';
import { ageConfirmed } from '../lib/age-gate.server.ts';
import { contextFor, formAction, readForm } from '../lib/auth.server.ts';
import { cartOwner, keepCartToken } from '../lib/cart.server.ts';
import { idField } from '../lib/form-input.server.ts';
import { localePath } from '../lib/locale.ts';
import { scopedMessages } from '../lib/messages.server.ts';
import { safeReturnTarget } from '../lib/return-target.ts';
import { wishOwner, wishWriter } from '../lib/wishes.server.ts';

/** The shopper's lists (a guest's by the wish cookie) and the texts of the page. */
export async function loadWishlists(context: ShopLoadContext, request: Request, locale: Locale) {
  const owner = wishOwner(context, request);
  return {
    lists: await engagement.wishlistsView(contextFor(context, locale), owner),
    signedIn: owner.userId !== null,
    messages: scopedMessages(locale),
  };
}

const listId = { wishlist_id: idField };
const forms = z.discriminatedUnion(
  'intent',
  [
    z.object({
      intent: z.literal('wish'),
      product_id: idField,
      variant_id: idField.optional(),
      wished: z.enum(['0', '1']),
      return_to: z.string().optional(),
    }),
    z.object({ intent: z.literal('create'), name: engagement.wishlistNameField }),
    z.object({ intent: z.literal('rename'), ...listId, name: engagement.wishlistNameField }),
    z.object({ intent: z.literal('make_default'), ...listId }),
    z.object({ intent: z.literal('delete'), ...listId }),
    z.object({ intent: z.literal('empty'), ...listId }),
    z.object({ intent: z.literal('share'), ...listId }),
    z.object({ intent: z.literal('stop_sharing'), ...listId }),
    z.object({ intent: z.literal('remove'), wish_id: idField }),
    z.object({ intent: z.literal('move'), wish_id: idField, target_id: idField }),
    z.object({ intent: z.literal('to_cart'), ...listId, wish_id: idField.optional() }),
  ],
  { error: 'validation.invalid_choice' },
);

export interface WishlistOutcome {
  ok: true;
  intent: string;
  wishlistId: number | null;
  added?: number;
  refused?: { name: string; error: string; vars: Record<string, string | number> }[];
}

/**
 * Every change of the wish list page, and the hearts of every page. A heart posted without
 * JavaScript comes back to the page it was on; with it, the answer is data.
 */
export async function changeWishlists(context: ShopLoadContext, request: Request, locale: Locale) {
  const ctx = contextFor(context, locale);
  const { values } = await readForm(request, context);
  return formAction(values, async (): Promise<WishlistOutcome | Response> => {
    const form = parseInput(forms, values);
    const owner =
      form.intent === 'wish' || form.intent === 'create'
        ? wishWriter(context, request)
        : wishOwner(context, request);
    const done = (wishlistId: number | null = null): WishlistOutcome => ({
      ok: true,
      intent: form.intent,
      wishlistId,
    });
    switch (form.intent) {
      case 'wish': {
        await engagement.setHeart(ctx, owner, {
          productId: form.product_id,
          variantId: form.variant_id ?? null,
          wished: form.wished === '1',
        });
        if (form.return_to !== undefined) {
          throw redirect(safeReturnTarget(form.return_to, localePath(locale, '/wishlist')), 303);
        }
        return done();
      }
      case 'create':
        return done((await engagement.createList(ctx, owner, form.name)).id);
      case 'rename':
        await engagement.updateList(ctx, owner, form.wishlist_id, { name: form.name });
        return done(form.wishlist_id);
      case 'make_default':
        await engagement.updateList(ctx, owner, form.wishlist_id, { isDefault: true });
        return done(form.wishlist_id);
      case 'delete':
        await engagement.deleteList(ctx, owner, form.wishlist_id);
        return done();
      case 'empty':
        await engagement.emptyList(ctx, owner, form.wishlist_id);
        return done(form.wishlist_id);
      case 'share':
        await engagement.shareList(ctx, owner, form.wishlist_id);
        return done(form.wishlist_id);
      case 'stop_sharing':
        await engagement.stopSharing(ctx, owner, form.wishlist_id);
        return done(form.wishlist_id);
      case 'remove':
        await engagement.deleteWish(ctx, owner, form.wish_id);
        return done();
      case 'move':
        await engagement.moveWish(ctx, owner, form.wish_id, form.target_id);
        return done(form.target_id);
      case 'to_cart': {
        const result = await engagement.wishesToCart(ctx, owner, cartOwner(context, request), {
          listId: form.wishlist_id,
          wishId: form.wish_id,
          ageConfirmed: ageConfirmed(request),
        });
        keepCartToken(context, result.cartToken);
        return {
          ...done(form.wishlist_id),
          added: result.added.length,
          refused: result.refused.map(({ name, error, vars }) => ({ name, error, vars })),
        };
      }
    }
  });
}

/** A shared list by its link; a wrong or withdrawn link is the shop's 404. */
export async function loadSharedWishlist(
  context: ShopLoadContext,
  locale: Locale,
  token: string | undefined,
) {
  if (!token || !/^[\w-]{24}$/.test(token)) throw data(null, { status: 404 });
  try {
    return {
      list: await engagement.sharedWishlistView(contextFor(context, locale), token),
      messages: scopedMessages(locale),
    };
  } catch (error) {
    if (error instanceof AppError && error.type === 'not_found') throw data(null, { status: 404 });
    throw error;
  }
}
