import { useI18n } from '../../lib/i18n.tsx';
import type { CheckoutData } from '../../routes/checkout.server.ts';
import { AccountForm, Field, type FormFailure, Submit } from '../account/Form.tsx';

/** Step 1: the phone (required) and e-mail, and whether a person or an organisation buys. */
export function ContactStep({
  data,
  failure,
}: {
  data: CheckoutData;
  failure: FormFailure | null;
}) {
  const { t } = useI18n();
  const buyer = failure?.values.buyer_type ?? data.order.buyerType;
  return (
    <section className="checkout-section" aria-labelledby="checkout-contact">
      <h2 id="checkout-contact">{t('checkout.step.contact')}</h2>
      <AccountForm failure={failure} intent="contact">
        <input type="hidden" name="number" value={data.order.number} />
        <div className="field-row">
          <Field
            name="phone"
            type="tel"
            inputMode="tel"
            label={t('checkout.phone')}
            autoComplete="tel"
            defaultValue={data.contact?.phone}
            hint={t('checkout.phone_hint')}
            required
            failure={failure}
          />
          <Field
            name="email"
            type="email"
            inputMode="email"
            label={t('checkout.email')}
            autoComplete="email"
            defaultValue={data.contact?.email}
            hint={t('checkout.email_hint')}
            failure={failure}
          />
        </div>
        <fieldset className="choice-group">
          <legend>{t('checkout.buyer')}</legend>
          <label className="choice">
            <input
              type="radio"
              name="buyer_type"
              value="person"
              defaultChecked={buyer !== 'organisation'}
            />{' '}
            {t('checkout.buyer_person')}
          </label>
          <label className="choice">
            <input
              type="radio"
              name="buyer_type"
              value="organisation"
              defaultChecked={buyer === 'organisation'}
            />{' '}
            {t('checkout.buyer_organisation')}
          </label>
        </fieldset>
        {data.spirits && (
          <Field
            name="buyer_birth_date"
            type="date"
            label={t('checkout.birth_date')}
            autoComplete="bday"
            defaultValue={data.order.birthDate}
            hint={t('checkout.birth_date_hint')}
            required
            failure={failure}
          />
        )}
        {/* Only an organisation has one: hidden while a person buys (cart.css). */}
        <div className="organisation-only">
          <Field
            name="registry_number"
            inputMode="numeric"
            label={t('checkout.registry_number')}
            defaultValue={data.order.registryNumber}
            hint={t('checkout.registry_number_hint')}
            maxLength={7}
            failure={failure}
          />
        </div>
        <Submit>{t('checkout.continue')}</Submit>
      </AccountForm>
    </section>
  );
}
