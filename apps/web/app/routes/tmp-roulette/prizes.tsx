import { AccountForm, type FormFailure, Submit } from '../../components/account/Form.tsx';
import { Price } from '../../components/Price.tsx';
import {
  AdminCheck,
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
  TranslatedNames,
} from '../../components/roulette-admin/AdminForms.tsx';
import { useI18n } from '../../lib/i18n.tsx';
import { localeFromParam } from '../../lib/locale.ts';
import type { Route } from './+types/prizes';
import { prizesAction, prizesLoader } from './prizes.server.ts';

export function loader({ params, context, request }: Route.LoaderArgs) {
  return prizesLoader(context, request, localeFromParam(params.locale));
}

export function action({ params, context, request }: Route.ActionArgs) {
  return prizesAction(context, request, localeFromParam(params.locale));
}

type Data = NonNullable<Route.ComponentProps['loaderData']>;
type Prize = Data['items'][number];
type Choices = Pick<Data, 'games' | 'kinds'>;

/**
 * The prizes of the wheel and the jackpot (spec §7 `/tmp_roulette/` products): a coupon, a
 * voucher or a product to pick up, its terms, its colour on the wheel, on or off.
 */
export default function PrizesPage({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useI18n();
  if (!loaderData) return null;
  const query = new URLSearchParams({ q: loaderData.q, game: loaderData.game });
  return (
    <>
      <h1>{t('staff.roulette.prizes')}</h1>
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
        title={t('staff.roulette.prize.new')}
        submit={t('staff.roulette.add')}
        failure={failureFor(actionData, 'create')}
      >
        <PrizeFields choices={loaderData} failure={failureFor(actionData, 'create')} />
      </CreateForm>
      <ListSearch q={loaderData.q} label={t('staff.roulette.prize.search')}>
        <AdminSelect
          name="game"
          label={t('staff.roulette.game')}
          blank={t('staff.roulette.any')}
          defaultValue={loaderData.game}
          options={loaderData.games.map((g) => ({
            value: g,
            label: t(`staff.roulette.game.${g}`),
          }))}
          failure={null}
        />
      </ListSearch>
      <p>{t('staff.roulette.count', { count: loaderData.total })}</p>
      <ul className="roulette-cards">
        {loaderData.items.map((prize) => (
          <PrizeCard
            key={prize.id}
            prize={prize}
            choices={loaderData}
            editFailure={failureFor(actionData, 'update', prize.id)}
            deleteFailure={failureFor(actionData, 'delete', prize.id)}
          />
        ))}
      </ul>
      <Pager
        page={loaderData.page}
        pages={loaderData.pages}
        query={query.toString()}
        label={t('staff.roulette.prizes')}
      />
    </>
  );
}

/** What a winner gets, in words: "10% off", "5,000₮ off", a voucher of 5,000₮, the product. */
function PrizeTerms({ prize }: { prize: Prize }) {
  const { t } = useI18n();
  if (prize.kind === 'coupon') {
    return t(`account.coupons.${prize.couponKind === 'percent' ? 'percent' : 'amount'}_off`, {
      value: prize.value,
    });
  }
  if (prize.kind === 'voucher') return <Price amount={prize.value} />;
  return '—';
}

function PrizeCard(props: {
  prize: Prize;
  choices: Choices;
  editFailure: FormFailure | null;
  deleteFailure: FormFailure | null;
}) {
  const { t } = useI18n();
  const { prize } = props;
  return (
    <li className="roulette-card" data-id={prize.id}>
      <h2 className="roulette-card-title">
        <span className="roulette-swatch" style={{ background: prize.color }} aria-hidden="true" />
        {prize.name}
      </h2>
      <dl className="roulette-facts">
        <dt>{t('staff.roulette.game')}</dt>
        <dd>{t(`staff.roulette.game.${prize.game}`)}</dd>
        <dt>{t('staff.roulette.prize.kind')}</dt>
        <dd>{t(`staff.roulette.kind.${prize.kind}`)}</dd>
        <dt>{t('staff.roulette.prize.terms')}</dt>
        <dd>
          <PrizeTerms prize={prize} />
        </dd>
        <dt>{t('staff.roulette.prize.valid_days')}</dt>
        <dd>{t('staff.roulette.days', { count: prize.validDays })}</dd>
        <dt>{t('staff.roulette.state')}</dt>
        <dd>{t(prize.active ? 'staff.roulette.on' : 'staff.roulette.off')}</dd>
      </dl>
      <EditDetails name={prize.name} failure={props.editFailure}>
        <AccountForm intent="update" failure={props.editFailure}>
          <input type="hidden" name="id" value={prize.id} />
          <PrizeFields prize={prize} choices={props.choices} failure={props.editFailure} />
          <Submit>{t('staff.roulette.save')}</Submit>
        </AccountForm>
      </EditDetails>
      <DeleteForm id={prize.id} name={prize.name} failure={props.deleteFailure} />
    </li>
  );
}

function PrizeFields(props: { prize?: Prize; choices: Choices; failure: FormFailure | null }) {
  const { t } = useI18n();
  const { prize, choices, failure } = props;
  return (
    <>
      <AdminSelect
        name="game"
        label={t('staff.roulette.game')}
        defaultValue={prize?.game}
        options={choices.games.map((g) => ({ value: g, label: t(`staff.roulette.game.${g}`) }))}
        required
        failure={failure}
      />
      <AdminField
        name="name"
        label={t('staff.roulette.name')}
        defaultValue={prize?.name}
        required
        maxLength={120}
        failure={failure}
      />
      <TranslatedNames translations={prize?.translations} failure={failure} />
      <AdminSelect
        name="kind"
        label={t('staff.roulette.prize.kind')}
        defaultValue={prize?.kind}
        options={choices.kinds.map((k) => ({ value: k, label: t(`staff.roulette.kind.${k}`) }))}
        hint={t('staff.roulette.prize.kind_hint')}
        required
        failure={failure}
      />
      <div className="field-row">
        <AdminSelect
          name="coupon_kind"
          label={t('staff.roulette.prize.coupon_kind')}
          defaultValue={prize?.couponKind ?? 'percent'}
          options={[
            { value: 'percent', label: t('staff.roulette.coupon_kind.percent') },
            { value: 'fixed', label: t('staff.roulette.coupon_kind.fixed') },
          ]}
          hint={t('staff.roulette.prize.coupon_kind_hint')}
          failure={failure}
        />
        <AdminField
          name="value"
          label={t('staff.roulette.prize.value')}
          defaultValue={prize?.value ?? ''}
          inputMode="numeric"
          maxLength={9}
          hint={t('staff.roulette.prize.value_hint')}
          failure={failure}
        />
      </div>
      <div className="field-row">
        <AdminField
          name="valid_days"
          label={t('staff.roulette.prize.valid_days')}
          defaultValue={prize?.validDays ?? 30}
          inputMode="numeric"
          maxLength={3}
          failure={failure}
        />
        <AdminField
          name="color"
          type="color"
          label={t('staff.roulette.prize.color')}
          defaultValue={prize?.color ?? '#c2185b'}
          failure={failure}
        />
      </div>
      <AdminCheck
        name="active"
        label={t('staff.roulette.active')}
        defaultChecked={prize?.active ?? true}
        failure={failure}
      />
    </>
  );
}
