import { Link } from 'react-router';
import { useI18n } from '../../lib/i18n.tsx';

/** A licence as a page shows it: the key, or word that it is on its way. */
export interface LicenceCard {
  id: number;
  orderNumber: string;
  productName: string;
  key: string | null;
  /** When it was bought, written for the shopper's locale. */
  boughtOn: string;
}

/** Licence keys, each selectable whole; a key still owed says it comes by e-mail. */
export function LicenceList(props: { licences: LicenceCard[]; linkOrders?: boolean }) {
  const { t, path } = useI18n();
  return (
    <ul className="licence-list">
      {props.licences.map((licence) => (
        <li
          key={licence.id}
          className={`licence ${licence.key ? 'is-issued' : 'is-owed'}`}
          data-order={licence.orderNumber}
        >
          <p className="licence-product">{licence.productName}</p>
          {licence.key ? (
            <code className="licence-key">{licence.key}</code>
          ) : (
            <p className="licence-owed">{t('order.licences.owed')}</p>
          )}
          {props.linkOrders && (
            <p className="licence-meta">
              <Link to={path(`/orders/${licence.orderNumber}`)}>
                {t('order.licences.order', { number: licence.orderNumber })}
              </Link>{' '}
              · {licence.boughtOn}
            </p>
          )}
        </li>
      ))}
    </ul>
  );
}
