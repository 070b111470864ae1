import { isFailure } from '../../../components/account/Form.tsx';
import { CsrfField } from '../../../components/CsrfField.tsx';
import { FileInput } from '../../../components/FileInput.tsx';
import { CatalogueFrame } from '../../../components/staff/CatalogueFrame.tsx';
import { ImportUpload } from '../../../components/staff/ImportUpload.tsx';
import { useI18n } from '../../../lib/i18n.tsx';
import { localeFromParam } from '../../../lib/locale.ts';
import { pageMeta, rootMeta } from '../../../lib/seo.ts';
import type { Route } from './+types/import';
import { adminsOnly, catalogueGate } from './gate.server.ts';
import { importAction } from './import.server.ts';

// The limits core's import keeps (catalog.IMPORT_MAX_BYTES, IMPORT_MAX_ROWS), for the hint.
const MAX_MB = 25;
const MAX_ROWS = 200_000;

export async function loader({ params, context }: Route.LoaderArgs) {
  const gate = await catalogueGate(context, localeFromParam(params.locale));
  if (!gate) return adminsOnly();
  return { allowed: true as const };
}

export async function action({ params, context, request }: Route.ActionArgs) {
  return importAction(context, request, localeFromParam(params.locale));
}

export function meta(args: Route.MetaArgs) {
  const { t } = rootMeta(args);
  return [
    ...pageMeta(args, { title: `${t('nav.back_office_catalogue')} — ${t('shop.name')}` }),
    { name: 'robots', content: 'noindex' },
  ];
}

/**
 * Importing products, prices and stock from CSV (issue 17): choose a file, read the dry run's
 * report (what is new, what is updated, each refused line and why), then apply it; and the
 * whole catalogue as CSV in the same columns.
 */
export default function ImportPage({ loaderData, actionData }: Route.ComponentProps) {
  const { t, path } = useI18n();
  return (
    <CatalogueFrame allowed={loaderData.allowed}>
      <h1>{t('staff.import.title')}</h1>
      <p className="field-hint">{t('staff.import.explained')}</p>
      <p className="import-export">
        <a href={path('/back-office/catalogue/export.csv')} download>
          {t('staff.import.export')}
        </a>{' '}
        <span className="field-hint">{t('staff.import.export_hint')}</span>
      </p>
      <ImportUpload maxMb={MAX_MB} maxRows={MAX_ROWS}>
        <ImportResult result={actionData} />
      </ImportUpload>
    </CatalogueFrame>
  );
}

function ImportResult({ result }: { result: Route.ComponentProps['actionData'] }) {
  const { t } = useI18n();
  if (!result) return null;
  if (isFailure(result)) {
    return (
      <p className="form-error" role="alert">
        {t(result.error, result.errorVars)}
      </p>
    );
  }
  const { report } = result;
  if (result.intent === 'apply') {
    return (
      <p className="form-success" role="status">
        {t('staff.import.done', {
          rows: report.valid,
          created: report.newProducts,
          updated: report.updatedProducts,
        })}
      </p>
    );
  }
  return (
    <section className="import-report" aria-labelledby="import-report-title">
      <h2 id="import-report-title">{t('staff.import.report')}</h2>
      <ul className="import-counts">
        <li>{t('staff.import.rows', { count: report.rows })}</li>
        <li>{t('staff.import.new_products', { count: report.newProducts })}</li>
        <li>{t('staff.import.updated_products', { count: report.updatedProducts })}</li>
        <li>
          {t('staff.import.variants', {
            created: report.newVariants,
            updated: report.updatedVariants,
          })}
        </li>
        <li data-refused={report.refusedCount}>
          {t('staff.import.refused_count', { count: report.refusedCount })}
        </li>
      </ul>
      {report.refusedCount === 0 ? (
        <p>{t('staff.import.nothing_refused')}</p>
      ) : (
        <Refused report={report} />
      )}
      {report.valid > 0 && (
        <form method="post" encType="multipart/form-data" className="account-form import-apply">
          <CsrfField />
          <input type="hidden" name="intent" value="apply" />
          {report.refusedCount > 0 && <input type="hidden" name="skip_refused" value="1" />}
          <div className="field">
            <label htmlFor="import-apply-file">{t('staff.import.file')}</label>
            <FileInput
              id="import-apply-file"
              name="file"
              accept=".csv,text/csv"
              aria-describedby="import-apply-hint"
            />
            <p className="field-hint" id="import-apply-hint">
              {t('staff.import.again')}
            </p>
          </div>
          <button type="submit" className="button button-primary">
            {t(report.refusedCount > 0 ? 'staff.import.apply_rest' : 'staff.import.apply', {
              count: report.valid,
            })}
          </button>
        </form>
      )}
    </section>
  );
}

function Refused({
  report,
}: {
  report: {
    refused: {
      line: number;
      sku: string;
      errors: { column: string; key: string; vars?: Record<string, string | number> }[];
    }[];
    refusedCount: number;
  };
}) {
  const { t } = useI18n();
  return (
    // On a phone the table scrolls sideways inside its region, which keys can reach too.
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must take focus (WCAG 2.1.1)
    <section className="scan-log-wrap" tabIndex={0} aria-label={t('staff.import.why')}>
      {report.refused.length < report.refusedCount && (
        <p>{t('staff.import.refused_listed', { count: report.refused.length })}</p>
      )}
      <table className="scan-log import-refused">
        <thead>
          <tr>
            <th scope="col">{t('staff.import.line')}</th>
            <th scope="col">{t('staff.import.sku')}</th>
            <th scope="col">{t('staff.import.why')}</th>
          </tr>
        </thead>
        <tbody>
          {report.refused.map((row) => (
            <tr key={row.line} data-line={row.line}>
              <td>{row.line}</td>
              <td>
                <code>{row.sku}</code>
              </td>
              <td>
                {row.errors
                  .map((e) => `${e.column ? `${e.column}: ` : ''}${t(e.key, e.vars)}`)
                  .join('; ')}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
