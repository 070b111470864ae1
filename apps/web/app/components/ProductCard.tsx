import type { ProductCard as Card } from '@shop/core';
import { Link } from 'react-router';
import { useI18n } from '../lib/i18n.tsx';
import { Image } from './Image.tsx';
import { Price } from './Price.tsx';
import { WishButton } from './WishButton.tsx';

export function ProductCard({ product, priority }: { product: Card; priority?: boolean }) {
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
