import { useI18n } from '../../lib/i18n.tsx';
import type { CheckoutData } from '../../routes/checkout.tsx';
import { AccountForm, type FormFailure, Submit } from '../account/Form.tsx';

/** Step 3: how the shopper will pay (the payment itself comes on the order's page). */
export function PaymentStep({
  data,
  failure,
}: {
  data: CheckoutData;
  failure: FormFailure | null;
}) {
  const { t } = useI18n();
  const chosen = data.order.paymentMethod ?? 'card';
  return (
    <section className="checkout-section" aria-labelledby="checkout-payment">
      <h2 id="checkout-payment">{t('checkout.step.payment')}</h2>
      <AccountForm failure={failure} intent="payment">
        <input type="hidden" name="number" value={data.order.number} />
        <fieldset className="choice-group">
          <legend>{t('checkout.payment_method')}</legend>
          {data.paymentMethods.map((method) => (
            <label key={method} className="choice choice-card">
              <input
                type="radio"
                name="payment_method"
                value={method}
                defaultChecked={method === chosen}
              />
              <span>
                <strong>{t(`checkout.payment.${method}`)}</strong>
                <span className="choice-hint">{t(`checkout.payment.${method}_hint`)}</span>
              </span>
            </label>
          ))}
        </fieldset>
        <p className="checkout-note">{t('checkout.pay_next')}</p>
        <Submit>{t('checkout.continue')}</Submit>
      </AccountForm>
    </section>
  );
}
