import { formatMoney } from '@shop/i18n';
import { useI18n } from '../../lib/i18n.tsx';
import type { CheckoutData } from '../../routes/checkout.server.ts';
import { AccountForm, Field, type FormFailure, Submit } from '../account/Form.tsx';
import { ZonePicker } from '../account/ZonePicker.tsx';
import { addressText } from './address-text.ts';
import { deliveryWindowText } from './delivery-window.ts';

/**
 * Step 2: delivery to an address (from the address book or a new one through the postal
 * zones), then its delivery option; or pickup at one of the shop's stores.
 */
export function DeliveryStep({
  data,
  failure,
}: {
  data: CheckoutData;
  failure: FormFailure | null;
}) {
  const { t } = useI18n();
  const delivery = data.delivery;
  if (!delivery) return null;
  const failed = (intent: string) => (failure?.values.intent === intent ? failure : null);
  const addressFailure = failed('address');
  // The address book's form and the new address's form answer apart.
  const bookFailure = addressFailure?.values.address_id ? addressFailure : null;
  const newFailure = addressFailure && !addressFailure.values.address_id ? addressFailure : null;
  const address = data.order.shippingMethod === 'delivery' ? data.order.address : null;
  // The option chosen before, while it is still offered; else standard, offered wherever we go.
  const chosen =
    delivery.rates?.find((rate) => rate.option === data.order.deliveryOption)?.option ?? 'standard';
  return (
    <>
      <section className="checkout-section" aria-labelledby="checkout-delivery">
        <h2 id="checkout-delivery">{t('checkout.delivery')}</h2>
        {delivery.addresses.length > 0 && (
          <AccountForm failure={bookFailure} intent="address">
            <input type="hidden" name="number" value={data.order.number} />
            <fieldset className="choice-group">
              <legend>{t('checkout.saved_addresses')}</legend>
              {delivery.addresses.map((a, i) => (
                <label key={a.id} className="choice choice-card">
                  <input type="radio" name="address_id" value={a.id} defaultChecked={i === 0} />
                  <span>
                    <strong>{a.receiver}</strong>
                    <span className="choice-hint">{a.text}</span>
                  </span>
                </label>
              ))}
            </fieldset>
            <Submit>{t('checkout.deliver_here')}</Submit>
          </AccountForm>
        )}
        <details className="checkout-new-address" open={!address || Boolean(newFailure)}>
          <summary>{t('checkout.new_address')}</summary>
          <AccountForm failure={newFailure} intent="address">
            <input type="hidden" name="number" value={data.order.number} />
            <ZonePicker
              zones={delivery.zones}
              selected={newFailure?.values ?? null}
              zipcode={address?.zipcode ?? null}
              errors={newFailure?.fields.zipcode ?? newFailure?.fields.city ?? []}
            />
            <Field
              name="street"
              label={t('account.street')}
              autoComplete="address-line1"
              failure={newFailure}
            />
            <Field
              name="detail"
              label={t('account.detail')}
              autoComplete="address-line2"
              hint={t('account.detail_hint')}
              required
              failure={newFailure}
            />
            <div className="field-row">
              <Field
                name="receiver"
                label={t('account.receiver')}
                autoComplete="name"
                required
                failure={newFailure}
              />
              <Field
                name="receiver_phone"
                type="tel"
                inputMode="tel"
                label={t('account.receiver_phone')}
                autoComplete="tel"
                defaultValue={data.order.phone}
                required
                failure={newFailure}
              />
            </div>
            <Submit>{t('checkout.use_address')}</Submit>
          </AccountForm>
        </details>
        {address && (
          <div id="delivery-options" className="checkout-options">
            <p className="checkout-chosen">
              {t('checkout.delivering_to')} <strong>{addressText(address)}</strong>
            </p>
            {delivery.rates === null ? (
              <p className="form-error" role="alert">
                {t('error.shipping_unavailable')}
              </p>
            ) : (
              <AccountForm failure={failed('delivery_option')} intent="delivery_option">
                <input type="hidden" name="number" value={data.order.number} />
                <fieldset className="choice-group">
                  <legend>{t('checkout.delivery_option')}</legend>
                  {delivery.rates.some((rate) => rate.lead !== 'now') && (
                    <p className="choice-note">{t('checkout.lead_note')}</p>
                  )}
                  {delivery.rates.map((rate) => (
                    <label
                      key={rate.option}
                      className={`choice choice-card${rate.open ? '' : ' is-disabled'}`}
                    >
                      <input
                        type="radio"
                        name="delivery_option"
                        value={rate.option}
                        disabled={!rate.open}
                        defaultChecked={rate.open && rate.option === chosen}
                      />
                      <span>
                        <strong>
                          {t(`checkout.option.${rate.option}`)} —{' '}
                          {rate.price === 0 ? t('cart.shipping_free') : formatMoney(rate.price)}
                        </strong>
                        <span className="choice-hint">
                          {deliveryWindowText(t, rate.option, rate.withinHours)}
                        </span>
                        {rate.by ? (
                          <span className="choice-hint">
                            {t('checkout.promised_by', { time: rate.by })}
                          </span>
                        ) : (
                          <span className="choice-hint choice-closed">
                            {t(`checkout.closed.${rate.option}`)}
                          </span>
                        )}
                      </span>
                    </label>
                  ))}
                </fieldset>
                <Submit>{t('checkout.continue')}</Submit>
              </AccountForm>
            )}
          </div>
        )}
      </section>
      <section className="checkout-section" aria-labelledby="checkout-pickup">
        <h2 id="checkout-pickup">{t('checkout.pickup')}</h2>
        <AccountForm failure={failed('pickup')} intent="pickup">
          <input type="hidden" name="number" value={data.order.number} />
          <fieldset className="choice-group">
            <legend>{t('checkout.pickup_store')}</legend>
            {data.pickupPoints.map((store, i) => (
              <label key={store.id} className="choice choice-card">
                <input
                  type="radio"
                  name="pickup_location_id"
                  value={store.id}
                  defaultChecked={data.order.pickup ? data.order.pickup.id === store.id : i === 0}
                />
                <span>
                  <strong>{store.name}</strong>
                  <span className="choice-hint">{store.address}</span>
                  <span className="choice-hint">
                    {t('product.store_hours', { opens: store.opens_at, closes: store.closes_at })} ·{' '}
                    {store.phone}
                  </span>
                </span>
              </label>
            ))}
          </fieldset>
          <p className="checkout-note">{t('checkout.pickup_note')}</p>
          <Submit>{t('checkout.pickup_here')}</Submit>
        </AccountForm>
      </section>
    </>
  );
}
