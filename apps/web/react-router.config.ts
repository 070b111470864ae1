import type { Config } from '@react-router/dev/config';

export default {
  appDirectory: 'app',
  ssr: true,
  // React Router 8's behaviours, each kept off as it is in 7 and said so: left unset, every
  // build prints a warning per flag into the shop's start-up output. Each one turned on is a
  // change of its own, with its tests.
  future: {
    v8_middleware: false,
    v8_splitRouteModules: false,
    v8_viteEnvironmentApi: false,
    v8_passThroughRequests: false,
    v8_trailingSlashAwareDataRequests: false,
  },
} satisfies Config;
