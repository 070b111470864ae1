import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { signedJson } from './signed-json.ts';

const sign = (body: string, secret = 'the-secret') =>
  createHmac('sha256', secret).update(body).digest('hex');
const body = JSON.stringify({ id: 'a_1', status: 'approved' });

describe('signedJson', () => {
  it('reads a body signed with the secret, in either hex case and with spaces around', () => {
    expect(signedJson('the-secret', body, sign(body))).toEqual({ id: 'a_1', status: 'approved' });
    expect(signedJson('the-secret', body, ` ${sign(body).toUpperCase()} `)).toEqual({
      id: 'a_1',
      status: 'approved',
    });
  });

  it.each([
    ['no signature', undefined],
    ['an empty signature', ''],
    ['another secret’s signature', sign(body, 'guessed')],
    ['the signature of another body', sign(`${body} `)],
    ['a short signature', sign(body).slice(0, 63)],
    ['a signature that is no hex', 'z'.repeat(64)],
  ])('refuses %s', (_case, signature) => {
    expect(signedJson('the-secret', body, signature)).toBeUndefined();
  });

  it('refuses a signed body that is no JSON', () => {
    expect(signedJson('the-secret', 'not json', sign('not json'))).toBeUndefined();
  });
});
