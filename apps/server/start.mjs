// npm start: builds the server (build-server.mjs) and the web app when their sources changed, then
// runs the built server. React and React Router pick their production or development build when
// first imported, so NODE_ENV is settled here, before anything else is loaded.
// Without NODE_ENV this is a try-out on this machine (README's quick start): production builds,
// but no PUBLIC_URL needed. A deployment says NODE_ENV=production and sets PUBLIC_URL.
import cluster from 'node:cluster';
import { pathToFileURL } from 'node:url';
import { server } from './build-server.mjs';
import { ensureWebBuild } from './web-build.mjs';

if (process.env.NODE_ENV === undefined) {
  process.env.NODE_ENV = 'production';
  process.env.SHOP_TRY_OUT = '1';
}
// A cluster's workers run this file too; their primary built before forking them. The web app
// first: the server's build takes in the web app's server build (ssr.ts).
if (cluster.isPrimary) {
  ensureWebBuild();
  await server.ensure();
}
await import(pathToFileURL(server.bundle).href);
