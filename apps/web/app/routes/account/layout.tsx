import { accounts, content } from '@shop/core';
import { data, Link, Outlet, useLocation } from 'react-router';
import { CsrfField } from '../../components/account/Form.tsx';
import { SectionMenu } from '../../components/SectionMenu.tsx';
import { contextFor } from '../../lib/auth.server.ts';
import { MessagesScope, useI18n } from '../../lib/i18n.tsx';
import { localeFromParam } from '../../lib/locale.ts';
import { scopedMessages } from '../../lib/messages.server.ts';
import { pageMeta, rootMeta } from '../../lib/seo.ts';
import '../../styles/account.css';
import type { Route } from './+types/layout';

export async function loader({ params, context }: Route.LoaderArgs) {
  const locale = localeFromParam(params.locale);
  const messages = scopedMessages(locale);
  const viewer = context.auth.viewer;
  // Signed out: the page says "Login required" and offers sign-in (spec §6), with a 401.
  if (!viewer) return data({ account: null, messages }, { status: 401 });
  const account = await accounts.getAccount(contextFor(context, locale), viewer.userId);
  return {
    account: {
      ...account,
      displayName: accounts.displayName(account),
      phoneDisplay: account.phone ? accounts.formatPhone(account.phone) : null,
      writes: content.mayWrite(account.role, 'article'),
    },
    messages,
  };
}

export type AccountView = NonNullable<Route.ComponentProps['loaderData']['account']>;

export function meta(args: Route.MetaArgs) {
  const { t } = rootMeta(args);
  return [
    ...pageMeta(args, { title: `${t('nav.account')} — ${t('shop.name')}` }),
    { name: 'robots', content: 'noindex' },
  ];
}

const SECTIONS = [
  ['', 'account.profile'],
  ['/orders', 'order.my_orders'],
  ['/notifications', 'account.notifications'],
  ['/stock-alerts', 'account.stock_alerts'],
  ['/wallet', 'account.wallet'],
  ['/coupons', 'account.coupons'],
  ['/vouchers', 'account.vouchers'],
  ['/roulette', 'account.roulette'],
  ['/tickets', 'account.tickets'],
  ['/licences', 'account.licences'],
  ['/quotes', 'account.quotes'],
  ['/cards', 'account.cards'],
  ['/contact', 'account.contact'],
  ['/password', 'account.password'],
  ['/addresses', 'account.addresses'],
  ['/organisation', 'account.organisation'],
  ['/sessions', 'account.sessions'],
] as const;

/** My Account: the sections beside, the chosen one in the middle. */
export default function AccountLayout({ loaderData }: Route.ComponentProps) {
  return (
    <MessagesScope messages={loaderData.messages}>
      {loaderData.account ? (
        <AccountFrame name={loaderData.account.displayName} writes={loaderData.account.writes} />
      ) : (
        <LoginRequired />
      )}
    </MessagesScope>
  );
}

/** Only for those who write articles. */
const WRITER_SECTIONS = [['/articles', 'account.articles']] as const;

function AccountFrame(props: { name: string; writes: boolean }) {
  const { t, path } = useI18n();
  return (
    <section className="container account-page">
      <aside className="account-nav">
        <p className="account-greeting">{t('account.hello', { name: props.name })}</p>
        <SectionMenu
          label={t('nav.account')}
          items={[...SECTIONS, ...(props.writes ? WRITER_SECTIONS : [])].map(([to, key]) => ({
            to: path(`/account${to}`),
            label: t(key),
            end: to === '',
          }))}
        />
        <form method="post" action={path('/logout')} className="logout-form">
          <CsrfField />
          <button type="submit" className="button">
            {t('account.sign_out')}
          </button>
        </form>
      </aside>
      <div className="account-main">
        <Outlet />
      </div>
    </section>
  );
}

function LoginRequired() {
  const { t, path } = useI18n();
  const { pathname, search } = useLocation();
  return (
    <section className="container auth-page">
      <div className="auth-card">
        <h1>{t('error.unauthorized')}</h1>
        <p>{t('account.login_required_text')}</p>
        <Link
          className="button button-primary"
          to={path(`/login?next=${encodeURIComponent(pathname + search)}`)}
        >
          {t('nav.sign_in')}
        </Link>
      </div>
    </section>
  );
}
