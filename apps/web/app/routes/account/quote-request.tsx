import { AppError, age, engagement } from '@shop/core';
import { redirect } from 'react-router';
import { AccountForm, Field, isFailure, Submit } from '../../components/account/Form.tsx';
import { Image } from '../../components/Image.tsx';
import { contextFor, formAction, readForm, requireUserId } from '../../lib/auth.server.ts';
import { idField } from '../../lib/form-input.server.ts';
import { useI18n } from '../../lib/i18n.tsx';
import { localeFromParam, localePath } from '../../lib/locale.ts';
import type { Route } from './+types/quote-request';
import { useAccount } from './use-account.ts';

export async function loader({ params, context, request }: Route.LoaderArgs) {
  const viewer = context.auth.viewer;
  if (!viewer) return null;
  const ctx = contextFor(context, localeFromParam(params.locale));
  const asked = idField.safeParse(new URL(request.url).searchParams.get('variant')).data;
  // A variant that cannot be quoted (unknown, a package) leaves the form to words.
  const offer = asked ? await engagement.quotableOffer(ctx, asked).catch(unknownIsNone) : null;
  return {
    product: offer ? { variantId: offer.variantId, name: offer.name, image: offer.image } : null,
    today: age.ulaanbaatarDate(ctx.now),
    maxQuantity: engagement.QUOTE_MAX_QUANTITY,
    descriptionMax: engagement.QUOTE_DESCRIPTION_MAX,
  };
}

function unknownIsNone(error: unknown): null {
  if (error instanceof AppError && error.type === 'not_found') return null;
  throw error;
}

/** Sends the request; "My quotes" then shows it as sent. */
export async function action({ params, context, request }: Route.ActionArgs) {
  const locale = localeFromParam(params.locale);
  const { values } = await readForm(request, context);
  return formAction(values, async () => {
    await engagement.requestQuote(contextFor(context, locale), requireUserId(context), values);
    throw redirect(`${localePath(locale, '/account/quotes')}?sent=1`);
  });
}

/**
 * Request a quote (spec §2): a product from its page, or words; quantity and date; the answer
 * goes to the shopper's own phone or e-mail (spec §5), filled in from the account.
 */
export default function QuoteRequestPage({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useI18n();
  const account = useAccount();
  if (!loaderData) return null;
  const failure = isFailure(actionData) ? actionData : null;
  const { product } = loaderData;
  return (
    <>
      <h1>{t('account.quotes.request')}</h1>
      <p>{t('account.quotes.lead')}</p>
      <p className="field-hint">{t('account.quotes.required_hint')}</p>
      <AccountForm failure={failure}>
        {product && (
          <div className="quote-request-product">
            {product.image && <Image src={product.image} alt="" width={56} height={56} />}
            <p>{t('account.quotes.for_product', { name: product.name })}</p>
            <input type="hidden" name="variant_id" value={product.variantId} />
          </div>
        )}
        <Field
          name="description"
          label={t('account.quotes.description')}
          hint={t('account.quotes.description_hint')}
          required={!product}
          rows={4}
          maxLength={loaderData.descriptionMax}
          failure={failure}
        />
        <Field
          name="quantity"
          type="number"
          inputMode="numeric"
          label={t('account.quotes.quantity')}
          required
          min={1}
          max={loaderData.maxQuantity}
          defaultValue="1"
          failure={failure}
        />
        <Field
          name="needed_by"
          type="date"
          label={t('account.quotes.needed_by')}
          min={loaderData.today}
          failure={failure}
        />
        <p className="field-hint">{t('account.quotes.reach')}</p>
        <Field
          name="phone"
          type="tel"
          inputMode="tel"
          autoComplete="tel"
          label={t('account.quotes.phone')}
          defaultValue={account?.phoneDisplay ?? ''}
          failure={failure}
        />
        <Field
          name="email"
          type="email"
          autoComplete="email"
          label={t('account.quotes.email')}
          defaultValue={account?.email ?? ''}
          failure={failure}
        />
        <Submit>{t('account.quotes.submit')}</Submit>
      </AccountForm>
    </>
  );
}
