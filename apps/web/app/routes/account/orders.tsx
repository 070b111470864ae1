import { formatMoney } from '@shop/i18n';
import { Link, useSearchParams } from 'react-router';
import { AccountForm, Submit } from '../../components/account/Form.tsx';
import { Thumbnail } from '../../components/Image.tsx';
import { LoadMoreLink } from '../../components/LoadMoreLink.tsx';
import { ShopLinkEmpty } from '../../components/ShopLinkEmpty.tsx';
import { SortSelect } from '../../components/SortSelect.tsx';
import { useI18n } from '../../lib/i18n.tsx';
import { withParam } from '../../lib/listing-query.ts';
import { localeFromParam } from '../../lib/locale.ts';
import '../../styles/cart.css';
import { loadMyOrders } from '../order.server.ts';
import type { Route } from './+types/orders';

export async function loader({ params, context, request }: Route.LoaderArgs) {
  return loadMyOrders(context, request, localeFromParam(params.locale));
}

/**
 * My orders by order date, newest first unless the shopper sorts them oldest first; "load more"
 * is a link to the next page (works without JavaScript), in the same order. "Buy again" posts to
 * the order's own page, which puts its products in the cart and says what went in.
 */
export default function Orders({ loaderData }: Route.ComponentProps) {
  const { t, path, locale } = useI18n();
  const [params] = useSearchParams();
  const { orders, more, page, sort, sorts } = loaderData;
  return (
    <>
      <h1>{t('order.my_orders')}</h1>
      {(orders.length > 1 || more) && (
        <SortSelect
          options={sorts.map((value) => ({ value, label: t(`sort.order_${value}`) }))}
          current={sort}
        />
      )}
      {orders.length === 0 ? (
        <ShopLinkEmpty message={t('order.none')} />
      ) : (
        <ul className="my-orders">
          {orders.map((order) => (
            <li key={order.number} className="my-order">
              <span className="my-order-name">
                <Link to={path(`/orders/${order.number}`)} className="my-order-number">
                  {order.number}
                </Link>
                <span className="my-order-date">{order.orderedAt}</span>
              </span>
              <span className={`state-badge order-state order-state-${order.state}`}>
                {t(`order.state.${order.state}`)}
              </span>
              {order.pictures && (
                <ul className="my-order-pictures">
                  {order.pictures.items.map((item, i) => (
                    // Two lines may be the same product (a gift, other options): by position.
                    // biome-ignore lint/suspicious/noArrayIndexKey: the lines' order is fixed
                    <li key={i} title={item.name}>
                      <Thumbnail src={item.image} size={48} blankClassName="my-order-noimage" />
                      <span className="visually-hidden">{item.name}</span>
                    </li>
                  ))}
                  {order.pictures.more > 0 && (
                    <li className="my-order-more">
                      {t('order.more_products', { count: order.pictures.more })}
                    </li>
                  )}
                </ul>
              )}
              <span className="my-order-sum">
                <span>{t('order.items', { count: order.quantity })}</span>
                <strong>{formatMoney(order.total, locale)}</strong>
              </span>
              {order.canBuyAgain && (
                <AccountForm
                  intent="buy_again"
                  action={path(`/orders/${order.number}`)}
                  className="my-order-again"
                >
                  <Submit
                    className="button my-order-again-button"
                    label={`${t('order.buy_again')} ${order.number}`}
                  >
                    {t('order.buy_again')}
                  </Submit>
                </AccountForm>
              )}
            </li>
          ))}
        </ul>
      )}
      {more && (
        <LoadMoreLink
          to={withParam(params, 'page', String(page + 1))}
          label={t('order.load_more')}
          replace
        />
      )}
    </>
  );
}
