import { pearlBottle } from '../brandsite.ts';
import type { IllustrationKind } from '../kinds.ts';
import { createRng, hashString, normHue, seedInt } from '../svg.ts';
import { creamJar, lipstick, perfume } from './beauty.ts';
import { vodkaBottle, wineBottle } from './drinks.ts';
import { bouquet, rose, tulip } from './flowers.ts';
import { balloon, giftBox, teddyBear } from './gifts.ts';
import { cushion, lamp, mug } from './home.ts';
import { candle, greetingCard } from './occasions.ts';
import { fruitBasket, tea } from './pantry.ts';
import { flowerBasket, pottedPlant } from './plants.ts';
import { cake, chocolate } from './sweets.ts';
import { headphones, laptop, phone, watch } from './tech.ts';
import { desertTour, gerCamp, hotel, hotelRoom, mountainTour } from './travel.ts';
import type { Ctx, Drawing } from './types.ts';

/** Drawing function for every kind (product only, no background). */
export const DRAWINGS: Record<IllustrationKind, Drawing> = {
  bouquet,
  rose,
  tulip,
  'potted-plant': pottedPlant,
  'flower-basket': flowerBasket,
  'gift-box': giftBox,
  'teddy-bear': teddyBear,
  balloon,
  'greeting-card': greetingCard,
  candle,
  chocolate,
  cake,
  'fruit-basket': fruitBasket,
  tea,
  'vodka-bottle': vodkaBottle,
  'wine-bottle': wineBottle,
  perfume,
  lipstick,
  'cream-jar': creamJar,
  lamp,
  mug,
  cushion,
  phone,
  headphones,
  laptop,
  watch,
  'pearl-bottle': pearlBottle,
  'hotel-room': hotelRoom,
  hotel,
  'ger-camp': gerCamp,
  'mountain-tour': mountainTour,
  'desert-tour': desertTour,
};

/**
 * Builds a drawing context. `scope` keeps ids unique when several drawings share
 * one document (banners) and differ between documents (inline SVGs on one page).
 */
export function makeCtx(scope: string, hue: number, seed: number, white = false): Ctx {
  const h = normHue(Math.round(hue));
  const s = seedInt(seed);
  const prefix = `a${hashString(`${scope}|${h}|${s}`).toString(36)}`;
  return {
    hue: h,
    rng: createRng(hashString(scope) ^ Math.imul(s, 0x9e3779b1)),
    uid: (name) => `${prefix}${name}`,
    white,
  };
}
