import { data } from 'react-router';
import type { Route } from './+types/test-busy';
import { databaseTooBusy } from './test-busy.server.ts';

/**
 * A page whose data the database was too busy to give, for the browser test of the busy page
 * (503 with Retry-After); 404 without test hooks.
 */
export function loader({ context }: Route.LoaderArgs) {
  if (!context.testHooks) throw data(null, { status: 404 });
  databaseTooBusy();
}

export default function TestBusy() {
  return null;
}
