import type { engagement } from '@shop/core';
import { Form, Link, useNavigation } from 'react-router';
import { useI18n } from '../../lib/i18n.tsx';
import type { FormFailure } from '../account/Form.tsx';
import { CsrfField } from '../CsrfField.tsx';

export interface StockAlertOutcome {
  variantId: number;
  state: 'waiting' | 'in_stock';
  channel: 'sms' | 'email';
}

/**
 * "Tell me when it's back" under a sold-out variant's disabled button: a mobile number or an
 * e-mail address, and one message when it can be bought again (engagement.requestStockAlert).
 * A plain form, so it works before JavaScript; the answer replaces the form for that variant. A
 * signed-in shopper finds their number filled in, and the answer again when they come back.
 */
export interface StockAlertState {
  /** A signed-in shopper's contact (to fill in) and the variants they already wait for. */
  mine: Awaited<ReturnType<typeof engagement.stockAlertsOfUser>> | null;
  /** The answer to the form just sent, or why it was refused. */
  outcome: StockAlertOutcome | null;
  failure: FormFailure | null;
}

export function StockAlert(props: StockAlertState & { variantId: number }) {
  const { t, path } = useI18n();
  const navigation = useNavigation();
  const busy =
    navigation.state === 'submitting' && navigation.formData?.get('intent') === 'stock_alert';
  const contact = props.mine?.contact ?? null;
  const waiting = props.mine?.waiting.find((w) => w.variantId === props.variantId);
  const asked: StockAlertOutcome | null = waiting ? { ...waiting, state: 'waiting' } : null;
  const done = props.outcome?.variantId === props.variantId ? props.outcome : asked;
  const failure =
    props.failure?.values.variant_id === String(props.variantId) ? props.failure : null;
  return (
    <section className="stock-alert" aria-labelledby="stock-alert-title">
      <h2 id="stock-alert-title">{t('product.stock_alert.title')}</h2>
      {done ? (
        <p className="form-notice" role="status">
          {done.state === 'in_stock'
            ? t('product.stock_alert.in_stock')
            : t(`product.stock_alert.waiting_${done.channel}`)}
          {done.state === 'waiting' && props.mine && (
            <>
              {' '}
              <Link to={path('/account/stock-alerts')}>{t('product.stock_alert.manage')}</Link>
            </>
          )}
        </p>
      ) : (
        <Form method="post" className="stock-alert-form" noValidate preventScrollReset>
          <CsrfField />
          <input type="hidden" name="intent" value="stock_alert" />
          <input type="hidden" name="variant_id" value={props.variantId} />
          <label htmlFor="stock-alert-contact">{t('product.stock_alert.contact')}</label>
          <div className="stock-alert-row">
            <input
              id="stock-alert-contact"
              name="contact"
              type="text"
              required
              maxLength={200}
              defaultValue={failure?.values.contact ?? contact ?? undefined}
              aria-invalid={failure ? true : undefined}
              aria-describedby={failure ? 'stock-alert-error stock-alert-hint' : 'stock-alert-hint'}
            />
            <button type="submit" className="button" disabled={busy} aria-busy={busy || undefined}>
              {t('product.stock_alert.submit')}
            </button>
          </div>
          {failure && (
            <p id="stock-alert-error" className="field-error" role="alert">
              {t(failure.error, failure.errorVars)}
            </p>
          )}
          <p id="stock-alert-hint" className="field-hint">
            {t('product.stock_alert.hint')}
          </p>
        </Form>
      )}
    </section>
  );
}
