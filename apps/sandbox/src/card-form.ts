import { z } from 'zod';
import type { CallbackTiming } from './callbacks.ts';
import { LATE_CALLBACK_MS } from './callbacks.ts';
import { escapeHtml } from './pages.ts';

/** Test cards that choose an outcome; any other valid card is paid and called back at once. */
export const SANDBOX_TEST_CARDS = {
  paid: '4242424242424242',
  declined: '4000000000000002',
  insufficientFunds: '4000000000009995',
  duplicateCallback: '4000000000003220',
  lateCallback: '4000000000000119',
} as const;

export type DeclineReason = 'card_declined' | 'insufficient_funds';
/** What a card does when paid with (or charged, once saved). */
export type CardOutcome = { declineReason: DeclineReason | null; callback: CallbackTiming };

// In the order the hosted pages list them.
const TEST_CARD_OUTCOMES: Readonly<Record<string, CardOutcome & { hint: string }>> = {
  [SANDBOX_TEST_CARDS.paid]: { declineReason: null, callback: 'now', hint: 'succeeds' },
  [SANDBOX_TEST_CARDS.declined]: {
    declineReason: 'card_declined',
    callback: 'now',
    hint: 'is declined',
  },
  [SANDBOX_TEST_CARDS.insufficientFunds]: {
    declineReason: 'insufficient_funds',
    callback: 'now',
    hint: 'is declined: insufficient funds',
  },
  [SANDBOX_TEST_CARDS.duplicateCallback]: {
    declineReason: null,
    callback: 'twice',
    hint: 'succeeds, but its callback is sent twice (duplicate)',
  },
  [SANDBOX_TEST_CARDS.lateCallback]: {
    declineReason: null,
    callback: 'late',
    hint: `succeeds, but its callback arrives late (${LATE_CALLBACK_MS / 1000} s after the redirect)`,
  },
};

/** The outcome a card number chooses: a test card's, else paid with the callback at once. */
export const outcomeOf = (number: string): CardOutcome =>
  TEST_CARD_OUTCOMES[number] ?? { declineReason: null, callback: 'now' };

export const cardForm = z.object({
  action: z.enum(['pay', 'cancel']).default('pay'),
  card_number: z.string().max(40).default(''),
  expiry: z.string().max(10).default(''),
  cvc: z.string().max(10).default(''),
  name: z.string().max(100).default(''),
});
export type CardForm = z.infer<typeof cardForm>;
type Field = 'card_number' | 'expiry' | 'cvc';
export type FieldErrors = Partial<Record<Field, string>>;

/** A usable card as the form gave it. The number is for the outcome and last 4 only. */
export interface EnteredCard {
  number: string;
  expMonth: number;
  expYear: number;
}

/** Luhn's check digit test, which every real card number passes. */
export function passesLuhn(number: string): boolean {
  let sum = 0;
  for (let i = 0; i < number.length; i += 1) {
    let digit = Number(number[number.length - 1 - i]);
    if (i % 2 === 1) digit = digit * 2 > 9 ? digit * 2 - 9 : digit * 2;
    sum += digit;
  }
  return sum % 10 === 0;
}

export function cardBrand(number: string): string {
  if (number.startsWith('4')) return 'visa';
  if (/^(5[1-5]|2[2-7])/.test(number)) return 'mastercard';
  if (/^62/.test(number)) return 'unionpay';
  if (/^3[47]/.test(number)) return 'amex';
  if (/^35/.test(number)) return 'jcb';
  return 'other';
}

/** Whether a card is good at `now`: until the end of its expiry month. */
export const cardValidAt = (expMonth: number, expYear: number, now: Date) =>
  Date.UTC(expYear, expMonth, 1) > now.getTime();

/** The card if the form holds a usable one, else what is wrong with each field. */
export function checkCard(form: CardForm, now: Date): EnteredCard | { errors: FieldErrors } {
  const errors: FieldErrors = {};
  const number = form.card_number.replace(/[\s-]/g, '');
  if (!/^\d{12,19}$/.test(number) || !passesLuhn(number))
    errors.card_number = 'Enter a valid card number.';
  const expiry = /^(\d{2})\s*\/\s*(\d{2})$/.exec(form.expiry.trim());
  const expMonth = Number(expiry?.[1]);
  const expYear = 2000 + Number(expiry?.[2]);
  if (!expiry || expMonth < 1 || expMonth > 12) errors.expiry = 'Enter the expiry date as MM/YY.';
  else if (!cardValidAt(expMonth, expYear, now)) errors.expiry = 'This card has expired.';
  if (!/^\d{3}$/.test(form.cvc.trim())) errors.cvc = 'Enter the 3-digit CVC.';
  return Object.keys(errors).length > 0 ? { errors } : { number, expMonth, expYear };
}

/**
 * The card form of a hosted page: errors first (announced), the fields, the two buttons and the
 * test cards. Never echoes the card number or CVC back, even after a mistake.
 */
export function cardFormHtml(options: {
  action: string;
  submit: string;
  errors: FieldErrors;
  form: CardForm | undefined;
}): string {
  const { errors, form } = options;
  const field = (id: string, label: string, value: string, attributes: string) => {
    const error = errors[id as Field];
    const described = error ? ` aria-invalid="true" aria-describedby="${id}-error"` : '';
    return `<label for="${id}">${label}</label>
<input id="${id}" name="${id}" value="${escapeHtml(value)}" ${attributes}${described}>
${error ? `<p class="error" id="${id}-error">${escapeHtml(error)}</p>` : ''}`;
  };
  const problems = Object.values(errors);
  return `${problems.length > 0 ? `<div role="alert"><p>The card was not accepted:</p><ul>${problems.map((p) => `<li>${escapeHtml(p)}</li>`).join('')}</ul></div>` : ''}
<form method="post" action="${options.action}">
${field('card_number', 'Card number', '', 'inputmode="numeric" autocomplete="cc-number" maxlength="23" required')}
${field('expiry', 'Expiry (MM/YY)', form?.expiry ?? '', 'autocomplete="cc-exp" placeholder="MM/YY" maxlength="7" required')}
${field('cvc', 'CVC', '', 'inputmode="numeric" autocomplete="cc-csc" maxlength="3" required')}
${field('name', 'Name on card', form?.name ?? '', 'autocomplete="cc-name" maxlength="100"')}
<div class="actions">
<button type="submit" name="action" value="pay">${escapeHtml(options.submit)}</button>
<button type="submit" name="action" value="cancel" formnovalidate>Cancel</button>
</div>
</form>
<section aria-labelledby="test-cards">
<h2 id="test-cards">Test cards</h2>
<p>Use any expiry date in the future and any 3-digit CVC. Any other valid card number succeeds.</p>
<ul>${Object.entries(TEST_CARD_OUTCOMES)
    .map(
      ([number, { hint }]) =>
        `<li><code>${number.replace(/(\d{4})(?=\d)/g, '$1 ')}</code> ${hint}</li>`,
    )
    .join('\n')}</ul>
</section>`;
}
