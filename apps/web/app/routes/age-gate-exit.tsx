import { Link } from 'react-router';
import { MessagesScope, useI18n } from '../lib/i18n.tsx';
import { localeFromParam } from '../lib/locale.ts';
import { brandMessages } from '../lib/messages.server.ts';
import { pageMeta, rootMeta, withShopName } from '../lib/seo.ts';
import '../styles/microsite.css';
import type { Route } from './+types/age-gate-exit';

/** Where "No" at the age gate leads: a polite goodbye and the way back to the rest of the shop. */
export function loader({ params }: Route.LoaderArgs) {
  return { messages: brandMessages(localeFromParam(params.locale)) };
}

export function meta(args: Route.MetaArgs) {
  const { t } = rootMeta(args);
  return [
    ...pageMeta(args, {
      title: withShopName(args.loaderData?.messages['age_gate.exit_title'] ?? '', t),
    }),
    { name: 'robots', content: 'noindex' },
  ];
}

export default function AgeGateExit({ loaderData }: Route.ComponentProps) {
  return (
    <MessagesScope messages={loaderData.messages}>
      <Goodbye />
    </MessagesScope>
  );
}

function Goodbye() {
  const { t, path } = useI18n();
  return (
    <section className="ms ms-gate" aria-labelledby="age-gate-exit">
      <div className="ms-gate-card">
        <h1 id="age-gate-exit" className="ms-gate-question">
          {t('age_gate.exit_title')}
        </h1>
        <p>{t('age_gate.exit_text')}</p>
        <Link to={path('/')} className="ms-button ms-button-light">
          {t('age_gate.exit_home')}
        </Link>
      </div>
    </section>
  );
}
