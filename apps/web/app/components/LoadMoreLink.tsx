import type { MouseEvent } from 'react';
import { Link, useNavigation, useResolvedPath } from 'react-router';
import { useI18n } from '../lib/i18n.tsx';

/**
 * "Load more" under a list: a plain link to the list's next page (`?page=n` answers pages 1 to
 * n), so it works without JavaScript. While that page loads the link says so, is marked busy and
 * takes no second click (spec §4's fetching flag); a failure shows the page's error, as any move
 * in the shop does.
 */
export function LoadMoreLink(props: { to: string; label: string; replace?: boolean }) {
  const { t } = useI18n();
  const navigation = useNavigation();
  const target = useResolvedPath(props.to);
  const busy =
    navigation.state !== 'idle' &&
    navigation.location.pathname === target.pathname &&
    navigation.location.search === target.search;
  const ignoreWhileBusy = (event: MouseEvent) => {
    if (busy) event.preventDefault();
  };
  return (
    <Link
      className="button load-more"
      to={props.to}
      preventScrollReset
      replace={props.replace}
      aria-busy={busy || undefined}
      aria-disabled={busy || undefined}
      onClick={ignoreWhileBusy}
    >
      {busy ? t('listing.loading') : props.label}
    </Link>
  );
}
