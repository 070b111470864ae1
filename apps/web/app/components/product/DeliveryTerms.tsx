import type { checkout } from '@shop/core';
import { formatMoney } from '@shop/i18n';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useI18n } from '../../lib/i18n.tsx';
import { HOURS_UP_TO } from '../checkout/delivery-window.ts';
import { Icon, type IconName } from '../Icon.tsx';

/**
 * Delivery and returns beside the buy button: what it costs, how soon it comes, that pickup is
 * free and what to do when a parcel arrives wrong, so a shopper need not reach the checkout to
 * learn it. Figures come from the checkout's own rules; the shop's pages hold the rest. A
 * pre-order promises no hours, only the day deliveries begin; a product got ready for the order
 * (its lead) promises its own hours or days, by standard delivery only. A licence key is not
 * delivered at all: it comes by e-mail once paid.
 */
export function DeliveryTerms(props: {
  terms: checkout.DeliveryTerms;
  preorderFrom: string | null;
  /** A licence key: nothing is delivered or picked up; it comes by e-mail once paid. */
  licenceKey?: boolean;
}) {
  const { t, locale, path } = useI18n();
  const { city, ...terms } = props.terms;
  const money = (amount: number) => formatMoney(amount, locale);
  const lines: [IconName, ReactNode][] = [];
  if (props.licenceKey) {
    lines.push(['key', t('product.terms.licence')]);
    lines.push(['return', t('product.terms.licence_report', { hours: terms.returnNoticeHours })]);
  } else if (props.preorderFrom) {
    lines.push(['calendar', t('product.terms.preorder', { date: props.preorderFrom })]);
  } else if (terms.lead) {
    const { from, to } = terms.lead;
    lines.push([
      'truck',
      to > HOURS_UP_TO
        ? t('product.terms.lead_days', { from: from / 24, to: to / 24, price: money(city.price) })
        : t('product.terms.lead_hours', { from, to, price: money(city.price) }),
    ]);
    if (city.freeFrom !== null) {
      lines.push(['truck', t('product.terms.free_from', { free: money(city.freeFrom) })]);
    }
  } else {
    lines.push([
      'truck',
      city.freeFrom === null
        ? t('product.terms.city', { hours: city.withinHours, price: money(city.price) })
        : t('product.terms.city_free_from', {
            hours: city.withinHours,
            price: money(city.price),
            free: money(city.freeFrom),
          }),
    ]);
    if (city.sameDayPrice !== null) {
      lines.push([
        'clock',
        t('product.terms.same_day', {
          hour: terms.sameDayBeforeHour,
          hours: terms.sameDayHours,
          price: money(city.sameDayPrice),
        }),
      ]);
    }
    if (city.expressPrice !== null) {
      lines.push([
        'clock',
        t('product.terms.express', {
          hours: terms.expressHours,
          price: money(city.expressPrice),
        }),
      ]);
    }
  }
  if (!props.licenceKey) {
    lines.push(['store', t('product.terms.pickup')]);
    lines.push(['return', t('product.terms.returns', { hours: terms.returnNoticeHours })]);
  }
  return (
    <section className="delivery-terms" aria-labelledby="delivery-terms">
      <h2 id="delivery-terms">{t('product.terms.title')}</h2>
      <ul>
        {lines.map(([icon, text]) => (
          <li key={`${icon}:${String(text)}`}>
            <Icon name={icon} size={20} />
            <span>{text}</span>
          </li>
        ))}
      </ul>
      <p className="delivery-terms-pages">
        <Link to={path('/pages/delivery')}>{t('product.terms.delivery_page')}</Link>
        <Link to={path('/pages/returns')}>{t('product.terms.returns_page')}</Link>
      </p>
    </section>
  );
}
