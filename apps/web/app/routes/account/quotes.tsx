import { AppError, engagement, parseInput } from '@shop/core';
import { formatMoney } from '@shop/i18n';
import { Link, redirect } from 'react-router';
import { z } from 'zod';
import { AccountForm, isFailure, Submit } from '../../components/account/Form.tsx';
import { Image } from '../../components/Image.tsx';
import { ageConfirmed, ageGatePath } from '../../lib/age-gate.server.ts';
import { contextFor, formAction, readForm, requireUserId } from '../../lib/auth.server.ts';
import { formatDate } from '../../lib/dates.ts';
import { idField } from '../../lib/form-input.server.ts';
import { useI18n } from '../../lib/i18n.tsx';
import { localeFromParam, localePath } from '../../lib/locale.ts';
import type { Route } from './+types/quotes';

export async function loader({ params, context, request }: Route.LoaderArgs) {
  const viewer = context.auth.viewer;
  if (!viewer) return null;
  const locale = localeFromParam(params.locale);
  const quotes = await engagement.myQuotes(contextFor(context, locale), viewer.userId);
  return {
    sent: new URL(request.url).searchParams.has('sent'),
    quotes: quotes.map((quote) => ({
      ...quote,
      askedOn: formatDate(quote.created_at, locale),
      neededBy: quote.needed_by ? formatDate(`${quote.needed_by}T12:00:00+08:00`, locale) : null,
      validUntil: formatDate(quote.valid_until, locale, { withTime: true }),
    })),
  };
}

/** Takes an answered quote into the cart at its price; a spirit first passes the age gate. */
export async function action({ params, context, request }: Route.ActionArgs) {
  const locale = localeFromParam(params.locale);
  const { values } = await readForm(request, context);
  return formAction(values, async () => {
    const userId = requireUserId(context);
    const { quote_id: quoteId } = parseInput(acceptForm, values);
    try {
      const taken = await engagement.acceptQuote(contextFor(context, locale), userId, quoteId, {
        ageConfirmed: ageConfirmed(request),
      });
      return { ok: true as const, accepted: quoteId, orderNumber: taken.orderNumber };
    } catch (error) {
      if (error instanceof AppError && error.messageKey === 'error.age_required') {
        throw redirect(ageGatePath(locale, localePath(locale, '/account/quotes')));
      }
      throw error;
    }
  });
}

const acceptForm = z.object({ intent: z.literal('accept'), quote_id: idField });

type QuoteRow = NonNullable<Route.ComponentProps['loaderData']>['quotes'][number];

/** My quotes (spec §2): each request with its state, the shop's price and how long it holds. */
export default function QuotesPage({ loaderData, actionData }: Route.ComponentProps) {
  const { t, path } = useI18n();
  if (!loaderData) return null;
  const failure = isFailure(actionData) ? actionData : null;
  const accepted = actionData && !failure ? actionData : null;
  return (
    <>
      <h1>{t('account.quotes')}</h1>
      <p>
        <Link className="button" to={path('/account/quotes/new')}>
          {t('account.quotes.request')}
        </Link>
      </p>
      {loaderData.sent && (
        <p className="form-notice" role="status">
          {t('account.quotes.sent_notice')}
        </p>
      )}
      {accepted && (
        <p className="form-notice" role="status">
          {t('account.quotes.accepted_notice')}{' '}
          <Link to={path('/cart')}>{t('account.quotes.go_to_cart')}</Link>
        </p>
      )}
      {failure && (
        <p className="form-error" role="alert">
          {t(failure.error, failure.errorVars)}
        </p>
      )}
      {loaderData.quotes.length === 0 ? (
        <p>{t('account.quotes.none')}</p>
      ) : (
        <ul className="quote-list">
          {loaderData.quotes.map((quote) => (
            <QuoteCard key={quote.id} quote={quote} />
          ))}
        </ul>
      )}
    </>
  );
}

function QuoteCard({ quote }: { quote: QuoteRow }) {
  const { t, path, locale } = useI18n();
  const headingId = `quote-${quote.id}`;
  return (
    <li className="quote-card" data-quote-id={quote.id}>
      <h2 id={headingId}>
        {t('account.quotes.number', { number: quote.id })}
        <span className={`state-badge state-${quote.state}`}>
          {t(`account.quotes.state.${quote.state}`)}
        </span>
      </h2>
      {quote.product && (
        <p className="quote-product">
          {quote.product.image && <Image src={quote.product.image} alt="" width={56} height={56} />}
          <Link to={path(`/products/${quote.product.slug}`)}>{quote.product.name}</Link>
        </p>
      )}
      {quote.description && <p className="quote-description">{quote.description}</p>}
      <p>
        {t('account.quotes.pieces', { count: quote.quantity })}
        {quote.neededBy && ` · ${t('account.quotes.needed', { date: quote.neededBy })}`}
      </p>
      <p className="field-hint">{t('account.quotes.asked_on', { date: quote.askedOn ?? '' })}</p>
      {quote.unit_price !== null && quote.state !== 'declined' && (
        <p className="quote-price">
          {t('account.quotes.price', {
            price: formatMoney(quote.unit_price, locale),
            total: formatMoney(quote.total ?? 0, locale),
          })}
        </p>
      )}
      {quote.validUntil && quote.state === 'answered' && (
        <p>{t('account.quotes.valid_until', { date: quote.validUntil })}</p>
      )}
      {quote.answer_note && <p>{t('account.quotes.note', { note: quote.answer_note })}</p>}
      {quote.state === 'answered' && !quote.can_accept && (
        <p className="field-hint">
          {quote.product ? t('account.quotes.unavailable') : t('account.quotes.contact_to_order')}
        </p>
      )}
      {quote.can_accept && (
        <AccountForm failure={null} intent="accept">
          <input type="hidden" name="quote_id" value={quote.id} />
          <Submit>{t('account.quotes.accept')}</Submit>
        </AccountForm>
      )}
      {quote.state === 'accepted' && (
        <p>
          <Link to={path('/cart')}>{t('account.quotes.go_to_cart')}</Link>
        </p>
      )}
    </li>
  );
}
