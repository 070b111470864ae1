import { z } from 'zod';
import { formatPhone, normalizePhone } from '../shared/index.ts';

// Phone numbers are read and shown the same way wherever the shop meets one (shared/phone.ts).
export { formatPhone, normalizePhone };

/** The two example formats the "phone incorrect" message shows (spec §5). */
export const PHONE_EXAMPLES = { local: '9911 2233', international: '+976 9911 2233' } as const;

const emailShape = z.string().email();

export function normalizeEmail(input: string): string | null {
  const email = input.trim().toLowerCase();
  return email.length <= 254 && emailShape.safeParse(email).success ? email : null;
}

export type Login = { channel: 'email'; value: string } | { channel: 'sms'; value: string };

/** What a shopper typed in the one "e-mail or phone" box, or null when it is neither. */
export function parseLogin(input: string): Login | null {
  if (input.includes('@')) {
    const email = normalizeEmail(input);
    return email ? { channel: 'email', value: email } : null;
  }
  const phone = normalizePhone(input, { mobile: true });
  return phone ? { channel: 'sms', value: phone } : null;
}

/** "b***@example.mn", "•••• 2233": enough for the shopper to recognise, little for others. */
export function maskTarget(login: Login): string {
  if (login.channel === 'email') {
    const [name = '', domain = ''] = login.value.split('@');
    return `${name.slice(0, 1)}***@${domain}`;
  }
  return `•••• ${login.value.slice(-4)}`;
}
