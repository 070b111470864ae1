export { buildSandbox } from './app.ts';
export { Outbox, type OutboxMessage } from './outbox.ts';
export type { ReceivedSpan } from './traces.ts';

/**
 * Starts the sandbox on its own port, and its SMTP server on `smtpPort` (a free port unless
 * told); resolves with both addresses, the outbox they share and a close function.
 */
export async function startSandbox(
  port: number,
  host = '127.0.0.1',
  options: { smtpPort?: number } = {},
) {
  const { buildSandbox } = await import('./app.ts');
  const { startSmtpSandbox } = await import('./smtp.ts');
  const { app, outbox } = buildSandbox();
  const address = await app.listen({ port, host });
  const smtp = await startSmtpSandbox(outbox, { port: options.smtpPort ?? 0, host }).catch(
    async (error: unknown) => {
      await app.close();
      throw error;
    },
  );
  return {
    url: address,
    smtpUrl: smtp.url,
    outbox,
    close: async () => {
      await smtp.close();
      await app.close();
    },
  };
}
