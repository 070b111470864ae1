import { AccountForm, type FormFailure, Submit } from '../../components/account/Form.tsx';
import { Price } from '../../components/Price.tsx';
import {
  AdminCheck,
  AdminField,
  AdminSelect,
  DoneNotice,
  doneOf,
  failureFor,
  StrayFailure,
  strayFailure,
} from '../../components/roulette-admin/AdminForms.tsx';
import { useI18n } from '../../lib/i18n.tsx';
import { localeFromParam } from '../../lib/locale.ts';
import type { Route } from './+types/games';
import { gamesAction, gamesLoader } from './games.server.ts';

export function loader({ params, context }: Route.LoaderArgs) {
  return gamesLoader(context, localeFromParam(params.locale));
}

export function action({ params, context, request }: Route.ActionArgs) {
  return gamesAction(context, request, localeFromParam(params.locale));
}

type Data = NonNullable<Route.ComponentProps['loaderData']>;
type Game = Data['games'][number];

/**
 * The games' settings: on or off, the paid order that earns a chance and the location its
 * prizes come from; for the jackpot its seed, step and odds, and the pot as it stands.
 */
export default function GamesPage({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useI18n();
  if (!loaderData) return null;
  return (
    <>
      <h1>{t('staff.roulette.games')}</h1>
      <DoneNotice done={doneOf(actionData)} />
      <StrayFailure
        failure={strayFailure(
          actionData,
          ['update'],
          loaderData.games.map((g) => g.game),
        )}
      />
      {loaderData.games.map((game) => (
        <GameSettings
          key={game.game}
          game={game}
          locations={loaderData.locations}
          failure={failureFor(actionData, 'update', game.game)}
        />
      ))}
    </>
  );
}

function GameSettings(props: {
  game: Game;
  locations: Data['locations'];
  failure: FormFailure | null;
}) {
  const { t } = useI18n();
  const { game, failure } = props;
  const headingId = `game-${game.game}`;
  return (
    <section className="roulette-card roulette-game" aria-labelledby={headingId}>
      <h2 id={headingId} className="roulette-card-title">
        {t(`staff.roulette.game.${game.game}`)}
      </h2>
      {game.game === 'jackpot' && (
        <p className="roulette-pot">
          {t('staff.roulette.game.pot')} <Price amount={game.jackpotPot} />
        </p>
      )}
      <AccountForm intent="update" failure={failure}>
        <input type="hidden" name="id" value={game.game} />
        <AdminCheck
          name="active"
          label={t('staff.roulette.game.active')}
          defaultChecked={game.active}
          failure={failure}
        />
        <AdminField
          name="min_order_total"
          label={t('staff.roulette.game.min_order_total')}
          hint={t('staff.roulette.game.min_order_total_hint')}
          defaultValue={game.minOrderTotal}
          inputMode="numeric"
          maxLength={9}
          failure={failure}
        />
        <AdminSelect
          name="order_location_id"
          label={t('staff.roulette.game.order_location')}
          hint={t('staff.roulette.game.order_location_hint')}
          blank={t('staff.roulette.none')}
          defaultValue={game.orderLocationId}
          options={props.locations.map((l) => ({ value: l.id, label: l.name }))}
          failure={failure}
        />
        {game.game === 'jackpot' && (
          <div className="field-row">
            <AdminField
              name="jackpot_seed"
              label={t('staff.roulette.game.seed')}
              hint={t('staff.roulette.game.seed_hint')}
              defaultValue={game.jackpotSeed}
              inputMode="numeric"
              maxLength={9}
              failure={failure}
            />
            <AdminField
              name="jackpot_step"
              label={t('staff.roulette.game.step')}
              hint={t('staff.roulette.game.step_hint')}
              defaultValue={game.jackpotStep}
              inputMode="numeric"
              maxLength={9}
              failure={failure}
            />
            <AdminField
              name="jackpot_odds"
              label={t('staff.roulette.game.odds')}
              hint={t('staff.roulette.game.odds_hint')}
              defaultValue={game.jackpotOdds}
              inputMode="numeric"
              maxLength={7}
              failure={failure}
            />
          </div>
        )}
        <Submit>{t('staff.roulette.save')}</Submit>
      </AccountForm>
    </section>
  );
}
