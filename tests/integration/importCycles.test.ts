import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { findCycles, importGraph } from '../helpers/importGraph';

describe('import graph of src/main', () => {
  it('finds a planted circle (the detector can fail)', () => {
    const graph = new Map([
      ['a.ts', ['b.ts']],
      ['b.ts', ['c.ts']],
      ['c.ts', ['a.ts']],
      ['d.ts', ['a.ts']]
    ]);
    expect(findCycles(graph)).toEqual([['a.ts', 'b.ts', 'c.ts']]);
  });

  it('has no import circle', () => {
    const graph = importGraph(resolve(__dirname, '../../src/main'));
    expect(graph.size).toBeGreaterThan(100);
    expect(findCycles(graph)).toEqual([]);
  });
});
