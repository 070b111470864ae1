import { parseInput, payments, wallet } from '@shop/core';
import { formatMoney } from '@shop/i18n';
import { Link, redirect } from 'react-router';
import { z } from 'zod';
import { AccountForm, Field, isFailure, Submit } from '../../components/account/Form.tsx';
import { LoadMoreLink } from '../../components/LoadMoreLink.tsx';
import { parseTugrik } from '../../lib/amount.ts';
import { contextFor, formAction, readForm, requireUserId } from '../../lib/auth.server.ts';
import { formatDate } from '../../lib/dates.ts';
import { useI18n } from '../../lib/i18n.tsx';
import { localeFromParam, localePath } from '../../lib/locale.ts';
import '../../styles/cart.css';
import '../../styles/payments.css';
import type { Route } from './+types/wallet';

const ENTRIES_PER_PAGE = 20;
const POINT_ENTRIES = 10;
/** "Show more" goes this far (1,000 entries); older ones are in the API's pages. */
const MAX_PAGES = 50;

export async function loader({ params, context, request }: Route.LoaderArgs) {
  const locale = localeFromParam(params.locale);
  const viewer = context.auth.viewer;
  if (!viewer) return null;
  const ctx = contextFor(context, locale);
  const url = new URL(request.url);
  await cardRechargeReturn(ctx, context, url, locale);
  // `?page=n` shows pages 1 to n, so "show more" is a plain link (as on My orders).
  const asked = Number(url.searchParams.get('page') ?? '1');
  const page = Number.isInteger(asked) && asked >= 1 ? Math.min(asked, MAX_PAGES) : 1;
  const [balance, entries, points] = await Promise.all([
    wallet.walletOf(ctx, viewer.userId),
    wallet.listWalletEntries(ctx, viewer.userId, { perPage: ENTRIES_PER_PAGE * page + 1 }),
    wallet.listWalletEntries(ctx, viewer.userId, { perPage: POINT_ENTRIES, buckets: ['points'] }),
  ]);
  const entryView = (e: wallet.WalletEntryRow) => ({
    id: e.id,
    kind: e.kind,
    amount: e.amount,
    bucket: e.bucket,
    orderNumber: e.orderNumber,
    balanceAfter: e.balanceAfter,
    at: formatDate(e.createdAt, locale, { withTime: true }),
  });
  return {
    balance,
    entries: entries.slice(0, ENTRIES_PER_PAGE * page).map(entryView),
    more: entries.length > ENTRIES_PER_PAGE * page && page < MAX_PAGES,
    page,
    points: points.map(entryView),
    rules: {
      minOrder: wallet.WALLET_MIN_ORDER,
      minRecharge: wallet.MIN_RECHARGE,
      maxRecharge: wallet.MAX_RECHARGE,
      cashback: wallet.CASHBACK_PERCENT,
      points: wallet.LOYALTY_POINTS_PERCENT,
    },
  };
}

/**
 * The card gateway sends the shopper back here with `recharge` and `session_id`. The address is
 * not believed: the payment is settled by asking the gateway, then the recharge's page tells.
 */
async function cardRechargeReturn(
  ctx: ReturnType<typeof contextFor>,
  context: Route.LoaderArgs['context'],
  url: URL,
  locale: ReturnType<typeof localeFromParam>,
) {
  const number = url.searchParams.get('recharge');
  const sessionId = url.searchParams.get('session_id');
  if (!number || !sessionId || !/^W\d{9}$/.test(number) || !/^[\w-]{1,100}$/.test(sessionId)) {
    return;
  }
  await payments.settleCardPayment(ctx, context.payments, sessionId).catch((error) => {
    // The gateway did not answer: the recharge stays waiting, and its page says so.
    if (!(error instanceof payments.CardGatewayError)) throw error;
  });
  throw redirect(localePath(locale, `/account/wallet/recharges/${number}`));
}

const rechargeInput = z.object({
  // Shoppers type "50 000" or "50,000"; a decimal point or letters are refused, not guessed at.
  amount: z
    .string({ error: 'validation.whole_number' })
    .transform((v) => parseTugrik(v) ?? Number.NaN)
    .refine(Number.isInteger, 'validation.whole_number'),
  method: z.enum(['card', 'qpay'], { error: 'validation.invalid_choice' }),
});

const giftCardInput = z.object({
  code: z.string({ error: 'validation.gift_card' }).trim().min(1, 'validation.gift_card').max(64),
});

/** Top up by card (off to the gateway's page) or QR (the recharge's page shows the code); load a gift card. */
export async function action({ params, context, request }: Route.ActionArgs) {
  const locale = localeFromParam(params.locale);
  const ctx = contextFor(context, locale);
  const { values } = await readForm(request, context);
  return formAction(values, async () => {
    const userId = requireUserId(context);
    if (values.intent === 'gift_card') {
      const { code } = parseInput(giftCardInput, values);
      const { amount } = await payments.giftCardToWallet(ctx, userId, code, context.auth.ip);
      return { ok: true as const, loaded: amount };
    }
    const { amount, method } = parseInput(rechargeInput, values);
    const here = localePath(locale, '/account/wallet');
    const started = await payments.startRecharge(ctx, context.payments, {
      userId,
      amount,
      method,
      returnUrl: `${new URL(request.url).origin}${here}`,
    });
    throw redirect(
      started.paymentUrl ??
        localePath(locale, `/account/wallet/recharges/${started.recharge.number}`),
    );
  });
}

/**
 * The wallet (spec §2 "Wallet (recharge, use)"): what it holds by kind, the rules it pays by,
 * topping it up, loading a gift card, and its history with the loyalty points beside.
 */
export default function WalletPage({ loaderData, actionData }: Route.ComponentProps) {
  const { t, locale, count } = useI18n();
  if (!loaderData) return null;
  const { balance, rules } = loaderData;
  const money = (amount: number) => formatMoney(amount, locale);
  const failure = isFailure(actionData) ? actionData : null;
  const rechargeFailure = failure?.values.intent === 'recharge' ? failure : null;
  const giftCardFailure = failure?.values.intent === 'gift_card' ? failure : null;
  const loaded = actionData && !isFailure(actionData) ? actionData.loaded : null;
  return (
    <>
      <h1>{t('account.wallet')}</h1>
      <section className="wallet-balance" aria-label={t('account.wallet.balance')}>
        <p className="wallet-total">
          {t('account.wallet.balance')}: <strong>{money(balance.full + balance.limited)}</strong>
        </p>
        <dl className="wallet-buckets">
          <div>
            <dt>{t('account.wallet.full')}</dt>
            <dd data-bucket="full">{money(balance.full)}</dd>
            <dd className="field-hint">{t('account.wallet.full_hint')}</dd>
          </div>
          <div>
            <dt>{t('account.wallet.limited')}</dt>
            <dd data-bucket="limited">{money(balance.limited)}</dd>
            <dd className="field-hint">{t('account.wallet.limited_hint')}</dd>
          </div>
          <div>
            <dt>{t('account.wallet.points')}</dt>
            <dd data-bucket="points">{count(balance.points)}</dd>
          </div>
        </dl>
        <p className="field-hint">
          {t('account.wallet.rules', {
            min: rules.minOrder,
            cashback: rules.cashback,
            points: rules.points,
          })}
        </p>
      </section>

      <section aria-labelledby="wallet-recharge">
        <h2 id="wallet-recharge">{t('account.wallet.recharge')}</h2>
        <AccountForm intent="recharge" failure={rechargeFailure}>
          <Field
            name="amount"
            label={t('account.wallet.amount')}
            inputMode="numeric"
            required
            failure={rechargeFailure}
            hint={t('account.wallet.amount_hint', {
              min: rules.minRecharge,
              max: rules.maxRecharge,
            })}
          />
          <fieldset className="choice-group">
            <legend>{t('account.wallet.pay_with')}</legend>
            {(['card', 'qpay'] as const).map((method) => (
              <label key={method} className="choice">
                <input
                  type="radio"
                  name="method"
                  value={method}
                  defaultChecked={(rechargeFailure?.values.method ?? 'card') === method}
                />
                {t(method === 'card' ? 'account.wallet.by_card' : 'account.wallet.by_qr')}
              </label>
            ))}
          </fieldset>
          <Submit>{t('account.wallet.recharge_submit')}</Submit>
        </AccountForm>
      </section>

      <section aria-labelledby="wallet-gift-card">
        <h2 id="wallet-gift-card">{t('account.wallet.gift_card')}</h2>
        {loaded !== null && (
          <p className="form-success" role="status">
            {t('account.wallet.loaded', { amount: loaded })}
          </p>
        )}
        <AccountForm intent="gift_card" failure={giftCardFailure}>
          <Field
            name="code"
            label={t('checkout.gift_card_code')}
            autoComplete="off"
            required
            failure={giftCardFailure}
            hint={t('account.wallet.gift_card_hint')}
          />
          <Submit className="button">{t('account.wallet.gift_card_submit')}</Submit>
        </AccountForm>
      </section>

      <section aria-labelledby="wallet-history">
        <h2 id="wallet-history">{t('account.wallet.history')}</h2>
        {loaderData.entries.length === 0 ? (
          <p>{t('account.wallet.no_entries')}</p>
        ) : (
          <EntryList entries={loaderData.entries} format={money} />
        )}
        {loaderData.more && (
          <LoadMoreLink to={`?page=${loaderData.page + 1}`} label={t('order.load_more')} replace />
        )}
      </section>

      {loaderData.points.length > 0 && (
        <section aria-labelledby="wallet-points">
          <h2 id="wallet-points">{t('account.wallet.points_title')}</h2>
          <EntryList entries={loaderData.points} format={count} />
        </section>
      )}
    </>
  );
}

type Entry = NonNullable<Route.ComponentProps['loaderData']>['entries'][number];

function EntryList(props: { entries: Entry[]; format: (amount: number) => string }) {
  const { t, path } = useI18n();
  return (
    <ul className="wallet-entries">
      {props.entries.map((entry) => (
        <li key={entry.id} className="wallet-entry" data-kind={entry.kind}>
          <span>
            {t(`account.wallet.kind.${entry.kind}`)}
            {entry.orderNumber && /^R\d+$/.test(entry.orderNumber) && (
              <>
                {' · '}
                <Link to={path(`/orders/${entry.orderNumber}`)}>
                  {t('account.wallet.order', { number: entry.orderNumber })}
                </Link>
              </>
            )}
          </span>
          <span className="field-hint">{entry.at}</span>
          <strong className={entry.amount < 0 ? 'amount-out' : 'amount-in'}>
            {entry.amount > 0 ? '+' : '−'}
            {props.format(Math.abs(entry.amount))}
          </strong>
        </li>
      ))}
    </ul>
  );
}
