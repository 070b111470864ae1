import { cart as coreCart } from '@shop/core';
import { useCallback, useEffect, useState } from 'react';
import { data, Form, Link, useNavigation, useSearchParams } from 'react-router';
import { z } from 'zod';
import { CsrfField } from '../components/CsrfField.tsx';
import { CartBookingItem } from '../components/cart/CartBookingItem.tsx';
import { CartLineItem } from '../components/cart/CartLineItem.tsx';
import { CartTotals } from '../components/cart/CartTotals.tsx';
import { CouponLinkBanner } from '../components/cart/CouponLinkBanner.tsx';
import { FreeDelivery } from '../components/cart/FreeDelivery.tsx';
import { ShopLinkEmpty } from '../components/ShopLinkEmpty.tsx';
import { readForm } from '../lib/auth.server.ts';
import { clearJustChanged } from '../lib/cart-mark.ts';
import {
  idField,
  orderNumberField as number,
  parseForm,
  typedCodeField,
} from '../lib/form-input.server.ts';
import { useI18n } from '../lib/i18n.tsx';
import { localeFromParam } from '../lib/locale.ts';
import { pageMeta, rootMeta } from '../lib/seo.ts';
import '../styles/cart.css';
import type { Route } from './+types/cart';
import { type CartOutcome, changeCart, loadCart } from './cart.server.ts';

export async function loader({ params, context, request }: Route.LoaderArgs) {
  return loadCart(context, request, localeFromParam(params.locale));
}

const wholeNumber = z.coerce.number().int();
const choice = { error: 'validation.invalid_choice' };

/** The stepper's quantity, where the change reads it: remove ignores whatever was typed. */
const quantityFor =
  (unread: readonly string[]) =>
  (form: { change?: string; quantity?: string }, issues: z.RefinementCtx) => {
    if (form.change !== undefined && unread.includes(form.change)) return;
    if (!wholeNumber.safeParse(form.quantity).success) {
      issues.addIssue({ code: 'custom', path: ['quantity'], message: 'validation.whole_number' });
    }
  };

/** What the cart's forms send (CartLineItem, PackageContents, the empty button, the coupon banner). */
const cartForm = z.discriminatedUnion(
  'intent',
  [
    z.object({ intent: z.literal('empty'), number }),
    z
      .object({
        intent: z.literal('line'),
        number,
        line_id: idField,
        // None when the field itself sent the form (leaving it): the typed quantity.
        change: z.enum(['set', 'down', 'up', 'remove'], choice).optional(),
        quantity: z.string().optional(),
      })
      .superRefine(quantityFor(['remove'])),
    z
      .object({
        intent: z.literal('package'),
        number,
        line_id: idField,
        slug: z.string(choice),
        change: z.enum(['down', 'up', 'remove', 'message'], choice).optional(),
        quantity: z.string().optional(),
        message: z.string().optional(),
      })
      .superRefine(quantityFor(['up', 'remove', 'message'])),
    z.object({ intent: z.literal('coupon'), number, code: typedCodeField }),
    z.object({ intent: z.literal('booking'), number, booking_id: idField }),
  ],
  choice,
);

type CartRefusal = Extract<CartOutcome, { ok: false }> & { fields: Record<string, string[]> };

export async function action({ params, context, request }: Route.ActionArgs) {
  const { values } = await readForm(request, context);
  const form = parseForm(cartForm, values);
  if (!form.ok) {
    const intent = values.intent ?? '';
    const lineId = idField.safeParse(values.line_id).data ?? null;
    // A stepper's line shows only the form's message: a bad quantity says what the cart allows.
    const error = form.fields.quantity
      ? { error: 'error.quantity_not_possible', errorVars: { max: coreCart.MAX_LINE_QUANTITY } }
      : { error: form.error };
    return data<CartRefusal>(
      { ok: false, intent, lineId, ...error, fields: form.fields },
      { status: 400 },
    );
  }
  return changeCart(context, request, localeFromParam(params.locale), values);
}

export function meta(args: Route.MetaArgs) {
  const { t } = rootMeta(args);
  return [
    ...pageMeta(args, { title: `${t('cart.title')} — ${t('shop.name')}` }),
    { name: 'robots', content: 'noindex' },
  ];
}

/** My Cart: the lines with their steppers, the totals, and the way to checkout. */
export default function CartPage({ loaderData, actionData }: Route.ComponentProps) {
  const { t, path } = useI18n();
  const { cart, couponLink } = loaderData;
  const navigation = useNavigation();
  const [searchParams] = useSearchParams();
  const emptying =
    navigation.state === 'submitting' && navigation.formData?.get('intent') === 'empty';
  // With JavaScript the lines answer through their own fetchers; a line that was gone on the
  // server reloads the cart and says so here (the line itself disappears with the reload).
  const [reloadedAt, setReloadedAt] = useState<number | null>(null);
  const onReloaded = useCallback(() => setReloadedAt(Date.now()), []);
  const outcome = actionData as CartOutcome | undefined;
  useEffect(() => {
    if (outcome) clearJustChanged();
  }, [outcome]);
  const reloaded = reloadedAt !== null || (outcome?.ok === true && outcome.reloaded === true);

  return (
    <section className="container cart-page">
      <h1>{t('cart.title')}</h1>
      {searchParams.get('notice') === 'coupon' && (
        <p className="cart-notice" role="status">
          {t('coupon.applied')}
        </p>
      )}
      {reloaded && (
        <p className="cart-notice" role="status">
          {t('cart.reloaded')}
        </p>
      )}
      {couponLink && (
        <CouponLinkBanner
          link={couponLink}
          number={cart?.number ?? null}
          intent="coupon"
          error={
            outcome && !outcome.ok && outcome.intent === 'coupon'
              ? { key: outcome.error, vars: outcome.errorVars }
              : null
          }
        />
      )}
      {outcome && !outcome.ok && outcome.intent !== 'coupon' && (
        <p className="form-error" role="alert">
          {t(outcome.error, outcome.errorVars)}
        </p>
      )}
      {!cart || (cart.lines.length === 0 && cart.bookings.length === 0) ? (
        <ShopLinkEmpty message={t('cart.empty')} />
      ) : (
        <div className="cart-layout">
          <div>
            {cart.lines.length > 0 && (
              <ul className="cart-lines" aria-busy={emptying || undefined}>
                {cart.lines.map((line) => (
                  <CartLineItem
                    key={line.id}
                    line={line}
                    number={cart.number}
                    onReloaded={onReloaded}
                  />
                ))}
              </ul>
            )}
            {cart.bookings.length > 0 && (
              <>
                <h2 className="cart-bookings-title">{t('booking.section')}</h2>
                <ul className="cart-lines cart-bookings" aria-busy={emptying || undefined}>
                  {cart.bookings.map((booking) => (
                    <CartBookingItem key={booking.id} booking={booking} removeFrom={cart.number} />
                  ))}
                </ul>
              </>
            )}
            <Form method="post" className="cart-empty-form" preventScrollReset>
              <CsrfField />
              <input type="hidden" name="number" value={cart.number} />
              <button
                type="submit"
                name="intent"
                value="empty"
                className="link-button"
                disabled={emptying}
              >
                {t('cart.empty_cart')}
              </button>
            </Form>
          </div>
          <aside className="cart-summary" aria-label={t('cart.summary')}>
            {loaderData.freeDeliveryFrom !== null && (
              <FreeDelivery itemTotal={cart.itemTotal} freeFrom={loaderData.freeDeliveryFrom} />
            )}
            <CartTotals cart={cart} shipping="at_checkout" />
            <Link className="button button-primary cart-checkout" to={path('/checkout')}>
              {t('cart.checkout')}
            </Link>
          </aside>
        </div>
      )}
    </section>
  );
}
