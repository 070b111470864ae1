import { AppError, payments } from '@shop/core';
import { data, Link, redirect } from 'react-router';
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
  const ctx = contextFor(context, locale);
  let found: Awaited<ReturnType<typeof payments.rechargeState>>;
  try {
    found = await payments.rechargeState(ctx, context.payments, viewer.userId, params.recharge);
  } catch (error) {
    if (error instanceof AppError) throw data(null, { status: 404 });
    throw error;
  }
  const { recharge } = found;
  const [payment] = (await payments.paymentsOf(ctx, recharge.number)).slice(-1);
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
  usePolling(loaderData?.state === 'pending');
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
          <p className="recharge-state" role="status" data-state="pending">
            {t('account.recharge.pending')}
          </p>
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
