import { licences } from '@shop/core';
import { LicenceList } from '../../components/licences/LicenceList.tsx';
import { contextFor } from '../../lib/auth.server.ts';
import { useI18n } from '../../lib/i18n.tsx';
import { licenceCards } from '../../lib/licences.server.ts';
import { localeFromParam } from '../../lib/locale.ts';
import '../../styles/licences.css';
import type { Route } from './+types/licences';

export async function loader({ params, context }: Route.LoaderArgs) {
  const viewer = context.auth.viewer;
  if (!viewer) return null;
  const locale = localeFromParam(params.locale);
  const ctx = contextFor(context, locale);
  return { licences: licenceCards(await licences.licencesOfUser(ctx, viewer.userId), locale) };
}

/** My licence keys: every key of a paid order, the latest bought first (spec §7 licenses). */
export default function LicencesPage({ loaderData }: Route.ComponentProps) {
  const { t } = useI18n();
  if (!loaderData) return null;
  return (
    <>
      <h1>{t('account.licences')}</h1>
      {loaderData.licences.length === 0 ? (
        <p>{t('account.licences.none')}</p>
      ) : (
        <>
          <p className="field-hint">{t('order.licences.hint')}</p>
          <LicenceList licences={loaderData.licences} linkOrders />
        </>
      )}
    </>
  );
}
