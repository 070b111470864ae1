import { data } from 'react-router';
import type { Route } from './+types/test-crash';

/** A page that crashes on render, for the crash-screen browser test; 404 without test hooks. */
export function loader({ context }: Route.LoaderArgs) {
  if (!context.testHooks) throw data(null, { status: 404 });
  return null;
}

export default function TestCrash(): never {
  throw new Error('Crash on purpose (test hook)');
}
