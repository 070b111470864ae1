import { tickets } from '@shop/core';
import { Link } from 'react-router';
import { ETicketList } from '../../components/travel/ETicketList.tsx';
import { contextFor } from '../../lib/auth.server.ts';
import { eTicketCards } from '../../lib/e-tickets.server.ts';
import { useI18n } from '../../lib/i18n.tsx';
import { localeFromParam } from '../../lib/locale.ts';
import '../../styles/e-tickets.css';
import type { Route } from './+types/tickets';

export async function loader({ params, context }: Route.LoaderArgs) {
  const viewer = context.auth.viewer;
  if (!viewer) return null;
  const ctx = contextFor(context, localeFromParam(params.locale));
  return { tickets: await eTicketCards(ctx, await tickets.eTicketsOfUser(ctx, viewer.userId)) };
}

/** My e-tickets: hotel stays and tours' seats, the next first, each with its QR code. */
export default function TicketsPage({ loaderData }: Route.ComponentProps) {
  const { t, path } = useI18n();
  if (!loaderData) return null;
  return (
    <>
      <h1>{t('account.tickets')}</h1>
      {loaderData.tickets.length === 0 ? (
        <p>
          {t('account.tickets.none')}{' '}
          <Link to={path('/travel')}>{t('account.tickets.browse')}</Link>
        </p>
      ) : (
        <>
          <p className="field-hint">{t('account.tickets.hint')}</p>
          <ETicketList tickets={loaderData.tickets} headingLevel={2} linkOrders />
        </>
      )}
    </>
  );
}
