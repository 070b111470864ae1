import type { ProductCard as Card } from '@shop/core';
import { ProductCard } from '../ProductCard.tsx';

/** Products in rows that wrap (a vendor's page of products). */
export function ProductGrid({ products }: { products: Card[] }) {
  return (
    <ul className="maker-grid">
      {products.map((product, i) => (
        <li key={product.id}>
          <ProductCard product={product} priority={i < 4} />
        </li>
      ))}
    </ul>
  );
}
