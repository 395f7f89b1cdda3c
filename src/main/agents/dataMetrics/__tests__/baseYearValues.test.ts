/** Base-year values stated without their year, and a figure said to be "in" a scope, reach the progress check. */
import { describe, expect, it } from 'vitest';
import { runReportChecks } from '../reportChecks';
import { stated } from './statedLines';

const report = (progress: string) =>
  stated([
    [2, 'In 2023, Scope 1 emissions were 415,060 t CO₂e and market-based Scope 2 emissions 270,970 t CO₂e.'],
    [4, 'We aim to reduce absolute Scope 1 and 2 emissions by 50% by 2030 against the 2018 base year.'],
    [4, 'Base-year emissions were 522,990 t CO₂e in Scope 1 and 386,810 t CO₂e in market-based Scope 2.'],
    [4, progress]
  ]);

describe('base-year values without their year', () => {
  it('take the base year the targets state, with the scope and basis named after them', () => {
    const { inventory } = runReportChecks(report('Scope 1 and 2 emissions fell 24.6 % against 2018.'));
    const base = inventory.filter((o) => o.year === 2018).map((o) => [o.kind, o.basis, o.tonnes]);
    expect(base).toEqual([
      ['scope1', undefined, 522990],
      ['scope2', 'market', 386810]
    ]);
  });

  it('let progress since the base year be recomputed: a stated fall the figures contradict fails', () => {
    const text = 'Scope 1 and 2 emissions (market-based) were 36.6% below 2018 in 2023.';
    const progress = runReportChecks(report(text)).checks.filter((c) => c.checkName === 'baseline_progress');
    expect(progress.map((c) => c.result)).toEqual(['fail']);
  });

  it('reads "below the base year" as against the targets\' base year, on the one basis the series is stated on', () => {
    const stated2 = stated([
      [2, 'Scope 1 and 2 (market-based), t CO₂e: 2018 value 1,108,620 t CO₂e in 2018 and 828,890 t CO₂e in 2023.'],
      [3, 'Targets against the 2018 base year: Scope 1 and 2 (market-based) −46 % by 2030.'],
      [3, 'By 2023, our Scope 1 and 2 emissions were 37.2 % below the base year.']
    ]);
    const progress = runReportChecks(stated2).checks.filter((c) => c.checkName === 'baseline_progress');
    expect(progress.map((c) => c.result)).toEqual(['fail']);
  });

  it('measures targets stated without a base year from the one a text about targets names', () => {
    const texts = stated([
      [3, 'All targets are absolute and measured from the 2018 base year.'],
      [3, 'We aim to reduce absolute Scope 1 and 2 emissions by 54 % by 2027 and by 46 % by 2030.']
    ]);
    const path = runReportChecks(texts).checks.filter((c) => c.checkName === 'interim_path');
    expect(path.map((c) => c.result)).toEqual(['fail']);
  });
});

describe('a change between two fiscal years named before it', () => {
  it('is recomputed from the two years', () => {
    const texts = stated([
      [2, 'In FY 2018/19, Scope 1 and 2 emissions (market-based) were 1,094,540 t CO₂e.'],
      [2, 'In FY 2022/23, Scope 1 and 2 emissions (market-based) were 875,190 t CO₂e.'],
      [4, 'Between FY 2018/19 and FY 2022/23, Scope 1 and 2 emissions (market-based) decreased by 32,0 %.']
    ]);
    const progress = runReportChecks(texts).checks.filter((c) => c.checkName === 'baseline_progress');
    expect(progress.map((c) => [c.result, c.values.find((v) => v.role === 'tested')?.value])).toEqual([['fail', -32]]);
  });
});
