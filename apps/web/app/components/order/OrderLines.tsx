import { Link } from 'react-router';
import { useI18n } from '../../lib/i18n.tsx';
import type { CartLine } from '../../routes/cart.server.ts';
import { PackageContents } from '../cart/PackageContents.tsx';
import { Image } from '../Image.tsx';
import { Price } from '../Price.tsx';

/** A placed order's lines (read-only): picture, name, options, gift mark, quantity, total. */
export function OrderLines({ lines }: { lines: CartLine[] }) {
  const { t, path } = useI18n();
  return (
    <ul className="order-lines">
      {lines.map((line) => (
        <li key={line.id} className="order-line">
          {line.image && <Image src={line.image} alt="" width={64} height={64} />}
          <div>
            <p className="cart-line-name">
              {line.slug ? <Link to={path(`/products/${line.slug}`)}>{line.name}</Link> : line.name}
              {line.gift && <span className="gift-badge">{t('cart.gift')}</span>}
            </p>
            {line.options.length > 0 && (
              <p className="cart-line-options">{line.options.map((o) => o.label).join(' · ')}</p>
            )}
            <p className="cart-line-price">
              <Price amount={line.price} /> × {line.quantity}
            </p>
            {line.package && <PackageContents items={line.package} />}
          </div>
          <Price amount={line.total} />
        </li>
      ))}
    </ul>
  );
}
