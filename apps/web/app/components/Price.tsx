import { formatMoney } from '@shop/i18n';
import { useI18n } from '../lib/i18n.tsx';

/** A price in tögrög; with `was` above `amount` it shows the crossed-out list price too. */
export function Price({ amount, was }: { amount: number; was?: number }) {
  const { locale, t } = useI18n();
  const onSale = was !== undefined && was > amount;
  return (
    <span className={`price ${onSale ? 'price-sale' : ''}`}>
      <span className="price-now">{formatMoney(amount, locale)}</span>
      {onSale && (
        <del className="price-was">
          <span className="visually-hidden">{t('price.was')} </span>
          {formatMoney(was, locale)}
        </del>
      )}
    </span>
  );
}
