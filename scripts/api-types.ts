// `npm run api:types`: the API's TypeScript types, from the OpenAPI document the server serves
// (apps/server/test/contract/), for the typed client the contract test uses.
import { writeFileSync } from 'node:fs';
import { buildApp } from '../apps/server/src/app.ts';
import { GENERATED_TYPES, typesFromDocument } from '../apps/server/test/contract/generate.ts';
import { freshDatabase } from './test-database.ts';

const test = await freshDatabase({ seed: false });
const { app } = await buildApp({ database: test.database });
try {
  const document = (await app.inject({ url: '/api/docs/json' })).json() as object;
  writeFileSync(GENERATED_TYPES, await typesFromDocument(document));
  console.log(`Wrote ${GENERATED_TYPES.pathname}`);
} finally {
  await app.close();
  await test.dispose();
}
