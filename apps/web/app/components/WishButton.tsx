import { useEffect, useRef, useState } from 'react';
import { useFetcher, useLocation } from 'react-router';
import { useI18n } from '../lib/i18n.tsx';
import { useCsrfToken, usePersonal } from '../lib/personal.tsx';
import { useToast } from '../lib/toast.tsx';
import { wishDebouncer } from '../lib/wish-debounce.ts';
import { CsrfField } from './CsrfField.tsx';
import { Icon } from './Icon.tsx';

/** The heart's form fields, as the form itself posts them. */
function wishFields(
  props: { productId: number; variantId: number | null },
  csrf: string,
  wished: boolean,
): Record<string, string> {
  return {
    _csrf: csrf,
    intent: 'wish',
    product_id: String(props.productId),
    ...(props.variantId !== null ? { variant_id: String(props.variantId) } : {}),
    wished: wished ? '1' : '0',
  };
}

/**
 * The heart (spec §4 wish toggle). Its state comes with a page rendered for this visitor, so it
 * is right on first paint; on a shared page it fills in after load (lib/personal.tsx).
 * A real form, so it works before JavaScript; with it, taps show at once and are sent after
 * 500 ms of quiet, the last state winning. A product card's heart stands for the product; the
 * product page's for the chosen variant (`variantId`).
 */
export function WishButton(props: {
  productId: number;
  variantId: number | null;
  productName: string;
  className?: string;
}) {
  const { t, path } = useI18n();
  const toast = useToast();
  const location = useLocation();
  const { wished } = usePersonal();
  const serverWished =
    props.variantId !== null
      ? wished.variantIds.includes(props.variantId)
      : wished.productIds.includes(props.productId);
  const [desired, setDesired] = useState<boolean | null>(null);
  const fetcher = useFetcher<{ ok: boolean; error?: string }>();
  const action = path('/wishlist');
  const csrf = useCsrfToken();
  const latest = useRef({ serverWished, fetcher, props, action, csrf });
  latest.current = { serverWished, fetcher, props, action, csrf };

  // One debouncer for the button's life: a new one on a re-render would drop a tap still waiting.
  const [heart] = useState(() =>
    wishDebouncer({
      serverWished: () => latest.current.serverWished,
      settled: () => setDesired(null),
      send: (next) => {
        const { fetcher, action, props, csrf } = latest.current;
        fetcher.submit(wishFields(props, csrf, next), { method: 'post', action });
      },
    }),
  );
  // A tap still waiting when the heart leaves the page (the shopper opened another) is sent at
  // once, as the form without JavaScript would post it: the page's fetcher goes with the page.
  useEffect(
    () => () =>
      heart.flush((next) => {
        const { action, props, csrf } = latest.current;
        const body = new URLSearchParams({
          ...wishFields(props, csrf, next),
          return_to: window.location.pathname + window.location.search,
        });
        fetch(action, {
          method: 'POST',
          body,
          keepalive: true,
          redirect: 'manual',
        }).catch(() => {
          // Offline or gone: the heart was only a wish; nothing else waits on it.
        });
      }),
    [heart],
  );

  // Once the answer and the page's new wished ids are in, the page's state is the truth again.
  const busy = fetcher.state !== 'idle';
  const wasBusy = useRef(false);
  useEffect(() => {
    if (wasBusy.current && !busy && !heart.pending) {
      setDesired(null);
      const answer = fetcher.data;
      if (answer && !answer.ok) toast.show('warning', t(answer.error ?? 'error.generic'));
    }
    wasBusy.current = busy;
  }, [busy, heart, fetcher.data, toast, t]);

  const shown = desired ?? serverWished;
  return (
    <fetcher.Form
      method="post"
      action={action}
      className={`wish-form ${props.className ?? ''}`}
      onSubmit={(event) => {
        event.preventDefault();
        setDesired(!shown);
        heart.tap(!shown);
      }}
    >
      <CsrfField />
      <input type="hidden" name="intent" value="wish" />
      <input type="hidden" name="product_id" value={props.productId} />
      {props.variantId !== null && (
        <input type="hidden" name="variant_id" value={props.variantId} />
      )}
      <input type="hidden" name="wished" value={shown ? '0' : '1'} />
      <input type="hidden" name="return_to" value={location.pathname + location.search} />
      <button
        type="submit"
        className={`wish-button${shown ? ' is-wished' : ''}`}
        aria-pressed={shown}
        title={shown ? t('wish.remove') : t('wish.add')}
      >
        <Icon name="heart" size={22} filled={shown} />
        <span className="visually-hidden">
          {t('wish.add')}: {props.productName}
        </span>
      </button>
    </fetcher.Form>
  );
}
