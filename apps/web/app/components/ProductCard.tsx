import type { ProductCard as Card } from '@shop/core';
import { Link } from 'react-router';
import { useI18n } from '../lib/i18n.tsx';
import { Image } from './Image.tsx';
import { Price } from './Price.tsx';
import { WishButton } from './WishButton.tsx';

/** A product in a list; `note` is a line under the price (a deal's end). */
export function ProductCard({
  product,
  priority,
  note,
}: {
  product: Card;
  priority?: boolean;
  note?: string;
}) {
  const { path, t } = useI18n();
  return (
    <article className="product-card">
      <Link to={path(`/products/${product.slug}`)} className="product-card-link">
        <div className="product-card-image">
          {product.image && (
            <Image src={product.image} alt="" width={300} height={300} priority={priority} />
          )}
          {product.sale_percent > 0 && (
            <span className="sale-badge">
              {t('product.sale_percent', { percent: product.sale_percent })}
            </span>
          )}
        </div>
        {product.brand && <p className="product-card-brand">{product.brand}</p>}
        <h3 className="product-card-name">{product.name}</h3>
        <Price amount={product.selling_price} was={product.price} />
        {note && <p className="product-card-note">{note}</p>}
      </Link>
      {/* Beside the link, not in it: a control inside a link is not allowed. */}
      <WishButton
        productId={product.id}
        variantId={null}
        productName={product.name}
        className="product-card-wish"
      />
    </article>
  );
}
