export { enforce, hit, pruneCounters, type RateRule } from './service.ts';
