import type { catalog } from '@shop/core';
import { isPurchasable } from '@shop/core/browser';
import { formatMoney } from '@shop/i18n';
import { useEffect, useState } from 'react';
import { Form, Link, useNavigation } from 'react-router';
import { clearJustChanged, markJustChanged, useJustChanged } from '../../lib/cart-mark.ts';
import { useI18n } from '../../lib/i18n.tsx';
import { useOnlineSubmit } from '../../lib/offline.ts';
import { CsrfField } from '../CsrfField.tsx';
import { Price } from '../Price.tsx';
import { WishButton } from '../WishButton.tsx';
import { PackageChooser } from './PackageChooser.tsx';
import { StockAlert, type StockAlertState } from './StockAlert.tsx';
import { StoreStock } from './StoreStock.tsx';

type Product = catalog.ProductDetail;
type Option = catalog.OptionValue;

export interface PurchaseResult {
  error: {
    field: 'size' | 'color' | null;
    key: string;
    vars?: Record<string, string | number>;
  } | null;
  added: { variantId: number; count: number } | null;
}

/** The distinct values of one option over all variants, in variant order. */
function optionsOf(product: Product, type: Option['type']): Option[] {
  const seen = new Map<string, Option>();
  for (const v of product.variants) {
    for (const o of v.option_values) if (o.type === type && !seen.has(o.code)) seen.set(o.code, o);
  }
  return [...seen.values()];
}

const optionOf = (v: catalog.VariantDetail, type: Option['type']) =>
  v.option_values.find((o) => o.type === type)?.code ?? null;

/**
 * Price, availability, the variant choice and the add-to-cart form. The choice is radio inputs
 * in a real form, so it works before JavaScript; with it, price and stock follow the choice.
 */
export function ProductPurchase(props: {
  product: Product;
  stock: Record<number, catalog.StockItem[]>;
  /** Units on hand of what a package product may hold, by variant. */
  componentsOnHand: Record<number, number>;
  saleEnds: string | null;
  /** The smallest monthly amount by leasing, for a price from the lease barrier on. */
  leaseMonthly: number | null;
  availableFrom: string | null;
  result: PurchaseResult | null;
  /** "Tell me when it's back": what the shopper asked before, or just now. */
  stockAlert?: StockAlertState;
  /** A colour chosen (the gallery shows its picture). */
  onColour?: (code: string) => void;
}) {
  const { t, path, locale } = useI18n();
  const { product } = props;
  const navigation = useNavigation();
  const onlineSubmit = useOnlineSubmit();
  // The updating flag (spec §4): on while the add is under way.
  const updating =
    navigation.state === 'submitting' && navigation.formData?.get('intent') === 'add_to_cart';
  const justChanged = useJustChanged();
  const { result } = props;
  useEffect(() => {
    if (result?.added) markJustChanged();
    else if (result?.error) clearJustChanged();
  }, [result]);
  const colors = optionsOf(product, 'color');
  const sizes = optionsOf(product, 'size');
  const [color, setColor] = useState<string | null>(colors[0]?.code ?? null);
  const [size, setSize] = useState<string | null>(null);

  const matching = product.variants.filter(
    (v) =>
      (colors.length === 0 || optionOf(v, 'color') === color) &&
      (sizes.length === 0 || size === null || optionOf(v, 'size') === size),
  );
  const chosen = sizes.length > 0 && size === null ? null : (matching[0] ?? null);
  // A choice none of whose variants can be bought is marked (still choosable: its stores, a quote).
  const buyable = (type: Option['type'], code: string) =>
    product.variants.some(
      (v) =>
        optionOf(v, type) === code &&
        (type === 'color' || colors.length === 0 || optionOf(v, 'color') === color) &&
        isPurchasable(v.availability),
    );
  const outOfStock = t('availability.out_of_stock');
  const shown = chosen ?? matching[0] ?? product.variants[0];
  // What a shopper can ask to hear of: the product sold out, or the variant they chose.
  const waitFor =
    product.availability === 'sold_out'
      ? shown
      : chosen !== null && !isPurchasable(chosen.availability)
        ? chosen
        : null;
  const price = chosen ?? (sizes.length > 0 ? null : shown);
  const availability = chosen?.availability ?? product.availability;
  const error = result?.error;
  const showError =
    error && (error.field === null || !(error.field === 'size' ? size : color)) && !updating;

  return (
    <div className="purchase">
      <div className="purchase-price">
        {price ? (
          <Price amount={price.selling_price} was={price.price} />
        ) : (
          <Price amount={product.selling_price} was={product.price} />
        )}
        {product.sale_percent > 0 && (
          <span className="sale-badge">
            {t('product.sale_percent', { percent: product.sale_percent })}
          </span>
        )}
        <WishButton
          productId={product.id}
          variantId={chosen?.id ?? null}
          productName={product.name}
          className="purchase-wish"
        />
      </div>
      {props.leaseMonthly !== null && (
        <p className="lease-teaser">
          <Link to={path(`/lease?price=${product.selling_price}`)}>
            {t('lease.per_month', { monthly: formatMoney(props.leaseMonthly, locale) })}
          </Link>
        </p>
      )}
      {props.saleEnds && (
        <p className="sale-ends">{t('product.sale_ends', { date: props.saleEnds })}</p>
      )}
      <p className={`availability availability-${availability}`}>
        {t(`availability.${availability}`)}
      </p>
      {props.availableFrom && (
        <p className="preorder">{t('product.available_from', { date: props.availableFrom })}</p>
      )}

      <Form
        method="post"
        className="variant-form"
        replace
        preventScrollReset
        onSubmit={onlineSubmit}
      >
        <CsrfField />
        {colors.length > 0 && (
          <fieldset className="option-group">
            <legend>
              {t('product.color')}:{' '}
              <strong>{colors.find((c) => c.code === color)?.name ?? '—'}</strong>
            </legend>
            <div className="swatches">
              {colors.map((c) => {
                const name = buyable('color', c.code) ? c.name : `${c.name}: ${outOfStock}`;
                return (
                  <label
                    key={c.code}
                    className={`swatch${name === c.name ? '' : ' is-unavailable'}`}
                    title={name}
                  >
                    <input
                      type="radio"
                      name="color"
                      value={c.code}
                      checked={color === c.code}
                      onChange={() => {
                        setColor(c.code);
                        props.onColour?.(c.code);
                      }}
                    />
                    <span
                      className="swatch-dot"
                      style={{ background: c.hex ?? '#ccc' }}
                      aria-hidden="true"
                    />
                    <span className="visually-hidden">{name}</span>
                  </label>
                );
              })}
            </div>
          </fieldset>
        )}
        {sizes.length > 0 && (
          <fieldset
            className="option-group"
            aria-describedby={showError ? 'purchase-error' : undefined}
          >
            <legend>{t('product.size')}</legend>
            <div className="sizes">
              {sizes.map((s) => (
                <label
                  key={s.code}
                  className={`size-option${buyable('size', s.code) ? '' : ' is-unavailable'}`}
                >
                  <input
                    type="radio"
                    name="size"
                    value={s.code}
                    checked={size === s.code}
                    onChange={() => setSize(s.code)}
                  />
                  <span>
                    {s.name}
                    {!buyable('size', s.code) && (
                      <span className="visually-hidden">: {outOfStock}</span>
                    )}
                  </span>
                </label>
              ))}
            </div>
          </fieldset>
        )}
        {product.package_components && (
          <PackageChooser
            boxPrice={product.selling_price}
            components={product.package_components}
            onHand={props.componentsOnHand}
          />
        )}
        {chosen && <input type="hidden" name="variant_id" value={chosen.id} />}
        {showError && (
          <p id="purchase-error" className="form-error" role="alert">
            {t(error.key, error.vars)}
          </p>
        )}
        {result?.added && !updating && (
          <p className="form-notice cart-added" role="status">
            {t('cart.added', { count: result.added.count })}{' '}
            <Link to={path('/cart')}>{t('cart.view')}</Link>
          </p>
        )}
        <button
          type="submit"
          name="intent"
          value="add_to_cart"
          className={`button button-primary add-to-cart${justChanged ? ' add-to-cart-done' : ''}`}
          // The chosen variant sold out (its colour, its size) is refused by the cart anyway.
          disabled={
            product.availability === 'sold_out' ||
            (chosen !== null && !isPurchasable(chosen.availability)) ||
            updating
          }
          aria-busy={updating || undefined}
          data-just-changed={justChanged || undefined}
        >
          {updating
            ? t('cart.adding')
            : justChanged
              ? t('cart.added_short')
              : product.preorder
                ? t('product.preorder')
                : t('product.add_to_cart')}
        </button>
      </Form>
      {waitFor && (
        <StockAlert
          variantId={waitFor.id}
          mine={props.stockAlert?.mine ?? null}
          outcome={props.stockAlert?.outcome ?? null}
          failure={props.stockAlert?.failure ?? null}
        />
      )}
      {shown && !product.package_components && (
        <p className="request-quote">
          <Link to={path(`/account/quotes/new?variant=${shown.id}`)}>
            {t('product.request_quote')}
          </Link>
        </p>
      )}
      {shown && <StoreStock items={props.stock[shown.id] ?? []} />}
    </div>
  );
}
