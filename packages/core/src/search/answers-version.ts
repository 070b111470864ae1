/**
 * A number that changes whenever this process forgets its search results or suggestions (a
 * reindex, a stock change): whoever keeps answers built from them (the API keeps them as sent)
 * puts it in their keys, so a forgotten answer is never found again, without a list of listeners.
 */
let version = 0;

export const searchAnswersVersion = (): number => version;

export function searchAnswersChanged(): void {
  version += 1;
}
