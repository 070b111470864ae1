import { useEffect, useState } from 'react';
import { useI18n } from '../../lib/i18n.tsx';

/** A promotion's code, to read and type at checkout, with a button that copies it. */
export function CopyCode({ code }: { code: string }) {
  const { t } = useI18n();
  const [ready, setReady] = useState(false);
  const [copied, setCopied] = useState(false);
  useEffect(() => setReady(true), []);
  return (
    <div className="promotion-code">
      <p>
        {t('promotion.code_hint')} <code className="promotion-code-value">{code}</code>
      </p>
      <button
        type="button"
        className="button"
        disabled={!ready}
        onClick={() =>
          navigator.clipboard?.writeText(code).then(
            () => setCopied(true),
            () => setCopied(false),
          )
        }
      >
        {t('promotion.copy')}
      </button>
      <span role="status">{copied ? t('promotion.copied') : ''}</span>
    </div>
  );
}
