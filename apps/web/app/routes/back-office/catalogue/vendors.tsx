import type { FormFailure } from '../../../components/account/Form.tsx';
import { CatalogueFrame } from '../../../components/staff/CatalogueFrame.tsx';
import { LocaleNames } from '../../../components/staff/ListForms.tsx';
import { NamedRecordPage } from '../../../components/staff/NamedRecordPage.tsx';
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

/**
 * Vendors (the stores selling on the marketplace) in the back office: find, add with a logo and
 * names and words about the store in five locales, change, delete.
 */
export default function VendorsPage({ loaderData, actionData }: Route.ComponentProps) {
  if (!loaderData.allowed) return <CatalogueFrame allowed={false}>{null}</CatalogueFrame>;
  return (
    <NamedRecordPage
      records={loaderData.vendors}
      list={loaderData}
      actionData={actionData}
      texts={{
        title: 'staff.catalogue.vendors',
        add: 'staff.catalogue.new_vendor',
        find: 'staff.catalogue.find_vendor',
        count: 'staff.catalogue.vendor_count',
      }}
      shopPath="/vendors"
      Fields={VendorFields}
    />
  );
}

function VendorFields(props: { record?: Vendor; failure: FormFailure | null }) {
  const { t } = useI18n();
  const { record: vendor, failure } = props;
  return (
    <LocaleNames
      name={vendor?.name}
      translations={vendor?.translations}
      failure={failure}
      about={{ label: t('staff.catalogue.about'), mn: vendor?.about }}
    />
  );
}
