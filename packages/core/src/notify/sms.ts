import { z } from 'zod';
import { callProvider, normalizePhone, ProviderError } from '../shared/index.ts';
import type { MessageGateway } from './gateway.ts';
import { MAX_SMS_PARTS, smsParts } from './sms-parts.ts';

/** Where the operator's SMS gateway takes messages, the shop's key and the sender name shown. */
export interface SmsGatewayOptions {
  /** The full URL messages are posted to, e.g. https://sms.operator.mn/api/messages. */
  url: string;
  key: string;
  /** What the phone shows as the sender: up to 11 letters and digits, or a number. */
  sender: string;
}

/** An SMS the gateway did not take: 'rejected' (bad number, too long, a 4xx) or 'unavailable'. */
export class SmsGatewayError extends ProviderError {
  override readonly name = 'SmsGatewayError';
}

/** The operator-gateway stand-in of `apps/sandbox`, with the key it accepts. */
export function sandboxSmsGateway(sandboxUrl: string, sender = 'Tsetseg'): SmsGatewayOptions {
  return {
    url: new URL('/sms-gateway/messages', sandboxUrl).toString(),
    key: 'sandbox-sms-key',
    sender,
  };
}

const options = z.object({
  url: z
    .string()
    .refine((value) => URL.canParse(value) && /^https?:$/.test(new URL(value).protocol), {
      message: 'an absolute http(s) URL',
    }),
  key: z.string().trim().min(1),
  // An alphanumeric sender ID is at most 11 characters on the air; a numeric one is a number.
  sender: z.string().regex(/^(?:[A-Za-z0-9]{1,11}|\+?\d{3,15})$/),
});
const accepted = z.object({ id: z.union([z.string().min(1).max(200), z.number()]) });

/**
 * A gateway that sends SMS through the operator's HTTP API (`POST url` with a bearer key), as
 * Mongolian operators offer it. Numbers go out in E.164, a Mongolian one without its +976 too;
 * a number that is none, or a text of more than MAX_SMS_PARTS parts, is refused before any
 * request. Throws for e-mail: pair it with an e-mail gateway.
 */
export function smsHttpGateway(config: SmsGatewayOptions): MessageGateway {
  const checked = options.safeParse(config);
  if (!checked.success)
    throw new Error(
      `SMS gateway: bad ${checked.error.issues.map((issue) => issue.path.join('.')).join(', ')}`,
    );
  const { url, key, sender } = checked.data;

  return {
    async send(message) {
      if (message.channel !== 'sms')
        throw new Error(`the SMS gateway sends SMS only, not ${message.channel}`);
      const to = internationalNumber(message.to);
      const text = message.body;
      if (text.trim() === '') throw new SmsGatewayError('rejected', `SMS to ${to}: empty`);
      const parts = smsParts(text);
      if (parts > MAX_SMS_PARTS)
        throw new SmsGatewayError(
          'rejected',
          `SMS to ${to}: ${parts} parts, the most is ${MAX_SMS_PARTS}`,
        );

      const answer = await callProvider({ baseUrl: url, apiKey: key }, SmsGatewayError, {
        what: `SMS to ${to}`,
        method: 'POST',
        path: '',
        body: { from: sender, to, text, parts },
        answer: accepted,
      });
      return { providerId: String(answer.id) };
    },
  };
}

/** The number in E.164 (+97699112233); one without a country code is Mongolian. */
function internationalNumber(input: string): string {
  const phone = normalizePhone(input);
  if (!phone)
    throw new SmsGatewayError(
      'rejected',
      `SMS to ${JSON.stringify(input.slice(0, 40))}: not a valid phone number`,
    );
  return phone;
}
