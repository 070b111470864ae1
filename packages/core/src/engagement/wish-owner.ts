import { and, eq, isNull, type SQL } from 'drizzle-orm';
import { hashToken } from '../accounts/index.ts';
import { AppError } from '../shared/index.ts';
import { engagementWishlist } from './schema.ts';

/**
 * Whose wish lists a request reaches: the signed-in shopper's, or a guest's by the browser's
 * wish token (the cart's rule: an account wins over a token).
 */
export interface WishOwner {
  userId: number | null;
  token: string | null;
}

/** Columns that mark a new list as the owner's. */
export function ownerColumns(owner: WishOwner): {
  userId: number | null;
  guestTokenHash: string | null;
} {
  if (owner.userId !== null) return { userId: owner.userId, guestTokenHash: null };
  if (owner.token !== null) return { userId: null, guestTokenHash: hashToken(owner.token) };
  throw new AppError('unauthorized', 'error.unauthorized');
}

/** The owner's lists, as a condition; null when the request has no owner (nothing to read). */
export function ownedBy(owner: WishOwner): SQL | null {
  if (owner.userId !== null) return eq(engagementWishlist.userId, owner.userId);
  if (owner.token !== null) {
    return and(
      isNull(engagementWishlist.userId),
      eq(engagementWishlist.guestTokenHash, hashToken(owner.token)),
    ) as SQL;
  }
  return null;
}
