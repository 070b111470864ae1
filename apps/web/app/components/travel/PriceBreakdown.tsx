import { useI18n } from '../../lib/i18n.tsx';
import { Price } from '../Price.tsx';
import type { NightLine, StayPriceLines } from './types.ts';

/** A stay's price as a table: each night with its day, why that rate, and the rate; then the total. */
export function PriceBreakdown({ price, caption }: { price: StayPriceLines; caption: string }) {
  const { t } = useI18n();
  const rateName = (n: NightLine) =>
    [n.season, n.weekend && t('travel.weekend')].filter(Boolean).join(' · ') ||
    t('travel.regular_rate');
  return (
    <table className="price-table">
      <caption>{caption}</caption>
      <thead>
        <tr>
          <th scope="col">{t('travel.night')}</th>
          <th scope="col">{t('travel.rate')}</th>
          <th scope="col" className="num">
            {t('travel.price')}
          </th>
        </tr>
      </thead>
      <tbody>
        {price.nights.map((n) => (
          <tr key={n.night}>
            <th scope="row">
              <time dateTime={n.night}>{n.day}</time>
            </th>
            <td>{rateName(n)}</td>
            <td className="num">
              <Price amount={n.rate} />
            </td>
          </tr>
        ))}
        {price.extraGuests > 0 && (
          <tr>
            <th scope="row">{t('travel.extra_guests', { count: price.extraGuests })}</th>
            <td>{t('travel.per_guest_night', { price: price.extraGuestPrice })}</td>
            <td className="num">
              <Price amount={price.extraGuestsTotal} />
            </td>
          </tr>
        )}
      </tbody>
      <tfoot>
        <tr>
          <th scope="row" colSpan={2}>
            {t('travel.total')}
          </th>
          <td className="num">
            <Price amount={price.total} />
          </td>
        </tr>
      </tfoot>
    </table>
  );
}
