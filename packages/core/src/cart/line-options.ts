import type { VariantOffer } from '../catalog/index.ts';
import { AppError } from '../shared/index.ts';

/** An option whose value the shopper writes (the words of an engraving), not one of a list. */
export interface FreeTextOption {
  maxLength: number;
}

type OptionsOf = Pick<VariantOffer, 'optionValues'>;

/**
 * The free-text options a variant takes, by name: the one place where one is declared. No
 * product takes one today, so no line keeps any option; to sell an engraving, answer it here
 * (say from a product property on the offer) and the cart accepts, stores and shows it.
 */
export function freeTextOptions(_offer: OptionsOf): Readonly<Record<string, FreeTextOption>> {
  return {};
}

const unknownOption = () =>
  new AppError(
    'invalid_input',
    'validation.unknown_option',
    {},
    { options: ['validation.unknown_option'] },
  );

/**
 * The options a new line keeps, from those the shopper sent. A variant's own option with its
 * own value (size M of the size M variant) is accepted but not kept: the variant carries it.
 * A declared free-text option is kept; any other name or value is refused.
 */
export function lineOptions(
  offer: OptionsOf,
  asked: Record<string, string> = {},
  declared = freeTextOptions(offer),
): Record<string, string> {
  const kept: Record<string, string> = {};
  for (const [name, value] of Object.entries(asked)) {
    if (Object.hasOwn(offer.optionValues, name) && offer.optionValues[name] === value) continue;
    const free = Object.hasOwn(declared, name) ? declared[name] : undefined;
    if (!free || value.length > free.maxLength) throw unknownOption();
    if (value.trim() !== '') kept[name] = value.trim();
  }
  return kept;
}

/**
 * What of a stored line's options still counts: its declared free-text options. Lines stored
 * before options were checked may hold anything a client sent; that is neither shown nor
 * carried over to another cart.
 */
export function keptLineOptions(
  offer: OptionsOf | undefined,
  stored: Record<string, string>,
  declared = offer ? freeTextOptions(offer) : {},
): Record<string, string> {
  return Object.fromEntries(
    Object.entries(stored).filter(
      ([name, value]) =>
        Object.hasOwn(declared, name) && value.length <= (declared[name]?.maxLength ?? 0),
    ),
  );
}
