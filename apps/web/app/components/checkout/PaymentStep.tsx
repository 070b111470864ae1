import { formatMoney } from '@shop/i18n';
import { useI18n } from '../../lib/i18n.tsx';
import type { CheckoutData } from '../../routes/checkout.server.ts';
import { AccountForm, Field, type FormFailure, Submit } from '../account/Form.tsx';

type Payment = NonNullable<CheckoutData['payment']>;

/**
 * Step 3: the shop's own means first (a coupon off the price; gift cards, a voucher and the
 * wallet paying part), then how the rest is paid. Every part is a plain form post.
 */
export function PaymentStep({
  data,
  failure,
}: {
  data: CheckoutData;
  failure: FormFailure | null;
}) {
  const { t, locale } = useI18n();
  const payment = data.payment;
  if (!payment) return null;
  const failed = (intent: string) => (failure?.values.intent === intent ? failure : null);
  const { tenders } = data;
  return (
    <section className="checkout-section" aria-labelledby="checkout-payment">
      <h2 id="checkout-payment">{t('checkout.step.payment')}</h2>
      {data.notice && (
        <p className="order-placed" role="status">
          {t(data.notice.key, { amount: formatMoney(data.notice.amount, locale) })}
        </p>
      )}
      <div className="pay-extras">
        <CouponForm data={data} failure={failed('coupon')} />
        <CodeForm kind="gift_card" number={data.order.number} failure={failed('gift_card')} />
        <CodeForm kind="voucher" number={data.order.number} failure={failed('voucher')} />
        {payment.wallet && (
          <WalletForm data={data} wallet={payment.wallet} failure={failed('wallet')} />
        )}
      </div>
      {tenders.tenders.length > 0 && (
        <ul className="tender-list" aria-label={t('checkout.paid_with')}>
          {tenders.tenders.map((tender) => (
            <li key={`${tender.kind}:${tender.source_id}`}>
              <span>
                {t(`checkout.tender.${tender.kind}`)} {tender.label}
              </span>
              <strong>−{formatMoney(tender.amount, locale)}</strong>
              <AccountForm intent="tender_remove" className="inline-form">
                <input type="hidden" name="number" value={data.order.number} />
                <input type="hidden" name="kind" value={tender.kind} />
                <input type="hidden" name="source_id" value={tender.source_id} />
                <button type="submit" className="link-button">
                  {t('cart.remove')}
                </button>
              </AccountForm>
            </li>
          ))}
        </ul>
      )}
      {tenders.refusal && (
        <p className="form-error" role="alert">
          {t(tenders.refusal.key, tenders.refusal.vars)}
        </p>
      )}
      <p className="pay-due">
        {t('checkout.to_pay')}: <strong>{formatMoney(tenders.due, locale)}</strong>
      </p>
      <MethodForm data={data} payment={payment} failure={failed('payment')} />
    </section>
  );
}

function CouponForm({ data, failure }: { data: CheckoutData; failure: FormFailure | null }) {
  const { t, locale } = useI18n();
  const { order } = data;
  if (order.couponCode) {
    return (
      <AccountForm intent="coupon_remove" className="pay-extra">
        <input type="hidden" name="number" value={order.number} />
        <p>
          {t('checkout.coupon')}: <strong>{order.couponCode}</strong>{' '}
          {order.promoTotal > 0
            ? `−${formatMoney(order.promoTotal, locale)}`
            : t('checkout.coupon_not_applying')}
        </p>
        <button type="submit" className="link-button">
          {t('cart.remove')}
        </button>
      </AccountForm>
    );
  }
  return (
    <AccountForm intent="coupon" failure={failure} className="pay-extra">
      <input type="hidden" name="number" value={order.number} />
      <Field
        name="code"
        label={t('checkout.coupon_code')}
        hint={t('checkout.coupon_hint')}
        autoComplete="off"
        maxLength={40}
        failure={failure}
      />
      <Submit className="button">{t('checkout.apply')}</Submit>
    </AccountForm>
  );
}

function CodeForm(props: {
  kind: 'gift_card' | 'voucher';
  number: string;
  failure: FormFailure | null;
}) {
  const { t } = useI18n();
  return (
    <AccountForm intent={props.kind} failure={props.failure} className="pay-extra">
      <input type="hidden" name="number" value={props.number} />
      <Field
        name="code"
        label={t(`checkout.${props.kind}_code`)}
        autoComplete="off"
        maxLength={40}
        failure={props.failure}
      />
      <Submit className="button">{t('checkout.apply')}</Submit>
    </AccountForm>
  );
}

function WalletForm(props: {
  data: CheckoutData;
  wallet: NonNullable<Payment['wallet']>;
  failure: FormFailure | null;
}) {
  const { t, locale } = useI18n();
  const { wallet, data } = props;
  const balance = wallet.full + wallet.limited;
  if (balance === 0) return null;
  const usable = Math.min(wallet.usable, data.tenders.due);
  return (
    <AccountForm intent="wallet" failure={props.failure} className="pay-extra">
      <input type="hidden" name="number" value={data.order.number} />
      <p>
        {t('checkout.wallet_balance', { balance: formatMoney(balance, locale) })}
        {wallet.limited > 0 &&
          ` · ${t('checkout.wallet_cashback', { amount: formatMoney(wallet.limited, locale) })}`}
      </p>
      {usable > 0 ? (
        <>
          <Field
            name="amount"
            label={t('checkout.wallet_amount')}
            inputMode="numeric"
            defaultValue={String(usable)}
            hint={t('checkout.wallet_hint', { max: formatMoney(usable, locale) })}
            failure={props.failure}
          />
          <Submit className="button">{t('checkout.use_wallet')}</Submit>
        </>
      ) : (
        <p className="field-hint">
          {t('validation.wallet_min_order', { min: data.payment?.walletMin ?? 0 })}
        </p>
      )}
    </AccountForm>
  );
}

function MethodForm(props: { data: CheckoutData; payment: Payment; failure: FormFailure | null }) {
  const { t, locale } = useI18n();
  const { data, payment } = props;
  const chosenNow = data.order.paymentMethod;
  const available = payment.methods.filter((m) => m.available);
  const method = available.find((m) => m.id === chosenNow)?.id ?? available[0]?.id ?? 'card';
  if (data.tenders.due === 0) {
    return (
      <AccountForm intent="payment" failure={props.failure}>
        <input type="hidden" name="number" value={data.order.number} />
        <p className="checkout-note">{t('checkout.nothing_left')}</p>
        <Submit>{t('checkout.continue')}</Submit>
      </AccountForm>
    );
  }
  return (
    <AccountForm intent="payment" failure={props.failure}>
      <input type="hidden" name="number" value={data.order.number} />
      <fieldset className="choice-group">
        <legend>{t('checkout.payment_method')}</legend>
        {payment.methods.map((m) => (
          <label key={m.id} className={`choice choice-card${m.available ? '' : ' is-disabled'}`}>
            <input
              type="radio"
              name="payment_method"
              value={m.id}
              disabled={!m.available}
              defaultChecked={method === m.id}
            />
            <span>
              <strong>{t(`checkout.payment.${m.id}`)}</strong>
              <span className="choice-hint">
                {m.available
                  ? t(`checkout.payment.${m.id}_hint`)
                  : t(m.reason ?? 'error.invalid_input', { min: m.min ?? 0, max: m.max ?? 0 })}
              </span>
            </span>
          </label>
        ))}
      </fieldset>
      {payment.savedCards.length > 0 && (
        <fieldset className="choice-group">
          <legend>{t('checkout.which_card')}</legend>
          {payment.savedCards.map((card, i) => (
            <label key={card.id} className="choice">
              <input
                type="radio"
                name="saved_card_id"
                value={card.id}
                defaultChecked={
                  data.order.paymentOptions.saved_card_id
                    ? data.order.paymentOptions.saved_card_id === card.id
                    : i === 0
                }
              />
              <span>
                {card.brand ?? t('checkout.payment.card')} •••• {card.last4}
              </span>
            </label>
          ))}
        </fieldset>
      )}
      {payment.leasePlans.length > 0 && (
        <fieldset className="choice-group">
          <legend>{t('checkout.lease_term')}</legend>
          {payment.leasePlans.map((plan) => (
            <label key={plan.months} className="choice">
              <input
                type="radio"
                name="lease_months"
                value={plan.months}
                defaultChecked={(data.order.paymentOptions.lease_months ?? 12) === plan.months}
              />
              <span>
                {t('checkout.lease_plan', {
                  months: plan.months,
                  monthly: formatMoney(plan.monthly, locale),
                  down: formatMoney(plan.downPayment, locale),
                })}
              </span>
            </label>
          ))}
        </fieldset>
      )}
      <p className="checkout-note">{t('checkout.pay_next')}</p>
      <Submit>{t('checkout.continue')}</Submit>
    </AccountForm>
  );
}
