// What the web app's browser code may import from the core: constants and types with no
// database or server code behind them (the bundle must not pull the rest of the core in).

export { isPurchasable } from './catalog/availability.ts';
export { DELIVERY_LEADS, type DeliveryLead } from './catalog/delivery-lead.ts';
export { RETURN_NOTICE_CHOICES } from './catalog/return-notice.ts';
export type { ShopperQuery } from './search/index.ts';
export { SORTS, type Sort } from './search/sorts.ts';
export { withTimeout } from './shared/timeout.ts';
