export { CODE_GUESS_RULES, type Guesser, TooManyGuessesError, tryCode } from './guesses.ts';
export {
  type Count,
  count,
  enforce,
  hit,
  pruneCounters,
  type RateRule,
  uncount,
} from './service.ts';
