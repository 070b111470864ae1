import type { catalog } from '@shop/core';
import { useEffect } from 'react';
import { Form, Link, useNavigation } from 'react-router';
import type { AddToCartResult } from '../../lib/cart.server.ts';
import { clearJustChanged, markJustChanged } from '../../lib/cart-mark.ts';
import { useI18n } from '../../lib/i18n.tsx';
import { useOnlineSubmit } from '../../lib/offline.ts';
import { CsrfField } from '../CsrfField.tsx';
import { Image } from '../Image.tsx';
import { Price } from '../Price.tsx';

/** The class names of each look: the brand microsite's dark one, the shop's own. */
const TONES = {
  brand: {
    card: 'ms-offer',
    picture: 'ms-offer-picture',
    name: 'ms-offer-name',
    form: 'ms-offer-form',
    size: 'ms-size',
    button: 'ms-button ms-button-light',
    added: 'ms-offer-added',
    // A bottle's size is its volume.
    sizeKey: 'brandsite.size',
  },
  shop: {
    card: 'offer-card',
    picture: 'offer-picture',
    name: 'offer-name',
    form: 'offer-form',
    size: 'offer-size',
    button: 'button button-primary',
    added: 'offer-added',
    sizeKey: 'product.size',
  },
} as const;

/**
 * One product sold by a small form (a microsite's offer, a look book's hotspot): picture and
 * name (to its page in the shop), a choice of size and "Add to cart", a plain form post that
 * works before JavaScript. The shop's look also says whether it is in stock.
 */
export function ProductOffer({
  product,
  result,
  tone = 'brand',
  id,
}: {
  product: catalog.ProductOffer;
  result: AddToCartResult | null;
  tone?: keyof typeof TONES;
  id?: string;
}) {
  const css = TONES[tone];
  const { t, path } = useI18n();
  const navigation = useNavigation();
  const onlineSubmit = useOnlineSubmit();
  const ids = new Set(product.variants.map((v) => v.id));
  const submitted = Number(navigation.formData?.get('variant_id'));
  const updating = navigation.state === 'submitting' && ids.has(submitted);
  // Several offers share the page's action: each shows only the answer to its own form.
  const answer = result?.variantId !== undefined && ids.has(result.variantId) ? result : null;
  const added = answer?.added ?? null;
  const failed = answer?.error ?? null;
  useEffect(() => {
    if (added) markJustChanged();
    else if (failed) clearJustChanged();
  }, [added, failed]);
  const inStock = product.variants.filter((v) => v.in_stock);
  const first = inStock[0] ?? product.variants[0];
  const href = path(`/products/${product.slug}`);
  const formId = `ms-offer-${product.id}`;
  return (
    <article className={css.card} aria-labelledby={`${formId}-name`} id={id}>
      <Link to={href} className={css.picture} tabIndex={-1} aria-hidden="true">
        {product.image && <Image src={product.image} alt="" width={300} height={300} />}
      </Link>
      <h3 id={`${formId}-name`} className={css.name}>
        <Link to={href}>{product.name}</Link>
      </h3>
      {first && <Price amount={first.selling_price} was={first.price} />}
      {tone === 'shop' && (
        <p className={inStock.length > 0 ? 'stock-in' : 'stock-out'}>
          {inStock.length > 0 ? t('availability.in_stock') : t('availability.out_of_stock')}
        </p>
      )}
      <Form method="post" className={css.form} replace preventScrollReset onSubmit={onlineSubmit}>
        <CsrfField />
        {product.variants.length > 1 ? (
          <label className={css.size}>
            <span>{t(css.sizeKey)}</span>
            <select name="variant_id" defaultValue={first?.id}>
              {product.variants.map((v) => (
                <option key={v.id} value={v.id} disabled={!v.in_stock}>
                  {v.label}
                </option>
              ))}
            </select>
          </label>
        ) : (
          <input type="hidden" name="variant_id" value={first?.id ?? ''} />
        )}
        <button
          type="submit"
          className={css.button}
          disabled={inStock.length === 0 || updating}
          aria-busy={updating || undefined}
        >
          {updating ? t('cart.adding') : t('product.add_to_cart')}
        </button>
        {added && !updating && (
          <p className={css.added} role="status">
            {t('cart.added', { count: added.count })}{' '}
            <Link to={path('/cart')}>{t('cart.view')}</Link>
          </p>
        )}
        {failed && !updating && (
          <p className="form-error" role="alert">
            {t(failed.key, failed.vars)}
          </p>
        )}
      </Form>
    </article>
  );
}
