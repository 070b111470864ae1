import type { Translate } from '@shop/i18n';

/** Beyond three days a promise reads better in days than in hours. */
export const HOURS_UP_TO = 72;

/**
 * What a delivery option promises, in words: standard delivery in its own hours (the zone's, or
 * the slowest item's when it is got ready first; 24 for an order from before they were kept),
 * express and same day by their fixed windows.
 */
export function deliveryWindowText(t: Translate, option: string, hours: number | null): string {
  if (option !== 'standard') return t(`checkout.window.${option}`);
  const within = hours ?? 24;
  return within <= HOURS_UP_TO
    ? t('checkout.window.standard', { hours: within })
    : t('checkout.window.standard_days', { days: Math.ceil(within / 24) });
}
