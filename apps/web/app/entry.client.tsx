import { StrictMode, startTransition } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { HydratedRouter } from 'react-router/dom';
import { registerServiceWorker } from './lib/service-worker.ts';
import { siteScriptLoaded } from './lib/site-shared.ts';

// React Router's own entry, except that it waits for the page's shared texts and categories
// (lib/site-shared.ts): its module script is async and may run before that deferred script has.
// Without them the page stays as the server rendered it (links and forms work without scripts)
// rather than hydrating with every text missing.
void siteScriptLoaded().then((loaded) => {
  if (!loaded) return;
  startTransition(() => {
    hydrateRoot(
      document,
      <StrictMode>
        <HydratedRouter />
      </StrictMode>,
    );
  });
  registerServiceWorker();
});
