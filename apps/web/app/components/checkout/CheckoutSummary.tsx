import { formatMoney } from '@shop/i18n';
import { useI18n } from '../../lib/i18n.tsx';
import type { CheckoutData } from '../../routes/checkout.server.ts';
import { CartTotals } from '../cart/CartTotals.tsx';

/** The cart beside every step: lines in short and the totals with shipping once chosen. */
export function CheckoutSummary({ data }: { data: CheckoutData }) {
  const { t, locale } = useI18n();
  return (
    <div className="checkout-summary">
      <h2>{t('cart.summary')}</h2>
      <ul className="checkout-summary-lines">
        {data.summary.lines.map((line) => (
          <li key={line.id}>
            <span>
              {line.name}
              {line.options.length > 0 && (
                <span className="checkout-summary-options">
                  {' '}
                  ({line.options.map((o) => o.label).join(', ')})
                </span>
              )}{' '}
              × {line.quantity}
              {line.gift && <span className="gift-badge">{t('cart.gift')}</span>}
              {line.package && (
                <span className="checkout-summary-options">
                  {' '}
                  ({line.package.map((p) => `${p.name} × ${p.qty}`).join(', ')})
                </span>
              )}
            </span>
            <span>{formatMoney(line.total, locale)}</span>
          </li>
        ))}
        {data.summary.bookings.map((booking) => (
          <li key={`booking-${booking.id}`}>
            <span>
              {booking.title}
              <span className="checkout-summary-options">
                {' '}
                (
                {booking.kind === 'stay'
                  ? `${booking.room ?? ''}, ${booking.checkIn} – ${booking.checkOut}`
                  : `${booking.startsAt}, ${t('booking.passengers')}: ${booking.passengers.length}`}
                )
              </span>
            </span>
            <span>{formatMoney(booking.total, locale)}</span>
          </li>
        ))}
      </ul>
      <CartTotals
        cart={data.summary}
        shipping={data.order.shippingMethod ? 'known' : 'when_chosen'}
      />
    </div>
  );
}
