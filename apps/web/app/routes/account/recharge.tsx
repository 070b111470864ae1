import { AppError, payments } from '@shop/core';
import { data, Link, redirect } from 'react-router';
import { AccountForm, Submit } from '../../components/account/Form.tsx';
import { QrPayment } from '../../components/payment/QrPayment.tsx';
import { contextFor, readForm } from '../../lib/auth.server.ts';
import { useI18n } from '../../lib/i18n.tsx';
import { localeFromParam, localePath } from '../../lib/locale.ts';
import { qrView } from '../../lib/qr.server.ts';
import { usePolling } from '../../lib/use-polling.ts';
import '../../styles/cart.css';
import '../../styles/payments.css';
import type { Route } from './+types/recharge';

/**
 * One wallet top-up: paid (the money is in the wallet), waiting (a QR code to scan, asked about
 * again every few seconds; a card payment the bank has not answered) or not paid. Only its
 * owner sees it; anyone else gets the 404 page.
 */
export async function loader({ params, context }: Route.LoaderArgs) {
  const locale = localeFromParam(params.locale);
  const viewer = context.auth.viewer;
  if (!viewer) return null;
  if (!/^W\d{9}$/.test(params.recharge)) throw data(null, { status: 404 });
  const ctx = contextFor(context, locale);
  let found: Awaited<ReturnType<typeof payments.rechargeState>>;
  try {
    found = await payments.rechargeState(ctx, context.payments, viewer.userId, params.recharge);
  } catch (error) {
    if (error instanceof AppError) throw data(null, { status: 404 });
    throw error;
  }
  let { recharge } = found;
  let [payment] = (await payments.paymentsOf(ctx, recharge.number)).slice(-1);
  // A card top-up still waiting (the return was lost, or "check again"): the gateway is asked.
  if (payment?.method === 'card' && payment.state === 'pending' && payment.providerRef) {
    const settled = await payments
      .settleCardPayment(ctx, context.payments, payment.providerRef)
      .catch((error) => {
        if (error instanceof payments.CardGatewayError) return null;
        throw error;
      });
    if (settled) {
      payment = settled;
      recharge = (await payments.rechargeOf(ctx, viewer.userId, recharge.number)) ?? recharge;
    }
  }
  const open =
    payment?.method === 'qpay' &&
    payment.state === 'pending' &&
    payment.expiresAt !== null &&
    payment.expiresAt > ctx.now;
  const state =
    recharge.state === 'paid'
      ? 'paid'
      : payment?.state === 'pending' && (payment.method === 'card' || open)
        ? 'pending'
        : 'failed';
  return {
    number: recharge.number,
    amount: recharge.amount,
    method: recharge.method,
    state,
    // A QR invoice nobody paid in time is the one way a QR top-up ends unpaid.
    expired: state === 'failed' && payment?.method === 'qpay',
    qr: open && payment ? await qrView(payment, locale, ctx.now) : null,
  };
}

/** "Check the payment" without JavaScript: the page is loaded again, which asks QPay. */
export async function action({ params, context, request }: Route.ActionArgs) {
  await readForm(request, context);
  throw redirect(
    localePath(localeFromParam(params.locale), `/account/wallet/recharges/${params.recharge}`),
  );
}

export default function RechargePage({ loaderData }: Route.ComponentProps) {
  const { t, path } = useI18n();
  // A QR code is paid on another device: the page asks until it is. A card payment's answer
  // comes with the shopper's return from the gateway; "check again" asks once more.
  usePolling(Boolean(loaderData?.qr));
  if (!loaderData) return null;
  const { number, amount, state, qr } = loaderData;
  return (
    <>
      <h1>{t('account.recharge.title', { number })}</h1>
      {state === 'paid' && (
        <p className="form-success recharge-state" role="status" data-state="paid">
          {t('account.recharge.paid', { amount })}
        </p>
      )}
      {state === 'pending' &&
        (qr ? (
          <QrPayment qr={qr} />
        ) : (
          <div className="recharge-state" role="status" data-state="pending">
            <p>{t('account.recharge.pending')}</p>
            <AccountForm intent="check" className="inline-form">
              <Submit className="button">{t('order.check_payment')}</Submit>
            </AccountForm>
          </div>
        ))}
      {state === 'failed' && (
        <p className="form-error recharge-state" role="alert" data-state="failed">
          {t(loaderData.expired ? 'error.payment_period_exceeded' : 'account.recharge.failed')}
        </p>
      )}
      <p className="wallet-links">
        <Link className="button" to={path('/account/wallet')}>
          {t(state === 'failed' ? 'account.recharge.again' : 'account.recharge.back')}
        </Link>
      </p>
    </>
  );
}
