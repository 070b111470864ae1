import type { FormFailure } from '../../../components/account/Form.tsx';
import { AdminField } from '../../../components/roulette-admin/AdminForms.tsx';
import { CatalogueFrame } from '../../../components/staff/CatalogueFrame.tsx';
import { LocaleNames } from '../../../components/staff/ListForms.tsx';
import { NamedRecordPage } from '../../../components/staff/NamedRecordPage.tsx';
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

/** Brands in the back office: find, add (with a logo and names in five locales), change, delete. */
export default function BrandsPage({ loaderData, actionData }: Route.ComponentProps) {
  if (!loaderData.allowed) return <CatalogueFrame allowed={false}>{null}</CatalogueFrame>;
  return (
    <NamedRecordPage
      records={loaderData.brands}
      list={loaderData}
      actionData={actionData}
      texts={{
        title: 'staff.catalogue.brands',
        add: 'staff.catalogue.new_brand',
        find: 'staff.catalogue.find_brand',
        count: 'staff.catalogue.brand_count',
      }}
      shopPath="/brands"
      Facts={BrandFacts}
      Fields={BrandFields}
    />
  );
}

function BrandFacts({ record }: { record: Brand }) {
  const { t } = useI18n();
  return (
    <>
      <dt>{t('staff.catalogue.country')}</dt>
      <dd>{record.country ?? '—'}</dd>
    </>
  );
}

function BrandFields(props: { record?: Brand; failure: FormFailure | null }) {
  const { t } = useI18n();
  const { record: brand, failure } = props;
  return (
    <>
      <LocaleNames name={brand?.name} translations={brand?.translations} failure={failure} />
      <AdminField
        name="country"
        label={t('staff.catalogue.country')}
        hint={t('staff.catalogue.country_hint')}
        defaultValue={brand?.country}
        maxLength={2}
        failure={failure}
      />
    </>
  );
}
