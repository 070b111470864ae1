import { formatMoney } from '@shop/i18n';
import { useI18n } from '../../lib/i18n.tsx';

/**
 * How far the cart is from free delivery in Ulaanbaatar, or that it has it: the checkout waives
 * the capital's delivery from this item total (before coupons, as the checkout counts), and a
 * shopper a little short would rather add something than pay for delivery.
 */
export function FreeDelivery(props: { itemTotal: number; freeFrom: number }) {
  const { t, locale } = useI18n();
  const left = props.freeFrom - props.itemTotal;
  const share = Math.min(100, Math.round((props.itemTotal / props.freeFrom) * 100));
  return (
    <div className={`free-delivery${left <= 0 ? ' is-reached' : ''}`}>
      <p>
        {left > 0
          ? t('cart.free_delivery_left', { amount: formatMoney(left, locale) })
          : t('cart.free_delivery_reached')}
      </p>
      <div className="free-delivery-bar" aria-hidden="true">
        <span style={{ width: `${share}%` }} />
      </div>
    </div>
  );
}
