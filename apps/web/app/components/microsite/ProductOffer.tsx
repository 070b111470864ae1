import type { microsite } from '@shop/core';
import { useEffect } from 'react';
import { Form, Link, useNavigation } from 'react-router';
import type { AddToCartResult } from '../../lib/cart.server.ts';
import { clearJustChanged, markJustChanged } from '../../lib/cart-mark.ts';
import { useI18n } from '../../lib/i18n.tsx';
import { CsrfField } from '../CsrfField.tsx';
import { Image } from '../Image.tsx';
import { Price } from '../Price.tsx';

/**
 * One of the brand's products on its microsite: picture and name (to its page in the shop),
 * a choice of size and "Add to cart", a plain form post that works before JavaScript.
 */
export function ProductOffer({
  product,
  result,
}: {
  product: microsite.MicrositeProduct;
  result: AddToCartResult | null;
}) {
  const { t, path } = useI18n();
  const navigation = useNavigation();
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
    <article className="ms-offer" aria-labelledby={`${formId}-name`}>
      <Link to={href} className="ms-offer-picture" tabIndex={-1} aria-hidden="true">
        {product.image && <Image src={product.image} alt="" width={300} height={300} />}
      </Link>
      <h3 id={`${formId}-name`} className="ms-offer-name">
        <Link to={href}>{product.name}</Link>
      </h3>
      {first && <Price amount={first.selling_price} was={first.price} />}
      <Form method="post" className="ms-offer-form" replace preventScrollReset>
        <CsrfField />
        {product.variants.length > 1 ? (
          <label className="ms-size">
            <span>{t('brandsite.size')}</span>
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
          className="ms-button ms-button-light"
          disabled={inStock.length === 0 || updating}
          aria-busy={updating || undefined}
        >
          {updating ? t('cart.adding') : t('product.add_to_cart')}
        </button>
        {added && !updating && (
          <p className="ms-offer-added" role="status">
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
