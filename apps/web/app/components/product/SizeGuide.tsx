import type { catalog } from '@shop/core';
import { useI18n } from '../../lib/i18n.tsx';

/**
 * Letter sizes (S-XL) of bouquets, plants, toys and the like are measured, approximately, like
 * this; other sizes (500 g, 0.75 L, 40×40 cm) state their measure themselves and need no guide.
 */
const GUIDE: Record<string, { height: string; width: string }> = {
  XS: { height: '25-30', width: '15-20' },
  S: { height: '30-40', width: '20-25' },
  M: { height: '40-50', width: '25-35' },
  L: { height: '50-60', width: '35-45' },
  XL: { height: '60-75', width: '45-55' },
};

export function SizeGuide({ variants }: { variants: catalog.VariantDetail[] }) {
  const { t } = useI18n();
  const sizes = [
    ...new Set(
      variants.flatMap((v) => v.option_values.filter((o) => o.type === 'size').map((o) => o.code)),
    ),
  ];
  if (sizes.length === 0 || !sizes.every((s) => s in GUIDE)) return null;
  return (
    <section className="product-section" aria-labelledby="size-guide">
      <h2 id="size-guide">{t('product.size_guide')}</h2>
      <table className="spec-table size-guide">
        <caption>{t('product.size_guide_note')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('product.size')}</th>
            <th scope="col">{t('product.height_cm')}</th>
            <th scope="col">{t('product.width_cm')}</th>
          </tr>
        </thead>
        <tbody>
          {sizes.map((size) => (
            <tr key={size}>
              <th scope="row">{size}</th>
              <td>{GUIDE[size]?.height}</td>
              <td>{GUIDE[size]?.width}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
