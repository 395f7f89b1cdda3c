import { describe, expect, it } from 'vitest';
import { ghgInventory, type StatedText } from '../../../facts/inventory';
import { checkScopeAddition } from '../scopeAddition';
import { stated as rows } from './statedLines';

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

  it('leaves a total its parts miss by a factor of three or more open, as a likely misreading', () => {
    const misread = TABLE.map(([p, t]): [number, string] => [p, t.replace('2023 550;', '2023 5,500;')]);
    const c = checkScopeAddition(ghgInventory(rows(misread))).find(
      (x) => x.year === 2023 && x.stated.label === 'Scopes 1+2'
    );
    expect(c).toMatchObject({ result: 'inconclusive', expected: 550_000 });
    expect(c!.message).toMatch(/too far apart for a slip in the addition/);
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
    expect(c!.message).toMatch(/already add up to 1,600 t CO2e \(p\. 5\), more than the 1,200/);
  });

  it('says once that Scope 3 is below its parts when upstream and downstream add up to what the categories do', () => {
    const tree = rows([
      [2, 'Scope 3 (tCO2e) — 2024 3,000'],
      [2, 'Scope 3: Upstream (categories 1–8) (tCO2e) — 2024 2,600'],
      [2, 'Scope 3: 2. Capital goods (tCO2e) — 2024 1,900'],
      [2, 'Scope 3: 6. Business travel (tCO2e) — 2024 700'],
      [2, 'Scope 3: Downstream (categories 9–15) (tCO2e) — 2024 800'],
      [2, 'Scope 3: 11. Use of sold products (tCO2e) — 2024 800']
    ]);
    const fails = checkScopeAddition(ghgInventory(tree)).filter((c) => c.result === 'fail');
    expect(fails).toHaveLength(1);
    expect(fails[0]).toMatchObject({ expected: 3400, stated: { tonnes: 3000 } });
    expect(fails[0]!.values.map((v) => v.label)).toContain('Scope 3 category 2');
  });

  it('takes a total printed in kt in one table and in tonnes in another as one value when they agree as printed', () => {
    const both = rows([
      [2, 'Greenhouse gas emissions: Scope 3 (kt CO2e) — 2024 3,080.3'],
      [3, 'Scope 3: Business travel (tCO2e) — 2024 1,900,000'],
      [3, 'Scope 3: Employee commuting (tCO2e) — 2024 1,950,363'],
      [3, 'Total Scope 3 (tCO2e) — 2024 3,080,290']
    ]);
    const [c] = checkScopeAddition(ghgInventory(both));
    expect(c).toMatchObject({ result: 'fail', expected: 3_850_363, stated: { tonnes: 3_080_290, page: 3 } });
  });

  it('adds Scope 1, Scope 2 and Scope 3 to a total printed without Scopes 1+2, on either basis (total_not_sum)', () => {
    const table = (total: string): StatedText[] =>
      rows([
        [2, 'GHG emissions (t CO2e): Scope 1 — 2024 46,190; 2025 44,440'],
        [2, 'GHG emissions (t CO2e): Scope 2 (location-based) — 2024 30,530; 2025 24,950'],
        [2, 'GHG emissions (t CO2e): Scope 2 (market-based) — 2024 23,180; 2025 21,450'],
        [2, 'GHG emissions (t CO2e): Scope 3 — 2024 603,370; 2025 551,030'],
        [2, `GHG emissions (t CO2e): Total emissions — 2024 672,740; 2025 ${total}`]
      ]);
    const clean = checkScopeAddition(ghgInventory(table('616,920')));
    expect(clean.map((c) => [c.year, c.basis, c.result])).toEqual([
      [2024, 'market', 'pass'],
      [2025, 'market', 'pass']
    ]);
    const [, planted] = checkScopeAddition(ghgInventory(table('653,935')));
    expect(planted).toMatchObject({ year: 2025, result: 'fail', severity: 'high', expected: 616_920 });
    expect(planted!.message).toMatch(
      /total emissions \(2025, market-based\) is stated as 653,935 t CO2e on page 2, but its parts add up to 616,920 t CO2e \(p\. 2\); with location-based Scope 2 they add up to 620,420\./
    );
    expect(planted!.values.map((v) => [v.label, v.tonnes, v.role ?? 'input'])).toEqual([
      ['Scope 1', 44_440, 'input'],
      ['Scope 2 (market-based)', 21_450, 'input'],
      ['Scope 3', 551_030, 'input']
    ]);
    expect(planted!.stated).toMatchObject({ tonnes: 653_935, page: 2, role: 'tested' });
  });

  it('passes Scope 3 categories that add up to the total exactly, and says what was added (not "within 1 %")', () => {
    const exact = rows([
      [3, 'Scope 3: Business travel (tCO2e) — 2023 900'],
      [3, 'Scope 3: Employee commuting (tCO2e) — 2023 700'],
      [3, 'Total Scope 3 emissions: Scope 3 (tCO2e) — 2023 1,600']
    ]);
    expect(checkScopeAddition(ghgInventory(exact))[0]).toMatchObject({ result: 'pass', expected: 1600 });
    const under = rows([
      ...exact.slice(0, 2).map((s): [number, string] => [3, s.text]),
      [3, 'Total Scope 3 emissions: Scope 3 (tCO2e) — 2023 5,000']
    ]);
    const [c] = checkScopeAddition(ghgInventory(under));
    expect(c).toMatchObject({ result: 'pass' });
    expect(c!.message).toMatch(/The 2 stated parts of Scope 3 \(2023\) add up to 1,600 t CO2e, no more than the 5,000/);
  });

  it('adds each table’s categories on their own when two tables state them differently (a misread annex)', () => {
    const narrative: Array<[number, string]> = [
      [3, 'Scope 3: Business travel (tCO2e) — 2023 900'],
      [3, 'Scope 3: Employee commuting (tCO2e) — 2023 700'],
      [3, 'Total Scope 3 emissions: Scope 3 (tCO2e) — 2023 1,600']
    ];
    const annex: Array<[number, string]> = [
      [9, 'Scope 3: Business travel (tCO2e) — 2023 0.9'],
      [9, 'Scope 3: Employee commuting (tCO2e) — 2023 0.7']
    ];
    const [c] = checkScopeAddition(ghgInventory(rows([...narrative, ...annex])));
    expect(c).toMatchObject({ result: 'pass', expected: 1600 });
    expect(c!.values.map((v) => v.page)).toEqual([3, 3]);
    const over = rows([
      ...narrative,
      [9, 'Scope 3: Business travel (tCO2e) — 2023 1,500'],
      [9, 'Scope 3: Employee commuting (tCO2e) — 2023 800']
    ]);
    expect(checkScopeAddition(ghgInventory(over))[0]).toMatchObject({ result: 'inconclusive' });
  });
});
