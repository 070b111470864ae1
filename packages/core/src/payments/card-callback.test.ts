import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { type CardGatewayConfig, readCardCallback } from './card-gateway.ts';

const gateway: CardGatewayConfig = {
  baseUrl: 'https://card.example/api',
  apiKey: 'key',
  callbackSecret: 'callback-secret',
};
const sign = (body: string, secret = gateway.callbackSecret) =>
  createHmac('sha256', secret).update(body).digest('hex');

const paid = {
  session_id: 'cs_0123456789abcdef01234567',
  reference: 'P-1',
  status: 'paid',
  amount: 12_500,
  transaction_id: '123456789012',
  card_last4: '4242',
};
const paidBody = JSON.stringify(paid);

describe('readCardCallback', () => {
  it('reads a callback signed with the shop’s secret', () => {
    expect(readCardCallback(gateway, paidBody, sign(paidBody))).toEqual({
      sessionId: paid.session_id,
      reference: 'P-1',
      status: 'paid',
      amount: 12_500,
      transactionId: '123456789012',
      cardLast4: '4242',
    });
    expect(readCardCallback(gateway, paidBody, sign(paidBody).toUpperCase())).not.toBeNull();
  });

  it('ignores fields it does not know, and reads a cancel without a card', () => {
    const body = JSON.stringify({
      ...paid,
      status: 'canceled',
      transaction_id: null,
      card_last4: null,
      decline_reason: null,
    });
    expect(readCardCallback(gateway, body, sign(body))).toMatchObject({
      status: 'canceled',
      transactionId: null,
      cardLast4: null,
    });
  });

  it.each([
    ['no signature', undefined],
    ['an empty signature', ''],
    ['a signature made with another secret', sign(paidBody, 'guessed-secret')],
    ['a signature of another body', sign(`${paidBody} `)],
    ['a truncated signature', sign(paidBody).slice(0, 63)],
    ['a signature that is no hex', 'z'.repeat(64)],
    ['the body in place of a signature', paidBody],
  ])('refuses a callback with %s', (_case, signature) => {
    expect(readCardCallback(gateway, paidBody, signature)).toBeNull();
  });

  it('refuses a tampered body under the original signature', () => {
    const signature = sign(paidBody);
    const tampered = JSON.stringify({ ...paid, amount: 1 });
    expect(readCardCallback(gateway, tampered, signature)).toBeNull();
    const reformatted = paidBody.replace('"paid"', '"paid" ');
    expect(readCardCallback(gateway, reformatted, signature)).toBeNull();
  });

  it.each([
    ['not JSON', '{"session_id":'],
    ['a list', '[]'],
    ['an unknown status', JSON.stringify({ ...paid, status: 'approved' })],
    ['a fractional amount', JSON.stringify({ ...paid, amount: 12.5 })],
    ['a full card number', JSON.stringify({ ...paid, card_last4: '4242424242424242' })],
    ['no reference', JSON.stringify({ ...paid, reference: undefined })],
    ['a session id with a slash', JSON.stringify({ ...paid, session_id: '../cs_1' })],
  ])('refuses a correctly signed callback that is %s', (_case, body) => {
    expect(readCardCallback(gateway, body, sign(body))).toBeNull();
  });
});
