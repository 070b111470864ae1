import { promotions } from '@shop/core';
import { formatMoney } from '@shop/i18n';
import { Link } from 'react-router';
import { contextFor } from '../../lib/auth.server.ts';
import { formatDate } from '../../lib/dates.ts';
import { useI18n } from '../../lib/i18n.tsx';
import { localeFromParam } from '../../lib/locale.ts';
import '../../styles/payments.css';
import type { Route } from './+types/vouchers';

export async function loader({ params, context }: Route.LoaderArgs) {
  const viewer = context.auth.viewer;
  if (!viewer) return null;
  const locale = localeFromParam(params.locale);
  const vouchers = await promotions.shopperVouchers(contextFor(context, locale), viewer.userId);
  return {
    vouchers: vouchers.map((voucher) => ({
      ...voucher,
      until: formatDate(voucher.expires_at, locale),
    })),
    minimums: promotions.VOUCHER_MIN_PURCHASE,
  };
}

/** The vouchers given to the shopper, usable ones first, and the purchase each payment way needs. */
export default function VouchersPage({ loaderData }: Route.ComponentProps) {
  const { t, locale, path } = useI18n();
  if (!loaderData) return null;
  return (
    <>
      <h1>{t('account.vouchers')}</h1>
      <p className="field-hint">{t('account.vouchers.minimums', loaderData.minimums)}</p>
      {loaderData.vouchers.length === 0 ? (
        <p>{t('account.vouchers.none')}</p>
      ) : (
        <ul className="voucher-list">
          {loaderData.vouchers.map((voucher) => {
            const usable = !voucher.used && !voucher.expired;
            return (
              <li
                key={voucher.id}
                className={`voucher-card${usable ? '' : ' voucher-spent'}`}
                data-code={voucher.code}
              >
                <strong className="voucher-amount">{formatMoney(voucher.amount, locale)}</strong>
                <code className="coupon-code">{voucher.code}</code>
                <span className="state-badge">
                  {voucher.used
                    ? t('account.vouchers.used')
                    : voucher.expired
                      ? t('account.vouchers.expired')
                      : t('account.vouchers.usable')}
                </span>
                {voucher.used && voucher.order_number && (
                  <Link to={path(`/orders/${voucher.order_number}`)}>
                    {t('account.vouchers.used_on', { number: voucher.order_number })}
                  </Link>
                )}
                {usable && voucher.until && (
                  <span className="field-hint">
                    {t('account.vouchers.until', { date: voucher.until })}
                  </span>
                )}
              </li>
            );
          })}
        </ul>
      )}
      <p>{t('account.vouchers.use_hint')}</p>
    </>
  );
}
