/**
 * How many hours after delivery a damaged or wrong item can be reported, by the kind of product
 * (spec §9): 24 for flowers, plants and food, longer for what keeps. The first is the default.
 */
export const RETURN_NOTICE_CHOICES = [24, 48, 72] as const;
