import { AppError, parseInput, payments } from '@shop/core';
import { redirect } from 'react-router';
import { z } from 'zod';
import { AccountForm, isFailure, Submit } from '../../components/account/Form.tsx';
import { contextFor, formAction, readForm, requireUserId } from '../../lib/auth.server.ts';
import { idField } from '../../lib/form-input.server.ts';
import { useI18n } from '../../lib/i18n.tsx';
import { localeFromParam, localePath } from '../../lib/locale.ts';
import '../../styles/payments.css';
import type { Route } from './+types/cards';

export async function loader({ params, context, request }: Route.LoaderArgs) {
  const viewer = context.auth.viewer;
  if (!viewer) return null;
  const locale = localeFromParam(params.locale);
  const ctx = contextFor(context, locale);
  const url = new URL(request.url);
  // Back from the gateway's page: whether the card was saved is asked of the gateway.
  const registrationId = url.searchParams.get('registration_id');
  if (registrationId !== null) {
    const card = /^[\w-]{1,100}$/.test(registrationId)
      ? await payments
          .finishCardRegistration(ctx, context.payments, viewer.userId, registrationId)
          .catch((error) => {
            // Not this shopper's registration, or the gateway did not answer: not saved.
            if (error instanceof AppError || error instanceof payments.CardGatewayError)
              return null;
            throw error;
          })
      : null;
    const outcome = card ? `saved=${card.last4}` : 'saved=none';
    throw redirect(`${localePath(locale, '/account/cards')}?${outcome}`);
  }
  const saved = url.searchParams.get('saved');
  const cards = await payments.listSavedCards(ctx, viewer.userId);
  return {
    cards,
    // The address is only a hint: "saved" is said of a card the shopper really has.
    saved: cards.some((card) => card.last4 === saved) ? saved : null,
    notSaved: saved === 'none',
  };
}

const cardForm = z.discriminatedUnion(
  'intent',
  [
    z.object({ intent: z.literal('add') }),
    z.object({ intent: z.literal('remove'), card_id: idField }),
  ],
  { error: 'validation.invalid_choice' },
);

/** Add a card (off to the gateway's page, which keeps it) or remove one. */
export async function action({ params, context, request }: Route.ActionArgs) {
  const locale = localeFromParam(params.locale);
  const ctx = contextFor(context, locale);
  const { values } = await readForm(request, context);
  return formAction(values, async () => {
    const userId = requireUserId(context);
    const form = parseInput(cardForm, values);
    if (form.intent === 'remove') {
      await payments.removeSavedCard(ctx, context.payments, userId, form.card_id);
      return { ok: true as const, removed: true };
    }
    const back = `${new URL(request.url).origin}${localePath(locale, '/account/cards')}`;
    const { registrationUrl } = await payments.startCardRegistration(
      ctx,
      context.payments,
      userId,
      back,
    );
    throw redirect(registrationUrl);
  });
}

/** Saved cards (spec §7 `/users/cards`): the bank keeps them, the shop only their last digits. */
export default function CardsPage({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useI18n();
  if (!loaderData) return null;
  const failure = isFailure(actionData) ? actionData : null;
  const removed = actionData && !isFailure(actionData) && actionData.removed;
  return (
    <>
      <h1>{t('account.cards')}</h1>
      <p className="field-hint">{t('account.cards.intro')}</p>
      {loaderData.saved && !removed && (
        <p className="form-success" role="status">
          {t('account.cards.saved', { last4: loaderData.saved })}
        </p>
      )}
      {loaderData.notSaved && (
        <p className="form-error" role="alert">
          {t('error.card_not_saved')}
        </p>
      )}
      {removed && (
        <p className="form-success" role="status">
          {t('account.cards.removed')}
        </p>
      )}
      {failure && (
        <p className="form-error" role="alert">
          {t(failure.error, failure.errorVars)}
        </p>
      )}
      {loaderData.cards.length === 0 ? (
        <p>{t('payment.no_saved_cards')}</p>
      ) : (
        <ul className="saved-cards">
          {loaderData.cards.map((card) => (
            <li key={card.id} className="saved-card">
              <strong>
                {card.brand ?? ''} •••• {card.last4}
              </strong>
              {card.exp_month !== null && card.exp_year !== null && (
                <span className="field-hint">
                  {t('account.cards.expires', {
                    month: String(card.exp_month).padStart(2, '0'),
                    year: String(card.exp_year % 100).padStart(2, '0'),
                  })}
                </span>
              )}
              <AccountForm intent="remove" className="inline-form">
                <input type="hidden" name="card_id" value={card.id} />
                <button
                  type="submit"
                  className="link-button"
                  aria-label={t('account.cards.remove_label', { last4: card.last4 })}
                >
                  {t('account.cards.remove')}
                </button>
              </AccountForm>
            </li>
          ))}
        </ul>
      )}
      <AccountForm intent="add" className="inline-form">
        <Submit>{t('account.cards.add')}</Submit>
      </AccountForm>
    </>
  );
}
