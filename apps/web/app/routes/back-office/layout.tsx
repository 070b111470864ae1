import { accounts, roulette } from '@shop/core';
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
import type { Route } from './+types/layout';

/**
 * The back office (`/back-office`): staff and the website admin only. Signed out, the page asks
 * to sign in (401); a shopper is told it is for staff (403). The server checks the role again on
 * every action.
 */
export async function loader({ params, context }: Route.LoaderArgs) {
  const locale = localeFromParam(params.locale);
  const messages = scopedMessages(locale);
  const viewer = context.auth.viewer;
  if (!viewer)
    return data({ staff: null, refused: 'signed_out' as const, messages }, { status: 401 });
  const user = await accounts.findUser(contextFor(context, locale), viewer.userId);
  if (!user || !accounts.isStaff(user.role)) {
    return data({ staff: null, refused: 'not_staff' as const, messages }, { status: 403 });
  }
  // The roulette admin is linked only for those who may open it (website admins, listed staff).
  const rouletteAdmin = await roulette.mayAdminister(contextFor(context, locale), user.id);
  return {
    staff: {
      name: accounts.displayName(user),
      rouletteAdmin,
      catalogueAdmin: accounts.isWebsiteAdmin(user.role),
    },
    refused: null,
    messages,
  };
}

export function meta(args: Route.MetaArgs) {
  const { t } = rootMeta(args);
  return [
    ...pageMeta(args, { title: `${t('nav.back_office')} — ${t('shop.name')}` }),
    { name: 'robots', content: 'noindex' },
  ];
}

const SECTIONS = [
  ['', 'staff.scan'],
  ['/scans', 'staff.scans'],
  ['/orders', 'staff.orders'],
  ['/stock', 'staff.stock'],
  ['/licences', 'staff.licences'],
] as const;

export default function BackOfficeLayout({ loaderData }: Route.ComponentProps) {
  return (
    <MessagesScope messages={loaderData.messages}>
      {loaderData.staff ? (
        <StaffFrame {...loaderData.staff} />
      ) : (
        <Refused signedOut={loaderData.refused === 'signed_out'} />
      )}
    </MessagesScope>
  );
}

/** Inside the messages' scope, so that the back office's own texts are there. */
function StaffFrame(props: { name: string; rouletteAdmin: boolean; catalogueAdmin: boolean }) {
  const { t, path } = useI18n();
  return (
    <section className="container back-office">
      <header className="back-office-head">
        <p className="back-office-title">
          {t('nav.back_office')} · {props.name}
        </p>
        <SectionMenu
          listClassName="staff-menu"
          label={t('nav.back_office')}
          items={[
            ...SECTIONS.map(([to, key]) => ({
              to: path(`/back-office${to}`),
              label: t(key),
              end: to === '',
            })),
            ...(props.catalogueAdmin
              ? [{ to: path('/back-office/catalogue'), label: t('staff.catalogue') }]
              : []),
            ...(props.rouletteAdmin
              ? [{ to: path('/tmp_roulette'), label: t('nav.roulette_admin') }]
              : []),
          ]}
        />
      </header>
      <Outlet />
    </section>
  );
}
