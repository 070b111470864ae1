import { checkout, parseInput, promotions } from '@shop/core';
import { Link } from 'react-router';
import { z } from 'zod';
import { AccountForm, isFailure, Submit } from '../../components/account/Form.tsx';
import { contextFor, formAction, readForm, requireUserId } from '../../lib/auth.server.ts';
import { formatDate } from '../../lib/dates.ts';
import { idField } from '../../lib/form-input.server.ts';
import { useI18n } from '../../lib/i18n.tsx';
import { localeFromParam } from '../../lib/locale.ts';
import { qrSvg } from '../../lib/qr.server.ts';
import '../../styles/payments.css';
import type { Route } from './+types/coupons';

export async function loader({ params, context }: Route.LoaderArgs) {
  const viewer = context.auth.viewer;
  if (!viewer) return null;
  const locale = localeFromParam(params.locale);
  const coupons = await promotions.shopperCoupons(contextFor(context, locale), viewer.userId);
  return {
    coupons: await Promise.all(
      coupons.map(async (coupon) => ({
        ...coupon,
        until: formatDate(coupon.ends_at, locale),
        // What the counter's scanner reads: the code itself.
        qr: coupon.at_counter ? await qrSvg(coupon.code) : null,
      })),
    ),
  };
}

const sendForm = z.object({
  intent: z.literal('send', { error: 'validation.invalid_choice' }),
  coupon_id: idField,
});

/** Sends a coupon to the shopper's own e-mail (spec §7 `/coupons/{id}/send_by_email`). */
export async function action({ params, context, request }: Route.ActionArgs) {
  const ctx = contextFor(context, localeFromParam(params.locale));
  const { values } = await readForm(request, context);
  return formAction(values, async () => {
    const userId = requireUserId(context);
    const { coupon_id: couponId } = parseInput(sendForm, values);
    const { to } = await checkout.sendCouponByEmail(
      ctx,
      context.auth.deps.gateway,
      userId,
      couponId,
    );
    return { ok: true as const, couponId, to };
  });
}

/**
 * The coupons the shopper can use: the shop's running ones and their own, each with what it
 * gives, its conditions, its code, a link that applies it to the cart, and "send to my e-mail".
 */
export default function CouponsPage({ loaderData, actionData }: Route.ComponentProps) {
  const { t, path } = useI18n();
  if (!loaderData) return null;
  const failure = isFailure(actionData) ? actionData : null;
  const sent = actionData && !isFailure(actionData) ? actionData : null;
  const failedId = failure ? Number(failure.values.coupon_id) : null;
  return (
    <>
      <h1>{t('account.coupons')}</h1>
      {loaderData.coupons.length === 0 ? (
        <p>{t('account.coupons.none')}</p>
      ) : (
        <ul className="coupon-list">
          {loaderData.coupons.map((coupon) => (
            <li key={coupon.id} className="coupon-card" data-code={coupon.code}>
              <p className="coupon-value">
                {coupon.kind === 'percent'
                  ? t('account.coupons.percent_off', { value: coupon.value })
                  : t('account.coupons.amount_off', { value: coupon.value })}
                {coupon.personal && (
                  <span className="state-badge state-confirmed">
                    {t('account.coupons.personal')}
                  </span>
                )}
              </p>
              <h2 className="coupon-name">{coupon.name}</h2>
              {coupon.description && <p>{coupon.description}</p>}
              <ul className="coupon-terms">
                {coupon.min_order > 0 && (
                  <li>{t('account.coupons.min_order', { min: coupon.min_order })}</li>
                )}
                {coupon.max_discount !== null && (
                  <li>{t('account.coupons.max_discount', { max: coupon.max_discount })}</li>
                )}
                {coupon.taxon_ids.length > 0 && <li>{t('account.coupons.some_categories')}</li>}
                <li>
                  {coupon.until
                    ? t('account.coupons.until', { date: coupon.until })
                    : t('account.coupons.no_end')}
                </li>
                {coupon.uses_left !== null && (
                  <li>{t('account.coupons.uses_left', { count: coupon.uses_left })}</li>
                )}
              </ul>
              <p>
                {t('account.coupons.code')}: <code className="coupon-code">{coupon.code}</code>
              </p>
              {coupon.qr && (
                <figure className="coupon-qr">
                  <div
                    className="qr-code"
                    role="img"
                    aria-label={t('account.coupons.qr_label', { code: coupon.code })}
                    // Drawn by the shop's own server from the coupon's code, never from input.
                    // biome-ignore lint/security/noDangerouslySetInnerHtml: our own drawing, see above
                    dangerouslySetInnerHTML={{ __html: coupon.qr }}
                  />
                  <figcaption className="field-hint">{t('account.coupons.at_counter')}</figcaption>
                </figure>
              )}
              {sent?.couponId === coupon.id && (
                <p className="form-success" role="status">
                  {t('coupon.sent', { email: sent.to })}
                </p>
              )}
              {failure && failedId === coupon.id && (
                <p className="form-error" role="alert">
                  {t(failure.error, failure.errorVars)}
                </p>
              )}
              <div className="coupon-actions">
                <Link
                  className="button button-primary"
                  to={path(`/cart?coupon=${encodeURIComponent(coupon.code)}`)}
                >
                  {t('account.coupons.use')}
                </Link>
                <AccountForm intent="send" className="inline-form">
                  <input type="hidden" name="coupon_id" value={coupon.id} />
                  <Submit className="button">{t('account.coupons.send')}</Submit>
                </AccountForm>
              </div>
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
