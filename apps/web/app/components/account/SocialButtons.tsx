import { useI18n } from '../../lib/i18n.tsx';

const NAMES: Record<string, string> = { google: 'Google', facebook: 'Facebook' };

/** Sign in with a provider; plain links, since the provider's page is another site. */
export function SocialButtons(props: { providers: string[]; next: string }) {
  const { t } = useI18n();
  if (props.providers.length === 0) return null;
  return (
    <div className="social-sign-in">
      <p className="divider">
        <span>{t('auth.or')}</span>
      </p>
      {props.providers.map((provider) => (
        <a
          key={provider}
          className={`button social-button social-${provider}`}
          href={`/auth/${provider}?next=${encodeURIComponent(props.next)}`}
        >
          {t('auth.continue_with', { provider: NAMES[provider] ?? provider })}
        </a>
      ))}
    </div>
  );
}
