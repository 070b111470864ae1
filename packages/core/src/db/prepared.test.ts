import { describe, expect, it } from 'vitest';
import type { Db } from './client.ts';
import { prepared } from './prepared.ts';

describe('prepared', () => {
  it('builds a statement once per database handle, under its name', () => {
    const built: { name: string; db: Db }[] = [];
    const statement = prepared('test_statement', (db) => ({
      prepare: (name: string) => {
        const made = { name, db };
        built.push(made);
        return made;
      },
    }));
    const pool = {} as Db;
    const transaction = {} as Db;
    expect(statement(pool)).toBe(statement(pool));
    expect(statement(transaction)).not.toBe(statement(pool));
    expect(statement(transaction)).toBe(statement(transaction));
    expect(built).toEqual([
      { name: 'test_statement', db: pool },
      { name: 'test_statement', db: transaction },
    ]);
  });
});
