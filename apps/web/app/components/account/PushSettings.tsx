import { useEffect, useState } from 'react';
import { useFetcher, useRouteLoaderData } from 'react-router';
import { useI18n } from '../../lib/i18n.tsx';
import {
  pushSupported,
  subscribedOnceReady,
  subscribeThisDevice,
  unsubscribeThisDevice,
} from '../../lib/push.ts';
import { useShopStore } from '../../lib/store.tsx';
import { useToast } from '../../lib/toast.tsx';
import type { RootData } from '../../root.server.ts';

type DeviceState = 'checking' | 'on' | 'off' | 'blocked' | 'unsupported';

/**
 * Push messages on this device, turned on or off from the account (the prompt's promise that
 * they can be turned off at any time). Decided in the browser after load: the server cannot
 * know this device's subscription.
 */
export function PushSettings() {
  const { t, locale, path } = useI18n();
  const toast = useToast();
  const root = useRouteLoaderData<RootData>('root');
  const linker = useFetcher();
  const [state, setState] = useState<DeviceState>('checking');
  const [busy, setBusy] = useState(false);
  const [device, setDevice] = useShopStore(
    (s) => s.pushDevice,
    (s, pushDevice: string | null) => ({ ...s, pushDevice }),
  );
  const [, setAnswer] = useShopStore(
    (s) => s.pushAnswer,
    (s, pushAnswer: typeof s.pushAnswer) => ({ ...s, pushAnswer }),
  );

  useEffect(() => {
    if (!pushSupported()) return setState('unsupported');
    if (Notification.permission === 'denied') return setState('blocked');
    void subscribedOnceReady().then((subscribed) =>
      setState(subscribed === null ? 'unsupported' : subscribed ? 'on' : 'off'),
    );
  }, []);

  const turnOn = async () => {
    const subscribed = await subscribeThisDevice(locale);
    if (!subscribed) {
      setState(Notification.permission === 'denied' ? 'blocked' : 'off');
      return;
    }
    setDevice(subscribed);
    setAnswer('subscribed');
    linker.submit(
      { _csrf: root?.csrfToken ?? '', player_id: subscribed },
      { method: 'post', action: path('/push-device') },
    );
    setState('on');
    toast.show('success', t('push.enabled'));
  };
  const turnOff = async () => {
    await unsubscribeThisDevice(device);
    setDevice(null);
    setAnswer('dismissed');
    setState('off');
    toast.show('success', t('push.disabled'));
  };
  const change = (work: () => Promise<void>) => async () => {
    setBusy(true);
    try {
      await work();
    } catch {
      toast.show('warning', t('push.failed'));
    } finally {
      setBusy(false);
    }
  };

  if (state === 'checking') return null;
  return (
    <section className="push-settings" aria-labelledby="push-settings-title">
      <h2 id="push-settings-title">{t('push.settings_title')}</h2>
      <p>
        {state === 'on'
          ? t('push.settings_on')
          : state === 'off'
            ? t('push.settings_off')
            : t(`push.${state}`)}
      </p>
      {state === 'on' && (
        <button type="button" className="button" disabled={busy} onClick={change(turnOff)}>
          {t('push.turn_off')}
        </button>
      )}
      {state === 'off' && (
        <button
          type="button"
          className="button button-primary"
          disabled={busy}
          onClick={change(turnOn)}
        >
          {t('push.turn_on')}
        </button>
      )}
    </section>
  );
}
