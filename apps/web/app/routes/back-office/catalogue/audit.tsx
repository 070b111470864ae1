import { Form, Link } from 'react-router';
import { CatalogueFrame } from '../../../components/staff/CatalogueFrame.tsx';
import { useI18n } from '../../../lib/i18n.tsx';
import { localeFromParam } from '../../../lib/locale.ts';
import { pageMeta, rootMeta } from '../../../lib/seo.ts';
import type { Route } from './+types/audit';
import { type AuditFilters, auditLoader } from './audit.server.ts';
import type { FieldChange } from './audit-changes.ts';

export function loader({ params, context, request }: Route.LoaderArgs) {
  return auditLoader(context, request, localeFromParam(params.locale));
}

export function meta(args: Route.MetaArgs) {
  const { t } = rootMeta(args);
  return [
    ...pageMeta(args, { title: `${t('nav.back_office_catalogue')} — ${t('shop.name')}` }),
    { name: 'robots', content: 'noindex' },
  ];
}

const A = 'staff.catalogue.audit';

/** The address of a page of the log, keeping its filters. */
function logLink(filters: AuditFilters, page: number): string {
  const query = new URLSearchParams();
  if (filters.entity) query.set('entity', filters.entity);
  if (filters.id) query.set('id', String(filters.id));
  query.set('page', String(page));
  return `?${query}`;
}

/**
 * The catalogue's change log (issue 17): who changed which product, category, brand or vendor
 * when, and what each changed field was before and after. `?entity=product&id=12` is one
 * record's history (the product editor links here).
 */
export default function AuditPage({ loaderData }: Route.ComponentProps) {
  const { t, path } = useI18n();
  if (!loaderData.allowed) return <CatalogueFrame allowed={false}>{null}</CatalogueFrame>;
  const { filters } = loaderData;
  return (
    <CatalogueFrame allowed>
      <h1>{t('staff.catalogue.audit')}</h1>
      <Form method="get" className="staff-order-filters" role="search">
        <div className="field">
          <label htmlFor="audit-entity">{t(`${A}.entity`)}</label>
          <select id="audit-entity" name="entity" defaultValue={filters.entity ?? ''}>
            <option value="">{t(`${A}.any`)}</option>
            {loaderData.entities.map((entity) => (
              <option key={entity} value={entity}>
                {t(`${A}.entity.${entity}`)}
              </option>
            ))}
          </select>
        </div>
        <div className="field">
          <label htmlFor="audit-id">{t(`${A}.id`)}</label>
          <input
            id="audit-id"
            name="id"
            type="number"
            inputMode="numeric"
            min={1}
            defaultValue={filters.id ?? ''}
            autoComplete="off"
          />
        </div>
        <button type="submit" className="button button-primary">
          {t(`${A}.show`)}
        </button>
      </Form>
      {loaderData.total === 0 ? (
        <p role="status" className="audit-empty">
          {t(`${A}.empty`)}
        </p>
      ) : (
        <p role="status">{t(`${A}.count`, { count: loaderData.total })}</p>
      )}
      {loaderData.entries.length > 0 && (
        <ol className="audit-entries">
          {loaderData.entries.map((entry) => (
            <li
              key={entry.id}
              className="audit-entry"
              data-entity={entry.entity}
              data-entity-id={entry.entity_id ?? undefined}
              data-action={entry.action}
            >
              <h2 className="audit-entry-head">
                {entry.entity_id === null
                  ? t(`${A}.entity.${entry.entity}`)
                  : t(`${A}.of_record`, {
                      entity: t(`${A}.entity.${entry.entity}`),
                      id: entry.entity_id,
                    })}
                {' · '}
                <span className={`audit-action audit-action-${entry.action}`}>
                  {t(`${A}.action.${entry.action}`)}
                </span>
              </h2>
              <dl className="staff-order-facts">
                <dt>{t(`${A}.who`)}</dt>
                <dd>{entry.who ?? t(`${A}.nobody`)}</dd>
                <dt>{t(`${A}.when`)}</dt>
                <dd>
                  <time dateTime={entry.at}>{entry.when}</time>
                </dd>
              </dl>
              {entry.entity === 'product' &&
                entry.entity_id !== null &&
                entry.action !== 'delete' && (
                  <p className="audit-open">
                    <Link to={path(`/back-office/catalogue/products/${entry.entity_id}`)}>
                      {t(`${A}.open_product`)}
                    </Link>
                  </p>
                )}
              <Changes changes={entry.changes} />
            </li>
          ))}
        </ol>
      )}
      {loaderData.pages > 1 && (
        <nav className="pager" aria-label={t(`${A}.pages`)}>
          {loaderData.page > 1 && (
            <Link to={logLink(filters, loaderData.page - 1)} rel="prev">
              {t(`${A}.newer`)}
            </Link>
          )}
          {loaderData.page < loaderData.pages && (
            <Link to={logLink(filters, loaderData.page + 1)} rel="next">
              {t(`${A}.older`)}
            </Link>
          )}
        </nav>
      )}
    </CatalogueFrame>
  );
}

/** Each changed field with its old and new value, side by side from a tablet up. */
function Changes({ changes }: { changes: FieldChange[] }) {
  const { t } = useI18n();
  if (changes.length === 0) return <p className="field-hint">{t(`${A}.unchanged`)}</p>;
  const value = (lines: string[]) =>
    lines.length === 0 ? (
      <span className="audit-blank">{t(`${A}.blank`)}</span>
    ) : (
      lines.map((line, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: lines are fixed for one render
        <span key={i} className="audit-line">
          {line}
        </span>
      ))
    );
  return (
    <ul className="audit-changes" aria-label={t(`${A}.changes`)}>
      {changes.map((change) => (
        <li key={change.field} className="audit-change" data-field={change.field}>
          {change.field && <code className="audit-field">{change.field}</code>}
          <div className="audit-values">
            <div className="audit-before">
              <span className="audit-label">{t(`${A}.before`)}</span>
              {value(change.before)}
            </div>
            <div className="audit-after">
              <span className="audit-label">{t(`${A}.after`)}</span>
              {value(change.after)}
            </div>
          </div>
        </li>
      ))}
    </ul>
  );
}
