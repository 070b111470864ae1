// The shop itself, as `npm start` runs it (built by apps/server/start.mjs): sandbox, database, HTTP.
// On PostgreSQL with more than one worker (WEB_WORKERS, one per core by default) this process
// is the cluster's primary: it starts the sandbox and prepares the database once, then
// forks the workers that serve (cluster.ts); each worker runs this file again as a worker.
import cluster from 'node:cluster';
import { notify } from '@shop/core';
import { startSandbox } from '@shop/sandbox';
import { shareForgetting, sharePages, startWorkers } from '../cluster.ts';
import { loadConfig } from '../config.ts';
import { openConfiguredDatabase, prepareDatabase, startServer } from '../server.ts';
import { shutdownDeadlineMs } from '../shutdown.ts';
import { seedProgress } from './progress.ts';

const config = loadConfig();
const timings = {
  drainMs: config.shutdownDrainSeconds * 1000,
  graceMs: config.shutdownGraceSeconds * 1000,
};
let stop: (() => Promise<void>) | undefined;
const log = (level: number, msg: string, detail: Record<string, unknown> = {}) =>
  console.log(JSON.stringify({ level, time: Date.now(), pid: process.pid, msg, ...detail }));

// Installed first: a signal while building, migrating or seeding ends the process at once (the
// seed is one transaction, so nothing half-written stays behind).
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, async () => {
    if (!stop) process.exit(130);
    log(30, `${signal}: draining, then stopping`);
    // A hard deadline: whatever hangs, the process ends, so a supervisor's restart is not held.
    setTimeout(() => {
      log(50, 'shutdown deadline passed; exiting');
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
  log(50, 'unhandled rejection', { err: String(reason) });
});

if (cluster.isWorker) {
  // The primary built, started the sandbox (SANDBOX_URL) and prepared the database.
  const server = await startServer(config, { prepared: true });
  shareForgetting([server.siteCache, server.pageCache, server.productCache]);
  sharePages(server.pageCache);
  stop = server.close;
} else {
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
  if (config.webWorkers > 1) {
    const database = await openConfiguredDatabase(config);
    try {
      await prepareDatabase(database, config, progress.update);
    } finally {
      progress.stop();
      await database.close();
    }
    const workers = startWorkers(
      config.webWorkers,
      {
        // The workers use this process's sandbox and the ways to it chosen above.
        ...(sandbox && { SANDBOX_URL: sandbox.url }),
        ...(config.mail.smtpUrl && !process.env.SMTP_URL && { SMTP_URL: config.mail.smtpUrl }),
        ...(config.sms &&
          !process.env.SMS_GATEWAY_URL && {
            SMS_GATEWAY_URL: config.sms.url,
            SMS_GATEWAY_KEY: config.sms.key,
            SMS_SENDER: config.sms.sender,
          }),
      },
      (msg, detail) => log(40, msg, detail),
    );
    stop = async () => {
      await workers.stop();
      await sandbox?.close();
    };
    try {
      await workers.ready;
    } catch (error) {
      await sandbox?.close();
      throw error;
    }
    log(
      30,
      `Shop ready on http://${config.host.replace('0.0.0.0', 'localhost')}:${config.port} ` +
        `(postgres, ${config.webWorkers} workers)` +
        (sandbox ? `; sandbox outbox on ${sandbox.url}/outbox` : ''),
    );
  } else {
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
  }
}
