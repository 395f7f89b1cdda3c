import { describe, expect, it } from 'vitest';
import { Lru } from '../lru';

describe('the bounded cache of find', () => {
  it('drops the least recently used entry past the entry bound', () => {
    const lru = new Lru<string, number>(2);
    lru.set('a', 1);
    lru.set('b', 2);
    expect(lru.get('a')).toBe(1);
    lru.set('c', 3);
    expect(lru.get('b')).toBeUndefined();
    expect(lru.get('a')).toBe(1);
    expect(lru.get('c')).toBe(3);
    expect(lru.size).toBe(2);
  });

  it('drops the oldest entries past the weight bound, keeping the newest even when it is heavy', () => {
    const lru = new Lru<string, string>(10, 100);
    lru.set('a', 'x', 40);
    lru.set('b', 'y', 40);
    lru.set('c', 'z', 40);
    expect(lru.get('a')).toBeUndefined();
    expect(lru.weight).toBe(80);
    lru.set('huge', 'w', 500);
    expect(lru.size).toBe(1);
    expect(lru.get('huge')).toBe('w');
  });

  it('reweighs an entry once its size is known, and deletes by key or by match', () => {
    const lru = new Lru<string, number>(10, 100);
    lru.set('r1\u0000p1', 1);
    lru.set('r1\u0000p2', 2);
    lru.set('r2\u0000p1', 3);
    lru.reweigh('r2\u0000p1', 99);
    expect(lru.size).toBe(2);
    expect(lru.get('r1\u0000p1')).toBeUndefined();
    lru.set('r1\u0000p1', 1);
    lru.deleteWhere((k) => k.startsWith('r1\u0000'));
    expect(lru.size).toBe(1);
    lru.delete('r2\u0000p1');
    expect(lru.size).toBe(0);
    expect(lru.weight).toBe(0);
  });
});
