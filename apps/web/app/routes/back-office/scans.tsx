import { accounts, readShopDay, tickets } from '@shop/core';
import { Form, Link } from 'react-router';
import { contextFor } from '../../lib/auth.server.ts';
import { formatListTime } from '../../lib/dates.ts';
import { idField } from '../../lib/form-input.server.ts';
import { useI18n } from '../../lib/i18n.tsx';
import { localeFromParam } from '../../lib/locale.ts';
import type { Route } from './+types/scans';
import { staffOrNull } from './staff.server.ts';

const today = () =>
  new Intl.DateTimeFormat('sv-SE', { timeZone: 'Asia/Ulaanbaatar' }).format(new Date());

/** The scan log (spec §7 `e_tickets/scans`): one day at a time, of everyone or one staff member. */
export async function loader({ params, context, request }: Route.LoaderArgs) {
  const locale = localeFromParam(params.locale);
  const ctx = contextFor(context, locale);
  if ((await staffOrNull(context, ctx)) === null) return null;
  const query = new URL(request.url).searchParams;
  // A day that is none (30 February, year 1) is as unreadable as no day: today's log.
  const asked = query.get('date') ?? '';
  const day = readShopDay(asked) ? asked : today();
  const staffId = idField.safeParse(query.get('staff')).data;
  const subject = tickets.SCAN_SUBJECTS.find((s) => s === query.get('subject'));
  const page = Math.min(10_000, Math.max(1, Number(query.get('page')) || 1));
  const log = await tickets.scanLog(ctx, { day, staffUserId: staffId, subject, page });
  return {
    day,
    staffId: staffId ?? null,
    subject: subject ?? '',
    page,
    pages: log.pages,
    total: log.total,
    staff: await accounts.staffMembers(ctx),
    scans: log.scans.map((scan) => ({
      ...scan,
      when: formatListTime(scan.at, locale) ?? '',
    })),
  };
}

export default function ScansPage({ loaderData }: Route.ComponentProps) {
  const { t } = useI18n();
  if (!loaderData) return null;
  const pageLink = (page: number) => {
    const query = new URLSearchParams({ date: loaderData.day, page: String(page) });
    if (loaderData.staffId) query.set('staff', String(loaderData.staffId));
    if (loaderData.subject) query.set('subject', loaderData.subject);
    return `?${query}`;
  };
  return (
    <>
      <h1>{t('staff.scans')}</h1>
      <Form method="get" className="scan-filters">
        <div className="field">
          <label htmlFor="scans-date">{t('staff.scans.day')}</label>
          <input id="scans-date" type="date" name="date" defaultValue={loaderData.day} />
        </div>
        <div className="field">
          <label htmlFor="scans-staff">{t('staff.scans.who')}</label>
          <select id="scans-staff" name="staff" defaultValue={loaderData.staffId ?? ''}>
            <option value="">{t('staff.scans.everyone')}</option>
            {loaderData.staff.map((member) => (
              <option key={member.id} value={member.id}>
                {member.name}
              </option>
            ))}
          </select>
        </div>
        <div className="field">
          <label htmlFor="scans-subject">{t('staff.what')}</label>
          <select id="scans-subject" name="subject" defaultValue={loaderData.subject}>
            <option value="">{t('staff.scans.everything')}</option>
            <option value="e_ticket">{t('staff.what.e_ticket')}</option>
            <option value="coupon">{t('staff.what.coupon')}</option>
          </select>
        </div>
        <button type="submit" className="button button-primary">
          {t('staff.scans.show')}
        </button>
      </Form>
      <p role="status">{t('staff.scans.count', { count: loaderData.total })}</p>
      {loaderData.scans.length > 0 && (
        // On a phone the table scrolls sideways inside its region, which keys can reach too.
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must take focus (WCAG 2.1.1)
        <section className="scan-log-wrap" tabIndex={0} aria-label={t('staff.scans')}>
          <table className="scan-log">
            <thead>
              <tr>
                <th scope="col">{t('staff.scans.when')}</th>
                <th scope="col">{t('staff.what')}</th>
                <th scope="col">{t('staff.scans.outcome')}</th>
                <th scope="col">{t('staff.scans.who')}</th>
                <th scope="col">{t('staff.store')}</th>
              </tr>
            </thead>
            <tbody>
              {loaderData.scans.map((scan) => (
                <tr key={scan.id} data-outcome={scan.outcome}>
                  <td>
                    <time dateTime={scan.at}>{scan.when}</time>
                  </td>
                  <td>
                    {t(`staff.what.${scan.subject}`)} <code>{scan.code}</code>
                  </td>
                  <td>{t(`staff.scans.outcome.${scan.outcome}`)}</td>
                  <td>{scan.staff_name}</td>
                  <td>{scan.location ?? '—'}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </section>
      )}
      {loaderData.pages > 1 && (
        <nav className="pager" aria-label={t('staff.scans')}>
          {loaderData.page > 1 && (
            <Link to={pageLink(loaderData.page - 1)}>{t('staff.scans.newer')}</Link>
          )}
          {loaderData.page < loaderData.pages && (
            <Link to={pageLink(loaderData.page + 1)}>{t('staff.scans.older')}</Link>
          )}
        </nav>
      )}
    </>
  );
}
