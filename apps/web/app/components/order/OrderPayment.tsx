import { formatMoney } from '@shop/i18n';
import { Link } from 'react-router';
import { useI18n } from '../../lib/i18n.tsx';
import { usePolling } from '../../lib/use-polling.ts';
import type { OrderData } from '../../routes/order.server.ts';
import { AccountForm, Submit } from '../account/Form.tsx';
import { QrPayment } from '../payment/QrPayment.tsx';

type Payment = NonNullable<OrderData['payment']>;

/**
 * How to pay what the order still owes: what it waits for (a lease's decision), the way it was
 * meant to be paid (bank details, a QR code, a lease's down payment) and the other ways (card,
 * a saved card, QR). With JavaScript the page asks again every few seconds while it waits.
 */
export function OrderPayment({ order }: { order: OrderData }) {
  const { t, locale, path } = useI18n();
  const payment = order.payment;
  usePolling(Boolean(payment && (payment.qr !== null || payment.lease?.state === 'applied')));
  if (!payment) return null;
  const money = (amount: number) => formatMoney(amount, locale);
  return (
    <section className="order-payment" aria-labelledby="order-payment">
      <h2 id="order-payment">{t('order.payment_title')}</h2>
      {payment.payBy && <p>{t('order.pay_by', { time: payment.payBy })}</p>}
      <p className="pay-due">
        {t('order.amount_due')}: <strong>{money(payment.due)}</strong>
      </p>
      {payment.lease && <LeaseState lease={payment.lease} />}
      {payment.waiting && (
        <p className="order-waiting" role="status">
          {t(payment.waiting)}
        </p>
      )}
      {payment.bank && <BankTransfer bank={payment.bank} amount={payment.due} />}
      {payment.qr && <QrPayment qr={payment.qr} />}
      {payment.payNow > 0 && <PayNow payment={payment} />}
      <p>
        <Link to={path('/products')}>{t('cart.continue_shopping')}</Link>
      </p>
    </section>
  );
}

function PayNow({ payment }: { payment: Payment }) {
  const { t, locale } = useI18n();
  const amount = formatMoney(payment.payNow, locale);
  const isDownPayment = payment.lease !== null && payment.lease.state === 'down_payment_due';
  return (
    <div className="pay-now">
      {isDownPayment && <p>{t('order.lease_down_payment', { amount })}</p>}
      {payment.savedCards.length > 0 && (
        <AccountForm intent="pay_saved_card" className="pay-now-form">
          <fieldset className="choice-group">
            <legend>{t('order.pay_saved_card')}</legend>
            {payment.savedCards.map((card, i) => (
              <label key={card.id} className="choice">
                <input type="radio" name="card_id" value={card.id} defaultChecked={i === 0} />
                <span>
                  {card.brand ?? t('checkout.payment.card')} •••• {card.last4}
                </span>
              </label>
            ))}
          </fieldset>
          <Submit>{t('order.pay_with_saved', { amount })}</Submit>
        </AccountForm>
      )}
      <AccountForm intent="pay_card" className="pay-now-form">
        <p>{t('order.card_intro')}</p>
        <Submit className={payment.savedCards.length > 0 ? 'button' : undefined}>
          {t('order.pay_by_card', { amount })}
        </Submit>
      </AccountForm>
      {!payment.qr && (
        <AccountForm intent="pay_qr" className="pay-now-form">
          <Submit className="button">{t('order.pay_by_qr', { amount })}</Submit>
        </AccountForm>
      )}
    </div>
  );
}

function BankTransfer({ bank, amount }: { bank: NonNullable<Payment['bank']>; amount: number }) {
  const { t, locale } = useI18n();
  return (
    <>
      <p>{t('order.bank_intro')}</p>
      <dl className="order-bank">
        <div>
          <dt>{t('order.bank')}</dt>
          <dd>{bank.bank}</dd>
        </div>
        <div>
          <dt>{t('order.account_name')}</dt>
          <dd>{bank.account_name}</dd>
        </div>
        <div>
          <dt>{t('order.account_number')}</dt>
          <dd>{bank.account_number}</dd>
        </div>
        <div>
          <dt>IBAN</dt>
          <dd>{bank.iban}</dd>
        </div>
        <div>
          <dt>{t('order.amount')}</dt>
          <dd>{formatMoney(amount, locale)}</dd>
        </div>
        <div>
          <dt>{t('order.reference')}</dt>
          <dd>
            <strong>{bank.reference}</strong>
          </dd>
        </div>
      </dl>
      <p className="field-hint">{t('order.bank_staff_note')}</p>
    </>
  );
}

function LeaseState({ lease }: { lease: NonNullable<Payment['lease']> }) {
  const { t, locale } = useI18n();
  const money = (amount: number) => formatMoney(amount, locale);
  return (
    <div className="lease-state">
      <p>
        {t('order.lease_plan', {
          months: lease.months,
          monthly: money(lease.monthly),
          down: money(lease.down_payment),
          financed: money(lease.financed),
        })}
      </p>
      <p className={`lease-${lease.state}`} role="status">
        {t(`order.lease.${lease.state}`)}
      </p>
      {lease.state === 'applied' && (
        <AccountForm intent="check" className="inline-form">
          <Submit className="button">{t('order.check_again')}</Submit>
        </AccountForm>
      )}
    </div>
  );
}
