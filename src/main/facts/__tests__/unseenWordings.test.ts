/** Wordings met in unseen layouts: a figure right after a scope's number, a triangle for a decrease, a target as a noun. */
import { describe, expect, it } from 'vitest';
import { claimFigures } from '../claimFigures';
import { parseNumber } from '../numbers';
import { readTargets } from '../targets';
import { targetsBaseYear } from '../baseYear';
import { EMISSION_METHOD, EMISSION_WORD, REMUNERATION } from '../../text/metricsLexicon';

describe('unseen wordings', () => {
  it('reads "Scope 1 540,200 t CO₂e" as Scope 1 and 540,200, not as 1,540,200', () => {
    const text = 'Base-year emissions (2020): Scope 1 540,200 t CO₂e; Scope 2, market-based, 484,150 t CO₂e.';
    const tonnes = claimFigures(text).filter((f) => f.unit === 'tCO2e');
    expect(tonnes.map((f) => [f.value, f.scopes])).toEqual([
      [540200, [1]],
      [484150, [2]]
    ]);
  });

  it('reads "Scope-1-Emissionen" (a hyphenated scope) as Scope 1', () => {
    expect(claimFigures('Die Scope-1-Emissionen betrugen 284.000 t CO₂e.')[0]).toMatchObject({ scopes: [1] });
  });

  it('reads a leading triangle as a decrease ("△8.8%")', () => {
    expect(parseNumber('△8.8%')).toMatchObject({ kind: 'number', value: -8.8, percent: true });
  });

  it('reads "the Scope 3 reduction of 55 % by 2030" as a Scope 3 target', () => {
    const text = 'Purchase contracts support the Scope 3 reduction of 55 % by 2030 (Note 14.4).';
    expect(readTargets(text, claimFigures(text))).toEqual([
      expect.objectContaining({ scope: 'scope3', milestones: [expect.objectContaining({ reductionPct: 55 })] })
    ]);
  });

  it('reads a goal worded as an order ("Reduce … 54% by 2027") as a target', () => {
    const text = 'Reduce absolute Scope 1 and 2 GHG emissions 54% by 2027';
    expect(readTargets(text, claimFigures(text))).toEqual([
      expect.objectContaining({ scope: 'scope1_2', milestones: [expect.objectContaining({ targetYear: 2027 })] })
    ]);
    const past = 'We reduced Scope 1 and 2 GHG emissions 12% by 2023.';
    expect(readTargets(past, claimFigures(past))).toEqual([]);
    const cut = 'Suppliers are asked to help us cut Scope 3 by 42% by 2030.';
    expect(readTargets(cut, claimFigures(cut))).toEqual([
      expect.objectContaining({ scope: 'scope3', milestones: [expect.objectContaining({ reductionPct: 42 })] })
    ]);
  });

  it('reads a signed cut ("−25 % by 2027") as a target without a cut verb, its basis for Scope 2 only', () => {
    const text =
      'Targets against the 2018 base year: Scope 1 and 2 (market-based) −25 % by 2027; Scope 3 −25 % by 2030.';
    expect(readTargets(text, claimFigures(text)).map((t) => [t.scope, t.basis, t.baseYear])).toEqual([
      ['scope1_2', 'market', 2018],
      ['scope3', undefined, 2018]
    ]);
  });

  it('reads the target year named before the cut ("our 2030 goal is to reduce Scope 3 emissions by 46 %")', () => {
    const text = 'Most of the cut will come from suppliers: our 2030 goal is to reduce Scope 3 emissions by 46 %.';
    expect(readTargets(text, claimFigures(text))).toEqual([
      expect.objectContaining({ scope: 'scope3', milestones: [expect.objectContaining({ targetYear: 2030 })] })
    ]);
  });

  it('keeps an achievement read before a target year named in the same sentence out of the target', () => {
    const text =
      'In 2023, with a 37.4% reduction in our CO2 emissions (scopes 1 and 2) compared with 2015, we exceeded ' +
      'our 2025 target of a 30% reduction two years ahead of schedule.';
    expect(readTargets(text, claimFigures(text)).flatMap((t) => t.milestones.map((m) => m.reductionPct))).toEqual([30]);
  });

  it('counts "measured under the GHG Protocol" and a "basis of preparation" as a measurement approach', () => {
    expect(EMISSION_METHOD.test('Emissions are measured under the GHG Protocol Corporate Standard.')).toBe(true);
    expect(EMISSION_METHOD.test('14.1 Basis of preparation')).toBe(true);
    expect(EMISSION_METHOD.test('We follow the GHG Protocol.')).toBe(false);
    const factors = 'Market-based Scope 2 uses supplier factors and residual mixes; Scope 3 mixes spend-based factors.';
    expect(EMISSION_METHOD.test(factors) && EMISSION_WORD.test(factors)).toBe(true);
    expect(REMUNERATION.test('Part of executive pay depends on the targets in this magazine.')).toBe(true);
    expect(REMUNERATION.test('We pay our suppliers within 30 days.')).toBe(false);
  });
  it('reads the base year of a cut "from 149,820 t CO₂e in 2019 to …" and "by 46 % between 2019 and 2030"', () => {
    const levels =
      'Scope 1 and 2 (market-based): we will reduce absolute emissions from 149,820 t CO₂e in 2019 to 68,920 t CO₂e ' +
      'by 2027, a 54 % cut, and to 80,900 t CO₂e by 2030, a 46 % cut.';
    expect(readTargets(levels, claimFigures(levels))).toMatchObject([
      { scope: 'scope1_2', baseYear: 2019, milestones: [{ reductionPct: 54, targetYear: 2027 }, { reductionPct: 46 }] }
    ]);
    const between =
      'Our supplier programme is built around the Scope 3 goal of cutting emissions by 46 % between 2019 and 2030.';
    expect(readTargets(between, claimFigures(between))).toMatchObject([
      { scope: 'scope3', baseYear: 2019, milestones: [{ reductionPct: 46, targetYear: 2030 }] }
    ]);
  });

  it('takes the base year from "Both targets use 2019 as their base year" and "goals … use 2018 as their baseline"', () => {
    const at = (text: string) =>
      targetsBaseYear([{ text, figures: [], page: 1, rects: [], source: { kind: 'claim', claimId: 'c' } }]);
    expect(at('Both targets use 2019 as their base year.')).toBe(2019);
    expect(at('Our goals are absolute and use 2018 as their baseline.')).toBe(2018);
    expect(at('We use 2018 as the base for our pension plan.')).toBeUndefined();
  });
  it('reads "value-chain emissions" as Scope 3', () => {
    const text = 'We will cut our value-chain emissions by 46 % by 2030.';
    expect(claimFigures(text)[0]!.scopes).toEqual([3]);
    expect(readTargets(text, claimFigures(text))[0]).toMatchObject({ scope: 'scope3' });
    expect(claimFigures('Value-chain (Scope 3) emissions were 789,510 t CO₂e in 2025.')[0]!.scopes).toEqual([3]);
  });
});
