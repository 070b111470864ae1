import { AccountForm, Field, isFailure, Submit } from '../../components/account/Form.tsx';
import { useI18n } from '../../lib/i18n.tsx';
import { localeFromParam } from '../../lib/locale.ts';
import { pageMeta, rootMeta } from '../../lib/seo.ts';
import '../../styles/licences.css';
import type { Route } from './+types/licences';
import { licencesAction, licencesLoader } from './licences.server.ts';

export async function loader({ params, context }: Route.LoaderArgs) {
  return licencesLoader(context, localeFromParam(params.locale));
}

export function meta(args: Route.MetaArgs) {
  const { t } = rootMeta(args);
  return [
    ...pageMeta(args, { title: `${t('nav.back_office')} — ${t('shop.name')}` }),
    { name: 'robots', content: 'noindex' },
  ];
}

export async function action({ params, context, request }: Route.ActionArgs) {
  return licencesAction(context, request, localeFromParam(params.locale));
}

/**
 * Licence keys in the back office: load a supplier's keys for a product (by a variant's SKU),
 * see each product's keys left, handed out and owed, and withdraw unsold keys. Staff.
 */
export default function LicencesPage({ loaderData, actionData }: Route.ComponentProps) {
  const { t, count } = useI18n();
  if (!loaderData) return null;
  const failure = isFailure(actionData) ? actionData : null;
  const done = actionData && !isFailure(actionData) ? actionData : null;
  const loadFailure = failure?.values.intent === 'load' ? failure : null;
  return (
    <>
      <h1>{t('staff.licences')}</h1>
      <p className="field-hint">{t('staff.licences.hint')}</p>
      {done?.intent === 'load' && (
        <p className="form-success" role="status">
          {done.productName}:{' '}
          {t('staff.licences.loaded', {
            added: done.added,
            known: done.known,
            filled: done.filled,
          })}
        </p>
      )}
      {done?.intent === 'withdraw' && (
        <p className="form-success" role="status">
          {t('staff.licences.withdrawn', { count: done.count })}
        </p>
      )}
      <AccountForm intent="load" className="account-form licence-load" failure={loadFailure}>
        <Field
          name="sku"
          label={t('staff.licences.sku')}
          required
          maxLength={100}
          failure={loadFailure}
        />
        <Field
          name="keys"
          label={t('staff.licences.keys')}
          required
          rows={8}
          failure={loadFailure}
        />
        {/* Asked once the shop found the product has never sold keys (see loadKeysForSku). */}
        {loadFailure?.fields.new_product && (
          <div className="field field-check">
            <input id="licence-new-product" type="checkbox" name="new_product" />
            <label htmlFor="licence-new-product">{t('staff.licences.new_product')}</label>
          </div>
        )}
        <Submit>{t('staff.licences.load')}</Submit>
      </AccountForm>
      <h2 id="licence-pools">{t('staff.licences.pools')}</h2>
      {loaderData.pools.length === 0 ? (
        <p>{t('staff.licences.none')}</p>
      ) : (
        // On a phone the table scrolls sideways inside its region, which keys can reach too.
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must take focus (WCAG 2.1.1)
        <section className="scan-log-wrap" tabIndex={0} aria-labelledby="licence-pools">
          <table className="scan-log licence-pools">
            <thead>
              <tr>
                <th scope="col">{t('staff.licences.product')}</th>
                <th scope="col">{t('staff.licences.available')}</th>
                <th scope="col">{t('staff.licences.issued')}</th>
                <th scope="col">{t('staff.licences.owed')}</th>
                <th scope="col">
                  <span className="visually-hidden">{t('staff.licences.withdraw')}</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {loaderData.pools.map((pool) => (
                <tr key={pool.productId} data-product={pool.productId} data-sku={pool.sku}>
                  <td>
                    {pool.name} · <code>{pool.sku}</code>
                  </td>
                  <td>{count(pool.available)}</td>
                  <td>{count(pool.issued)}</td>
                  <td className={pool.owed > 0 ? 'catalogue-stock-out' : undefined}>
                    {count(pool.owed)}
                  </td>
                  <td>
                    {pool.available > 0 && (
                      <AccountForm intent="withdraw" className="licence-withdraw">
                        <input type="hidden" name="product_id" value={pool.productId} />
                        <Submit
                          className="button"
                          label={t('staff.licences.withdraw_of', { product: pool.name })}
                        >
                          {t('staff.licences.withdraw')}
                        </Submit>
                      </AccountForm>
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </section>
      )}
    </>
  );
}
