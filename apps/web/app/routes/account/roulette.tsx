import { parseInput, roulette } from '@shop/core';
import { formatMoney } from '@shop/i18n';
import { useCallback, useState } from 'react';
import { Link } from 'react-router';
import { z } from 'zod';
import { AccountForm, Field, isFailure, Submit } from '../../components/account/Form.tsx';
import { Wheel } from '../../components/roulette/Wheel.tsx';
import {
  contextFor,
  formAction,
  guesserOf,
  readForm,
  requireUserId,
} from '../../lib/auth.server.ts';
import { formatDate } from '../../lib/dates.ts';
import { useI18n } from '../../lib/i18n.tsx';
import { localeFromParam } from '../../lib/locale.ts';
import { qrSvg } from '../../lib/qr.server.ts';
import '../../styles/payments.css';
import '../../styles/roulette.css';
import type { Route } from './+types/roulette';

export async function loader({ params, context }: Route.LoaderArgs) {
  const viewer = context.auth.viewer;
  if (!viewer) return null;
  const locale = localeFromParam(params.locale);
  const view = await roulette.rouletteView(contextFor(context, locale), viewer.userId);
  return {
    games: view.games,
    prizes: await Promise.all(
      view.prizes.map(async (prize) => ({
        ...prize,
        until: formatDate(prize.expires_at, locale),
        won: formatDate(prize.won_at, locale) ?? '',
        // A product's pickup pass: the store's scanner reads its code.
        qr: prize.reward === 'product' ? await qrSvg(prize.code) : null,
      })),
    ),
  };
}

const spinForm = z.object({
  intent: z.literal('spin', { error: 'validation.invalid_choice' }),
  game: z.enum(roulette.GAMES, { error: 'validation.invalid_choice' }),
  number: z
    .string()
    .trim()
    .max(40, 'validation.invalid_field')
    .regex(/^[A-Za-z0-9 -]*$/, 'validation.invalid_field')
    .optional()
    .transform((n) => n || null),
});

/** Spends a chance (`PUT /promotions/lucky_wheel` or `/jackpot` for the web): the server draws. */
export async function action({ params, context, request }: Route.ActionArgs) {
  const ctx = contextFor(context, localeFromParam(params.locale));
  const { values } = await readForm(request, context);
  return formAction(values, async () => {
    const userId = requireUserId(context);
    const { game, number } = parseInput(spinForm, values);
    const result = await roulette.play(ctx, { userId, game, number }, guesserOf(context));
    return { ok: true as const, result };
  });
}

type Loaded = NonNullable<Route.ComponentProps['loaderData']>;
type Spun = Extract<Route.ComponentProps['actionData'], { ok: true }>['result'];

/**
 * The roulette (spec §1: play a roulette promotion): the lucky wheel and the jackpot, the
 * shopper's chances in each and how to earn more, a receipt number to play with, and the prizes
 * won. The wheel turns to the prize the server drew; the prize shows when it stops.
 */
export default function RoulettePage({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useI18n();
  const result = actionData && !isFailure(actionData) ? actionData.result : null;
  const failure = isFailure(actionData) ? actionData : null;
  const [shownSpin, setShownSpin] = useState<number | null>(null);
  const stopped = useCallback(() => setShownSpin(result?.id ?? null), [result?.id]);
  if (!loaderData) return null;
  // Until the wheel stops, the prize it is turning to stays out of the list below.
  const hidden = result && shownSpin !== result.id ? result.id : null;
  return (
    <>
      <h1>{t('account.roulette')}</h1>
      <p>{t('account.roulette.intro')}</p>
      {loaderData.games.map((game) => (
        <GameCard
          key={game.game}
          game={game}
          result={result?.game === game.game ? result : null}
          shown={result !== null && shownSpin === result.id}
          failure={failure && failure.values.game === game.game ? failure : null}
          onStopped={stopped}
        />
      ))}
      <Prizes prizes={loaderData.prizes.filter((p) => p.id !== hidden)} />
    </>
  );
}

function GameCard(props: {
  game: Loaded['games'][number];
  result: Spun | null;
  shown: boolean;
  failure: ReturnType<typeof failureOf>;
  onStopped: () => void;
}) {
  const { t, locale } = useI18n();
  const { game, result } = props;
  const title = t(`account.roulette.${game.game}`);
  const headingId = `game-${game.game}`;
  const segments = result?.segments.length ? result.segments : game.segments;
  return (
    <section className="roulette-game" aria-labelledby={headingId}>
      <h2 id={headingId}>{title}</h2>
      {!game.active ? (
        <p>{t('error.roulette_closed')}</p>
      ) : (
        <>
          {game.game === 'lucky_wheel' ? (
            segments.length > 0 ? (
              <Wheel
                segments={segments}
                stopAt={result?.segment ?? null}
                label={t('account.roulette.wheel_label', {
                  prizes: segments.map((s) => s.name).join(', '),
                })}
                onStopped={props.onStopped}
              />
            ) : (
              <p>{t('account.roulette.no_prizes')}</p>
            )
          ) : (
            <p className="jackpot-pot">
              {t('account.roulette.pot')}{' '}
              <strong>{formatMoney(result?.pot ?? game.pot ?? 0, locale)}</strong>
            </p>
          )}
          <p className="roulette-chances">
            {t('account.roulette.chances', { count: game.chances })}
          </p>
          {game.min_order_total !== null && (
            <p className="field-hint">
              {t('account.roulette.how_to_earn', {
                amount: formatMoney(game.min_order_total, locale),
              })}
            </p>
          )}
          <div aria-live="polite" role="status" className="roulette-result">
            {result && (result.game !== 'lucky_wheel' || props.shown) && (
              <SpinOutcome result={result} />
            )}
          </div>
          {props.failure && (
            <p className="form-error" role="alert">
              {t(props.failure.error, props.failure.errorVars)}
            </p>
          )}
          <div className="roulette-actions">
            {/* Without a chance there is nothing to spend: the lines above say how to earn one. */}
            {game.chances > 0 && (
              <AccountForm intent="spin" className="inline-form">
                <input type="hidden" name="game" value={game.game} />
                <Submit>
                  {game.game === 'lucky_wheel'
                    ? t('account.roulette.spin')
                    : t('account.roulette.play_jackpot')}
                </Submit>
              </AccountForm>
            )}
            <AccountForm intent="spin" className="roulette-number">
              <input type="hidden" name="game" value={game.game} />
              <Field
                name="number"
                label={t('account.roulette.number')}
                hint={t('account.roulette.number_hint')}
                maxLength={40}
                autoComplete="off"
                failure={props.failure}
              />
              <Submit className="button">{t('account.roulette.spin_with_number')}</Submit>
            </AccountForm>
          </div>
        </>
      )}
    </section>
  );
}

const failureOf = (value: unknown) => (isFailure(value) ? value : null);

function SpinOutcome({ result }: { result: Spun }) {
  const { t, locale, path } = useI18n();
  const reward = result.reward;
  if (reward.kind === 'none') {
    return <p>{t('account.roulette.no_win', { pot: formatMoney(result.pot ?? 0, locale) })}</p>;
  }
  const where =
    reward.kind === 'coupon'
      ? { to: '/account/coupons', label: 'account.coupons' }
      : reward.kind === 'product'
        ? null
        : { to: '/account/vouchers', label: 'account.vouchers' };
  return (
    <div className="form-success">
      <p>
        <strong>
          {reward.kind === 'jackpot'
            ? t('account.roulette.won_jackpot', { amount: formatMoney(reward.amount ?? 0, locale) })
            : t('account.roulette.won', { prize: result.prize?.name ?? '' })}
        </strong>
      </p>
      <p>
        {t('account.roulette.code')}: <code>{reward.code}</code>
      </p>
      {where ? (
        <p>
          <Link to={path(where.to)}>{t(where.label)}</Link>
        </p>
      ) : (
        <p>{t('account.roulette.pick_up')}</p>
      )}
    </div>
  );
}

function Prizes({ prizes }: { prizes: Loaded['prizes'] }) {
  const { t, locale } = useI18n();
  return (
    <section className="roulette-prizes" aria-labelledby="prizes-heading">
      <h2 id="prizes-heading">{t('account.roulette.my_prizes')}</h2>
      {prizes.length === 0 ? (
        <p>{t('account.roulette.no_prizes_yet')}</p>
      ) : (
        <ul className="coupon-list">
          {prizes.map((prize) => (
            <li key={prize.id} className="coupon-card" data-code={prize.code}>
              <h3 className="coupon-name">
                {prize.reward === 'jackpot'
                  ? t('account.roulette.jackpot_prize', {
                      amount: formatMoney(prize.amount ?? 0, locale),
                    })
                  : prize.name}
              </h3>
              <ul className="coupon-terms">
                <li>{t(`account.roulette.reward.${prize.reward}`)}</li>
                <li>{t('account.roulette.won_on', { date: prize.won })}</li>
                {prize.until && <li>{t('account.coupons.until', { date: prize.until })}</li>}
              </ul>
              <p>
                {t('account.roulette.code')}: <code className="coupon-code">{prize.code}</code>
              </p>
              {prize.qr && (
                <figure className="coupon-qr">
                  <div
                    className="qr-code"
                    role="img"
                    aria-label={t('account.coupons.qr_label', { code: prize.code })}
                    // Drawn by the shop's own server from the pass's code, never from input.
                    // biome-ignore lint/security/noDangerouslySetInnerHtml: our own drawing, see above
                    dangerouslySetInnerHTML={{ __html: prize.qr }}
                  />
                  <figcaption className="field-hint">{t('account.roulette.pick_up')}</figcaption>
                </figure>
              )}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
