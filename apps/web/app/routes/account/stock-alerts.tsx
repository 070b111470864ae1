import { engagement, parseInput } from '@shop/core';
import { Link } from 'react-router';
import { z } from 'zod';
import { AccountForm, isFailure } from '../../components/account/Form.tsx';
import { Thumbnail } from '../../components/Image.tsx';
import { contextFor, formAction, readForm, requireUserId } from '../../lib/auth.server.ts';
import { formatDate } from '../../lib/dates.ts';
import { idField } from '../../lib/form-input.server.ts';
import { useI18n } from '../../lib/i18n.tsx';
import { localeFromParam } from '../../lib/locale.ts';
import type { Route } from './+types/stock-alerts';

export async function loader({ params, context }: Route.LoaderArgs) {
  const viewer = context.auth.viewer;
  if (!viewer) return { alerts: [] };
  const locale = localeFromParam(params.locale);
  const alerts = await engagement.listStockAlerts(contextFor(context, locale), viewer.userId);
  // Dates formatted here: the browser's Intl data would write the hydrated text differently.
  return {
    alerts: alerts.map(({ askedAt, toldAt, ...alert }) => ({
      ...alert,
      asked: formatDate(askedAt, locale) ?? '',
      told: formatDate(toldAt, locale),
    })),
  };
}

const cancelForm = z.object({ alert_id: idField });

/** Takes back one of the shopper's waiting alerts. */
export async function action({ params, context, request }: Route.ActionArgs) {
  const { values } = await readForm(request, context);
  return formAction(values, async () => {
    const userId = requireUserId(context);
    const { alert_id } = parseInput(cancelForm, values);
    const { productName } = await engagement.cancelStockAlert(
      contextFor(context, localeFromParam(params.locale)),
      userId,
      alert_id,
    );
    return { ok: true as const, cancelled: { id: alert_id, product: productName } };
  });
}

type Alert = Route.ComponentProps['loaderData']['alerts'][number];

/**
 * The products the shopper asked to hear of when they are back ("Tell me when it's back" on a
 * sold-out product's page): those they wait for, each to take back, and those they were told of.
 */
export default function StockAlertsPage({ loaderData, actionData }: Route.ComponentProps) {
  const { t, path } = useI18n();
  const failure = isFailure(actionData) ? actionData : null;
  const cancelled = actionData && 'cancelled' in actionData ? actionData.cancelled : null;
  // The answer can arrive before the list is read again: the alert taken back is gone at once.
  const alerts = loaderData.alerts.filter((alert) => alert.id !== cancelled?.id);
  return (
    <>
      <h1>{t('account.stock_alerts')}</h1>
      <p className="field-hint">{t('account.stock_alerts.intro')}</p>
      {cancelled && (
        <p className="form-notice" role="status">
          {t('account.stock_alerts.cancelled', { product: cancelled.product })}
        </p>
      )}
      {failure && (
        <p className="form-error" role="alert">
          {t(failure.error, failure.errorVars)}
        </p>
      )}
      {alerts.length === 0 ? (
        <>
          <p>{t('account.stock_alerts.none')}</p>
          <p>
            <Link to={path('/products')}>{t('account.stock_alerts.browse')}</Link>
          </p>
        </>
      ) : (
        <ul className="stock-alert-list">
          {alerts.map((alert) => (
            <StockAlertCard key={alert.id} alert={alert} />
          ))}
        </ul>
      )}
    </>
  );
}

/** One product asked about: what it is, how and when, and what the shopper can do now. */
function StockAlertCard({ alert }: { alert: Alert }) {
  const { t, path } = useI18n();
  const { variant } = alert;
  const href = path(`/products/${variant.slug}`);
  const options = Object.entries(variant.options)
    .map(([type, value]) =>
      type === 'color' || type === 'size' ? `${t(`product.${type}`)}: ${value}` : value,
    )
    .join(' · ');
  return (
    <li className="stock-alert-card" data-alert-id={alert.id}>
      <div className="stock-alert-image">
        <Thumbnail src={alert.image} size={72} blankClassName="stock-alert-noimage" />
      </div>
      <div className="stock-alert-body">
        <h2>
          <Link to={href}>{variant.product_name}</Link>
        </h2>
        {options && <p className="field-hint">{options}</p>}
        <p className="stock-alert-state">
          {alert.told === null ? (
            <span className="state-badge state-waiting">{t('account.stock_alerts.waiting')}</span>
          ) : (
            <span className="state-badge state-confirmed">
              {t('account.stock_alerts.told', { date: alert.told })}
            </span>
          )}{' '}
          {t(`account.stock_alerts.${alert.channel}_to`, { contact: alert.contact })}
          {' · '}
          {t('account.stock_alerts.asked', { date: alert.asked })}
        </p>
        <div className="stock-alert-actions">
          {alert.available ? (
            <Link className="button button-primary" to={href}>
              {t('account.stock_alerts.buy')}
              <span className="visually-hidden">: {variant.product_name}</span>
            </Link>
          ) : (
            alert.told !== null && <p>{t('account.stock_alerts.sold_out_again')}</p>
          )}
          {alert.told === null && (
            <AccountForm failure={null} className="inline-form">
              <input type="hidden" name="alert_id" value={alert.id} />
              <button type="submit" className="button">
                {t('account.stock_alerts.cancel')}
                <span className="visually-hidden">: {variant.product_name}</span>
              </button>
            </AccountForm>
          )}
        </div>
      </div>
    </li>
  );
}
