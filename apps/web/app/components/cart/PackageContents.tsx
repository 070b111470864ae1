import type { FetcherWithComponents } from 'react-router';
import { useI18n } from '../../lib/i18n.tsx';
import type { CartOutcome, PackageItem } from '../../routes/cart.server.ts';
import { CsrfField } from '../CsrfField.tsx';
import { Price } from '../Price.tsx';

/**
 * What a package line holds. In the cart each product has its own stepper (spec §4: − to 0
 * takes it out, + adds one) and its gift tag's words; on the order pages it is read-only.
 */
export function PackageContents(props: {
  items: PackageItem[];
  edit?: { fetcher: FetcherWithComponents<CartOutcome>; number: string; lineId: number };
}) {
  const { t } = useI18n();
  const { edit } = props;
  const busy = edit ? edit.fetcher.state !== 'idle' : false;
  return (
    <ul className="package-contents" aria-label={t('package.contents')}>
      {props.items.map((item) => (
        <li key={item.slug} className="package-content" data-slug={item.slug}>
          <span className="package-content-name">
            {item.name} × <span className="package-content-qty">{item.qty}</span>
          </span>
          <span className="package-content-price">
            <Price amount={item.price * item.qty} />
          </span>
          {!edit && item.message && (
            <span className="package-content-message">
              {t('package.message')}: “{item.message}”
            </span>
          )}
          {edit && (
            <edit.fetcher.Form method="post" className="package-content-form" preventScrollReset>
              <CsrfField />
              <input type="hidden" name="intent" value="package" />
              <input type="hidden" name="number" value={edit.number} />
              <input type="hidden" name="line_id" value={edit.lineId} />
              <input type="hidden" name="slug" value={item.slug} />
              <input type="hidden" name="quantity" value={item.qty} />
              <div className="stepper stepper-small">
                <button
                  type="submit"
                  name="change"
                  value="down"
                  className="stepper-button"
                  aria-label={`${t('cart.decrease')}: ${item.name}`}
                  disabled={busy}
                >
                  −
                </button>
                <button
                  type="submit"
                  name="change"
                  value="up"
                  className="stepper-button"
                  aria-label={`${t('cart.increase')}: ${item.name}`}
                  disabled={busy}
                >
                  +
                </button>
              </div>
              <input
                type="text"
                name="message"
                maxLength={200}
                defaultValue={item.message}
                key={item.message}
                placeholder={t('package.message')}
                aria-label={`${t('package.message')}: ${item.name}`}
                className="package-content-message-input"
              />
              <button
                type="submit"
                name="change"
                value="message"
                className="link-button"
                disabled={busy}
              >
                {t('package.save_message')}
              </button>
              <button
                type="submit"
                name="change"
                value="remove"
                className="link-button"
                disabled={busy}
              >
                {t('cart.remove')}
              </button>
            </edit.fetcher.Form>
          )}
        </li>
      ))}
    </ul>
  );
}
