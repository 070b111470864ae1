import type { ProductCard as Card } from '@shop/core';
import { ProductCard } from './ProductCard.tsx';

/** A titled, horizontally scrolling row of products. */
export function ProductRail(props: { id: string; title: string; products: Card[] }) {
  if (props.products.length === 0) return null;
  return (
    <section className="rail container" aria-labelledby={`rail-${props.id}`}>
      <h2 id={`rail-${props.id}`}>{props.title}</h2>
      <div className="rail-track">
        {props.products.map((product) => (
          <ProductCard key={product.id} product={product} />
        ))}
      </div>
    </section>
  );
}
