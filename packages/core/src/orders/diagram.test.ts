import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { DIAGRAM_BEGIN, orderStatesSection, withOrderStates } from './diagram.ts';
import { ORDER_STATES, TRANSITIONS } from './states.ts';

const page = readFileSync(new URL('../../../../docs/ORDERS.md', import.meta.url), 'utf8');

describe('the order states page', () => {
  it('shows the state table as the code has it (npm run docs:orders rewrites it)', () => {
    expect(page).toContain(DIAGRAM_BEGIN);
    expect(withOrderStates(page)).toBe(page);
  });

  it('draws every allowed move and no other', () => {
    const drawn = orderStatesSection()
      .split('\n')
      .filter((line) => /^ {2}\w+ --> \w+$/.test(line))
      .map((line) => line.trim());
    const allowed = ORDER_STATES.flatMap((from) =>
      TRANSITIONS[from].map((to) => `${from} --> ${to}`),
    );
    expect(drawn).toEqual(allowed);
  });
});
