import { Form, Link } from 'react-router';
import { AccountForm, Field, isFailure, Submit } from '../../components/account/Form.tsx';
import { useI18n } from '../../lib/i18n.tsx';
import { localeFromParam } from '../../lib/locale.ts';
import { pageMeta, rootMeta } from '../../lib/seo.ts';
import type { Route } from './+types/stock';
import { stockAction, stockLoader } from './stock.server.ts';
import { STOCK_REASONS } from './stock-reasons.ts';

export async function loader({ params, context, request }: Route.LoaderArgs) {
  return stockLoader(context, request, localeFromParam(params.locale));
}

export function meta(args: Route.MetaArgs) {
  const { t } = rootMeta(args);
  return [
    ...pageMeta(args, { title: `${t('nav.back_office_stock')} — ${t('shop.name')}` }),
    { name: 'robots', content: 'noindex' },
  ];
}

export async function action({ params, context, request }: Route.ActionArgs) {
  return stockAction(context, request, localeFromParam(params.locale));
}

/**
 * Stock in the back office (issue 17): find a variant by SKU or product name, see what each
 * store has left to sell, and record a delivery, a count or damage there; the history says who
 * changed what, beside the orders' own movements. Staff and the website admin.
 */
export default function StockPage({ loaderData, actionData }: Route.ComponentProps) {
  const { t, path } = useI18n();
  if (!loaderData) return null;
  const failure = isFailure(actionData) ? actionData : null;
  const storeFailure = (storeId: number) =>
    failure && Number(failure.values.location_id) === storeId ? failure : null;
  const done = actionData && !isFailure(actionData) ? actionData : null;
  const variant = loaderData.variant;
  return (
    <>
      <h1>{t('staff.stock')}</h1>
      <Form method="get" className="scan-filters" role="search">
        <div className="field">
          <label htmlFor="stock-q">{t('staff.stock.find')}</label>
          <input id="stock-q" type="search" name="q" defaultValue={loaderData.q} maxLength={100} />
        </div>
        <button type="submit" className="button button-primary">
          {t('staff.stock.look')}
        </button>
      </Form>
      {loaderData.q && loaderData.found.length === 0 && <p>{t('staff.stock.none_found')}</p>}
      {loaderData.found.length > 0 && (
        <ul className="stock-found stock-results">
          {loaderData.found.map((v) => (
            <li key={v.variant_id}>
              <Link
                to={`?${new URLSearchParams({ q: loaderData.q, variant: String(v.variant_id) })}`}
                aria-current={variant?.variant_id === v.variant_id ? 'true' : undefined}
              >
                <VariantName variant={v} />
              </Link>
            </li>
          ))}
        </ul>
      )}
      {loaderData.demand && loaderData.demand.length > 0 && (
        <ShoppersWaiting demand={loaderData.demand} />
      )}
      {loaderData.low && <RunningLow low={loaderData.low} max={loaderData.lowMax} />}
      {variant && (
        <section className="stock-variant" aria-labelledby="stock-variant-name">
          <h2 id="stock-variant-name">
            {variant.product_name} · <code>{variant.sku}</code>
          </h2>
          <p>
            <Link to={path(`/products/${variant.slug}`)}>{t('staff.stock.open_product')}</Link>
          </p>
          {!loaderData.q && (
            // Chosen from the running-low list: back to it, to the next one to restock.
            <p className="staff-back">
              <Link to="?">{t('staff.stock.back_to_low')}</Link>
            </p>
          )}
          {variant.waiting > 0 && (
            <p className="stock-waiting">
              {t('staff.stock.waiting_variant', { count: variant.waiting })}
            </p>
          )}
          <p className="field-hint">{t('staff.stock.explained')}</p>
          <ul className="stock-stores">
            {variant.stores.map((store) => (
              <li key={store.id} className="stock-store" data-store={store.id}>
                <h3>
                  {store.name}:{' '}
                  <span className="stock-count">
                    {t('staff.stock.count', { count: store.count })}
                  </span>
                </h3>
                {done?.locationId === store.id && (
                  <p className="form-success" role="status">
                    {t('staff.stock.saved', { count: done.count })}
                  </p>
                )}
                <AccountForm
                  // A new count empties the form: a second tap must not record the delivery again.
                  key={`${store.id}:${store.count}`}
                  intent="change"
                  className="stock-change"
                  failure={storeFailure(store.id)}
                >
                  <input type="hidden" name="variant_id" value={variant.variant_id} />
                  <input type="hidden" name="location_id" value={store.id} />
                  <input type="hidden" name="expected" value={store.count} />
                  <div className="field">
                    <label htmlFor={`reason-${store.id}`}>{t('staff.stock.reason')}</label>
                    <select id={`reason-${store.id}`} name="reason" defaultValue="delivery">
                      {STOCK_REASONS.map((reason) => (
                        <option key={reason} value={reason}>
                          {t(`staff.stock.reason.${reason}`)}
                        </option>
                      ))}
                    </select>
                  </div>
                  <Field
                    name="quantity"
                    label={t('staff.stock.quantity')}
                    type="number"
                    inputMode="numeric"
                    min={0}
                    max={1_000_000}
                    required
                    failure={storeFailure(store.id)}
                  />
                  <Submit>{t('staff.stock.save')}</Submit>
                </AccountForm>
              </li>
            ))}
          </ul>
          {loaderData.history && <History history={loaderData.history} />}
        </section>
      )}
    </>
  );
}

type Listed = NonNullable<Route.ComponentProps['loaderData']>['found'][number];

function VariantName({ variant }: { variant: Listed }) {
  const options = Object.values(variant.options);
  return (
    <>
      {variant.product_name} · <code>{variant.sku}</code>
      {options.length > 0 && ` · ${options.join(', ')}`}
    </>
  );
}

/**
 * With nothing searched, first: the sold-out variants shoppers asked to hear of ("tell me when
 * it's back"), most asked first, each a tap from recording the delivery that tells them.
 */
function ShoppersWaiting({ demand }: { demand: (Listed & { waiting: number })[] }) {
  const { t } = useI18n();
  return (
    <section className="stock-low stock-demand" aria-labelledby="stock-demand-title">
      <h2 id="stock-demand-title">{t('staff.stock.waiting_title')}</h2>
      <p className="field-hint">{t('staff.stock.waiting_hint')}</p>
      <ul className="stock-found">
        {demand.map((v) => (
          <li key={v.variant_id} data-waiting={v.waiting}>
            <Link to={`?${new URLSearchParams({ variant: String(v.variant_id) })}`}>
              <VariantName variant={v} />
            </Link>
            <span>{t('staff.stock.waiting', { count: v.waiting })}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** With nothing searched: what a delivery should bring, each a tap from recording one. */
function RunningLow({
  low,
  max,
}: {
  low: (Listed & { left: number; waiting: number })[];
  max: number;
}) {
  const { t } = useI18n();
  return (
    <section className="stock-low" aria-labelledby="stock-low-title">
      <h2 id="stock-low-title">{t('staff.stock.running_low')}</h2>
      {low.length === 0 ? (
        <p>{t('staff.stock.none_low')}</p>
      ) : (
        <>
          <p className="field-hint">{t('staff.stock.running_low_hint', { max })}</p>
          <ul className="stock-found">
            {low.map((v) => (
              <li key={v.variant_id} data-left={v.left}>
                <Link to={`?${new URLSearchParams({ variant: String(v.variant_id) })}`}>
                  <VariantName variant={v} />
                </Link>
                <span className={v.left === 0 ? 'catalogue-stock-out' : undefined}>
                  {v.left === 0
                    ? t('staff.catalogue.list.stock.out')
                    : t('staff.stock.count', { count: v.left })}
                  {v.waiting > 0 && ` · ${t('staff.stock.waiting', { count: v.waiting })}`}
                </span>
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}

function History({
  history,
}: {
  history: NonNullable<NonNullable<Route.ComponentProps['loaderData']>['history']>;
}) {
  const { t, count } = useI18n();
  return (
    // On a phone the table scrolls sideways inside its region, which keys can reach too.
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must take focus (WCAG 2.1.1)
    <section className="scan-log-wrap" tabIndex={0} aria-label={t('staff.stock.history')}>
      <h3>{t('staff.stock.history')}</h3>
      <table className="scan-log stock-history">
        <thead>
          <tr>
            <th scope="col">{t('staff.scans.when')}</th>
            <th scope="col">{t('staff.store')}</th>
            <th scope="col">{t('staff.stock.change')}</th>
            <th scope="col">{t('staff.stock.reason')}</th>
            <th scope="col">{t('staff.scans.who')}</th>
          </tr>
        </thead>
        <tbody>
          {history.movements.map((m) => (
            <tr key={m.id} data-reason={m.reason}>
              <td>
                <time dateTime={m.at}>{m.when}</time>
              </td>
              <td>{m.location}</td>
              <td>{m.delta > 0 ? `+${count(m.delta)}` : count(m.delta)}</td>
              <td>{t(`staff.stock.reason.${m.reason}`)}</td>
              <td>{m.who ?? m.order_number}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
