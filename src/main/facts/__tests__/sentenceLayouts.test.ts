/**
 * Sentence readings met in the fourth blind set: a scope list with its basis in brackets, a basis that
 * heads the next item, a target cut named after its year, and "k tCO2eq".
 */
import { describe, expect, it } from 'vitest';
import { claimFigures } from '../claimFigures';
import { ghgFiguresOf } from '../ghgFigures';
import { readTargets } from '../targets';

const kinds = (t: string) => ghgFiguresOf(t).map((g) => [g.kind, g.basis, g.tonnes]);

describe('sentence readings of unseen reports', () => {
  it('reads "Total Scopes 1, 2 (market-based) and 3" as all three scopes', () => {
    expect(kinds('Total Scopes 1, 2 (market-based) and 3 (kt CO2e) — 2023 5,325.1')).toEqual([
      ['scope1_2_3', 'market', 5_325_100]
    ]);
  });

  it('gives a basis that heads the next item to that item, not to the figure before it', () => {
    const t =
      'In our 2019 base year, Scope 1 emissions were 101,060 t CO₂e, market-based Scope 2 emissions 48,760 t ' +
      'CO₂e, location-based Scope 2 emissions 70,620 t CO₂e and Scope 3 emissions 603,930 t CO₂e.';
    expect(kinds(t)).toEqual([
      ['scope1', undefined, 101_060],
      ['scope2', 'market', 48_760],
      ['scope2', 'location', 70_620],
      ['scope3', undefined, 603_930]
    ]);
  });

  it('pairs a cut with the target year just before it ("… by 2027, a 25 % cut")', () => {
    const t =
      'Scope 1 and 2 (market-based): we will reduce absolute emissions from 149,820 t CO₂e in 2019 to ' +
      '112,370 t CO₂e by 2027, a 25 % cut, and to 80,900 t CO₂e by 2030, a 46 % cut.';
    const [target] = readTargets(t, claimFigures(t));
    expect(target?.milestones.map((m) => [m.reductionPct, m.targetYear])).toEqual([
      [25, 2027],
      [46, 2030]
    ]);
  });
});
