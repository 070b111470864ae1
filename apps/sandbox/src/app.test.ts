import { describe, expect, it } from 'vitest';
import { buildSandbox } from './app.ts';

describe('sandbox outbox', () => {
  it('keeps e-mails and SMS it receives and shows them on the outbox page', async () => {
    const { app } = buildSandbox();
    const email = await app.inject({
      method: 'POST',
      url: '/email/send',
      payload: { to: 'bold@example.mn', subject: 'Таны захиалга', body: 'Баярлалаа <3' },
    });
    expect(email.statusCode).toBe(200);
    await app.inject({
      method: 'POST',
      url: '/sms/send',
      payload: { to: '+97699112233', body: 'Код: 123456' },
    });

    const list = await app.inject({ url: '/outbox.json?channel=sms' });
    expect(list.json().messages).toHaveLength(1);
    const page = await app.inject({ url: '/outbox' });
    expect(page.body).toContain('Таны захиалга');
    expect(page.body).toContain('Баярлалаа &#60;3');
    expect(page.body).toContain('Код: 123456');
  });

  it('refuses a malformed message', async () => {
    const { app } = buildSandbox();
    const response = await app.inject({
      method: 'POST',
      url: '/email/send',
      payload: { to: 'nope' },
    });
    expect(response.statusCode).toBe(422);
  });
});
