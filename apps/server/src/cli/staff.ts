// npm run staff -- PHONE_OR_EMAIL [--role staff|website_admin|author|customer]: gives an account
// that has signed up a role; `customer` takes a role back. The account signs in as before.
import { parseArgs } from 'node:util';
import { AppError, accounts, createContext, migrate } from '@shop/core';
import { loadConfig } from '../config.ts';
import { openConfiguredDatabase } from '../server.ts';

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: { role: { type: 'string', default: 'staff' } },
});
const [login] = positionals;
const role = accounts.ROLES.find((r) => r === values.role);
if (!login || !role) {
  console.error(
    `usage: npm run staff -- PHONE_OR_EMAIL [--role ${accounts.ROLES.join('|')}] (default: staff)`,
  );
  process.exit(2);
}

const database = await openConfiguredDatabase(loadConfig());
try {
  await migrate(database.db);
  const id = await accounts.setRole(createContext(database.db), login, role);
  console.log(`Account #${id} (${login}) is now ${role}.`);
} catch (error) {
  if (!(error instanceof AppError)) throw error;
  console.error(
    error.type === 'not_found'
      ? `No account signs in with ${login}: sign up on the shop first, then run this again.`
      : `${login} is neither a phone number nor an e-mail address.`,
  );
  process.exitCode = 1;
} finally {
  await database.close();
}
