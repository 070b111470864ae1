import { connect, type Socket } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { startSandbox } from './index.ts';
import { renderOutboxPage } from './outbox-page.ts';
import { MAX_MESSAGE_BYTES } from './smtp.ts';

const started: { close(): Promise<void> }[] = [];
afterEach(async () => {
  for (const sandbox of started.splice(0)) await sandbox.close();
});

async function sandbox() {
  const running = await startSandbox(0);
  started.push(running);
  return running;
}

const FINAL_LINE = /^\d{3} .*\r\n/m;

/** A plain SMTP client: sends each command and resolves with the last line of its reply. */
async function smtpSession(url: string) {
  const { hostname, port } = new URL(url);
  const socket: Socket = connect(Number(port), hostname);
  socket.setEncoding('utf8');
  let buffered = '';
  const waiting: ((reply: string) => void)[] = [];
  socket.on('data', (chunk: string) => {
    buffered += chunk;
    // A reply ends with a line whose code is followed by a space (`250 OK`, not `250-SIZE`).
    let last = FINAL_LINE.exec(buffered);
    while (last) {
      waiting.shift()?.(last[0]);
      buffered = buffered.slice(last.index + last[0].length);
      last = FINAL_LINE.exec(buffered);
    }
  });
  const reply = () => new Promise<string>((resolve) => waiting.push(resolve));
  const greeting = await reply();
  return {
    greeting,
    async send(command: string): Promise<string> {
      const answer = reply();
      socket.write(`${command}\r\n`);
      return answer;
    },
    close: () => socket.destroy(),
  };
}

const base64 = (text: string) => Buffer.from(text, 'utf8').toString('base64');

/** A message as a mail client writes it: a text and an HTML alternative, UTF-8 throughout. */
function mimeMessage(subject: string, text: string, html: string): string {
  return [
    `From: =?UTF-8?B?${base64('Цэцэг Маркет')}?= <shop@example.mn>`,
    'To: bold@example.mn',
    `Subject: =?UTF-8?B?${base64(subject)}?=`,
    'MIME-Version: 1.0',
    'Content-Type: multipart/alternative; boundary="b1"',
    '',
    '--b1',
    'Content-Type: text/plain; charset=utf-8',
    'Content-Transfer-Encoding: base64',
    '',
    base64(text),
    '--b1',
    'Content-Type: text/html; charset=utf-8',
    'Content-Transfer-Encoding: base64',
    '',
    base64(html),
    '--b1--',
  ].join('\r\n');
}

describe('sandbox SMTP server', () => {
  it('keeps an e-mail it receives over SMTP in the outbox, with its text and HTML parts', async () => {
    const running = await sandbox();
    expect(running.smtpUrl).toMatch(/^smtp:\/\/127\.0\.0\.1:\d+$/);
    const session = await smtpSession(running.smtpUrl);
    expect(session.greeting).toMatch(/^220 /);
    expect(await session.send('EHLO shop.test')).toMatch(/^250 /);
    expect(await session.send('MAIL FROM:<shop@example.mn>')).toMatch(/^250 /);
    expect(await session.send('RCPT TO:<bold@example.mn>')).toMatch(/^250 /);
    expect(await session.send('DATA')).toMatch(/^354 /);
    const html = '<p>Баярлалаа</p><script>alert(1)</script>';
    const accepted = await session.send(
      `${mimeMessage('Таны захиалга', 'Баярлалаа!\nR123456789', html)}\r\n.`,
    );
    session.close();

    expect(accepted).toMatch(/^250 accepted as msg_1/);
    const [message] = running.outbox.list({ to: 'bold@example.mn' });
    expect(message).toMatchObject({
      channel: 'email',
      subject: 'Таны захиалга',
      body: 'Баярлалаа!\nR123456789',
      html,
    });
    // The page shows the HTML part only inside a frame that runs nothing, never as markup.
    const page = renderOutboxPage(running.outbox.list());
    expect(page).toContain('<iframe sandbox=""');
    expect(page).not.toContain('<script>');
    expect(page).toContain('&#60;script&#62;alert(1)');
  });

  it('refuses a message over 10 MB, announced or not, and keeps nothing', async () => {
    const running = await sandbox();
    const session = await smtpSession(running.smtpUrl);
    await session.send('EHLO shop.test');
    expect(await session.send(`MAIL FROM:<shop@example.mn> SIZE=${MAX_MESSAGE_BYTES + 1}`)).toMatch(
      /^552 /,
    );
    await session.send('MAIL FROM:<shop@example.mn>');
    await session.send('RCPT TO:<bold@example.mn>');
    await session.send('DATA');
    const line = `${'x'.repeat(998)}\r\n`;
    const huge = line.repeat(Math.ceil(MAX_MESSAGE_BYTES / line.length) + 10);
    expect(await session.send(`Subject: big\r\n\r\n${huge}.`)).toMatch(/^552 /);
    session.close();
    expect(running.outbox.list()).toEqual([]);
  });

  it('stops listening for e-mail when the sandbox closes', async () => {
    const running = await startSandbox(0);
    await running.close();
    const refused = await new Promise<string>((resolve) => {
      const { hostname, port } = new URL(running.smtpUrl);
      connect(Number(port), hostname)
        .on('error', (error: NodeJS.ErrnoException) => resolve(error.code ?? ''))
        .on('connect', () => resolve('connected'));
    });
    expect(refused).toBe('ECONNREFUSED');
  });
});
