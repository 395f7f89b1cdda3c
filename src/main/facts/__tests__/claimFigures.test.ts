import { describe, expect, it } from 'vitest';
import { ClaimFigureSchema, ClaimSchema } from '../../../shared/domain/claim';
import { claimFigures } from '../claimFigures';

describe('claimFigures', () => {
  it('reads value, unit, year, scope and span of the figure a claim states', () => {
    const text = 'Scope 1 emissions fell to 1,234 tCO2e in 2023';
    const [f, ...rest] = claimFigures(text);
    expect(rest).toEqual([]);
    expect(f).toMatchObject({ value: 1234, unit: 'tCO2e', year: 2023, period: '2023', scopes: [1] });
    expect(text.slice(f!.start, f!.end)).toBe('1,234 tCO2e');
    expect(ClaimFigureSchema.parse(f)).toEqual(f);
  });

  it('gives the same figure for CO₂e and m³ written with scripts', () => {
    expect(claimFigures('Scope 1 emissions fell to 1,234 tCO₂e in 2023')[0]).toMatchObject({
      value: 1234,
      unit: 'tCO2e',
      scopes: [1]
    });
    expect(claimFigures('We withdrew 3.2 million m³ of water in FY2022/23.')[0]).toMatchObject({
      value: 3.2e6,
      unit: 'm3',
      scale: 'million',
      period: 'FY2022/23',
      year: 2023
    });
  });

  it('reads "LB" and "MB" in capitals after Scope 2 as its basis, never as pounds', () => {
    const figures = claimFigures('Scope 2 (LB): 2018 278,880; 2024 180,530');
    expect(figures.map((f) => [f.value, f.unit])).toEqual([
      [278_880, undefined],
      [180_530, undefined]
    ]);
    expect(claimFigures('Methane leaks of 1,200 lb in 2024').map((f) => f.unit)).toEqual(['lb']);
  });

  it('reads a table-row claim year by year', () => {
    const figures = claimFigures('Scope 1 (tCO2e): 2022 12,450; 2023 11,020');
    expect(figures.map((f) => [f.value, f.unit, f.year, f.scopes])).toEqual([
      [12450, 'tCO2e', 2022, [1]],
      [11020, 'tCO2e', 2023, [1]]
    ]);
  });

  it('gives no figures for a claim without any', () => {
    expect(claimFigures('The Board oversees climate matters since 2019.')).toEqual([]);
  });
});

describe('Claim.figures in the schema', () => {
  const base = {
    id: 'c1',
    reportId: 'rpt_00000000000000f1',
    text: 'We used 600 m3 of water.',
    type: 'environmental',
    priority: 'low',
    reasoning: '',
    sourcePage: 1,
    anchor: { page: 1, rects: [], quote: '', prefix: '', suffix: '', method: 'unanchored', score: 0 },
    score: 0.5,
    provenance: { engine: 'offline' }
  };

  it('reads a claim stored before figures existed with an empty list', () => {
    expect(ClaimSchema.parse(base).figures).toEqual([]);
  });

  it('refuses a figure whose span does not match its text', () => {
    const figure = { value: 600, unit: 'm3', scopes: [], raw: '600 m3', start: 8, end: 14 };
    expect(ClaimSchema.parse({ ...base, figures: [figure] }).figures).toEqual([figure]);
    expect(ClaimSchema.safeParse({ ...base, figures: [{ ...figure, end: 12 }] }).success).toBe(false);
    expect(ClaimSchema.safeParse({ ...base, figures: [{ ...figure, scopes: [4] }] }).success).toBe(false);
  });
});
