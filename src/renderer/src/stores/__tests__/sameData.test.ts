/** Structural equality of wire data: a replayed object equals the one held, a changed field does not. */
import { describe, expect, it } from 'vitest';
import { sameData } from '../sameData';

describe('sameData', () => {
  it('equates the same data in different objects', () => {
    const a = { id: 'c1', rects: [{ x: 0.1, y: 0.2 }], tags: ['S2.29'], note: null, ok: true };
    expect(sameData(a, JSON.parse(JSON.stringify(a)))).toBe(true);
    expect(sameData([1, 'a', null], [1, 'a', null])).toBe(true);
  });

  it('tells apart a changed value, a missing key, an extra item and arrays from objects', () => {
    const a = { id: 'c1', rects: [{ x: 0.1, y: 0.2 }] };
    expect(sameData(a, { id: 'c1', rects: [{ x: 0.1, y: 0.3 }] })).toBe(false);
    expect(sameData(a, { id: 'c1' })).toBe(false);
    expect(sameData({ a: 1, b: undefined }, { a: 1, c: undefined })).toBe(false);
    expect(sameData([1, 2], [1, 2, 3])).toBe(false);
    expect(sameData({ 0: 'x' }, ['x'])).toBe(false);
    expect(sameData(null, {})).toBe(false);
    expect(sameData(undefined, { id: 'c1' })).toBe(false);
    expect(sameData('1', 1)).toBe(false);
  });
});
