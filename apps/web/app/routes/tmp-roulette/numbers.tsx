import { AccountForm, type FormFailure, Submit } from '../../components/account/Form.tsx';
import {
  AdminField,
  AdminSelect,
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
} from '../../components/roulette-admin/AdminForms.tsx';
import { useI18n } from '../../lib/i18n.tsx';
import { localeFromParam } from '../../lib/locale.ts';
import type { Route } from './+types/numbers';
import { numbersAction, numbersLoader } from './numbers.server.ts';

export function loader({ params, context, request }: Route.LoaderArgs) {
  return numbersLoader(context, request, localeFromParam(params.locale));
}

export function action({ params, context, request }: Route.ActionArgs) {
  return numbersAction(context, request, localeFromParam(params.locale));
}

type Data = NonNullable<Route.ComponentProps['loaderData']>;
type ReceiptNumber = Data['items'][number];
type Choices = Pick<Data, 'games' | 'locations'>;

/**
 * Receipt numbers (spec §7 `/tmp_roulette/` numbers): printed on a store's receipts, each one
 * spin, used once. A used number is history: it can be neither moved nor deleted.
 */
export default function NumbersPage({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useI18n();
  if (!loaderData) return null;
  const done = doneOf(actionData);
  const query = new URLSearchParams({ q: loaderData.q, used: loaderData.used });
  if (loaderData.locationId) query.set('location', String(loaderData.locationId));
  const createFailure = failureFor(actionData, 'create');
  return (
    <>
      <h1>{t('staff.roulette.numbers')}</h1>
      <DoneNotice done={done}>
        {done && done.codes.length > 0 && (
          <>
            {' '}
            {t('staff.roulette.number.made', { count: done.codes.length })}
            <code className="roulette-codes">{done.codes.join('\n')}</code>
          </>
        )}
      </DoneNotice>
      <StrayFailure
        failure={strayFailure(
          actionData,
          ['create', 'update', 'delete'],
          loaderData.items.map((item) => item.id),
        )}
      />
      <CreateForm
        done={doneOf(actionData)}
        title={t('staff.roulette.number.new')}
        submit={t('staff.roulette.add')}
        failure={createFailure}
      >
        <GameAndLocation choices={loaderData} failure={createFailure} />
        <AdminField
          name="codes"
          label={t('staff.roulette.number.codes')}
          hint={t('staff.roulette.number.codes_hint')}
          rows={4}
          failure={createFailure}
        />
        <AdminField
          name="count"
          label={t('staff.roulette.number.count')}
          hint={t('staff.roulette.number.count_hint')}
          inputMode="numeric"
          maxLength={4}
          failure={createFailure}
        />
      </CreateForm>
      <ListSearch q={loaderData.q} label={t('staff.roulette.number.search')}>
        <AdminSelect
          name="used"
          label={t('staff.roulette.number.state')}
          blank={t('staff.roulette.any')}
          defaultValue={loaderData.used}
          options={[
            { value: 'no', label: t('staff.roulette.number.unused') },
            { value: 'yes', label: t('staff.roulette.number.used') },
          ]}
          failure={null}
        />
        <AdminSelect
          name="location"
          label={t('staff.roulette.location')}
          blank={t('staff.roulette.any')}
          defaultValue={loaderData.locationId}
          options={loaderData.locations.map((l) => ({ value: l.id, label: l.name }))}
          failure={null}
        />
      </ListSearch>
      <p>{t('staff.roulette.count', { count: loaderData.total })}</p>
      <ul className="roulette-cards">
        {loaderData.items.map((number) => (
          <NumberCard
            key={number.id}
            number={number}
            choices={loaderData}
            editFailure={failureFor(actionData, 'update', number.id)}
            deleteFailure={failureFor(actionData, 'delete', number.id)}
          />
        ))}
      </ul>
      <Pager
        page={loaderData.page}
        pages={loaderData.pages}
        query={query.toString()}
        label={t('staff.roulette.numbers')}
      />
    </>
  );
}

function NumberCard(props: {
  number: ReceiptNumber;
  choices: Choices;
  editFailure: FormFailure | null;
  deleteFailure: FormFailure | null;
}) {
  const { t } = useI18n();
  const { number } = props;
  return (
    <li className="roulette-card" data-id={number.id}>
      <h2 className="roulette-card-title">
        <code>{number.code}</code>
      </h2>
      <dl className="roulette-facts">
        <dt>{t('staff.roulette.game')}</dt>
        <dd>{t(`staff.roulette.game.${number.game}`)}</dd>
        <dt>{t('staff.roulette.location')}</dt>
        <dd>{number.location}</dd>
        <dt>{t('staff.roulette.number.state')}</dt>
        <dd>
          {number.usedAt
            ? t('staff.roulette.number.used_at', { when: number.usedAt })
            : t('staff.roulette.number.unused')}
        </dd>
        <dt>{t('staff.roulette.added')}</dt>
        <dd>{number.createdAt}</dd>
      </dl>
      {!number.usedAt && (
        <>
          <EditDetails name={number.code} failure={props.editFailure}>
            <AccountForm intent="update" failure={props.editFailure}>
              <input type="hidden" name="id" value={number.id} />
              <GameAndLocation
                number={number}
                choices={props.choices}
                failure={props.editFailure}
              />
              <Submit>{t('staff.roulette.save')}</Submit>
            </AccountForm>
          </EditDetails>
          <DeleteForm id={number.id} name={number.code} failure={props.deleteFailure} />
        </>
      )}
    </li>
  );
}

function GameAndLocation(props: {
  number?: ReceiptNumber;
  choices: Choices;
  failure: FormFailure | null;
}) {
  const { t } = useI18n();
  const { number, choices, failure } = props;
  return (
    <div className="field-row">
      <AdminSelect
        name="game"
        label={t('staff.roulette.game')}
        defaultValue={number?.game}
        options={choices.games.map((g) => ({ value: g, label: t(`staff.roulette.game.${g}`) }))}
        required
        failure={failure}
      />
      <AdminSelect
        name="location_id"
        label={t('staff.roulette.location')}
        defaultValue={number?.locationId}
        blank={number ? undefined : t('staff.roulette.choose')}
        options={choices.locations.map((l) => ({ value: l.id, label: l.name }))}
        required
        failure={failure}
      />
    </div>
  );
}
