import { data, Form, redirect } from 'react-router';
import { z } from 'zod';
import { CsrfField } from '../components/CsrfField.tsx';
import {
  AGE_CONFIRMED_DAYS,
  ageConfirmed,
  forgetAgeConfirmed,
  gateReturnPath,
  rememberAgeConfirmed,
} from '../lib/age-gate.server.ts';
import { readForm } from '../lib/auth.server.ts';
import { parseForm } from '../lib/form-input.server.ts';
import { MessagesScope, useI18n } from '../lib/i18n.tsx';
import { localeFromParam, localePath } from '../lib/locale.ts';
import { brandMessages } from '../lib/messages.server.ts';
import { pageMeta, rootMeta, withShopName } from '../lib/seo.ts';
import '../styles/microsite.css';
import type { Route } from './+types/age-gate';

/**
 * The age gate (spec §2, §5): "Are you 21 or older?" before the brand microsite and spirits.
 * Answered already: straight back to the page asked for.
 */
export function loader({ params, request }: Route.LoaderArgs) {
  const locale = localeFromParam(params.locale);
  const next = gateReturnPath(new URL(request.url).searchParams.get('next'), locale);
  if (ageConfirmed(request)) throw redirect(next);
  return data(
    { next, days: AGE_CONFIRMED_DAYS, messages: brandMessages(locale) },
    { headers: { 'cache-control': 'private, no-store', vary: 'Cookie' } },
  );
}

const gateForm = z.object({
  answer: z.enum(['yes', 'no'], { error: 'validation.invalid_choice' }),
  // Any text: gateReturnPath keeps only a path of the shop.
  next: z.string().optional(),
});

/** Yes: remembered, back to the page. No: the polite exit, and nothing that counts as yes. */
export async function action({ params, context, request }: Route.ActionArgs) {
  const locale = localeFromParam(params.locale);
  const { values } = await readForm(request, context);
  // Only the two buttons answer: anything else gets the "request refused" page.
  const form = parseForm(gateForm, values);
  if (!form.ok) throw data(form, { status: 400 });
  if (form.data.answer === 'yes') {
    rememberAgeConfirmed(context);
    throw redirect(gateReturnPath(form.data.next, locale));
  }
  forgetAgeConfirmed(context, request);
  throw redirect(localePath(locale, '/age-gate/exit'));
}

export function headers({ loaderHeaders }: Route.HeadersArgs) {
  return loaderHeaders;
}

export function meta(args: Route.MetaArgs) {
  const { t } = rootMeta(args);
  const title = args.loaderData?.messages['age_gate.title'] ?? '';
  return [
    ...pageMeta(args, { title: withShopName(title, t) }),
    { name: 'robots', content: 'noindex' },
  ];
}

export default function AgeGate({ loaderData }: Route.ComponentProps) {
  return (
    <MessagesScope messages={loaderData.messages}>
      <GateForm next={loaderData.next} days={loaderData.days} />
    </MessagesScope>
  );
}

function GateForm({ next, days }: { next: string; days: number }) {
  const { t } = useI18n();
  return (
    <section className="ms ms-gate" aria-labelledby="age-gate-question">
      <div className="ms-gate-card">
        <p className="ms-eyebrow">{t('age_gate.title')}</p>
        <h1 id="age-gate-question" className="ms-gate-question">
          {t('age_gate.question')}
        </h1>
        <p>{t('age_gate.why')}</p>
        <Form method="post" className="ms-gate-answers" replace>
          <CsrfField />
          <input type="hidden" name="next" value={next} />
          <button type="submit" name="answer" value="yes" className="ms-button ms-button-light">
            {t('age_gate.yes')}
          </button>
          <button type="submit" name="answer" value="no" className="ms-button ms-button-ghost">
            {t('age_gate.no')}
          </button>
        </Form>
        <p className="ms-gate-note">{t('age_gate.remembered', { count: days })}</p>
        <p className="ms-gate-note">{t('age_gate.responsibly')}</p>
      </div>
    </section>
  );
}
