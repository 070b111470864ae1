/** What the scanner looks a code up as: told by the code itself, or said by staff. */
export const SCAN_KINDS = ['auto', 'coupon', 'e_ticket'] as const;
export type ScanKind = (typeof SCAN_KINDS)[number];
