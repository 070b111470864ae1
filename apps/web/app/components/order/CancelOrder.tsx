import { useI18n } from '../../lib/i18n.tsx';
import type { OrderData } from '../../routes/order.server.ts';
import { AccountForm, Field, type FormFailure, Submit } from '../account/Form.tsx';

/**
 * Cancelling the order with a reason: while unpaid it simply ends; once paid (before it is
 * prepared) the shopper chooses where the money goes back (spec §8 refund times).
 */
export function CancelOrder({ order, failure }: { order: OrderData; failure: FormFailure | null }) {
  const { t } = useI18n();
  if (!order.cancel.allowed) return null;
  return (
    <details className="order-cancel" open={failure !== null || undefined}>
      <summary>{t('order.cancel')}</summary>
      <AccountForm intent="cancel" failure={failure}>
        <Field
          name="reason"
          label={t('order.cancel_reason')}
          required
          maxLength={300}
          failure={failure}
        />
        {order.cancel.refund && (
          <fieldset className="choice-group">
            <legend>{t('order.refund_to')}</legend>
            {order.cancel.toWallet && (
              <label className="choice">
                <input type="radio" name="refund_to" value="wallet" defaultChecked />
                <span>{t('order.refund_to_wallet')}</span>
              </label>
            )}
            <label className="choice">
              <input
                type="radio"
                name="refund_to"
                value="original"
                defaultChecked={!order.cancel.toWallet}
              />
              <span>{t('order.refund_to_original')}</span>
            </label>
          </fieldset>
        )}
        <Submit className="button">{t('order.cancel_confirm')}</Submit>
      </AccountForm>
    </details>
  );
}
