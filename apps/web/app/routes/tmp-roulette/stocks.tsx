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
import type { Route } from './+types/stocks';
import { stocksAction, stocksLoader } from './stocks.server.ts';

export function loader({ params, context, request }: Route.LoaderArgs) {
  return stocksLoader(context, request, localeFromParam(params.locale));
}

export function action({ params, context, request }: Route.ActionArgs) {
  return stocksAction(context, request, localeFromParam(params.locale));
}

type Data = NonNullable<Route.ComponentProps['loaderData']>;
type Stock = Data['items'][number];

/**
 * Stocks (spec §7 `/tmp_roulette/` stocks): how many of a prize a location has left. The wheel
 * draws by these counts, and a prize at none is not drawn there.
 */
export default function StocksPage({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useI18n();
  if (!loaderData) return null;
  const query = new URLSearchParams({ q: loaderData.q });
  if (loaderData.locationId) query.set('location', String(loaderData.locationId));
  if (loaderData.prizeId) query.set('prize', String(loaderData.prizeId));
  const createFailure = failureFor(actionData, 'create');
  const prizeOptions = loaderData.prizes.map((p) => ({
    value: p.id,
    label: `${p.name} (${t(`staff.roulette.game.${p.game}`)})`,
  }));
  const locationOptions = loaderData.locations.map((l) => ({ value: l.id, label: l.name }));
  return (
    <>
      <h1>{t('staff.roulette.stocks')}</h1>
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
        title={t('staff.roulette.stock.new')}
        submit={t('staff.roulette.stock.set')}
        failure={createFailure}
      >
        <AdminSelect
          name="prize_id"
          label={t('staff.roulette.prize')}
          blank={t('staff.roulette.choose')}
          options={prizeOptions}
          required
          failure={createFailure}
        />
        <AdminSelect
          name="location_id"
          label={t('staff.roulette.location')}
          blank={t('staff.roulette.choose')}
          options={locationOptions}
          required
          failure={createFailure}
        />
        <AdminField
          name="quantity"
          label={t('staff.roulette.stock.quantity')}
          hint={t('staff.roulette.stock.quantity_hint')}
          inputMode="numeric"
          maxLength={7}
          required
          failure={createFailure}
        />
      </CreateForm>
      <ListSearch q={loaderData.q} label={t('staff.roulette.stock.search')}>
        <AdminSelect
          name="location"
          label={t('staff.roulette.location')}
          blank={t('staff.roulette.any')}
          defaultValue={loaderData.locationId}
          options={locationOptions}
          failure={null}
        />
        <AdminSelect
          name="prize"
          label={t('staff.roulette.prize')}
          blank={t('staff.roulette.any')}
          defaultValue={loaderData.prizeId}
          options={prizeOptions}
          failure={null}
        />
      </ListSearch>
      <p>{t('staff.roulette.count', { count: loaderData.total })}</p>
      <ul className="roulette-cards">
        {loaderData.items.map((stock) => (
          <StockCard
            key={stock.id}
            stock={stock}
            editFailure={failureFor(actionData, 'update', stock.id)}
            deleteFailure={failureFor(actionData, 'delete', stock.id)}
          />
        ))}
      </ul>
      <Pager
        page={loaderData.page}
        pages={loaderData.pages}
        query={query.toString()}
        label={t('staff.roulette.stocks')}
      />
    </>
  );
}

function StockCard(props: {
  stock: Stock;
  editFailure: FormFailure | null;
  deleteFailure: FormFailure | null;
}) {
  const { t } = useI18n();
  const { stock } = props;
  const name = `${stock.prize} · ${stock.location}`;
  return (
    <li className="roulette-card" data-id={stock.id}>
      <h2 className="roulette-card-title">{stock.prize}</h2>
      <dl className="roulette-facts">
        <dt>{t('staff.roulette.location')}</dt>
        <dd>{stock.location}</dd>
        <dt>{t('staff.roulette.stock.left')}</dt>
        <dd className="roulette-quantity">{stock.quantity}</dd>
      </dl>
      <EditDetails name={name} failure={props.editFailure}>
        <AccountForm intent="update" failure={props.editFailure}>
          <input type="hidden" name="id" value={stock.id} />
          <AdminField
            name="quantity"
            label={t('staff.roulette.stock.quantity')}
            defaultValue={stock.quantity}
            inputMode="numeric"
            maxLength={7}
            required
            failure={props.editFailure}
          />
          <Submit>{t('staff.roulette.save')}</Submit>
        </AccountForm>
      </EditDetails>
      <DeleteForm
        id={stock.id}
        name={name}
        failure={props.deleteFailure}
        warning={t('staff.roulette.stock.delete_confirm', { name })}
      />
    </li>
  );
}
