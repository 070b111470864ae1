import { createContext } from '../context.ts';
import type { Db } from '../db/index.ts';
import * as roulette from '../roulette/index.ts';

/**
 * The demo roulette: the online shop and a store as its locations, a lucky wheel of coupons,
 * vouchers and flowers to pick up, a jackpot, and a few receipt numbers for the store (docs name
 * them). A paid order of 100,000 ₮ or more earns a wheel chance; 300,000 ₮ a jackpot chance.
 */
export const DEMO_ROULETTE_NUMBERS = ['DEMO-0001', 'DEMO-0002', 'DEMO-0003'];

const PRIZES = [
  {
    name: '10% хөнгөлөлтийн купон',
    en: '10% off coupon',
    ru: 'Купон на скидку 10%',
    cn: '九折优惠券',
    it: 'Coupon sconto 10%',
    kind: 'coupon',
    couponKind: 'percent',
    value: 10,
    color: '#c2185b',
    online: 40,
    store: 20,
  },
  {
    name: '5,000 ₮-ийн ваучер',
    en: '5,000 ₮ voucher',
    ru: 'Ваучер на 5 000 ₮',
    cn: '5,000 ₮ 代金券',
    it: 'Buono da 5.000 ₮',
    kind: 'voucher',
    value: 5000,
    color: '#2e7d32',
    online: 20,
    store: 10,
  },
  {
    name: 'Сарнайн баглаа',
    en: 'A bouquet of roses',
    ru: 'Букет роз',
    cn: '玫瑰花束',
    it: 'Un mazzo di rose',
    kind: 'product',
    value: 0,
    color: '#6a1b9a',
    online: 5,
    store: 5,
  },
] as const;

export async function insertRoulette(db: Db, now: Date): Promise<void> {
  const ctx = createContext(db, 'mn', now);
  const online = await roulette.createLocation(ctx, {
    name: 'Онлайн дэлгүүр',
    translations: {
      en: { name: 'Online shop' },
      ru: { name: 'Интернет-магазин' },
      cn: { name: '网上商店' },
      it: { name: 'Negozio online' },
    },
  });
  const store = await roulette.createLocation(ctx, {
    name: 'Төв дэлгүүр',
    address: 'Сүхбаатар дүүрэг, Энхтайваны өргөн чөлөө',
    translations: {
      en: { name: 'Main store' },
      ru: { name: 'Главный магазин' },
      cn: { name: '总店' },
      it: { name: 'Negozio principale' },
    },
  });
  for (const prize of PRIZES) {
    const row = await roulette.createPrize(ctx, {
      game: 'lucky_wheel',
      name: prize.name,
      translations: {
        en: { name: prize.en },
        ru: { name: prize.ru },
        cn: { name: prize.cn },
        it: { name: prize.it },
      },
      kind: prize.kind,
      couponKind: prize.kind === 'coupon' ? prize.couponKind : null,
      value: prize.value,
      color: prize.color,
    });
    await roulette.setStock(ctx, {
      prizeId: row.id,
      locationId: online.id,
      quantity: prize.online,
    });
    await roulette.setStock(ctx, { prizeId: row.id, locationId: store.id, quantity: prize.store });
  }
  await roulette.updateGame(ctx, 'lucky_wheel', {
    minOrderTotal: 100_000,
    orderLocationId: online.id,
  });
  await roulette.updateGame(ctx, 'jackpot', {
    minOrderTotal: 300_000,
    jackpotSeed: 100_000,
    jackpotStep: 1_000,
    jackpotOdds: 500,
  });
  await roulette.createNumbers(ctx, {
    game: 'lucky_wheel',
    locationId: store.id,
    codes: DEMO_ROULETTE_NUMBERS,
  });
}
