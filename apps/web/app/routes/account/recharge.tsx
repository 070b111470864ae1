import { AppError, payments } from '@shop/core';
import { data, Link, redirect } from 'react-router';
import { z } from 'zod';
import { AccountForm, Submit } from '../../components/account/Form.tsx';
import { QrPayment } from '../../components/payment/QrPayment.tsx';
import { contextFor, readForm } from '../../lib/auth.server.ts';
import { parseForm } from '../../lib/form-input.server.ts';
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
  let found: payments.RechargeStateView;
  try {
    found = await payments.rechargeState(ctx, context.payments, viewer.userId, params.recharge);
  } catch (error) {
    if (error instanceof AppError) throw data(null, { status: 404 });
    throw error;
  }
  const { recharge, payment, outcome } = found;
  return {
    number: recharge.number,
    amount: recharge.amount,
    state: outcome,
    expired: found.expired,
    qr:
      outcome === 'pending' && payment?.method === 'qpay'
        ? await qrView(payment, locale, ctx.now)
        : null,
  };
}

const checkForm = z.object({ intent: z.literal('check', { error: 'validation.invalid_choice' }) });

/** "Check the payment" without JavaScript: the page is loaded again, which asks the provider. */
export async function action({ params, context, request }: Route.ActionArgs) {
  const { values } = await readForm(request, context);
  // The page shows no form errors: a refused form gets the "request refused" page.
  const form = parseForm(checkForm, values);
  if (!form.ok) throw data(form, { status: 400 });
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
