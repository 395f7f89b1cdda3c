import { describe, expect, it } from 'vitest';
import { runReportChecks } from '../reportChecks';
import { stated } from './statedLines';

// A table in kt with one decimal, and prose that states the latest year to the tonne.
const TABLE: Array<[number, string]> = [
  [2, 'Greenhouse gas emissions: Scope 1 (kt CO2e) — 2022 32.7; 2023 31.4'],
  [1, 'Our direct (Scope 1) emissions were 31,390 t CO2e in 2023.']
];
const changes = (sentence: string) =>
  runReportChecks(stated([...TABLE, [1, sentence]]), [], 'rpt_x').checks.filter(
    (c) => c.checkName === 'yoy_change' || c.checkName === 'baseline_progress'
  );

describe('stated changes read at the precision the figures are printed', () => {
  it('lets a change agree with "32.7 kt" as printed (32,650–32,750 t), not only with 32,700 t', () => {
    const checks = changes('In 2023, Scope 1 emissions fell 3.9 % compared with 2022.');
    expect(checks.length).toBeGreaterThan(0);
    expect(checks.every((c) => c.result !== 'fail')).toBe(true);
  });

  it('still fails a change no reading of the printed figures gives', () => {
    const checks = changes('In 2023, Scope 1 emissions fell 7.5 % compared with 2022.');
    expect(checks.some((c) => c.result === 'fail')).toBe(true);
  });
});
