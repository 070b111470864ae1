import type { ReactNode } from 'react';
import { Form } from 'react-router';
import { CsrfField } from '../CsrfField.tsx';

/** One change of a wish list: a small POST form with its intent and the list it is about. */
export function WishlistForm(props: {
  intent: string;
  wishlistId?: number;
  wishId?: number;
  className?: string;
  children: ReactNode;
}) {
  return (
    <Form method="post" className={props.className ?? 'wishlist-form'} preventScrollReset>
      <CsrfField />
      <input type="hidden" name="intent" value={props.intent} />
      {props.wishlistId !== undefined && (
        <input type="hidden" name="wishlist_id" value={props.wishlistId} />
      )}
      {props.wishId !== undefined && <input type="hidden" name="wish_id" value={props.wishId} />}
      {props.children}
    </Form>
  );
}
