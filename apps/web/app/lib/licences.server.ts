import type { licences } from '@shop/core';
import type { Locale } from '@shop/i18n';
import type { LicenceCard } from '../components/licences/LicenceList.tsx';
import { formatDate } from './dates.ts';

/** Licences as the page's list shows them: only what it uses, dates in the shopper's words. */
export function licenceCards(list: licences.LicenceView[], locale: Locale): LicenceCard[] {
  return list.map((l) => ({
    id: l.id,
    orderNumber: l.order_number,
    productName: l.product_name,
    key: l.key,
    boughtOn: formatDate(l.bought_at, locale) ?? '',
  }));
}
