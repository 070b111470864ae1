import {
  AccountForm,
  type FormFailure,
  isFailure,
  Submit,
} from '../../../components/account/Form.tsx';
import {
  AdminField,
  DeleteForm,
  EditDetails,
  failureFor,
  ListSearch,
  Pager,
  StrayFailure,
  strayFailure,
} from '../../../components/roulette-admin/AdminForms.tsx';
import { CatalogueFrame } from '../../../components/staff/CatalogueFrame.tsx';
import { ListNotice, LocaleNames, PictureField } from '../../../components/staff/ListForms.tsx';
import { useI18n } from '../../../lib/i18n.tsx';
import { localeFromParam } from '../../../lib/locale.ts';
import { pageMeta, rootMeta } from '../../../lib/seo.ts';
import '../../../styles/roulette-admin.css';
import type { Route } from './+types/vendors';
import { vendorsAction, vendorsLoader } from './vendors.server.ts';

export function loader({ params, context, request }: Route.LoaderArgs) {
  return vendorsLoader(context, request, localeFromParam(params.locale));
}

export function action({ params, context, request }: Route.ActionArgs) {
  return vendorsAction(context, request, localeFromParam(params.locale));
}

export function meta(args: Route.MetaArgs) {
  const { t } = rootMeta(args);
  return [
    ...pageMeta(args, { title: `${t('nav.back_office_catalogue')} — ${t('shop.name')}` }),
    { name: 'robots', content: 'noindex' },
  ];
}

type Vendor = Extract<Route.ComponentProps['loaderData'], { allowed: true }>['vendors'][number];

const doneIntent = (actionData: unknown) =>
  actionData && !isFailure(actionData) ? (actionData as { intent: string }).intent : null;

/**
 * Vendors (the stores selling on the marketplace) in the back office: find, add with a logo and
 * names and words about the store in five locales, change, delete.
 */
export default function VendorsPage({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useI18n();
  if (!loaderData.allowed) return <CatalogueFrame allowed={false}>{null}</CatalogueFrame>;
  const createFailure = failureFor(actionData, 'create');
  return (
    <CatalogueFrame allowed>
      <h1>{t('staff.catalogue.vendors')}</h1>
      <ListNotice intent={doneIntent(actionData)} />
      <StrayFailure
        failure={strayFailure(
          actionData,
          ['create', 'update', 'delete'],
          loaderData.vendors.map((b) => b.id),
        )}
      />
      <details className="roulette-create" open={createFailure ? true : undefined}>
        <summary>{t('staff.catalogue.new_vendor')}</summary>
        <AccountForm
          intent="create"
          encType="multipart/form-data"
          failure={createFailure}
          key={doneIntent(actionData) === 'create' ? JSON.stringify(actionData) : 'new'}
        >
          <VendorFields failure={createFailure} />
          <Submit>{t('staff.roulette.add')}</Submit>
        </AccountForm>
      </details>
      <ListSearch q={loaderData.q} label={t('staff.catalogue.find_vendor')} />
      <p>{t('staff.catalogue.vendor_count', { count: loaderData.total })}</p>
      <ul className="roulette-cards catalogue-cards">
        {loaderData.vendors.map((vendor) => (
          <VendorCard
            key={vendor.id}
            vendor={vendor}
            editFailure={failureFor(actionData, 'update', vendor.id)}
            deleteFailure={failureFor(actionData, 'delete', vendor.id)}
          />
        ))}
      </ul>
      <Pager
        page={loaderData.page}
        pages={loaderData.pages}
        query={`q=${encodeURIComponent(loaderData.q)}`}
        label={t('staff.catalogue.vendors')}
      />
    </CatalogueFrame>
  );
}

function VendorCard(props: {
  vendor: Vendor;
  editFailure: FormFailure | null;
  deleteFailure: FormFailure | null;
}) {
  const { t, path } = useI18n();
  const { vendor } = props;
  return (
    <li className="roulette-card" data-id={vendor.id}>
      <h2 className="roulette-card-title">
        <img src={vendor.logo} alt="" width={40} height={40} loading="lazy" />
        {vendor.shown}
      </h2>
      <dl className="roulette-facts">
        <dt>{t('staff.catalogue.code')}</dt>
        <dd>
          <a href={path(`/vendors/${encodeURIComponent(vendor.code)}`)}>{vendor.code}</a>
        </dd>
        <dt>{t('staff.catalogue.products')}</dt>
        <dd>{vendor.product_count}</dd>
      </dl>
      <EditDetails name={vendor.shown} failure={props.editFailure}>
        <AccountForm intent="update" encType="multipart/form-data" failure={props.editFailure}>
          <input type="hidden" name="id" value={vendor.id} />
          <VendorFields vendor={vendor} failure={props.editFailure} />
          <Submit>{t('staff.roulette.save')}</Submit>
        </AccountForm>
      </EditDetails>
      <DeleteForm id={vendor.id} name={vendor.shown} failure={props.deleteFailure} />
    </li>
  );
}

function VendorFields(props: { vendor?: Vendor; failure: FormFailure | null }) {
  const { t } = useI18n();
  const { vendor, failure } = props;
  return (
    <>
      <AdminField
        name="code"
        label={t('staff.catalogue.code')}
        hint={t('staff.catalogue.code_hint')}
        defaultValue={vendor?.code}
        required
        maxLength={40}
        failure={failure}
      />
      <LocaleNames
        name={vendor?.name}
        translations={vendor?.translations}
        failure={failure}
        about={{ label: t('staff.catalogue.about'), mn: vendor?.about }}
      />
      <PictureField
        name="logo"
        label={t('staff.catalogue.logo')}
        current={vendor?.logo}
        failure={failure}
      />
    </>
  );
}
