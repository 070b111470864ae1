import { checkout, parseInput, payments } from '@shop/core';
import { Link } from 'react-router';
import { z } from 'zod';
import { type FormFailure, isFailure } from '../components/account/Form.tsx';
import { CouponLinkBanner } from '../components/cart/CouponLinkBanner.tsx';
import { CheckoutSteps } from '../components/checkout/CheckoutSteps.tsx';
import { CheckoutSummary } from '../components/checkout/CheckoutSummary.tsx';
import { ConfirmStep } from '../components/checkout/ConfirmStep.tsx';
import { ContactStep } from '../components/checkout/ContactStep.tsx';
import { DeliveryStep } from '../components/checkout/DeliveryStep.tsx';
import { PaymentStep } from '../components/checkout/PaymentStep.tsx';
import { formAction, readForm } from '../lib/auth.server.ts';
import {
  typedCodeField as code,
  idField,
  MAX_ID,
  orderNumberField as number,
} from '../lib/form-input.server.ts';
import { MessagesScope, useI18n } from '../lib/i18n.tsx';
import { localeFromParam } from '../lib/locale.ts';
import { pageMeta, rootMeta } from '../lib/seo.ts';
import '../styles/account.css';
import '../styles/cart.css';
import type { Route } from './+types/checkout';
import { type CheckoutData, checkoutStep, loadCheckoutPage, STEPS } from './checkout.server.ts';

export async function loader({ params, context, request }: Route.LoaderArgs) {
  const locale = localeFromParam(params.locale);
  return loadCheckoutPage(context, request, locale);
}

const input = checkout.checkoutInput.shape;
const webMethods = payments.WEB_PAYMENT_METHODS as readonly string[];

/**
 * What each step's forms send. The contact and address fields' content is left to checkoutStep
 * (its contact schema, addressFromForm, built on core's field schemas), which answers with every
 * field's message at once; checking some of them here first would show only those.
 */
const checkoutForm = z.discriminatedUnion(
  'intent',
  [
    z.object({ intent: z.literal('contact'), number }),
    z.object({ intent: z.literal('address'), number, address_id: idField.optional() }),
    z.object({
      intent: z.literal('delivery_option'),
      number,
      delivery_option: input.delivery_option.unwrap(),
    }),
    z.object({ intent: z.literal('pickup'), number, pickup_location_id: idField }),
    z.object({
      intent: z.literal('payment'),
      number,
      // None when nothing is left to pay (tenders cover it); checkoutStep asks for one otherwise.
      payment_method: z
        .string()
        .refine((m) => webMethods.includes(m), 'validation.invalid_choice')
        .optional(),
      saved_card_id: input.saved_card_id,
      lease_months: input.lease_months,
    }),
    z.object({ intent: z.enum(['coupon', 'gift_card', 'voucher']), number, code }),
    z.object({
      intent: z.literal('coupon_link'),
      number,
      code,
      step: z.enum(STEPS, { error: 'validation.invalid_choice' }).optional(),
    }),
    z.object({ intent: z.literal('coupon_remove'), number }),
    z.object({
      intent: z.literal('wallet'),
      number,
      amount: z.coerce
        .number({ error: 'validation.whole_number' })
        .int('validation.whole_number')
        .positive('validation.whole_number')
        .max(Number.MAX_SAFE_INTEGER, 'validation.whole_number'),
    }),
    z.object({
      intent: z.literal('tender_remove'),
      number,
      kind: z.enum(['wallet', 'gift_card', 'voucher'], { error: 'validation.invalid_choice' }),
      // The wallet's tender has no source: 0.
      source_id: z.coerce
        .number({ error: 'validation.invalid_choice' })
        .int('validation.invalid_choice')
        .min(0, 'validation.invalid_choice')
        .max(MAX_ID, 'validation.invalid_choice'),
    }),
    // A malformed idempotency key places the order without one (checkoutStep).
    z.object({ intent: z.literal('place'), number, idempotency_key: z.string().optional() }),
  ],
  { error: 'validation.invalid_choice' },
);

export async function action({ params, context, request }: Route.ActionArgs) {
  const locale = localeFromParam(params.locale);
  const { values } = await readForm(request, context);
  return formAction(values, async () => {
    // checkoutStep reads the form's own strings: the schema decides whether they get there.
    parseInput(checkoutForm, values);
    return checkoutStep(context, request, locale, values);
  });
}

export function meta(args: Route.MetaArgs) {
  const { t } = rootMeta(args);
  const title = args.data?.messages['checkout.title'] ?? t('cart.checkout');
  return [
    ...pageMeta(args, { title: `${title} — ${t('shop.name')}` }),
    { name: 'robots', content: 'noindex' },
  ];
}

/**
 * Checkout in four steps, the step in the URL (`?step=`) so back and forward work: contact and
 * buyer, delivery or pickup, payment method, confirm. Each step is a plain form post.
 */
export default function Checkout({ loaderData, actionData }: Route.ComponentProps) {
  const failure = isFailure(actionData) ? actionData : null;
  return (
    <MessagesScope messages={loaderData.messages}>
      <CheckoutPage data={loaderData} failure={failure} />
    </MessagesScope>
  );
}

function CheckoutPage(props: { data: CheckoutData; failure: FormFailure | null }) {
  const { t, path } = useI18n();
  const { data } = props;
  // The coupon link's banner answers for its own form; the step's forms for theirs.
  const linkFailure = props.failure?.values.intent === 'coupon_link' ? props.failure : null;
  const failure = linkFailure ? null : props.failure;
  return (
    <section className="container checkout-page">
      <h1>{t('checkout.title')}</h1>
      <CheckoutSteps step={data.step} steps={data.steps} done={data.done} />
      {data.notice?.key === 'coupon.applied' && data.step !== 'payment' && (
        <p className="order-placed" role="status">
          {t(data.notice.key)}
        </p>
      )}
      {data.couponLink && (
        <CouponLinkBanner
          link={data.couponLink}
          number={data.order.number}
          intent="coupon_link"
          hidden={{ step: data.step }}
          error={linkFailure && { key: linkFailure.error, vars: linkFailure.errorVars }}
        />
      )}
      <div className="checkout-layout">
        <div className="checkout-main">
          {data.step === 'contact' && <ContactStep data={data} failure={failure} />}
          {data.step === 'delivery' && <DeliveryStep data={data} failure={failure} />}
          {data.step === 'payment' && <PaymentStep data={data} failure={failure} />}
          {data.step === 'confirm' && <ConfirmStep data={data} failure={failure} />}
        </div>
        <aside className="checkout-aside" aria-label={t('cart.summary')}>
          <CheckoutSummary data={data} />
          <Link to={path('/cart')} className="checkout-edit-cart">
            {t('checkout.edit_cart')}
          </Link>
        </aside>
      </div>
    </section>
  );
}
