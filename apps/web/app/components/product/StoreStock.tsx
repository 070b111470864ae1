import type { catalog } from '@shop/core';
import { useI18n } from '../../lib/i18n.tsx';

/** Where the chosen variant can be found: each store with its hours and stock label. */
export function StoreStock({ items }: { items: catalog.StockItem[] }) {
  const { t } = useI18n();
  if (items.length === 0) return null;
  return (
    <details className="store-stock">
      <summary>{t('product.store_stock')}</summary>
      <ul>
        {items.map((item) => (
          <li key={item.stock_location_id}>
            <div>
              <strong>{item.name}</strong>
              <span className="store-address">{item.address}</span>
              <span className="store-hours">
                {t('product.store_hours', { opens: item.opens_at, closes: item.closes_at })}
              </span>
            </div>
            <span className={`availability availability-${item.availability}`}>
              {t(`availability.${item.availability}`)}
            </span>
          </li>
        ))}
      </ul>
    </details>
  );
}
