import { translatorFor } from '@shop/i18n/translators';
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  freshDatabase,
  type TestDatabase,
  testDatabaseKind,
} from '../../../../scripts/test-database.ts';
import { accountUser } from '../accounts/schema.ts';
import { variantOffers, variantsById } from '../catalog/index.ts';
import { catalogVariant } from '../catalog/schema.ts';
import { type Ctx, createContext } from '../context.ts';
import { notifyMessage } from '../notify/schema.ts';
import { shopLinks } from '../shared/index.ts';
import { refusal } from '../testing/index.ts';
import * as engagement from './index.ts';
import { engagementStockAlert } from './schema.ts';

let testDb: TestDatabase;
let ctx: Ctx;
/** Variants of products on sale, each test taking its own. */
let variants: number[] = [];
let counter = 0;

beforeAll(async () => {
  testDb = await freshDatabase({ products: 12 });
  ctx = createContext(testDb.database.db, 'mn');
  const ids = (await ctx.db.select({ id: catalogVariant.id }).from(catalogVariant)).map(
    (v) => v.id,
  );
  const offers = await variantOffers(ctx, ids);
  variants = ids.filter((id) => offers.get(id)?.onSale);
});

afterAll(async () => {
  await testDb?.dispose();
});

const nextVariant = () => {
  const id = variants.shift();
  if (id === undefined) throw new Error('no variant left');
  return id;
};
const setStock = (variantId: number, units: number) =>
  ctx.db.execute(
    sql`update inventory_stock_item set count_on_hand = ${units} where variant_id = ${variantId}`,
  );
/** A Mongolian mobile number no other test uses. */
const newPhone = () => `88${String(Date.now() + ++counter).slice(-6)}`;
const ip = () => `10.7.${counter}.${Math.floor(Math.random() * 250)}`;
const SHOP_URL = 'https://shop.example.mn';
const tellWaiting = (slot: number) =>
  engagement
    .stockAlertJobs(shopLinks(SHOP_URL))
    [engagement.STOCK_ALERTS_JOB]?.(
      createContext(testDb.database.db),
      { after: 0, slot },
      {} as never,
    );
const messagesTo = (recipient: string) =>
  ctx.db
    .select({
      channel: notifyMessage.channel,
      subject: notifyMessage.subject,
      body: notifyMessage.body,
    })
    .from(notifyMessage)
    .where(eq(notifyMessage.recipient, recipient));
const waiting = (variantId: number) =>
  ctx.db
    .select({ contact: engagementStockAlert.contact, channel: engagementStockAlert.channel })
    .from(engagementStockAlert)
    .where(and(eq(engagementStockAlert.variantId, variantId), isNull(engagementStockAlert.toldAt)));

describe(`"tell me when it's back" on ${testDatabaseKind()}`, () => {
  it('keeps one alert per variant and contact however often, and at once, it is asked', async () => {
    const variantId = nextVariant();
    await setStock(variantId, 0);
    const phone = newPhone();
    // More at once than the pool holds (5), each written differently; the limit allows ten.
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        engagement.requestStockAlert(ctx, {
          variantId,
          contact: i % 2 ? `+976 ${phone.slice(0, 4)} ${phone.slice(4)}` : ` ${phone} `,
          userId: null,
          ip: ip(),
        }),
      ),
    );
    expect(new Set(answers.map((a) => `${a.state}:${a.channel}`))).toEqual(
      new Set(['waiting:sms']),
    );
    expect(await waiting(variantId)).toEqual([{ contact: `+976${phone}`, channel: 'sms' }]);
    // The eleventh ask within the hour is one too many for that number.
    const eleventh = await refusal(
      engagement.requestStockAlert(ctx, { variantId, contact: phone, userId: null, ip: ip() }),
    );
    expect([eleventh.type, eleventh.messageKey]).toEqual(['rate_limited', 'error.rate_limited']);
  });

  it('refuses what is neither a mobile number nor an e-mail address, and an unknown variant', async () => {
    const variantId = nextVariant();
    await setStock(variantId, 0);
    for (const contact of ['', 'hello', '123', '7011 2233', 'a@b']) {
      const refused = await refusal(
        engagement.requestStockAlert(ctx, { variantId, contact, userId: null, ip: ip() }),
      );
      expect([refused.messageKey, refused.fieldErrors]).toEqual([
        'product.stock_alert.invalid_contact',
        { contact: ['product.stock_alert.invalid_contact'] },
      ]);
    }
    const unknown = await refusal(
      engagement.requestStockAlert(ctx, {
        variantId: 999_999,
        contact: newPhone(),
        userId: null,
        ip: ip(),
      }),
    );
    expect(unknown.type).toBe('not_found');
    expect(await waiting(variantId)).toEqual([]);
  });

  it('keeps nothing for a variant that can be bought now', async () => {
    const variantId = nextVariant();
    await setStock(variantId, 4);
    const answer = await engagement.requestStockAlert(ctx, {
      variantId,
      contact: 'Reader@Example.mn',
      userId: null,
      ip: ip(),
    });
    expect(answer).toEqual({ state: 'in_stock', channel: 'email' });
    expect(await waiting(variantId)).toEqual([]);
  });

  it('counts who waits for each variant, the most asked-for first, for the back office', async () => {
    const [most, fewer] = [nextVariant(), nextVariant()];
    await setStock(most, 0);
    await setStock(fewer, 0);
    for (const variantId of [most, most, most, fewer]) {
      await engagement.requestStockAlert(ctx, {
        variantId,
        contact: newPhone(),
        userId: null,
        ip: ip(),
      });
    }
    const waiting = await engagement.waitingFor(ctx, [fewer, most, 999_999]);
    expect([waiting.get(most), waiting.get(fewer), waiting.get(999_999)]).toEqual([
      3,
      1,
      undefined,
    ]);
    const demand = await engagement.stockDemand(ctx);
    expect(demand.filter((d) => d.variantId === most || d.variantId === fewer)).toEqual([
      { variantId: most, waiting: 3 },
      { variantId: fewer, waiting: 1 },
    ]);
    const counts = demand.map((d) => d.waiting);
    expect(counts).toEqual([...counts].sort((a, b) => b - a));
    // Named for staff in the order asked, an unknown id left out.
    const named = await variantsById(ctx, [fewer, 999_999, most]);
    expect(named.map((v) => v.variant_id)).toEqual([fewer, most]);
  });

  it("fills a signed-in shopper's number in, and knows what they wait for, asked as a guest first", async () => {
    const [asked, other] = [nextVariant(), nextVariant()];
    await setStock(asked, 0);
    await setStock(other, 0);
    const phone = newPhone();
    const [user] = await ctx.db
      .insert(accountUser)
      .values({ phone: `+976${phone}` })
      .returning({ id: accountUser.id });
    if (!user) throw new Error('no user');
    expect(await engagement.stockAlertsOfUser(ctx, user.id, [asked, other])).toEqual({
      contact: `${phone.slice(0, 4)} ${phone.slice(4)}`,
      waiting: [],
    });
    // Asked as a guest, then again signed in: one alert, and it is theirs.
    await engagement.requestStockAlert(ctx, {
      variantId: asked,
      contact: phone,
      userId: null,
      ip: ip(),
    });
    await engagement.requestStockAlert(ctx, {
      variantId: asked,
      contact: phone,
      userId: user.id,
      ip: ip(),
    });
    expect(await waiting(asked)).toHaveLength(1);
    expect((await engagement.stockAlertsOfUser(ctx, user.id, [asked, other])).waiting).toEqual([
      { variantId: asked, channel: 'sms' },
    ]);
  });

  it("lists a shopper's own alerts, waiting ones first, and takes back only their own waiting ones", async () => {
    const [sizeM, sizeL, back] = [nextVariant(), nextVariant(), nextVariant()];
    await setStock(sizeM, 0);
    await setStock(sizeL, 0);
    await setStock(back, 5);
    const users = await ctx.db
      .insert(accountUser)
      .values([{ phone: `+976${newPhone()}` }, { phone: `+976${newPhone()}` }])
      .returning({ id: accountUser.id });
    const [me, other] = users.map((u) => u.id);
    if (me === undefined || other === undefined) throw new Error('no users');
    const phone = newPhone();
    const email = `me.${phone}@example.mn`;
    const ago = (days: number) => new Date(ctx.now.getTime() - days * 86_400_000);
    const alert = (
      userId: number,
      variantId: number,
      createdAt: Date,
      told: Date | null,
      byEmail = false,
    ) => ({
      userId,
      variantId,
      channel: byEmail ? 'email' : 'sms',
      contact: byEmail ? email : `+976${userId === me ? phone : newPhone()}`,
      createdAt,
      toldAt: told,
      locale: 'mn',
    });
    const ids = await ctx.db
      .insert(engagementStockAlert)
      .values([
        alert(me, sizeM, ago(3), null),
        alert(me, sizeL, ago(1), null, true),
        alert(me, back, ago(5), ago(2)),
        alert(other, sizeM, ago(1), null),
      ])
      .returning({ id: engagementStockAlert.id });
    const [mine, newer, told, theirs] = ids.map((r) => r.id);
    if (!mine || !newer || !told || !theirs) throw new Error('no alerts');

    const listed = await engagement.listStockAlerts(ctx, me);
    expect(
      listed.map((a) => [a.id, a.variant.variant_id, a.channel, a.toldAt !== null, a.available]),
    ).toEqual([
      [newer, sizeL, 'email', false, false],
      [mine, sizeM, 'sms', false, false],
      [told, back, 'sms', true, true],
    ]);
    expect(listed[1]?.contact).toBe(`${phone.slice(0, 4)} ${phone.slice(4)}`);
    expect(listed[0]?.contact).toBe(email);
    expect(listed[0]?.variant.product_name).toEqual(expect.any(String));

    expect(await engagement.cancelStockAlert(ctx, me, mine)).toEqual({
      productName: listed[1]?.variant.product_name,
    });
    expect((await engagement.listStockAlerts(ctx, me)).map((a) => a.id)).toEqual([newer, told]);
    // The other shopper's alert for the same variant still waits.
    expect((await engagement.waitingFor(ctx, [sizeM])).get(sizeM)).toBe(1);
    for (const id of [mine, told, theirs, 999_999]) {
      const refused = await refusal(engagement.cancelStockAlert(ctx, me, id));
      expect(refused.type).toBe('not_found');
    }
    expect((await engagement.listStockAlerts(ctx, other)).map((a) => a.id)).toEqual([theirs]);
  });

  it('gives a shopper the alerts they asked for as a guest, with a number or address they proved theirs', async () => {
    const [byPhone, byEmail, byOther] = [nextVariant(), nextVariant(), nextVariant()];
    for (const variant of [byPhone, byEmail, byOther]) await setStock(variant, 0);
    const phone = newPhone();
    const email = `guest.${phone}@example.mn`;
    const otherPhone = newPhone();
    const asGuest = (variantId: number, contact: string) =>
      engagement.requestStockAlert(ctx, { variantId, contact, userId: null, ip: ip() });
    await asGuest(byPhone, phone);
    await asGuest(byEmail, email);
    await asGuest(byOther, otherPhone);
    const users = await ctx.db
      .insert(accountUser)
      .values([
        // Proved the phone by its code; the e-mail address not yet.
        { phone: `+976${phone}`, phoneConfirmed: true, email, emailState: 'waiting' },
        // Wrote the other number in but never proved it.
        { phone: `+976${otherPhone}` },
      ])
      .returning({ id: accountUser.id });
    const [me, unproven] = users.map((u) => u.id);
    if (me === undefined || unproven === undefined) throw new Error('no users');

    const listed = await engagement.listStockAlerts(ctx, me);
    expect(listed.map((a) => a.variant.variant_id)).toEqual([byPhone]);
    expect(
      (await engagement.stockAlertsOfUser(ctx, me, [byPhone, byEmail, byOther])).waiting,
    ).toEqual([{ variantId: byPhone, channel: 'sms' }]);
    expect(await engagement.listStockAlerts(ctx, unproven)).toEqual([]);
    const [mine] = listed;
    if (!mine) throw new Error('not listed');
    expect((await refusal(engagement.cancelStockAlert(ctx, unproven, mine.id))).type).toBe(
      'not_found',
    );

    // Once the address is proven too, its alert is theirs as well; and they may take one back.
    await ctx.db.update(accountUser).set({ emailState: 'confirmed' }).where(eq(accountUser.id, me));
    expect(
      (await engagement.listStockAlerts(ctx, me)).map((a) => a.variant.variant_id).sort(),
    ).toEqual([byPhone, byEmail].sort());
    await engagement.cancelStockAlert(ctx, me, mine.id);
    expect(await waiting(byPhone)).toEqual([]);
    expect(await waiting(byOther)).toHaveLength(1);
  });

  it('forgets a told alert after 30 days and one that waited a year in vain, and no other', async () => {
    const variantId = nextVariant();
    const day = 86_400_000;
    const ago = (days: number) => new Date(ctx.now.getTime() - days * day);
    const rows = [
      ['told-29', ago(40), ago(29)],
      ['told-31', ago(40), ago(31)],
      ['waiting-364', ago(364), null],
      ['waiting-366', ago(366), null],
    ] as const;
    await ctx.db.insert(engagementStockAlert).values(
      rows.map(([contact, createdAt, toldAt]) => ({
        variantId,
        channel: 'email',
        contact: `${contact}.${counter}@example.mn`,
        createdAt,
        toldAt,
      })),
    );
    expect(await engagement.pruneStockAlerts(ctx)).toBe(2);
    const left = await ctx.db
      .select({ contact: engagementStockAlert.contact })
      .from(engagementStockAlert)
      .where(eq(engagementStockAlert.variantId, variantId));
    expect(left.map((r) => r.contact.split('.')[0]).sort()).toEqual(['told-29', 'waiting-364']);
  });

  it('tells each waiting shopper once, by SMS or e-mail in the language they asked in, when it is back', async () => {
    const variantId = nextVariant();
    await setStock(variantId, 0);
    const phone = newPhone();
    const email = `waiting${++counter}.${Date.now()}@example.mn`;
    await engagement.requestStockAlert(ctx, { variantId, contact: phone, userId: null, ip: ip() });
    await engagement.requestStockAlert(createContext(ctx.db, 'en'), {
      variantId,
      contact: email.toUpperCase(),
      userId: null,
      ip: ip(),
    });

    // Still sold out: nobody hears anything.
    await tellWaiting(1);
    expect([...(await messagesTo(`+976${phone}`)), ...(await messagesTo(email))]).toEqual([]);

    // Back: two servers look at once, and each shopper hears once.
    await setStock(variantId, 3);
    await Promise.all([tellWaiting(2), tellWaiting(2)]);
    await tellWaiting(3);
    const offerIn = async (locale: 'mn' | 'en') => {
      const offer = (await variantOffers(createContext(ctx.db, locale), [variantId])).get(
        variantId,
      );
      if (!offer) throw new Error('no offer');
      return offer;
    };
    const mn = translatorFor('mn');
    const en = translatorFor('en');
    const { name: mnName, productId, slug } = await offerIn('mn');
    const short = mnName.length > 40 ? `${mnName.slice(0, 39)}…` : mnName;
    // The SMS links the product's short link, the e-mail its page, each in the shopper's language.
    expect(await messagesTo(`+976${phone}`)).toEqual([
      {
        channel: 'sms',
        subject: null,
        body: mn('notify.stock_back_sms', {
          shop: mn('shop.name'),
          name: short,
          link: `${SHOP_URL}/p/${productId}`,
        }),
      },
    ]);
    const enVars = {
      shop: en('shop.name'),
      name: (await offerIn('en')).name,
      link: `${SHOP_URL}/en/products/${encodeURIComponent(slug)}`,
    };
    expect(await messagesTo(email)).toEqual([
      {
        channel: 'email',
        subject: en('notify.stock_back_subject', enVars),
        body: en('notify.stock_back_email', enVars),
      },
    ]);
    expect(await waiting(variantId)).toEqual([]);

    // Sold out again: the same number may ask anew, and is told anew when it comes back.
    await setStock(variantId, 0);
    await engagement.requestStockAlert(ctx, { variantId, contact: phone, userId: null, ip: ip() });
    await setStock(variantId, 1);
    await tellWaiting(4);
    expect(await messagesTo(`+976${phone}`)).toHaveLength(2);
    const told = await ctx.db
      .select({ n: sql<number>`count(*)::int` })
      .from(engagementStockAlert)
      .where(inArray(engagementStockAlert.variantId, [variantId]));
    expect(told[0]?.n).toBe(3);
  });
});
