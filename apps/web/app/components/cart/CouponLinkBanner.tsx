import { useId } from 'react';
import { Form, useNavigation } from 'react-router';
import type { CouponLink } from '../../lib/coupon-link.server.ts';
import { useI18n } from '../../lib/i18n.tsx';
import { CsrfField } from '../CsrfField.tsx';

/**
 * The coupon a link named (`?coupon=CODE`): its code, name and terms, and an Apply button. The
 * coupon goes on the cart only when the shopper presses it (a form of the shop's own, with its
 * CSRF token), never by following the link.
 */
export function CouponLinkBanner(props: {
  link: CouponLink;
  /** The cart (or checkout) the coupon would go on. */
  number: string | null;
  /** The action's intent for applying it, and any hidden fields the page's action needs. */
  intent: string;
  hidden?: Record<string, string>;
  /** Why applying it failed (a catalog key and its variables), if it did. */
  error?: { key: string; vars?: Record<string, string | number> } | null;
}) {
  const { t } = useI18n();
  const titleId = useId();
  const navigation = useNavigation();
  const busy =
    navigation.state === 'submitting' && navigation.formData?.get('intent') === props.intent;
  const { link } = props;
  return (
    <section className="coupon-link" aria-labelledby={titleId}>
      <h2 id={titleId} className="coupon-link-title">
        {t('coupon.link_title')}
      </h2>
      <p className="coupon-link-code">{t('coupon.link_code', { code: link.code })}</p>
      {link.coupon && (
        <p className="coupon-link-terms">
          <strong>{link.coupon.name}</strong> {link.coupon.description}
        </p>
      )}
      {props.error && (
        <p className="form-error" role="alert">
          {t(props.error.key, props.error.vars)}
        </p>
      )}
      {link.applied ? (
        <p className="coupon-link-state">{t('coupon.link_applied')}</p>
      ) : link.cartEmpty || props.number === null ? (
        <p className="coupon-link-state">{t('coupon.link_cart_empty')}</p>
      ) : (
        <Form method="post" className="coupon-link-form" preventScrollReset>
          <CsrfField />
          <input type="hidden" name="number" value={props.number} />
          <input type="hidden" name="code" value={link.code} />
          {Object.entries(props.hidden ?? {}).map(([name, value]) => (
            <input key={name} type="hidden" name={name} value={value} />
          ))}
          <button
            type="submit"
            name="intent"
            value={props.intent}
            className="button button-primary"
            disabled={busy}
            aria-busy={busy || undefined}
          >
            {t('coupon.link_apply')}
          </button>
        </Form>
      )}
    </section>
  );
}
