import { formatMoney } from '@shop/i18n';
import { Link } from 'react-router';
import { useI18n } from '../../lib/i18n.tsx';
import type { CheckoutData } from '../../routes/checkout.server.ts';
import { AccountForm, type FormFailure, Submit } from '../account/Form.tsx';
import { addressText } from './address-text.ts';
import { deliveryWindowText } from './delivery-window.ts';

/**
 * Step 4: what will be ordered, where it goes and how it is paid, then "Place order". The form
 * carries an idempotency key made for this page, so a double click or a resubmit places the
 * order once.
 */
export function ConfirmStep({
  data,
  failure,
}: {
  data: CheckoutData;
  failure: FormFailure | null;
}) {
  const { t, path, locale } = useI18n();
  const { order } = data;
  const change = (step: string) => (
    <Link to={path(`/checkout?step=${step}`)} className="checkout-change">
      {t('checkout.change')}
    </Link>
  );
  return (
    <section className="checkout-section" aria-labelledby="checkout-confirm">
      <h2 id="checkout-confirm">{t('checkout.step.confirm')}</h2>
      <dl className="checkout-review">
        <div>
          <dt>{t('checkout.step.contact')}</dt>
          <dd>
            {[order.phone, order.email].filter(Boolean).join(' · ')}
            {order.birthDateText && (
              <>
                <br />
                {t('checkout.birth_date')}: {order.birthDateText}
              </>
            )}
            {order.buyerType === 'organisation' && (
              <>
                <br />
                {t('checkout.buyer_organisation')}: {order.registryNumber}
              </>
            )}
          </dd>
          <dd>{change('contact')}</dd>
        </div>
        {data.steps.includes('delivery') && (
          <div>
            <dt>
              {order.shippingMethod === 'pickup' ? t('checkout.pickup') : t('checkout.delivery')}
            </dt>
            <dd>
              {order.shippingMethod === 'pickup' && order.pickup ? (
                <>
                  {order.pickup.name}, {order.pickup.address}
                </>
              ) : order.address ? (
                <>
                  {addressText(order.address)} ({order.address.receiver})
                  <br />
                  {order.deliveryOption && (
                    <>
                      {t(`checkout.option.${order.deliveryOption}`)}:{' '}
                      {deliveryWindowText(t, order.deliveryOption, order.deliveryHours)}
                    </>
                  )}
                </>
              ) : null}
            </dd>
            <dd>{change('delivery')}</dd>
          </div>
        )}
        <div>
          <dt>{t('checkout.step.payment')}</dt>
          <dd>
            {data.tenders.tenders.map((tender) => (
              <span key={`${tender.kind}:${tender.source_id}`} className="confirm-tender">
                {t(`checkout.tender.${tender.kind}`)} {tender.label}: −
                {formatMoney(tender.amount, locale)}
                <br />
              </span>
            ))}
            {data.tenders.due > 0 && order.paymentMethod && (
              <>
                {t(`checkout.payment.${order.paymentMethod}`)}:{' '}
                {formatMoney(data.tenders.due, locale)}
                {order.paymentMethod === 'lease' && order.paymentOptions.lease_months && (
                  <>
                    {' '}
                    ({t('checkout.lease_months', { months: order.paymentOptions.lease_months })})
                  </>
                )}
              </>
            )}
          </dd>
          <dd>{change('payment')}</dd>
        </div>
      </dl>
      <AccountForm failure={failure} intent="place" className="checkout-place">
        <input type="hidden" name="number" value={order.number} />
        <input type="hidden" name="idempotency_key" value={data.idempotencyKey ?? ''} />
        <p className="checkout-note">{t('checkout.pay_next')}</p>
        <Submit className="button button-primary checkout-place-button">
          {t('checkout.place_order')}
        </Submit>
      </AccountForm>
    </section>
  );
}
