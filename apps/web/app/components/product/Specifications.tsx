import type { catalog } from '@shop/core';
import { useI18n } from '../../lib/i18n.tsx';

/** The specifications table: the product's own properties, then its category and codes. */
export function Specifications(props: { product: catalog.ProductDetail; category: string | null }) {
  const { t } = useI18n();
  const { product } = props;
  const rows: [string, string][] = [
    ...product.properties.map((p): [string, string] => [p.label, p.value]),
    ...(product.brand ? [[t('product.brand'), product.brand.name] as [string, string]] : []),
    ...(props.category ? [[t('product.category'), props.category] as [string, string]] : []),
    [t('product.sku'), product.sku],
  ];
  return (
    <section className="product-section" aria-labelledby="product-specs">
      <h2 id="product-specs">{t('product.specifications')}</h2>
      <table className="spec-table">
        <tbody>
          {rows.map(([label, value]) => (
            <tr key={label}>
              <th scope="row">{label}</th>
              <td>{value}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
