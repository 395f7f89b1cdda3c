/** The basis a report defines its total on, given to totals printed without one. */
import { describe, expect, it } from 'vitest';
import { totalBasis, withTotalBasis } from '../totalBasis';
import type { GhgObservation } from '../inventory';

describe('the basis of the total', () => {
  it('reads the ways a report defines its total', () => {
    for (const text of [
      'Total emissions are the sum of Scope 1, market-based Scope 2 and Scope 3.',
      'Total = Scope 1 + Scope 2 (market-based) + Scope 3. Changes are computed on unrounded data.',
      'Our total GHG emissions comprise Scope 1, market-based Scope 2 and Scope 3 emissions.'
    ])
      expect(totalBasis([{ page: 3, text }])).toBe('market');
    expect(totalBasis([{ page: 3, text: 'Total emissions are Scope 1, location-based Scope 2 and Scope 3.' }])).toBe(
      'location'
    );
  });

  it('reads none where the report names both, or none', () => {
    const both = [
      { page: 2, text: 'Total emissions are the sum of Scope 1, market-based Scope 2 and Scope 3.' },
      { page: 5, text: 'Total (location) = Scope 1 + Scope 2 (location-based) + Scope 3.' }
    ];
    expect(totalBasis(both)).toBeUndefined();
    expect(totalBasis([{ page: 1, text: 'Scope 2 is reported market-based and location-based.' }])).toBeUndefined();
  });

  it('gives the basis to totals printed without one, and to nothing else', () => {
    const obs = (kind: GhgObservation['kind'], basis?: 'market' | 'location') =>
      ({ kind, tonnes: 1, year: 2024, ...(basis ? { basis } : {}) }) as GhgObservation;
    const pages = [{ page: 3, text: 'Total emissions are the sum of Scope 1, market-based Scope 2 and Scope 3.' }];
    const out = withTotalBasis([obs('total'), obs('total', 'location'), obs('scope2'), obs('scope1_2_3')], pages);
    expect(out.map((o) => [o.kind, o.basis])).toEqual([
      ['total', 'market'],
      ['total', 'location'],
      ['scope2', undefined],
      ['scope1_2_3', 'market']
    ]);
  });
});
