import { formatMoney } from '@shop/i18n';
import { Link } from 'react-router';
import { useI18n } from '../../lib/i18n.tsx';
import { localeFromParam } from '../../lib/locale.ts';
import '../../styles/cart.css';
import { loadMyOrders } from '../order.server.ts';
import type { Route } from './+types/orders';

export async function loader({ params, context, request }: Route.LoaderArgs) {
  return loadMyOrders(context, request, localeFromParam(params.locale));
}

/** My orders, newest first; "load more" is a link to the next page (works without JavaScript). */
export default function Orders({ loaderData }: Route.ComponentProps) {
  const { t, path, locale } = useI18n();
  const { orders, more, page } = loaderData;
  return (
    <>
      <h1>{t('order.my_orders')}</h1>
      {orders.length === 0 ? (
        <p>{t('order.none')}</p>
      ) : (
        <ul className="my-orders">
          {orders.map((order) => (
            <li key={order.number} className="my-order">
              <Link to={path(`/orders/${order.number}`)} className="my-order-number">
                {order.number}
              </Link>
              <span>{order.orderedAt}</span>
              <span className={`state-badge order-state order-state-${order.state}`}>
                {t(`order.state.${order.state}`)}
              </span>
              <span>{t('order.items', { count: order.quantity })}</span>
              <strong>{formatMoney(order.total, locale)}</strong>
            </li>
          ))}
        </ul>
      )}
      {more && (
        <Link className="button load-more" to={`?page=${page + 1}`} preventScrollReset replace>
          {t('order.load_more')}
        </Link>
      )}
    </>
  );
}
