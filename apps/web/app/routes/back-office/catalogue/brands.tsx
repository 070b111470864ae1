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
import type { Route } from './+types/brands';
import { brandsAction, brandsLoader } from './brands.server.ts';

export function loader({ params, context, request }: Route.LoaderArgs) {
  return brandsLoader(context, request, localeFromParam(params.locale));
}

export function action({ params, context, request }: Route.ActionArgs) {
  return brandsAction(context, request, localeFromParam(params.locale));
}

export function meta(args: Route.MetaArgs) {
  const { t } = rootMeta(args);
  return [
    ...pageMeta(args, { title: `${t('nav.back_office_catalogue')} — ${t('shop.name')}` }),
    { name: 'robots', content: 'noindex' },
  ];
}

type Brand = Extract<Route.ComponentProps['loaderData'], { allowed: true }>['brands'][number];

const doneIntent = (actionData: unknown) =>
  actionData && !isFailure(actionData) ? (actionData as { intent: string }).intent : null;

/** Brands in the back office: find, add (with a logo and names in five locales), change, delete. */
export default function BrandsPage({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useI18n();
  if (!loaderData.allowed) return <CatalogueFrame allowed={false}>{null}</CatalogueFrame>;
  const createFailure = failureFor(actionData, 'create');
  return (
    <CatalogueFrame allowed>
      <h1>{t('staff.catalogue.brands')}</h1>
      <ListNotice intent={doneIntent(actionData)} />
      <StrayFailure
        failure={strayFailure(
          actionData,
          ['create', 'update', 'delete'],
          loaderData.brands.map((b) => b.id),
        )}
      />
      <details className="roulette-create" open={createFailure ? true : undefined}>
        <summary>{t('staff.catalogue.new_brand')}</summary>
        <AccountForm
          intent="create"
          encType="multipart/form-data"
          failure={createFailure}
          key={doneIntent(actionData) === 'create' ? JSON.stringify(actionData) : 'new'}
        >
          <BrandFields failure={createFailure} />
          <Submit>{t('staff.roulette.add')}</Submit>
        </AccountForm>
      </details>
      <ListSearch q={loaderData.q} label={t('staff.catalogue.find_brand')} />
      <p>{t('staff.catalogue.brand_count', { count: loaderData.total })}</p>
      <ul className="roulette-cards catalogue-cards">
        {loaderData.brands.map((brand) => (
          <BrandCard
            key={brand.id}
            brand={brand}
            editFailure={failureFor(actionData, 'update', brand.id)}
            deleteFailure={failureFor(actionData, 'delete', brand.id)}
          />
        ))}
      </ul>
      <Pager
        page={loaderData.page}
        pages={loaderData.pages}
        query={`q=${encodeURIComponent(loaderData.q)}`}
        label={t('staff.catalogue.brands')}
      />
    </CatalogueFrame>
  );
}

function BrandCard(props: {
  brand: Brand;
  editFailure: FormFailure | null;
  deleteFailure: FormFailure | null;
}) {
  const { t, path } = useI18n();
  const { brand } = props;
  return (
    <li className="roulette-card" data-id={brand.id}>
      <h2 className="roulette-card-title">
        <img src={brand.logo} alt="" width={40} height={40} loading="lazy" />
        {brand.shown}
      </h2>
      <dl className="roulette-facts">
        <dt>{t('staff.catalogue.code')}</dt>
        <dd>
          <a href={path(`/brands/${encodeURIComponent(brand.code)}`)}>{brand.code}</a>
        </dd>
        <dt>{t('staff.catalogue.country')}</dt>
        <dd>{brand.country ?? '—'}</dd>
        <dt>{t('staff.catalogue.products')}</dt>
        <dd>{brand.product_count}</dd>
      </dl>
      <EditDetails name={brand.shown} failure={props.editFailure}>
        <AccountForm intent="update" encType="multipart/form-data" failure={props.editFailure}>
          <input type="hidden" name="id" value={brand.id} />
          <BrandFields brand={brand} failure={props.editFailure} />
          <Submit>{t('staff.roulette.save')}</Submit>
        </AccountForm>
      </EditDetails>
      <DeleteForm id={brand.id} name={brand.shown} failure={props.deleteFailure} />
    </li>
  );
}

function BrandFields(props: { brand?: Brand; failure: FormFailure | null }) {
  const { t } = useI18n();
  const { brand, failure } = props;
  return (
    <>
      <AdminField
        name="code"
        label={t('staff.catalogue.code')}
        hint={t('staff.catalogue.code_hint')}
        defaultValue={brand?.code}
        required
        maxLength={40}
        failure={failure}
      />
      <LocaleNames name={brand?.name} translations={brand?.translations} failure={failure} />
      <AdminField
        name="country"
        label={t('staff.catalogue.country')}
        hint={t('staff.catalogue.country_hint')}
        defaultValue={brand?.country}
        maxLength={2}
        failure={failure}
      />
      <PictureField
        name="logo"
        label={t('staff.catalogue.logo')}
        current={brand?.logo}
        failure={failure}
      />
    </>
  );
}
