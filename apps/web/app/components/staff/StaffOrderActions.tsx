import type { ReactNode } from 'react';
import { useI18n } from '../../lib/i18n.tsx';
import type { StaffOrderData } from '../../routes/back-office/order.server.ts';
import { AccountForm, Field, type FormFailure, Submit } from '../account/Form.tsx';

type Step = StaffOrderData['actions']['steps'][number];

/** A step's button text: a pickup order is made ready at the store and handed over there. */
const stepLabel = (step: Step, pickup: boolean) =>
  pickup && (step === 'ready' || step === 'deliver')
    ? `staff.orders.step.${step}_pickup`
    : `staff.orders.step.${step}`;

/** "Cannot go from {from} to {to}" names the states in the page's language, not by code. */
function withStateNames(failure: FormFailure, t: (key: string) => string): FormFailure {
  if (failure.error !== 'error.transition_refused' || !failure.errorVars) return failure;
  const vars = { ...failure.errorVars };
  for (const name of ['from', 'to']) {
    if (typeof vars[name] === 'string') vars[name] = t(`order.state.${vars[name]}`);
  }
  return { ...failure, errorVars: vars };
}

/**
 * What staff can do to the order now, each a form of its own posting to the page's action:
 * only what its state allows. A refusal shows in the form that was sent.
 */
export function StaffOrderActions(props: { order: StaffOrderData; failure: FormFailure | null }) {
  const { t } = useI18n();
  const { order } = props;
  const { actions } = order;
  const failure = props.failure && withStateNames(props.failure, t);
  const shows = (intent: string | undefined, step: string | undefined) =>
    (intent === 'bank_transfer' && actions.bankTransfer) ||
    (intent === 'fulfil' && actions.steps.some((s) => s === step)) ||
    (intent === 'cancel' && actions.cancel) ||
    (intent === 'voucher' && actions.voucher);
  const failed = (intent: string, step?: string) =>
    failure?.values.intent === intent && (step === undefined || failure.values.step === step)
      ? failure
      : null;
  // A refusal for a form the page no longer shows (the order moved on meanwhile) says so here.
  const stray =
    failure && !shows(failure.values.intent, failure.values.step) ? (
      <p className="form-error" role="alert">
        {t(failure.error, failure.errorVars)}
      </p>
    ) : null;
  const any = actions.bankTransfer || actions.steps.length > 0 || actions.cancel || actions.voucher;
  if (!any) return stray;
  return (
    <section className="staff-section staff-actions" aria-labelledby="staff-actions">
      <h2 id="staff-actions">{t('staff.orders.actions')}</h2>
      {stray}
      {actions.bankTransfer && (
        <Action title={t('staff.orders.bank_transfer')}>
          <AccountForm intent="bank_transfer" failure={failed('bank_transfer')}>
            <Field
              name="bank_reference"
              label={t('staff.orders.bank_reference')}
              required
              maxLength={100}
              failure={failed('bank_transfer')}
            />
            <Field
              name="amount"
              label={t('staff.orders.transfer_amount')}
              inputMode="numeric"
              maxLength={15}
              hint={t('staff.orders.transfer_amount_hint', { amount: order.money.owed })}
              failure={failed('bank_transfer')}
            />
            <Submit>{t('staff.orders.record_transfer')}</Submit>
          </AccountForm>
        </Action>
      )}
      {actions.steps.length > 0 && (
        <div className="staff-action">
          <h3>{t('staff.orders.next_step')}</h3>
          {actions.steps.map((step) => (
            <AccountForm
              key={step}
              intent="fulfil"
              failure={failed('fulfil', step)}
              className="account-form staff-step"
            >
              <input type="hidden" name="step" value={step} />
              {step === 'ship' && (
                <Field
                  name="note"
                  label={t('staff.orders.ship_note')}
                  required
                  maxLength={200}
                  failure={failed('fulfil', step)}
                />
              )}
              {step === 'decline' && (
                <Field
                  name="reason"
                  label={t('staff.orders.decline_reason')}
                  required
                  maxLength={200}
                  failure={failed('fulfil', step)}
                />
              )}
              <Submit className={step === 'decline' ? 'button' : 'button button-primary'}>
                {t(stepLabel(step, order.pickup))}
              </Submit>
            </AccountForm>
          ))}
        </div>
      )}
      {actions.cancel && (
        <Action title={t('staff.orders.cancel')} open={failed('cancel') !== null}>
          <AccountForm intent="cancel" failure={failed('cancel')}>
            <Field
              name="reason"
              label={t('order.cancel_reason')}
              required
              maxLength={200}
              failure={failed('cancel')}
            />
            <fieldset className="staff-choices">
              <legend>{t('order.refund_to')}</legend>
              {actions.refundToWallet && (
                <label className="staff-choice">
                  <input type="radio" name="refund_to" value="wallet" defaultChecked />
                  <span>{t('staff.orders.refund_wallet')}</span>
                </label>
              )}
              <label className="staff-choice">
                <input
                  type="radio"
                  name="refund_to"
                  value="original"
                  defaultChecked={!actions.refundToWallet}
                />
                <span>{t('staff.orders.refund_original')}</span>
              </label>
            </fieldset>
            <Submit className="button">{t('staff.orders.cancel_submit')}</Submit>
          </AccountForm>
        </Action>
      )}
      {actions.voucher && (
        <Action title={t('staff.orders.voucher')} open={failed('voucher') !== null}>
          <p>{t('staff.orders.voucher_for', { name: order.buyer.account ?? '' })}</p>
          <AccountForm intent="voucher" failure={failed('voucher')}>
            <Field
              name="amount"
              label={t('staff.orders.voucher_amount')}
              inputMode="numeric"
              required
              maxLength={15}
              failure={failed('voucher')}
            />
            <Field
              name="voucher_reference"
              label={t('staff.orders.voucher_reference')}
              hint={t('staff.orders.voucher_reference_hint')}
              required
              maxLength={100}
              defaultValue={order.number}
              failure={failed('voucher')}
            />
            <Submit>{t('staff.orders.give_voucher')}</Submit>
          </AccountForm>
        </Action>
      )}
    </section>
  );
}

/** One thing staff can do; with `open` set, folded away until asked for (cancel, voucher). */
function Action(props: { title: string; open?: boolean; children: ReactNode }) {
  if (props.open === undefined) {
    return (
      <div className="staff-action">
        <h3>{props.title}</h3>
        {props.children}
      </div>
    );
  }
  return (
    <details className="staff-action" open={props.open || undefined}>
      <summary>{props.title}</summary>
      {props.children}
    </details>
  );
}
