import { AccountForm, type FormFailure, Submit } from '../../components/account/Form.tsx';
import {
  AdminCheck,
  AdminField,
  CreateForm,
  DeleteForm,
  DoneNotice,
  doneOf,
  EditDetails,
  failureFor,
  ListSearch,
  Pager,
  StrayFailure,
  strayFailure,
  TranslatedNames,
} from '../../components/roulette-admin/AdminForms.tsx';
import { useI18n } from '../../lib/i18n.tsx';
import { localeFromParam } from '../../lib/locale.ts';
import type { Route } from './+types/locations';
import { locationsAction, locationsLoader } from './locations.server.ts';

export function loader({ params, context, request }: Route.LoaderArgs) {
  return locationsLoader(context, request, localeFromParam(params.locale));
}

export function action({ params, context, request }: Route.ActionArgs) {
  return locationsAction(context, request, localeFromParam(params.locale));
}

type Location = NonNullable<Route.ComponentProps['loaderData']>['items'][number];

/** The roulette's locations (spec §7 `/tmp_roulette/` locations): a store, a fair, online. */
export default function LocationsPage({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useI18n();
  if (!loaderData) return null;
  return (
    <>
      <h1>{t('staff.roulette.locations')}</h1>
      <DoneNotice done={doneOf(actionData)} />
      <StrayFailure
        failure={strayFailure(
          actionData,
          ['create', 'update', 'delete'],
          loaderData.items.map((item) => item.id),
        )}
      />
      <CreateForm
        done={doneOf(actionData)}
        title={t('staff.roulette.location.new')}
        submit={t('staff.roulette.add')}
        failure={failureFor(actionData, 'create')}
      >
        <LocationFields failure={failureFor(actionData, 'create')} />
      </CreateForm>
      <ListSearch q={loaderData.q} label={t('staff.roulette.location.search')} />
      <p>{t('staff.roulette.count', { count: loaderData.total })}</p>
      <ul className="roulette-cards">
        {loaderData.items.map((location) => (
          <LocationCard
            key={location.id}
            location={location}
            editFailure={failureFor(actionData, 'update', location.id)}
            deleteFailure={failureFor(actionData, 'delete', location.id)}
          />
        ))}
      </ul>
      <Pager
        page={loaderData.page}
        pages={loaderData.pages}
        query={`q=${encodeURIComponent(loaderData.q)}`}
        label={t('staff.roulette.locations')}
      />
    </>
  );
}

function LocationCard(props: {
  location: Location;
  editFailure: FormFailure | null;
  deleteFailure: FormFailure | null;
}) {
  const { t } = useI18n();
  const { location } = props;
  return (
    <li className="roulette-card" data-id={location.id}>
      <h2 className="roulette-card-title">{location.name}</h2>
      <dl className="roulette-facts">
        <dt>{t('staff.roulette.location.address')}</dt>
        <dd>{location.address || '—'}</dd>
        <dt>{t('staff.roulette.state')}</dt>
        <dd>{t(location.active ? 'staff.roulette.on' : 'staff.roulette.off')}</dd>
      </dl>
      <EditDetails name={location.name} failure={props.editFailure}>
        <AccountForm intent="update" failure={props.editFailure}>
          <input type="hidden" name="id" value={location.id} />
          <LocationFields location={location} failure={props.editFailure} />
          <Submit>{t('staff.roulette.save')}</Submit>
        </AccountForm>
      </EditDetails>
      <DeleteForm id={location.id} name={location.name} failure={props.deleteFailure} />
    </li>
  );
}

function LocationFields(props: { location?: Location; failure: FormFailure | null }) {
  const { t } = useI18n();
  const { location, failure } = props;
  return (
    <>
      <AdminField
        name="name"
        label={t('staff.roulette.name')}
        defaultValue={location?.name}
        required
        maxLength={120}
        failure={failure}
      />
      <TranslatedNames translations={location?.translations} failure={failure} />
      <AdminField
        name="address"
        label={t('staff.roulette.location.address')}
        defaultValue={location?.address}
        maxLength={300}
        failure={failure}
      />
      <AdminCheck
        name="active"
        label={t('staff.roulette.active')}
        defaultChecked={location?.active ?? true}
        failure={failure}
      />
    </>
  );
}
