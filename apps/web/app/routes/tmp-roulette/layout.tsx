import { data, Outlet } from 'react-router';
import { SectionMenu } from '../../components/SectionMenu.tsx';
import { Refused } from '../../components/staff/Refused.tsx';
import { contextFor } from '../../lib/auth.server.ts';
import { MessagesScope, useI18n } from '../../lib/i18n.tsx';
import { localeFromParam } from '../../lib/locale.ts';
import { scopedMessages } from '../../lib/messages.server.ts';
import { pageMeta, rootMeta } from '../../lib/seo.ts';
import '../../styles/account.css';
import '../../styles/back-office.css';
import '../../styles/roulette-admin.css';
import type { Route } from './+types/layout';
import { rouletteGate } from './admin.server.ts';

/**
 * The roulette admin (`/tmp_roulette`, spec §6 check_auth and check_website_admin): website
 * admins, and the staff its users list names. Signed out, the page asks to sign in (401);
 * anyone else is told who it is for (403). Each page's loader and action checks again itself.
 */
export async function loader({ params, context }: Route.LoaderArgs) {
  const locale = localeFromParam(params.locale);
  const messages = scopedMessages(locale);
  const gate = await rouletteGate(context, contextFor(context, locale));
  if (gate.refused === 'signed_out') return data({ ...gate, messages }, { status: 401 });
  if (gate.refused === 'not_allowed') return data({ ...gate, messages }, { status: 403 });
  return { ...gate, messages };
}

export function meta(args: Route.MetaArgs) {
  const { t } = rootMeta(args);
  return [
    ...pageMeta(args, { title: `${t('nav.roulette_admin')} — ${t('shop.name')}` }),
    { name: 'robots', content: 'noindex' },
  ];
}

const SECTIONS = [
  ['', 'staff.roulette.results'],
  ['/games', 'staff.roulette.games'],
  ['/locations', 'staff.roulette.locations'],
  ['/prizes', 'staff.roulette.prizes'],
  ['/numbers', 'staff.roulette.numbers'],
  ['/stocks', 'staff.roulette.stocks'],
  ['/users', 'staff.roulette.users'],
] as const;

const REFUSED_TEXTS = {
  title: 'staff.roulette.only_title',
  text: 'staff.roulette.only_text',
  signIn: 'staff.roulette.sign_in_text',
};

export default function RouletteAdminLayout({ loaderData }: Route.ComponentProps) {
  return (
    <MessagesScope messages={loaderData.messages}>
      {loaderData.name !== null ? (
        <AdminFrame name={loaderData.name} />
      ) : (
        <Refused signedOut={loaderData.refused === 'signed_out'} texts={REFUSED_TEXTS} />
      )}
    </MessagesScope>
  );
}

/** Inside the messages' scope, so that the admin's own texts are there. */
function AdminFrame(props: { name: string }) {
  const { t, path } = useI18n();
  return (
    <section className="container back-office roulette-admin">
      <header className="back-office-head">
        <p className="back-office-title">
          {t('nav.roulette_admin')} · {props.name}
        </p>
        <SectionMenu
          listClassName="staff-menu"
          label={t('nav.roulette_admin')}
          items={SECTIONS.map(([to, key]) => ({
            to: path(`/tmp_roulette${to}`),
            label: t(key),
            end: to === '',
          }))}
        />
      </header>
      <Outlet />
    </section>
  );
}
