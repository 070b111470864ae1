import { useEffect, useState } from 'react';
import { useFetcher, useLocation, useRouteLoaderData } from 'react-router';
import { useI18n } from '../lib/i18n.tsx';
import { sectionOf } from '../lib/locale.ts';
import {
  linkedMark,
  pushState,
  pushSupported,
  renewSubscription,
  subscribeThisDevice,
} from '../lib/push.ts';
import { useShopStore } from '../lib/store.tsx';
import { useToast } from '../lib/toast.tsx';
import type { RootData } from '../root.server.ts';

/**
 * The push prompt (spec §9): a gentle card of our own 10 s after the shop starts (PushPromptSlot
 * loads this then), not the browser's dialog at once. It comes no more once the shopper
 * subscribed or said "not now" (kept with the shop's client state), nor when the browser blocks
 * notifications or the shop's service worker is not there to show them. A signed-in shopper's
 * device is linked to their account, here and on later visits.
 */
export default function PushPrompt() {
  const { t, locale, path } = useI18n();
  const { pathname } = useLocation();
  const toast = useToast();
  const root = useRouteLoaderData<RootData>('root');
  const signedIn = Boolean(root?.viewer);
  const linker = useFetcher();
  const [answer, setAnswer] = useShopStore(
    (s) => s.pushAnswer,
    (s, pushAnswer: typeof s.pushAnswer) => ({ ...s, pushAnswer }),
  );
  const [device, setDevice] = useShopStore(
    (s) => s.pushDevice,
    (s, pushDevice: string | null) => ({ ...s, pushDevice }),
  );
  const [shown, setShown] = useState(false);
  const [busy, setBusy] = useState(false);

  // Subscribed before: still subscribed, and with the shop's current key? Once per page load.
  useEffect(() => {
    if (answer !== 'subscribed' || !pushSupported()) return;
    void renewSubscription(locale)
      .then((renewed) => renewed && setDevice(renewed))
      .catch(() => {});
  }, [answer, locale, setDevice]);

  useEffect(() => {
    if (answer !== null || !pushSupported() || Notification.permission === 'denied') return;
    void pushState()
      .then((state) => {
        if (state === 'subscribed') setAnswer('subscribed');
        if (state === 'ask') setShown(true);
      })
      .catch(() => {});
  }, [answer, setAnswer]);

  // Once per tab and sign-in: the device is the signed-in shopper's, in this language.
  const csrf = root?.csrfToken ?? '';
  useEffect(() => {
    if (!signedIn || !device || !csrf) return;
    const key = linkedMark(device, locale);
    if (sessionStorage.getItem(key)) return;
    sessionStorage.setItem(key, '1');
    linker.submit(
      { _csrf: csrf, player_id: device },
      { method: 'post', action: path('/push-device') },
    );
  }, [signedIn, device, csrf, locale, path, linker.submit]);

  // Not over a form the shopper is filling in (the checkout's totals, a sign-in): it waits
  // for their next page, where it has room.
  if (!shown || inTheMiddleOf(pathname)) return null;
  const allow = async () => {
    setBusy(true);
    try {
      const subscribed = await subscribeThisDevice(locale);
      if (subscribed) {
        setDevice(subscribed);
        toast.show('success', t('push.enabled'));
      }
      setAnswer(subscribed ? 'subscribed' : 'dismissed');
    } catch {
      toast.show('warning', t('push.failed'));
    } finally {
      setBusy(false);
      setShown(false);
    }
  };
  return (
    <aside className="push-prompt" aria-labelledby="push-prompt-title">
      <h2 id="push-prompt-title">{t('push.prompt_title')}</h2>
      <p>{t('push.prompt_text')}</p>
      <div className="push-prompt-actions">
        <button type="button" className="button button-primary" onClick={allow} disabled={busy}>
          {t('push.prompt_allow')}
        </button>
        <button
          type="button"
          className="button"
          onClick={() => {
            setAnswer('dismissed');
            setShown(false);
          }}
        >
          {t('push.prompt_later')}
        </button>
      </div>
    </aside>
  );
}

/** Where the shopper is in the middle of something: the cart, the checkout, signing in. */
const BUSY_SECTIONS = new Set(['cart', 'checkout', 'login', 'register', 'password-reset']);
const inTheMiddleOf = (pathname: string) => BUSY_SECTIONS.has(sectionOf(pathname));
