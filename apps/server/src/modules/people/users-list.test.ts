import { describe, expect, it } from 'vitest';
import { parseSearch, prefixRange, prefixUpperBound } from './users-list.repository.ts';

describe('prefixUpperBound', () => {
  it('is the next string after every string with the prefix, in code-point order', () => {
    expect(prefixUpperBound('rob')).toBe('roc');
    expect(prefixUpperBound('a\u{10FFFF}')).toBe('b');
    expect(prefixUpperBound('\u{D7FF}')).toBe('\u{E000}');
    expect(prefixUpperBound('zo\u{1F600}')).toBe('zo\u{1F601}');
    expect(prefixUpperBound('\u{10FFFF}\u{10FFFF}')).toBeNull();
  });
});

describe('parseSearch', () => {
  it('reads short one-word terms from the counters and counts the rest', () => {
    expect(parseSearch('  ')).toEqual({ kind: 'none' });
    expect(parseSearch(' Rob ')).toEqual({ kind: 'prefix', term: 'rob', pattern: 'rob%', range: { lo: 'rob', hi: 'roc' } });
    expect(parseSearch('50%_')).toMatchObject({ kind: 'prefix', term: '50%_', pattern: '50\\%\\_%' });
    expect(parseSearch('robert')).toMatchObject({ kind: 'prefix' });
    expect(parseSearch('roberta')).toEqual({ kind: 'counted', range: { lo: 'roberta', hi: 'robertb' }, first: null, rest: null });
    expect(parseSearch('mary  ann lee')).toEqual({
      kind: 'counted',
      range: { lo: 'mary  ann lee', hi: 'mary  ann lef' },
      first: { lo: 'mary', hi: 'marz' },
      rest: { lo: 'ann lee', hi: 'ann lef' },
    });
  });

  it('bounds a prefix with no next string above every key the app can store', () => {
    const { lo, hi } = prefixRange('\u{10FFFF}');
    expect(lo).toBe('\u{10FFFF}');
    expect([...hi].length).toBeGreaterThan(1_000);
  });
});
