import type { ReactNode } from 'react';
import { Form } from 'react-router';
import { useI18n } from '../../lib/i18n.tsx';
import { localeFromParam } from '../../lib/locale.ts';
import type { Route } from './+types/results';
import { resultsLoader } from './results.server.ts';

export function loader({ params, context, request }: Route.LoaderArgs) {
  return resultsLoader(context, request, localeFromParam(params.locale));
}

/**
 * The roulette admin's first page: the results of the days asked for (the last seven at first),
 * spins per day, the prizes given, the stock left, and the same as a CSV file.
 */
export default function ResultsPage({ loaderData }: Route.ComponentProps) {
  const { t, path } = useI18n();
  if (!loaderData) return null;
  const range = new URLSearchParams({ from: loaderData.from, to: loaderData.to });
  return (
    <>
      <h1>{t('staff.roulette.results')}</h1>
      <Form method="get" className="roulette-filters">
        <div className="field">
          <label htmlFor="results-from">{t('staff.roulette.results.from')}</label>
          <input id="results-from" type="date" name="from" defaultValue={loaderData.from} />
        </div>
        <div className="field">
          <label htmlFor="results-to">{t('staff.roulette.results.to')}</label>
          <input id="results-to" type="date" name="to" defaultValue={loaderData.to} />
        </div>
        <button type="submit" className="button button-primary">
          {t('staff.roulette.results.show')}
        </button>
      </Form>
      {loaderData.refused ? (
        <p className="form-error" role="alert">
          {t('staff.roulette.results.bad_range')}
        </p>
      ) : (
        <>
          <p role="status">
            {t('staff.roulette.results.spins', { count: loaderData.spins })}{' '}
            <a href={path(`/tmp_roulette/results.csv?${range}`)} download>
              {t('staff.roulette.results.csv')}
            </a>
          </p>
          <Table
            label={t('staff.roulette.results.per_day')}
            head={[t('staff.roulette.results.day'), t('staff.roulette.results.spin_count')]}
            rows={loaderData.days.map((d) => ({ key: d.day, cells: [d.day, d.spins] }))}
          />
          <Table
            label={t('staff.roulette.results.given')}
            head={[
              t('staff.roulette.game'),
              t('staff.roulette.location'),
              t('staff.roulette.prize'),
              t('staff.roulette.results.spin_count'),
            ]}
            rows={loaderData.given.map((g) => ({
              key: `${g.game}|${g.location}|${g.prize}|${g.reward}`,
              cells: [
                t(`staff.roulette.game.${g.game}`),
                g.location || '—',
                g.prize || t(`staff.roulette.reward.${g.reward}`),
                g.spins,
              ],
            }))}
          />
        </>
      )}
      <Table
        label={t('staff.roulette.results.stock_left')}
        head={[
          t('staff.roulette.location'),
          t('staff.roulette.prize'),
          t('staff.roulette.stock.left'),
        ]}
        rows={loaderData.stocks.map((s) => ({
          key: String(s.id),
          cells: [s.location, s.prize, s.quantity],
        }))}
      />
    </>
  );
}

/** A titled table that scrolls sideways inside itself on a phone (its region takes focus). */
function Table(props: {
  label: string;
  head: string[];
  rows: { key: string; cells: ReactNode[] }[];
}) {
  const { t } = useI18n();
  if (props.rows.length === 0) {
    return (
      <>
        <h2 className="roulette-table-title">{props.label}</h2>
        <p>{t('staff.roulette.none_yet')}</p>
      </>
    );
  }
  return (
    <>
      <h2 className="roulette-table-title">{props.label}</h2>
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must take focus (WCAG 2.1.1) */}
      <section className="scan-log-wrap" tabIndex={0} aria-label={props.label}>
        <table className="scan-log">
          <thead>
            <tr>
              {props.head.map((cell) => (
                <th key={cell} scope="col">
                  {cell}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {props.rows.map((row) => (
              <tr key={row.key}>
                {row.cells.map((cell, i) => (
                  // biome-ignore lint/suspicious/noArrayIndexKey: a row's cells never reorder
                  <td key={i}>{cell}</td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </section>
    </>
  );
}
