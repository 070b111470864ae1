import type { catalog } from '@shop/core';
import { useState } from 'react';
import { useI18n } from '../../lib/i18n.tsx';
import { Image } from '../Image.tsx';
import { Price } from '../Price.tsx';

/**
 * What goes into a package product (spec §3 Package product): a quantity and the words of a
 * gift tag for each product it may hold. Plain fields inside the add-to-cart form, so it works
 * before JavaScript; with it, the package's total follows the choice.
 */
export function PackageChooser(props: {
  boxPrice: number;
  components: catalog.PackageComponent[];
  /** Units on hand of each component's variant. */
  onHand: Record<number, number>;
}) {
  const { t } = useI18n();
  const [quantities, setQuantities] = useState<Record<string, number>>({});
  const total = props.components.reduce(
    (sum, c) => sum + c.price * (quantities[c.slug] ?? 0),
    props.boxPrice,
  );
  return (
    <fieldset className="package-chooser">
      <legend>{t('package.choose')}</legend>
      <p className="package-hint">{t('package.hint')}</p>
      <ul className="package-items">
        {props.components.map((c) => {
          const left = props.onHand[c.variant_id] ?? 0;
          const max = Math.min(c.max_qty, left);
          const available = c.on_sale && max > 0;
          return (
            <li key={c.slug} className="package-item" data-slug={c.slug}>
              {c.image && <Image src={c.image} alt="" width={56} height={56} />}
              <div className="package-item-body">
                <label htmlFor={`pkg-${c.slug}-qty`} className="package-item-name">
                  {c.name}
                </label>
                <span className="package-item-price">
                  <Price amount={c.price} />
                  {!available && ` · ${t('availability.out_of_stock')}`}
                </span>
                <input
                  className="package-item-message"
                  type="text"
                  name={`pkg.${c.slug}.message`}
                  maxLength={200}
                  placeholder={t('package.message')}
                  aria-label={`${t('package.message')}: ${c.name}`}
                  disabled={!available}
                />
              </div>
              <input
                id={`pkg-${c.slug}-qty`}
                className="package-item-qty"
                type="number"
                name={`pkg.${c.slug}.qty`}
                min={0}
                max={max}
                defaultValue={0}
                inputMode="numeric"
                disabled={!available}
                onChange={(event) => {
                  const value = Number(event.currentTarget.value);
                  setQuantities((q) => ({ ...q, [c.slug]: Number.isFinite(value) ? value : 0 }));
                }}
              />
            </li>
          );
        })}
      </ul>
      <p className="package-total">
        {t('package.total')}: <Price amount={total} />
      </p>
    </fieldset>
  );
}
