import { formatMoney } from '@shop/i18n';
import { useI18n } from '../../lib/i18n.tsx';

interface Totals {
  itemTotal: number;
  couponCode?: string | null;
  promoTotal?: number;
  shipTotal: number;
  taxTotal: number;
  total: number;
  totalQuantity: number;
}

/**
 * Item total, shipping, VAT included and the total. In the cart the shipping is not known yet
 * ("calculated at checkout"), nor at checkout until a delivery is chosen; then it is the chosen
 * delivery's price (pickup is free).
 */
export function CartTotals(props: {
  cart: Totals;
  shipping: 'at_checkout' | 'when_chosen' | 'known';
}) {
  const { t, locale } = useI18n();
  const { cart } = props;
  const shippingLater = props.shipping !== 'known' && cart.shipTotal === 0;
  return (
    <dl className="cart-totals">
      <div>
        <dt>{t('cart.item_total', { count: cart.totalQuantity })}</dt>
        <dd>{formatMoney(cart.itemTotal, locale)}</dd>
      </div>
      {cart.couponCode && (cart.promoTotal ?? 0) > 0 && (
        <div className="cart-discount">
          <dt>{t('cart.coupon', { code: cart.couponCode })}</dt>
          <dd>−{formatMoney(cart.promoTotal ?? 0, locale)}</dd>
        </div>
      )}
      <div>
        <dt>{t('cart.shipping')}</dt>
        <dd>
          {shippingLater
            ? t(
                props.shipping === 'at_checkout'
                  ? 'cart.shipping_at_checkout'
                  : 'cart.shipping_when_chosen',
              )
            : cart.shipTotal === 0
              ? t('cart.shipping_free')
              : formatMoney(cart.shipTotal, locale)}
        </dd>
      </div>
      <div className="cart-total">
        <dt>{t('cart.total')}</dt>
        <dd>{formatMoney(cart.total, locale)}</dd>
      </div>
      <div className="cart-vat">
        <dt>{t('cart.vat_included')}</dt>
        <dd>{formatMoney(cart.taxTotal, locale)}</dd>
      </div>
    </dl>
  );
}
