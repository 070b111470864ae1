import { Form } from 'react-router';
import { AccountForm, isFailure, Submit } from '../../components/account/Form.tsx';
import { CameraScan } from '../../components/staff/CameraScan.tsx';
import { useI18n } from '../../lib/i18n.tsx';
import { localeFromParam } from '../../lib/locale.ts';
import type { Route } from './+types/scan';
import { scanAction, scanLoader } from './scan.server.ts';
import { SCAN_KINDS } from './scan-kinds.ts';

export function loader({ params, context, request }: Route.LoaderArgs) {
  return scanLoader(context, request, localeFromParam(params.locale));
}

export function action({ params, context, request }: Route.ActionArgs) {
  return scanAction(context, request, localeFromParam(params.locale));
}

type Found = NonNullable<NonNullable<Route.ComponentProps['loaderData']>['found']>;

/**
 * The scanner (spec §1 back office): a code read by the camera or typed, what it is, and one big
 * button that uses it. A second scan of a used ticket or coupon says who used it, where and when.
 */
export default function ScanPage({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useI18n();
  if (!loaderData) return null;
  const failure = isFailure(actionData) ? actionData : null;
  const used = actionData && !isFailure(actionData) ? actionData.used : null;
  const { found } = loaderData;
  return (
    <>
      <h1>{t('staff.scan')}</h1>
      <Form method="get" className="account-form scan-form" role="search">
        <div className="field">
          <label htmlFor="scan-code">{t('staff.code')}</label>
          <input
            id="scan-code"
            name="code"
            defaultValue={loaderData.code}
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            maxLength={40}
            aria-describedby="scan-code-hint"
            aria-invalid={loaderData.missing ? true : undefined}
          />
          <p id="scan-code-hint" className="field-hint">
            {t('staff.code_hint')}
          </p>
        </div>
        <div className="field">
          <label htmlFor="scan-kind">{t('staff.what')}</label>
          <select id="scan-kind" name="kind" defaultValue={loaderData.kind}>
            {SCAN_KINDS.map((kind) => (
              <option key={kind} value={kind}>
                {t(`staff.what.${kind}`)}
              </option>
            ))}
          </select>
        </div>
        <button type="submit" className="button button-primary">
          {t('staff.look_up')}
        </button>
      </Form>
      <CameraScan />
      {loaderData.missing && (
        <p className="form-error" role="alert">
          {t(loaderData.missing, { field: t('staff.code') })}
        </p>
      )}
      {used && (
        <p className="form-success scan-done" role="status">
          {t('staff.used_now', { code: used })}
        </p>
      )}
      {failure && (
        <p className="form-error" role="alert">
          {t(failure.error, failure.errorVars)}
        </p>
      )}
      {found && (
        <article className="scan-card" aria-labelledby="scan-title">
          {found.kind === 'e_ticket' ? <TicketFace found={found} /> : <CouponFace found={found} />}
          {found.refusal ? (
            <p className="scan-verdict scan-refused">{t(found.refusal.key, found.refusal.vars)}</p>
          ) : (
            <p className="scan-verdict scan-usable">{t('staff.usable')}</p>
          )}
          {!found.refusal && (
            <AccountForm intent="use" className="account-form scan-use">
              <input type="hidden" name="kind" value={found.kind} />
              <input type="hidden" name="code" value={found.code} />
              <div className="field">
                <label htmlFor="scan-store">{t('staff.store')}</label>
                <select id="scan-store" name="location_id" defaultValue={loaderData.store ?? ''}>
                  <option value="">{t('staff.store.none')}</option>
                  {loaderData.stores.map((store) => (
                    <option key={store.id} value={store.id}>
                      {store.name}
                    </option>
                  ))}
                </select>
              </div>
              <Submit className="button button-primary button-use">{t('staff.use')}</Submit>
            </AccountForm>
          )}
        </article>
      )}
    </>
  );
}

function TicketFace({ found }: { found: Extract<Found, { kind: 'e_ticket' }> }) {
  const { t } = useI18n();
  const { ticket } = found;
  return (
    <>
      <p className="scan-kind">
        {t('staff.what.e_ticket')} · {t(`staff.e_ticket.${ticket.kind}`)}
      </p>
      <h2 id="scan-title">{ticket.title}</h2>
      <dl className="scan-facts">
        <dt>{t('account.coupons.code')}</dt>
        <dd>
          <code>{ticket.code}</code>
        </dd>
        <dt>{t('staff.starts')}</dt>
        <dd>{ticket.starts}</dd>
        {ticket.ends && (
          <>
            <dt>{t('staff.ends')}</dt>
            <dd>{ticket.ends}</dd>
          </>
        )}
        <dt>{t('staff.holder')}</dt>
        <dd>{ticket.holder_name}</dd>
        <dt>{t('staff.passengers')}</dt>
        <dd>
          <ul className="scan-passengers">
            {ticket.passengers.map((name, i) => (
              // The same name may travel twice (a parent and a child): the place tells them apart.
              // biome-ignore lint/suspicious/noArrayIndexKey: the list never reorders
              <li key={i}>{name}</li>
            ))}
          </ul>
        </dd>
        {ticket.order_number && (
          <>
            <dt>{t('staff.order')}</dt>
            <dd>{ticket.order_number}</dd>
          </>
        )}
      </dl>
    </>
  );
}

function CouponFace({ found }: { found: Extract<Found, { kind: 'coupon' }> }) {
  const { t } = useI18n();
  const { coupon } = found;
  return (
    <>
      <p className="scan-kind">{t('staff.what.coupon')}</p>
      <h2 id="scan-title">{coupon.name}</h2>
      <p className="coupon-value">
        {coupon.kind === 'percent'
          ? t('account.coupons.percent_off', { value: coupon.value })
          : t('account.coupons.amount_off', { value: coupon.value })}
      </p>
      {coupon.terms && <p>{coupon.terms}</p>}
      <dl className="scan-facts">
        <dt>{t('account.coupons.code')}</dt>
        <dd>
          <code>{coupon.code}</code>
        </dd>
        <dt>{t('staff.coupon.owner')}</dt>
        <dd>{coupon.owner ?? t('staff.coupon.everyone')}</dd>
        {coupon.min_order > 0 && (
          <>
            <dt>{t('staff.coupon.terms')}</dt>
            <dd>{t('account.coupons.min_order', { min: coupon.min_order })}</dd>
          </>
        )}
        {coupon.uses_left !== null && (
          <>
            <dt>{t('staff.coupon.uses_left')}</dt>
            <dd>{coupon.uses_left}</dd>
          </>
        )}
        {coupon.until && (
          <>
            <dt>{t('staff.coupon.until')}</dt>
            <dd>{coupon.until}</dd>
          </>
        )}
      </dl>
    </>
  );
}
