import { describe, expect, it } from 'vitest';
import type { Db } from './client.ts';
import { keptCopiesPerDatabase } from './kept-copies.ts';

// Only the databases' identity matters here: each object stands for one opened database.
const aDatabase = () => ({}) as Db;

describe('copies kept per database', () => {
  it('drops the least recently kept copy past the limit; keeping one again makes it the most recent', () => {
    const copiesOf = keptCopiesPerDatabase<number>(2);
    const copies = copiesOf(aDatabase());
    copies.keep('a', 1);
    copies.keep('b', 2);
    copies.keep('a', 3);
    copies.keep('c', 4);
    expect([copies.get('a'), copies.get('b'), copies.get('c')]).toEqual([3, undefined, 4]);
    copies.drop('c');
    expect(copies.get('c')).toBeUndefined();
  });

  it("keeps each database's copies apart, and the same ones for the same database", () => {
    const copiesOf = keptCopiesPerDatabase<string>(10);
    const one = aDatabase();
    copiesOf(one).keep('k', 'first');
    copiesOf(aDatabase()).keep('k', 'other');
    expect(copiesOf(one).get('k')).toBe('first');
  });
});
