// The shop itself, as `npm start` runs it (see start.ts): web build, sandbox, database, HTTP.
import { notify } from '@shop/core';
import { startSandbox } from '@shop/sandbox';
import { loadConfig } from '../config.ts';
import { startServer } from '../server.ts';
import { shutdownDeadlineMs } from '../shutdown.ts';
import { seedProgress } from './progress.ts';
import { ensureWebBuild } from './web-build.ts';

const config = loadConfig();
const timings = {
  drainMs: config.shutdownDrainSeconds * 1000,
  graceMs: config.shutdownGraceSeconds * 1000,
};
let stop: (() => Promise<void>) | undefined;

// Installed first: a signal while building, migrating or seeding ends the process at once (the
// seed is one transaction, so nothing half-written stays behind).
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, async () => {
    if (!stop) process.exit(130);
    console.log(JSON.stringify({ level: 30, msg: `${signal}: draining, then stopping` }));
    // A hard deadline: whatever hangs, the process ends, so a supervisor's restart is not held.
    setTimeout(() => {
      console.error(JSON.stringify({ level: 50, msg: 'shutdown deadline passed; exiting' }));
      process.exit(1);
    }, shutdownDeadlineMs(timings)).unref();
    await stop();
    process.exit(0);
  });
}

// A promise nobody awaited failing (work a request left running, a late driver error) is logged,
// not the end of every request in flight. A thrown exception still ends the process: its state
// is unknown, and the supervisor (docs/OPERATIONS.md) starts a fresh one in seconds.
process.on('unhandledRejection', (reason) => {
  console.error(
    JSON.stringify({
      level: 50,
      time: Date.now(),
      msg: 'unhandled rejection',
      err: String(reason),
    }),
  );
});

ensureWebBuild();

// The sandbox stands in for e-mail, SMS and payment providers until real ones are configured.
const sandbox =
  process.env.SANDBOX_URL || !config.sandboxEnabled
    ? undefined
    : await startSandbox(config.sandboxPort, '127.0.0.1', { smtpPort: config.sandboxSmtpPort });
// With the sandbox of its own, messages go the real ways: e-mail over SMTP to its SMTP server,
// SMS to its stand-in of an operator's gateway (unless real ones are configured).
if (sandbox) {
  config.mail.smtpUrl ??= sandbox.smtpUrl;
  config.sms ??= notify.sandboxSmsGateway(sandbox.url);
}

const progress = seedProgress('First start: seeding the shop');
const server = await startServer(config, { onSeedProgress: progress.update });
progress.stop();
stop = async () => {
  await server.close();
  await sandbox?.close();
};
server.app.log.info(
  `Shop ready on ${server.address.replace('0.0.0.0', 'localhost')} (${server.database.kind})` +
    (sandbox ? `; sandbox outbox on ${sandbox.url}/outbox` : ''),
);
