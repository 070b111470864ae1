import { z } from 'zod';
import { emailField, optionalText, phoneField, requiredText } from '../accounts/index.ts';
import { shopContact } from '../content/index.ts';
import type { Ctx } from '../context.ts';
import { enforce, type RateRule } from '../limits/index.ts';
import { type MessageGateway, sendMessage } from '../notify/index.ts';
import { parseInput } from '../shared/index.ts';
import { engagementContactMessage } from './schema.ts';

const HOUR = 3600;
export const CONTACT_MESSAGE_MAX = 4000;

/** Abuse limits of the contact form, per sender's address and per IP. */
export const CONTACT_RULES = {
  perSender: { name: 'contact-sender', limit: 5, windowSeconds: HOUR },
  perIp: { name: 'contact-ip', limit: 30, windowSeconds: HOUR },
} as const satisfies Record<string, RateRule>;

/**
 * The contact form (spec §7 `POST /contact_forms`): who writes, how to answer them (their own
 * e-mail or phone, spec §5: at least one), what about, and the message.
 */
export const contactInput = z
  .object({
    name: requiredText(100),
    email: z.preprocess((v) => (v === '' ? undefined : v), emailField.optional()),
    phone: z.preprocess((v) => (v === '' ? undefined : v), phoneField.optional()),
    subject: optionalText(150),
    message: requiredText(CONTACT_MESSAGE_MAX),
  })
  .refine((input) => input.email !== undefined || input.phone !== undefined, {
    error: 'validation.contact_needed',
    path: ['email'],
  });
export type ContactInput = z.input<typeof contactInput>;

/**
 * Keeps the message for staff and forwards it to the shop's e-mail (the `contact` config), with
 * the sender's address to answer to.
 */
export async function sendContactMessage(
  ctx: Ctx,
  gateway: MessageGateway,
  request: { input: unknown; userId: number | null; ip: string | null },
): Promise<number> {
  const input = parseInput(contactInput, request.input);
  const sender = input.email ?? input.phone ?? '';
  await enforce(ctx, [
    [CONTACT_RULES.perSender, sender],
    [CONTACT_RULES.perIp, request.ip],
  ]);
  const [row] = await ctx.db
    .insert(engagementContactMessage)
    .values({
      userId: request.userId,
      name: input.name,
      email: input.email ?? null,
      phone: input.phone ?? null,
      subject: input.subject ?? '',
      message: input.message,
      createdAt: ctx.now,
    })
    .returning({ id: engagementContactMessage.id });
  if (!row) throw new Error('insert returned nothing');
  const shop = await shopContact(ctx);
  if (!shop) return row.id;
  await sendMessage(ctx, gateway, {
    channel: 'email',
    to: shop.email,
    subject: `#${row.id} ${input.subject || input.message.slice(0, 60)}`,
    body: [
      `${input.name} <${input.email ?? '-'}> ${input.phone ?? ''}`.trim(),
      '',
      input.message,
    ].join('\n'),
  });
  return row.id;
}
