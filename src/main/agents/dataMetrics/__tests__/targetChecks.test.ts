import { describe, expect, it } from 'vitest';
import { claimFigures } from '../../../facts/claimFigures';
import { readTarget, readTargets } from '../../../facts/targets';
import { ghgInventory } from '../../../facts/inventory';
import { checkTargets } from '../targetChecks';
import { stated } from './statedLines';

const run = (lines: Array<[number, string]>) => {
  const items = stated(lines);
  return checkTargets(items, ghgInventory(items));
};
const TABLE: [number, string] = [4, 'Scope 1 (tCO2e) — 2019 55,000; 2022 51,390; 2023 48,200'];

describe('reading targets', () => {
  it('pairs each reduction with its year, and reads base year, scopes, kind and net zero', () => {
    const text =
      'We aim to cut Scope 1 and 2 emissions by 30% by 2025 and by 50% by 2030 against our 2019 base year, and reach net zero by 2040.';
    expect(readTarget(text, claimFigures(text))).toEqual({
      kind: 'absolute',
      scope: 'scope1_2',
      baseYear: 2019,
      netZeroYear: 2040,
      milestones: [
        expect.objectContaining({ reductionPct: 30, targetYear: 2025 }),
        expect.objectContaining({ reductionPct: 50, targetYear: 2030 })
      ]
    });
    const intensity = 'Our goal is a 25% reduction in CO2 emissions per tonne of cement by 2030 from a 2020 baseline.';
    expect(readTarget(intensity, claimFigures(intensity))).toMatchObject({
      kind: 'intensity',
      baseYear: 2020,
      milestones: [{ reductionPct: 25, targetYear: 2030 }]
    });
    const past = 'Scope 1 emissions fell by 12% in 2023.';
    expect(readTarget(past, claimFigures(past))).toBeNull();
  });

  it('reads a base year printed as a fiscal year ("compared to fiscal 2019", "baseline year FY2019")', () => {
    for (const text of [
      'We aim to reduce Scope 1 and 2 emissions by 50% by 2030 compared to fiscal 2019.',
      'We aim to reduce Scope 1 and 2 emissions by 50% by 2030 against the baseline year FY2019.'
    ])
      expect(readTargets(text, claimFigures(text))[0]).toMatchObject({ scope: 'scope1_2', baseYear: 2019 });
  });

  it('gives each reduction to the scope it names, never one scope both numbers', () => {
    const read = (text: string) =>
      readTargets(text, claimFigures(text)).map((t) => [
        t.scope,
        t.baseYear,
        t.milestones.map((m) => `${m.reductionPct}% by ${m.targetYear}`)
      ]);
    expect(read('We aim to reduce Scope 1 and 2 emissions by 90 % and Scope 3 by 30 % by 2030 against 2019.')).toEqual([
      ['scope1_2', 2019, ['90% by 2030']],
      ['scope3', 2019, ['30% by 2030']]
    ]);
    expect(
      read(
        'We aim to reduce absolute Scope 1 and 2 emissions by 30% by 2027 and by 55% by 2030, against the 2019 ' +
          'base year, and Scope 3 emissions by 30% by 2030.'
      )
    ).toEqual([
      ['scope1_2', 2019, ['30% by 2027', '55% by 2030']],
      ['scope3', 2019, ['30% by 2030']]
    ]);
  });
});

describe('target checks', () => {
  it('passes an achievable, tightening path and shows the arithmetic', () => {
    const checks = run([
      TABLE,
      [9, 'We aim to cut Scope 1 emissions by 15% by 2025 and by 30% by 2030, against our 2019 base year.']
    ]);
    expect(checks.map((c) => [c.checkName, c.result])).toEqual([
      ['interim_path', 'pass'],
      ['target_achievability', 'pass'],
      ['target_achievability', 'pass']
    ]);
    const y2030 = checks[2]!;
    expect(y2030.message).toMatch(
      /−30 % by 2030 against 2019 is achievable: it needs 3\.2 % a year from 2023 against 3\.2 % a year achieved since 2019/
    );
    expect(y2030.computation).toBe(
      'target level 55,000 × (1 − 30 %) = 38,500 t; needed 3.2 %/yr from 2023 (48,200 t) to 2030; achieved 3.2 %/yr from 2019 to 2023'
    );
    expect(y2030.values.every((v) => v.claimId === undefined)).toBe(true);
  });

  it('fails a loosening path and a questionable target; two numbers for one year fail too', () => {
    const loose = run([
      TABLE,
      [9, 'We aim to cut Scope 1 emissions by 30% by 2025 and by 25% by 2030, against our 2019 base year.']
    ]);
    expect(loose[0]).toMatchObject({ checkName: 'interim_path', result: 'fail' });
    expect(loose[0]!.message).toMatch(/path loosens: 30 % by 2025 \(p\. 9\) but only 25 % by 2030/);
    expect(loose[1]).toMatchObject({ checkName: 'target_achievability', result: 'fail' });
    expect(loose[1]!.message).toMatch(
      /is questionable: it needs a cut of 10\.6 % a year from 2023, more than twice the 3\.2 % a year achieved since 2019/
    );
    // A fail names the values it rests on and their pages.
    expect(loose[1]!.message).toMatch(/\(55,000 t in 2019, p\. 4; 48,200 t in 2023, p\. 4; target on p\. 9\)\.$/);
    const twice = run([
      TABLE,
      [9, 'We aim to cut Scope 1 emissions by 30% by 2030 against 2019.'],
      [40, 'Our target: Scope 1 emissions 35% lower by 2030 against 2019.']
    ]);
    expect(twice[0]!.message).toMatch(/target for 2030 is stated as 30 % and 35 % \(pages 9, 40\)/);
    // Neither of two numbers for one year is assessed: the path check's fail says it all.
    expect(twice.slice(1).map((c) => [c.checkName, c.result])).toEqual([
      ['target_achievability', 'inconclusive'],
      ['target_achievability', 'inconclusive']
    ]);
    expect(twice[1]!.message).toMatch(/states more than one reduction for Scope 1 by 2030/);
  });

  it('checks each scope’s milestones apart: a Scope 3 target is not "stated as 90 % and 30 %"', () => {
    const checks = run([
      TABLE,
      [9, 'We aim to reduce Scope 1 and 2 emissions by 90 % by 2030 and Scope 3 by 30 % by 2030 against 2019.']
    ]);
    expect(checks.filter((c) => c.checkName === 'interim_path')).toEqual([]);
    expect(checks.map((c) => c.values[0]!.label)).toEqual([
      'Scopes 1+2: cut by 2030 (vs 2019)',
      'Scope 3: cut by 2030 (vs 2019)'
    ]);
  });

  it('is inconclusive, saying why, without a base year or its value', () => {
    const [noBase] = run([TABLE, [9, 'We aim to cut Scope 1 emissions by 30% by 2030.']]);
    expect(noBase!.message).toMatch(/does not say which base year/);
    const [noValue] = run([
      [4, 'Scope 1 (tCO2e) — 2023 48,200'],
      [9, 'We aim to cut Scope 1 emissions by 30% by 2030 against 2019.']
    ]);
    expect(noValue!.message).toMatch(/the 2019 value of Scope 1 is not stated once/);
  });
});
