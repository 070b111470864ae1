import { describe, expect, it } from 'vitest';
import { pushPayload } from './send.ts';
import { isPushServiceEndpoint } from './subscriptions.ts';

describe('push endpoints', () => {
  it('takes the browsers’ push services over HTTPS only', () => {
    for (const endpoint of [
      'https://fcm.googleapis.com/fcm/send/abc',
      'https://updates.push.services.mozilla.com/wpush/v2/abc',
      'https://web.push.apple.com/QGx',
      'https://wns2-par02p.notify.windows.com/w/?token=abc',
    ]) {
      expect(isPushServiceEndpoint(endpoint), endpoint).toBe(true);
    }
    for (const endpoint of [
      'http://fcm.googleapis.com/fcm/send/abc',
      'https://fcm.googleapis.com:8443/fcm/send/abc',
      'https://fcm.googleapis.com.evil.example/x',
      'https://evilpush.apple.com.example/x',
      'https://169.254.169.254/latest',
      'not a url',
    ]) {
      expect(isPushServiceEndpoint(endpoint), endpoint).toBe(false);
    }
  });

  it('takes a stand-in only under the prefix given', () => {
    const sandbox = ['http://127.0.0.1:3100/push/'];
    expect(isPushServiceEndpoint('http://127.0.0.1:3100/push/abc', sandbox)).toBe(true);
    expect(isPushServiceEndpoint('http://127.0.0.1:3100/outbox', sandbox)).toBe(false);
  });
});

describe('push payloads', () => {
  it('words order news in the device’s language, with the page under its locale', () => {
    const news = {
      kind: 'order_shipped' as const,
      vars: { number: 'R100' },
      path: '/orders/R100',
      tag: 'order_shipped:R100',
    };
    expect(pushPayload('ru', news)).toMatchObject({
      title: 'Заказ R100 в пути',
      url: '/ru/orders/R100',
      tag: 'order_shipped:R100',
    });
    expect(pushPayload('mn', news).url).toBe('/orders/R100');
  });

  it('takes the shop’s own words in the language there is, else the Mongolian', () => {
    const news = {
      kind: 'notification' as const,
      vars: {},
      texts: { title: 'Хямдрал', body: 'Өнөөдөр л', translations: { it: { title: 'Saldi' } } },
      path: '/',
      tag: 'notification:1',
    };
    expect(pushPayload('it', news)).toMatchObject({
      title: 'Saldi',
      body: 'Өнөөдөр л',
      url: '/it',
    });
  });
});
