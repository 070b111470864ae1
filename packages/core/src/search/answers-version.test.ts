import { describe, expect, it } from 'vitest';
import { searchAnswersVersion } from './answers-version.ts';
import { forgetSearchResults } from './query.ts';
import { forgetSuggestions } from './suggest.ts';

describe('the search answers version', () => {
  it('changes whenever search results or suggestions are forgotten, and only then', () => {
    const before = searchAnswersVersion();
    expect(searchAnswersVersion()).toBe(before);
    forgetSearchResults();
    const afterResults = searchAnswersVersion();
    expect(afterResults).not.toBe(before);
    forgetSuggestions();
    expect(searchAnswersVersion()).not.toBe(afterResults);
  });
});
