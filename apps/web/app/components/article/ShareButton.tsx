import { useEffect, useState } from 'react';
import { useI18n } from '../../lib/i18n.tsx';

/**
 * Shares the page: the phone's own share sheet where there is one, else the link copied. Until
 * the page's script runs there is nothing it could do, so it is drawn disabled.
 */
export function ShareButton({ title }: { title: string }) {
  const { t } = useI18n();
  const [ready, setReady] = useState(false);
  const [copied, setCopied] = useState(false);
  useEffect(() => setReady(true), []);

  const share = async () => {
    const url = window.location.href;
    if (typeof navigator.share === 'function') {
      // The shopper closing the sheet is not an error worth telling.
      await navigator.share({ title, url }).catch(() => undefined);
      return;
    }
    await navigator.clipboard?.writeText(url).then(
      () => setCopied(true),
      () => setCopied(false),
    );
  };

  return (
    <p className="article-share">
      <button type="button" className="button" onClick={share} disabled={!ready}>
        {t('article.share')}
      </button>
      <span role="status" className="share-status">
        {copied ? t('article.link_copied') : ''}
      </span>
    </p>
  );
}
