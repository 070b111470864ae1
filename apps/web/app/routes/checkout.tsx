import { Link } from 'react-router';
import { type FormFailure, isFailure } from '../components/account/Form.tsx';
import { CouponLinkBanner } from '../components/cart/CouponLinkBanner.tsx';
import { CheckoutSteps } from '../components/checkout/CheckoutSteps.tsx';
import { CheckoutSummary } from '../components/checkout/CheckoutSummary.tsx';
import { ConfirmStep } from '../components/checkout/ConfirmStep.tsx';
import { ContactStep } from '../components/checkout/ContactStep.tsx';
import { DeliveryStep } from '../components/checkout/DeliveryStep.tsx';
import { PaymentStep } from '../components/checkout/PaymentStep.tsx';
import { formAction, readForm } from '../lib/auth.server.ts';
import { MessagesScope, useI18n } from '../lib/i18n.tsx';
import { localeFromParam } from '../lib/locale.ts';
import { scopedMessages } from '../lib/messages.server.ts';
import { pageMeta, rootMeta } from '../lib/seo.ts';
import '../styles/account.css';
import '../styles/cart.css';
import type { Route } from './+types/checkout';
import { checkoutStep, loadCheckout } from './checkout.server.ts';

export async function loader({ params, context, request }: Route.LoaderArgs) {
  const locale = localeFromParam(params.locale);
  const page = await loadCheckout(context, request, locale);
  return { ...page, messages: scopedMessages(locale) };
}

export async function action({ params, context, request }: Route.ActionArgs) {
  const locale = localeFromParam(params.locale);
  const { values } = await readForm(request, context);
  return formAction(values, () => checkoutStep(context, request, locale, values));
}

export function meta(args: Route.MetaArgs) {
  const { t } = rootMeta(args);
  const title = args.data?.messages['checkout.title'] ?? t('cart.checkout');
  return [
    ...pageMeta(args, { title: `${title} — ${t('shop.name')}` }),
    { name: 'robots', content: 'noindex' },
  ];
}

export type CheckoutData = Route.ComponentProps['loaderData'];

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
      <CheckoutSteps step={data.step} done={data.done} />
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
