// The shop itself, as `npm start` runs it (see start.ts): web build, sandbox, database, HTTP.
import { startSandbox } from '@shop/sandbox';
import { loadConfig } from '../config.ts';
import { startServer } from '../server.ts';
import { seedProgress } from './progress.ts';
import { ensureWebBuild } from './web-build.ts';

const config = loadConfig();
ensureWebBuild();

// The sandbox stands in for e-mail, SMS and payment providers until real ones are configured.
const sandbox =
  process.env.SANDBOX_URL || process.env.SANDBOX === 'off'
    ? undefined
    : await startSandbox(config.sandboxPort);

const progress = seedProgress('First start: seeding the shop');
const server = await startServer(config, { onSeedProgress: progress.update });
progress.stop();
server.app.log.info(
  `Shop ready on ${server.address.replace('0.0.0.0', 'localhost')} (${server.database.kind})` +
    (sandbox ? `; sandbox outbox on ${sandbox.url}/outbox` : ''),
);

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, async () => {
    server.app.log.info(`${signal}: finishing requests in flight, then stopping`);
    await server.close();
    await sandbox?.close();
    process.exit(0);
  });
}
