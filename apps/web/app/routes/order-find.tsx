import { orders, parseInput } from '@shop/core';
import { formatMoney } from '@shop/i18n';
import { Link } from 'react-router';
import { z } from 'zod';
import {
  AccountForm,
  Field,
  type FormFailure,
  isFailure,
  Submit,
} from '../components/account/Form.tsx';
import { OrderStatusFacts } from '../components/order/OrderStatusFacts.tsx';
import { OrderTimeline } from '../components/order/OrderTimeline.tsx';
import { contextFor, formAction, guesserOf, readForm, signInPath } from '../lib/auth.server.ts';
import { MessagesScope, useI18n } from '../lib/i18n.tsx';
import { localeFromParam } from '../lib/locale.ts';
import { scopedMessages } from '../lib/messages.server.ts';
import { pageMeta, rootMeta } from '../lib/seo.ts';
import '../styles/account.css';
import '../styles/cart.css';
import type { Route } from './+types/order-find';
import { type TrackedOrder, trackedOrder } from './order-find.server.ts';

export function loader({ params }: Route.LoaderArgs) {
  const locale = localeFromParam(params.locale);
  return {
    messages: scopedMessages(locale),
    // An account's orders are in the account: where "sign in" leads from here.
    signIn: signInPath(locale, '/account/orders'),
  };
}

const findForm = z.object({
  number: z
    .string({ error: 'validation.blank' })
    .trim()
    .min(1, 'validation.blank')
    .max(20, 'validation.invalid_field'),
  contact: z
    .string({ error: 'validation.blank' })
    .trim()
    .min(1, 'validation.blank')
    .max(200, 'validation.too_long'),
});

/** Finds a guest's order by its number and the phone or e-mail given at checkout. */
export async function action({ params, context, request }: Route.ActionArgs) {
  const locale = localeFromParam(params.locale);
  const { values } = await readForm(request, context);
  return formAction(values, async () => {
    const input = parseInput(findForm, values);
    const ctx = contextFor(context, locale);
    const order = await orders.findGuestOrder(ctx, guesserOf(context), input);
    return { found: await trackedOrder(ctx, order, locale) };
  });
}

export function meta(args: Route.MetaArgs) {
  const { t } = rootMeta(args);
  return pageMeta(args, { title: `${t('nav.find_order')} — ${t('shop.name')}` });
}

export default function OrderFindPage({ loaderData, actionData }: Route.ComponentProps) {
  const failure = isFailure(actionData) ? actionData : null;
  const found = actionData && 'found' in actionData ? actionData.found : null;
  return (
    <MessagesScope messages={loaderData.messages}>
      <FindOrder failure={failure} found={found} signIn={loaderData.signIn} />
    </MessagesScope>
  );
}

function FindOrder(props: {
  failure: FormFailure | null;
  found: TrackedOrder | null;
  signIn: string;
}) {
  const { t } = useI18n();
  const { failure, found } = props;
  return (
    <section className="auth-page order-find">
      <div className="auth-card">
        <h1>{t('nav.find_order')}</h1>
        <p>{t('order.find.intro')}</p>
        <AccountForm failure={failure}>
          <Field
            name="number"
            label={t('order.find.number')}
            hint={t('order.find.number_hint')}
            required
            autoComplete="off"
            maxLength={20}
            failure={failure}
          />
          <Field
            name="contact"
            label={t('order.find.contact')}
            required
            autoComplete="tel"
            maxLength={200}
            failure={failure}
          />
          <Submit>{t('order.find.submit')}</Submit>
        </AccountForm>
        {failure?.error === 'order.find.account' && (
          <p>
            <Link to={props.signIn}>{t('nav.sign_in')}</Link>
          </p>
        )}
      </div>
      {found && <FoundOrder order={found} />}
    </section>
  );
}

function FoundOrder({ order }: { order: TrackedOrder }) {
  const { t, locale, path } = useI18n();
  return (
    <article className="auth-card order-found" aria-labelledby="order-found-title">
      <h2 id="order-found-title">{t('order.title', { number: order.number })}</h2>
      <dl className="order-facts">
        <OrderStatusFacts
          orderedAt={order.orderedAt}
          state={order.state}
          deliveryStatus={order.deliveryStatus}
        />
        {order.shipmentNote && (
          <div>
            <dt>{t('order.shipment_note')}</dt>
            <dd>{order.shipmentNote}</dd>
          </div>
        )}
      </dl>
      <OrderTimeline timeline={order.timeline} heading="h3" />
      <h3>{t('order.find.items')}</h3>
      <ul className="order-found-lines">
        {order.lines.map((line) => (
          <li key={line.key}>
            <span>
              {line.name} × {line.quantity}
            </span>{' '}
            <span>{formatMoney(line.total, locale)}</span>
          </li>
        ))}
      </ul>
      <p className="order-found-total">
        {t('order.find.total', { total: formatMoney(order.total, locale) })}
      </p>
      <p>
        <Link
          to={`${path('/contact')}?subject=${encodeURIComponent(t('order.title', { number: order.number }))}`}
        >
          {t('order.find.ask')}
        </Link>
      </p>
    </article>
  );
}
