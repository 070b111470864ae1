import { OfflineNotice } from '../components/OfflineNotice.tsx';
import { pageMeta, rootMeta } from '../lib/seo.ts';
import type { Route } from './+types/offline';

export function meta(args: Route.MetaArgs) {
  const { t } = rootMeta(args);
  return [
    ...pageMeta(args, { title: `${t('offline.title')} — ${t('shop.name')}` }),
    { name: 'robots', content: 'noindex' },
  ];
}

/**
 * The page the service worker shows for an address it did not keep when there is no network
 * (apps/web/sw): fetched at install in every locale, as a visitor without a session sees it.
 */
export default function Offline() {
  return <OfflineNotice />;
}
