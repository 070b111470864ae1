import { randomUUID } from 'node:crypto';
import {
  AppError,
  accounts,
  age,
  type Ctx,
  cart,
  checkout,
  inventory,
  orders,
  parseInput,
  payments,
  wallet,
} from '@shop/core';
import { LANGUAGE_TAGS, type Locale } from '@shop/i18n';
import { redirect } from 'react-router';
import { z } from 'zod';
import type { ShopLoadContext } from '../context.ts';
import { addressFromForm, zoneOptions } from '../lib/address-form.server.ts';
import { contextFor, guesserOf } from '../lib/auth.server.ts';
import { cartBecameOrder, cartOwner, orderOwner } from '../lib/cart.server.ts';
import { applyLinkedCoupon, couponLink } from '../lib/coupon-link.server.ts';
import { localePath } from '../lib/locale.ts';
import { scopedMessages } from '../lib/messages.server.ts';
import { cartView } from './cart.server.ts';

export const STEPS = ['contact', 'delivery', 'payment', 'confirm'] as const;
export type Step = (typeof STEPS)[number];

/**
 * Which steps an order has behind it (a later step opens only after the earlier ones). An order
 * holding spirits needs the buyer's date of birth on the contact step. Payment is done with a
 * method chosen, or when gift cards, a voucher or the wallet pay it all.
 */
function stepsDone(
  order: orders.OrderRow,
  spirits: boolean,
  tenders: payments.TenderSummary,
  /** Whether there are products to deliver or pick up: stays, tours and licence keys have none. */
  goods: boolean,
  /** Whether the delivery option chosen is still offered (`checkout.chosenOptionOffered`). */
  optionOffered: boolean,
): Record<Step, boolean> {
  const contact = Boolean(order.phone) && (!spirits || order.buyerBirthDate !== null);
  const delivery =
    !goods ||
    (order.shippingMethod === 'pickup' && order.pickupLocationId !== null) ||
    (order.shippingMethod === 'delivery' &&
      order.shipAddress !== null &&
      !!order.deliveryOption &&
      optionOffered);
  const coveredByTenders = tenders.tenders.length > 0 && tenders.due === 0 && !tenders.refusal;
  const payment = Boolean(order.paymentMethod) || coveredByTenders;
  return { contact, delivery, payment, confirm: false };
}

const stepPath = (locale: Locale, step: Step) => `${localePath(locale, '/checkout')}?step=${step}`;

const formatTime = (at: Date, locale: Locale) =>
  new Intl.DateTimeFormat(LANGUAGE_TAGS[locale], {
    month: 'long',
    day: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
    timeZone: 'Asia/Ulaanbaatar',
  }).format(at);

/**
 * The checkout page's data for the step in the URL. A step whose earlier steps are not done
 * sends the shopper back to the first open one; an empty cart goes back to the cart.
 */
export async function loadCheckout(context: ShopLoadContext, request: Request, locale: Locale) {
  const ctx = contextFor(context, locale);
  const order = await cart.currentCart(ctx, cartOwner(context, request));
  if (!order || order.totalQuantity === 0) throw redirect(localePath(locale, '/cart'));
  const url = new URL(request.url);
  const asked = url.searchParams.get('step') ?? 'contact';
  const [summary, locations, tenders, linked, optionOffered, goods] = await Promise.all([
    cartView(ctx, order),
    inventory.listStoreLocations(ctx),
    payments.tenderSummary(ctx, order),
    // A coupon link (`?coupon=CODE`) is offered to apply, never applied by reading the page.
    couponLink(ctx, context, request, order),
    // Express chosen, then an item ordered in added: the shopper chooses delivery again.
    checkout.chosenOptionOffered(ctx, order),
    // Stays, tours and licence keys alone: nothing to deliver or pick up.
    cart.needsDelivery(ctx, order),
  ]);
  const spirits = summary.lines.some((l) => l.ageRestricted);
  const done = stepsDone(order, spirits, tenders, goods, optionOffered);
  const open = STEPS.find((s) => !done[s]) ?? 'confirm';
  const parsed = (STEPS as readonly string[]).includes(asked) ? (asked as Step) : 'contact';
  // Nothing to deliver: the delivery step is skipped (and not shown).
  const askedStep = parsed === 'delivery' && !goods ? 'payment' : parsed;
  if (STEPS.indexOf(askedStep) > STEPS.indexOf(open)) {
    // The coupon link goes along to the step the shopper is sent to.
    const coupon = linked ? `&coupon=${encodeURIComponent(linked.code)}` : '';
    throw redirect(`${stepPath(locale, open)}${coupon}`);
  }
  const step = askedStep;

  const pickupPoints = locations.filter((l) => l.pickup);
  const pickup = pickupPoints.find((l) => l.id === order.pickupLocationId) ?? null;
  return {
    step,
    done,
    /** The steps this order goes through: no delivery step for stays, tours and keys alone. */
    steps: goods ? STEPS : STEPS.filter((s): s is Step => s !== 'delivery'),
    summary,
    order: {
      number: order.number,
      phone: order.phone ? accounts.formatPhone(order.phone) : null,
      email: order.email,
      buyerType: order.buyerType,
      registryNumber: order.registryNumber,
      birthDate: order.buyerBirthDate,
      birthDateText: order.buyerBirthDate ? formatBirthDate(order.buyerBirthDate, locale) : null,
      shippingMethod: order.shippingMethod,
      address: order.shipAddress,
      deliveryOption: order.deliveryOption,
      deliveryHours: order.deliveryHours,
      paymentMethod: order.paymentMethod,
      paymentOptions: order.paymentOptions,
      couponCode: order.couponCode,
      promoTotal: order.promoTotal,
      pickup,
    },
    tenders: {
      ...tenders,
      refusal: tenders.refusal && { key: tenders.refusal.key, vars: tenders.refusal.vars },
    },
    notice: noticeOf(url),
    couponLink: linked,
    /** The cart holds spirits: the contact step asks the buyer's date of birth (21+). */
    spirits,
    contact: step === 'contact' ? await contactDefaults(ctx, context, order) : null,
    delivery: step === 'delivery' ? await deliveryChoices(ctx, context, order, locale) : null,
    pickupPoints: step === 'delivery' ? pickupPoints : [],
    payment:
      step === 'payment' || step === 'confirm'
        ? await paymentChoices(ctx, order, context.auth.viewer?.userId ?? null, tenders.due)
        : null,
    // A fresh key per confirm page: sending this form twice places the order once.
    idempotencyKey: step === 'confirm' ? randomUUID() : null,
  };
}

/** What a notice in the URL says after a payment-step action (`?notice=…&amount=…`). */
function noticeOf(url: URL) {
  const notice = url.searchParams.get('notice');
  const amount = Number(url.searchParams.get('amount'));
  if (!notice || !NOTICES.includes(notice as Notice)) return null;
  return { key: NOTICE_KEYS[notice as Notice], amount: Number.isSafeInteger(amount) ? amount : 0 };
}

const NOTICE_KEYS = {
  coupon: 'coupon.applied',
  tender: 'checkout.tender_added',
  wallet: 'wallet.deducted',
} as const;
type Notice = keyof typeof NOTICE_KEYS;
const NOTICES = Object.keys(NOTICE_KEYS) as Notice[];

/** The payment step's choices: methods for what is left, the wallet and the saved cards. */
async function paymentChoices(
  ctx: Ctx,
  order: orders.OrderRow,
  userId: number | null,
  due: number,
) {
  const options = await payments.paymentOptions(ctx, order, userId);
  const web = options.methods.filter((m) =>
    (payments.WEB_PAYMENT_METHODS as readonly string[]).includes(m.id),
  );
  return {
    methods: web.filter((m) => m.id !== 'saved_card' || options.saved_cards.length > 0),
    wallet: options.wallet,
    savedCards: options.saved_cards,
    leasePlans: payments.leasable(due)
      ? payments.LEASE_MONTHS.map((months) => payments.leasePlan(due, months))
      : [],
    walletMin: wallet.WALLET_MIN_ORDER,
  };
}

/** A date of birth as the shopper's language writes it (a calendar date: no time zone shift). */
const formatBirthDate = (date: string, locale: Locale) =>
  new Intl.DateTimeFormat(LANGUAGE_TAGS[locale], { dateStyle: 'long', timeZone: 'UTC' }).format(
    new Date(`${date}T00:00:00Z`),
  );

/** The phone and e-mail to start from: the order's, else the signed-in shopper's. */
async function contactDefaults(ctx: Ctx, context: ShopLoadContext, order: orders.OrderRow) {
  const viewer = context.auth.viewer;
  const account =
    viewer && (!order.phone || !order.email) ? await accounts.getAccount(ctx, viewer.userId) : null;
  const phone = order.phone ?? account?.phone ?? null;
  return {
    phone: phone ? accounts.formatPhone(phone) : '',
    email: order.email ?? account?.email ?? '',
  };
}

/** Address book, zones and the delivery options for the chosen address, with their windows. */
async function deliveryChoices(
  ctx: Ctx,
  context: ShopLoadContext,
  order: orders.OrderRow,
  locale: Locale,
) {
  const viewer = context.auth.viewer;
  const [addresses, zones, rates] = await Promise.all([
    viewer ? accounts.listAddresses(ctx, viewer.userId) : [],
    zoneOptions(ctx),
    checkout.deliveryRates(ctx, order),
  ]);
  return {
    addresses: addresses.map((a) => ({
      id: a.id,
      text: [a.city, a.district, a.quarter, a.street, a.detail].filter(Boolean).join(', '),
      receiver: `${a.receiver} · ${accounts.formatPhone(a.receiverPhone)}`,
      zipcode: a.zipcode,
    })),
    zones,
    /** null: the shop does not deliver to the order's address. */
    rates:
      rates?.map((r) => ({
        option: r.option,
        price: r.price,
        open: r.open,
        withinHours: r.withinHours,
        lead: r.lead,
        by: r.open ? formatTime(orders.promisedBy(r.option, r.withinHours, ctx.now), locale) : null,
      })) ?? null,
  };
}

const blankToUndefined = (value: string | undefined) =>
  value === undefined || value.trim() === '' ? undefined : value;

const contactForm = z
  .object({
    phone: accounts.phoneField,
    email: accounts.emailField.optional(),
    buyer_type: z.enum(['person', 'organisation'], { error: 'validation.invalid_choice' }),
    registry_number: z.string().trim().optional(),
    buyer_birth_date: age.birthDateField.optional(),
  })
  .superRefine((form, issue) => {
    if (form.buyer_type === 'organisation' && !/^\d{7}$/.test(form.registry_number ?? '')) {
      issue.addIssue({
        code: 'custom',
        path: ['registry_number'],
        message: 'validation.registry_number',
      });
    }
  });

/**
 * One checkout step's form. Each step saves and moves on to the next (plain form posts, so
 * the steps work without JavaScript); placing the order goes to the order's page.
 */
export async function checkoutStep(
  context: ShopLoadContext,
  request: Request,
  locale: Locale,
  values: Record<string, string>,
): Promise<never> {
  const ctx = contextFor(context, locale);
  const owner = cartOwner(context, request);
  const number = values.number ?? '';
  const save = (input: checkout.CheckoutInput) =>
    checkout.updateCheckout(ctx, owner, number, input);
  switch (values.intent) {
    case 'contact': {
      const form = parseInput(contactForm, {
        phone: values.phone ?? '',
        email: blankToUndefined(values.email),
        buyer_type: values.buyer_type ?? 'person',
        registry_number: values.registry_number,
        buyer_birth_date: blankToUndefined(values.buyer_birth_date),
      });
      // Spirits in the cart: the date of birth is asked here, not first when placing the order.
      const order = await orders.orderFor(ctx, owner, number);
      const { lines } = await cartView(ctx, order);
      const spirits = lines.some((l) => l.ageRestricted);
      const gap = age.birthDateGap(spirits, form.buyer_birth_date ?? null, ctx.now);
      if (gap && !form.buyer_birth_date) {
        throw new AppError('invalid_input', 'error.invalid_input', {}, { buyer_birth_date: [gap] });
      }
      await save({
        phone: form.phone,
        ...(form.email ? { email: form.email } : {}),
        buyer_type: form.buyer_type,
        ...(form.buyer_type === 'organisation' ? { registry_number: form.registry_number } : {}),
        ...(form.buyer_birth_date ? { buyer_birth_date: form.buyer_birth_date } : {}),
      });
      throw redirect(stepPath(locale, lines.length > 0 ? 'delivery' : 'payment'));
    }
    case 'address': {
      const address =
        values.address_id && context.auth.viewer
          ? bookAddress(
              await accounts.getAddress(ctx, context.auth.viewer.userId, Number(values.address_id)),
            )
          : await addressFromForm(context.database.db, values);
      await save({ shipping_method: 'delivery', address });
      throw redirect(`${stepPath(locale, 'delivery')}#delivery-options`);
    }
    case 'delivery_option': {
      const option = z
        .enum(['standard', 'express', 'same_day'], { error: 'validation.invalid_choice' })
        .safeParse(values.delivery_option);
      if (!option.success) {
        throw new AppError(
          'invalid_input',
          'error.invalid_input',
          {},
          {
            delivery_option: ['validation.invalid_choice'],
          },
        );
      }
      if (!checkout.optionOpen(option.data, ctx.now)) {
        throw new AppError('conflict', 'error.delivery_option_closed');
      }
      await save({ shipping_method: 'delivery', delivery_option: option.data });
      throw redirect(stepPath(locale, 'payment'));
    }
    case 'pickup': {
      await save({
        shipping_method: 'pickup',
        pickup_location_id: Number(values.pickup_location_id) || undefined,
      });
      throw redirect(stepPath(locale, 'payment'));
    }
    case 'payment': {
      const order = await orders.orderFor(ctx, owner, number);
      const due = (await payments.tenderSummary(ctx, order)).due;
      const method = (payments.WEB_PAYMENT_METHODS as readonly string[]).includes(
        values.payment_method ?? '',
      )
        ? (values.payment_method as checkout.CheckoutInput['payment_method'])
        : undefined;
      if (!method && due > 0) {
        throw new AppError(
          'invalid_input',
          'error.invalid_input',
          {},
          { payment_method: ['validation.invalid_choice'] },
        );
      }
      if (method) {
        await save(
          parseInput(checkout.checkoutInput, {
            payment_method: method,
            ...(method === 'saved_card' && { saved_card_id: values.saved_card_id }),
            ...(method === 'lease' && { lease_months: values.lease_months }),
          }),
        );
      }
      throw redirect(stepPath(locale, 'confirm'));
    }
    case 'coupon': {
      await checkout.applyCoupon(ctx, owner, number, values.code ?? '', guesserOf(context));
      throw redirect(`${stepPath(locale, 'payment')}&notice=coupon`);
    }
    case 'coupon_link': {
      // The banner of a coupon link: applied on the step the shopper is on, which says so.
      const step = (STEPS as readonly string[]).includes(values.step ?? '')
        ? (values.step as Step)
        : 'contact';
      await applyLinkedCoupon(ctx, context, request, number, values.code ?? '');
      throw redirect(`${stepPath(locale, step)}&notice=coupon`);
    }
    case 'coupon_remove': {
      await checkout.removeCoupon(ctx, owner, number);
      throw redirect(stepPath(locale, 'payment'));
    }
    case 'gift_card':
    case 'voucher': {
      await payments.addTender(
        ctx,
        owner,
        number,
        { kind: values.intent, code: values.code ?? '' },
        guesserOf(context),
      );
      throw redirect(`${stepPath(locale, 'payment')}&notice=tender`);
    }
    case 'wallet': {
      const amount = Number(values.amount);
      if (!Number.isSafeInteger(amount) || amount <= 0) {
        throw new AppError(
          'invalid_input',
          'validation.whole_number',
          {},
          { amount: ['validation.whole_number'] },
        );
      }
      const summary = await payments.addTender(
        ctx,
        owner,
        number,
        { kind: 'wallet', amount },
        guesserOf(context),
      );
      const taken = summary.tenders.find((t) => t.kind === 'wallet')?.amount ?? amount;
      throw redirect(`${stepPath(locale, 'payment')}&notice=wallet&amount=${taken}`);
    }
    case 'tender_remove': {
      const kind = z.enum(['wallet', 'gift_card', 'voucher']).safeParse(values.kind);
      if (!kind.success) throw new AppError('invalid_input', 'error.invalid_input');
      await payments.removeTender(ctx, owner, number, kind.data, Number(values.source_id) || 0);
      throw redirect(stepPath(locale, 'payment'));
    }
    case 'place': {
      // A resubmit after the order was placed finds it by the guest's order token.
      const placer = await orderOwner(ctx, context, request, number);
      const key = /^[\w-]{8,100}$/.test(values.idempotency_key ?? '')
        ? values.idempotency_key
        : null;
      const { order } = await checkout.completeOrder(ctx, placer.owner, number, {
        idempotencyKey: key,
      });
      cartBecameOrder(context, request);
      throw redirect(localePath(locale, `/orders/${order.number}?placed=1`));
    }
    default:
      throw new AppError('invalid_input', 'error.invalid_input');
  }
}

function bookAddress(a: accounts.Address) {
  return {
    city: a.city,
    district: a.district,
    quarter: a.quarter,
    street: a.street,
    detail: a.detail,
    receiver: a.receiver,
    receiver_phone: a.receiverPhone,
    zipcode: a.zipcode,
    is_default: a.isDefault,
  };
}

/** The checkout page's data, with the texts its steps show. */
export async function loadCheckoutPage(context: ShopLoadContext, request: Request, locale: Locale) {
  const page = await loadCheckout(context, request, locale);
  return { ...page, messages: scopedMessages(locale) };
}

export type CheckoutData = Awaited<ReturnType<typeof loadCheckoutPage>>;
