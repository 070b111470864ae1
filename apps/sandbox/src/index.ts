export { buildSandbox } from './app.ts';
export { Outbox, type OutboxMessage } from './outbox.ts';

/** Starts the sandbox on its own port; resolves with its base URL and a close function. */
export async function startSandbox(port: number, host = '127.0.0.1') {
  const { buildSandbox } = await import('./app.ts');
  const { app, outbox } = buildSandbox();
  const address = await app.listen({ port, host });
  return { url: address, outbox, close: () => app.close() };
}
