/** Staff's reasons for a stock change (core's inventory.STOCK_REASONS), for the page's choices. */
export const STOCK_REASONS = ['delivery', 'count', 'damage'] as const;
