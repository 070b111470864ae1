import { Link } from 'react-router';
import { useI18n } from '../lib/i18n.tsx';

/**
 * A list with nothing in it yet (the cart, my orders, the wish lists, recently viewed): says so,
 * and leads to the products.
 */
export function ShopLinkEmpty({ message }: { message: string }) {
  const { t, path } = useI18n();
  return (
    <div className="shop-link-empty">
      <p>{message}</p>
      <Link className="button button-primary" to={path('/products')}>
        {t('cart.continue_shopping')}
      </Link>
    </div>
  );
}
