import { useEffect, useRef } from 'react';
import { Link, useFetcher } from 'react-router';
import { clearJustChanged } from '../../lib/cart-mark.ts';
import { useI18n } from '../../lib/i18n.tsx';
import type { CartLine, CartOutcome } from '../../routes/cart.server.ts';
import { CsrfField } from '../CsrfField.tsx';
import { Thumbnail } from '../Image.tsx';
import { Price } from '../Price.tsx';
import { PackageContents } from './PackageContents.tsx';

/**
 * One cart line: picture, name, options, gift mark, unit price, the quantity stepper (a form
 * that works without JavaScript; with it a fetcher, so the page does not move), line total and
 * remove. While its change is under way the line carries the updating flag (spec §4).
 */
export function CartLineItem(props: { line: CartLine; number: string; onReloaded(): void }) {
  const { t, path } = useI18n();
  const { line, onReloaded } = props;
  const fetcher = useFetcher<CartOutcome>({ key: `cart-line-${line.id}` });
  const updating = fetcher.state !== 'idle';
  const outcome = fetcher.data;
  const input = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (!outcome) return;
    clearJustChanged();
    if (outcome.ok && outcome.reloaded) onReloaded();
    // Refused: the line keeps its quantity, and the field shows it again.
    if (!outcome.ok && input.current) input.current.value = String(line.quantity);
  }, [outcome, onReloaded, line.quantity]);
  const href = line.slug ? path(`/products/${line.slug}`) : null;
  const name = href ? <Link to={href}>{line.name}</Link> : line.name;

  return (
    <li
      className={`cart-line${updating ? ' is-updating' : ''}`}
      aria-busy={updating || undefined}
      data-line-id={line.id}
    >
      <div className="cart-line-image">
        <Thumbnail src={line.image} size={96} blankClassName="cart-line-noimage" />
      </div>
      <div className="cart-line-body">
        <p className="cart-line-name">
          {name}
          {line.gift && <span className="gift-badge">{t('cart.gift')}</span>}
        </p>
        {line.brand && <p className="cart-line-brand">{line.brand}</p>}
        {line.options.length > 0 && (
          <p className="cart-line-options">
            {line.options
              .map(
                (o) =>
                  `${o.type === 'color' || o.type === 'size' ? `${t(`product.${o.type}`)}: ` : ''}${o.label}`,
              )
              .join(' · ')}
          </p>
        )}
        <p className="cart-line-price">
          {t('cart.unit_price')}: <Price amount={line.price} />
        </p>
        {line.quotedUntil && (
          <p className="cart-line-quote">{t('cart.quoted_until', { date: line.quotedUntil })}</p>
        )}
        {line.package && (
          <PackageContents
            items={line.package}
            edit={{ fetcher, number: props.number, lineId: line.id }}
          />
        )}
        <fetcher.Form method="post" className="stepper-form" preventScrollReset>
          <CsrfField />
          <input type="hidden" name="intent" value="line" />
          <input type="hidden" name="number" value={props.number} />
          <input type="hidden" name="line_id" value={line.id} />
          {/* First in the form: Enter in the field sets the typed quantity. */}
          <button type="submit" name="change" value="set" className="visually-hidden" tabIndex={-1}>
            {t('cart.update')}
          </button>
          <div className="stepper">
            <button
              type="submit"
              name="change"
              value="down"
              className="stepper-button"
              aria-label={t('cart.decrease')}
              disabled={updating}
            >
              −
            </button>
            <input
              ref={input}
              key={line.quantity}
              type="number"
              name="quantity"
              min={0}
              max={99}
              inputMode="numeric"
              defaultValue={line.quantity}
              aria-label={t('cart.quantity')}
              className="stepper-input"
              readOnly={updating}
              onBlur={(event) => {
                const input = event.currentTarget;
                if (input.value !== String(line.quantity) && input.form) {
                  fetcher.submit(input.form, { method: 'post', preventScrollReset: true });
                }
              }}
            />
            <button
              type="submit"
              name="change"
              value="up"
              className="stepper-button"
              aria-label={t('cart.increase')}
              disabled={updating}
            >
              +
            </button>
          </div>
          <button
            type="submit"
            name="change"
            value="remove"
            className="link-button cart-line-remove"
            disabled={updating}
          >
            {t('cart.remove')}
          </button>
        </fetcher.Form>
        {outcome && !outcome.ok && !updating && (
          <p className="form-error cart-line-error" role="alert">
            {t(outcome.error, outcome.errorVars)}
          </p>
        )}
      </div>
      <div className="cart-line-total">
        <Price amount={line.total} />
      </div>
    </li>
  );
}
