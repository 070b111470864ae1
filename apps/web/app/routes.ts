import { index, type RouteConfig, route } from '@react-router/dev/routes';

// mn has no prefix; the other locales are an optional first segment, checked in locale.tsx.
export default [
  route(':locale?', 'routes/locale.tsx', [
    index('routes/home.tsx'),
    route('_test/crash', 'routes/test-crash.tsx'),
    route('*', 'routes/not-found.tsx'),
  ]),
] satisfies RouteConfig;
