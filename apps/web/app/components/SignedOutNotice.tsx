import { useEffect, useRef } from 'react';
import { useLocation, useSearchParams } from 'react-router';
import { useI18n } from '../lib/i18n.tsx';
import { unlinkThisDevice } from '../lib/push.ts';
import { forgetKeptPages } from '../lib/service-worker.ts';
import { updateShopState } from '../lib/store.tsx';
import { useToast } from '../lib/toast.tsx';

/**
 * After signing out (`?signed_out=1`): the cart this browser held belonged to the account, so
 * it is forgotten, and so are the pages kept for offline reading; the device's push messages
 * stop carrying the account's news; the shopper is told "Logged Out" (spec §4).
 */
export function SignedOutNotice() {
  const [searchParams, setSearchParams] = useSearchParams();
  const toast = useToast();
  const { t } = useI18n();
  const signedOut = searchParams.get('signed_out') === '1';
  const { key } = useLocation();
  const noticed = useRef<string | null>(null);
  useEffect(() => {
    if (!signedOut || noticed.current === key) return;
    noticed.current = key;
    // Read from the store itself: this runs at hydration, when hooks still see the empty state.
    const { pushDevice } = updateShopState((state) => ({ ...state, cartToken: null }));
    void forgetKeptPages();
    if (pushDevice) void unlinkThisDevice(pushDevice);
    toast.show('success', t('nav.logged_out'));
    setSearchParams(
      (params) => {
        params.delete('signed_out');
        return params;
      },
      { replace: true, preventScrollReset: true },
    );
  }, [signedOut, key, setSearchParams, toast, t]);
  return null;
}
