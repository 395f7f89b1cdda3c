import { describe, expect, it } from 'vitest';
import { claimFigures } from '../../../facts/claimFigures';
import { ghgInventory, type StatedText } from '../../../facts/inventory';
import { checkScopeAddition } from '../scopeAddition';

/** Table rows as the claims engine words them, each on its page. */
const rows = (lines: Array<[number, string]>): StatedText[] =>
  lines.map(([page, text], i) => ({
    text,
    figures: claimFigures(text),
    page,
    rects: [],
    source: { kind: 'claim', claimId: `c${i}` }
  }));

const TABLE: Array<[number, string]> = [
  [60, 'Scope 1 (In 1,000 metric tons of CO₂ equivalents): 2023 387; 2022 393'],
  [60, 'Scope 2 (In 1,000 metric tons of CO₂ equivalents): 2023 163; 2022 189'],
  [60, 'Sum Scopes 1 and 2 (In 1,000 metric tons of CO₂ equivalents): 2023 550; 2022 582'],
  [60, 'Scope 3: Sum of Scope 3 upstream (In 1,000 metric tons of CO₂ equivalents) — 2023 11,048; 2022 11,515'],
  [60, 'Scope 3: Sum of Scope 3 downstream (In 1,000 metric tons of CO₂ equivalents) — 2023 472,140; 2022 446,090'],
  [60, 'Scope 3: Total Scope 3 (In 1,000 metric tons of CO₂ equivalents) — 2023 483,188; 2022 457,606']
];

describe('checkScopeAddition', () => {
  it('passes a consistent inventory, year by year, with the computation and the pages', () => {
    const checks = checkScopeAddition(ghgInventory(rows(TABLE)));
    expect(checks.map((c) => [c.year, c.stated.label, c.result])).toEqual([
      [2022, 'Scopes 1+2', 'pass'],
      [2022, 'Scope 3', 'pass'],
      [2023, 'Scopes 1+2', 'pass'],
      [2023, 'Scope 3', 'pass']
    ]);
    const s12 = checks.find((c) => c.year === 2023 && c.stated.label === 'Scopes 1+2')!;
    expect(s12.values.map((v) => ({ label: v.label, tonnes: v.tonnes, page: v.page, source: v.source }))).toEqual([
      { label: 'Scope 1', tonnes: 387_000, page: 60, source: { kind: 'claim', claimId: 'c0' } },
      { label: 'Scope 2', tonnes: 163_000, page: 60, source: { kind: 'claim', claimId: 'c1' } }
    ]);
    expect(s12.computation).toBe('387,000 + 163,000 = 550,000 t CO2e; stated 550,000 (+0, 0.00 %)');
  });

  it('fails a total off by more than 1 %, saying where and by how much', () => {
    const planted = TABLE.map(([p, t]): [number, string] => [p, t.replace('2023 550;', '2023 575;')]);
    const failed = checkScopeAddition(ghgInventory(rows(planted))).filter((c) => c.result === 'fail');
    expect(failed).toHaveLength(1);
    expect(failed[0]).toMatchObject({ year: 2023, severity: 'high', expected: 550_000, difference: 25_000 });
    expect(failed[0]!.message).toMatch(
      /Scopes 1\+2 \(2023\) is stated as 575,000 t CO2e on page 60, but its parts add up to 550,000/
    );
  });

  it('lets a rounding gap within 1 % pass', () => {
    const rounded = TABLE.map(([p, t]): [number, string] => [p, t.replace('2023 550;', '2023 552;')]);
    expect(checkScopeAddition(ghgInventory(rows(rounded))).every((c) => c.result === 'pass')).toBe(true);
  });

  it('keeps Scope 2 bases apart: each basis adds up on its own', () => {
    const both = rows([
      [10, 'Scope 1 (tCO2e) — 2023 1,000'],
      [10, 'Scope 2 location-based (tCO2e) — 2023 3,000'],
      [10, 'Scope 2 market-based (tCO2e) — 2023 500'],
      [10, 'Scope 1 and 2 location-based (tCO2e) — 2023 4,000'],
      [10, 'Scope 1 and 2 market-based (tCO2e) — 2023 1,500']
    ]);
    expect(checkScopeAddition(ghgInventory(both)).map((c) => [c.basis, c.result])).toEqual([
      ['location', 'pass'],
      ['market', 'pass']
    ]);
  });

  it('is inconclusive, not a guess, when a part is stated twice with different values', () => {
    const twice = rows([...TABLE, [88, 'Scope 1 (In 1,000 metric tons of CO₂ equivalents): 2023 401']]);
    const c2023 = checkScopeAddition(ghgInventory(twice)).filter((c) => c.year === 2023);
    expect(c2023.find((c) => c.result === 'inconclusive')?.message).toMatch(/stated with different values/);
    expect(c2023.some((c) => c.stated.label === 'Scopes 1+2' && c.result !== 'inconclusive')).toBe(false);
  });

  it('checks stated Scope 3 categories against the Scope 3 total: all fifteen must add up, fewer may not exceed it', () => {
    const some = rows([
      [5, 'Scope 3: Business travel (tCO2e) — 2023 900'],
      [5, 'Scope 3: Employee commuting (tCO2e) — 2023 700'],
      [5, 'Total Scope 3 emissions: Scope 3 (tCO2e) — 2023 1,200']
    ]);
    const [c] = checkScopeAddition(ghgInventory(some));
    expect(c).toMatchObject({ result: 'fail', expected: 1600 });
    expect(c!.message).toMatch(/already add up to 1,600 t CO2e, more than the 1,200/);
  });
});
