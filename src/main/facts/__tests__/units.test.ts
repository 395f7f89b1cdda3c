import { describe, expect, it } from 'vitest';
import { resolveUnitPhrase } from '../units';
import { unitIdOf } from '../../corpus/reference';

/** The corpus's unit table as the claims engine hands it to facts/. */
const resolveUnit = unitIdOf;

describe('resolveUnitPhrase', () => {
  // Each pair: a phrase as reports print it (scripts, full-width forms) and its plain-digit spelling.
  const pairs: Array<[string, string]> = [
    ['tCO₂e', 'tCO2e'],
    ['tonnes CO₂-eq', 'tonnes CO2-eq'],
    ['kt CO₂ equivalent', 'kt CO2 equivalent'],
    ['m³', 'm3'],
    ['M³', 'M3'],
    ['％', '%'],
    ['ｍ³', 'm3']
  ];
  it.each(pairs)('reads %s as %s does', (scripted, plain) => {
    const a = resolveUnitPhrase(scripted, resolveUnit);
    expect(a).toBeDefined();
    expect(a).toEqual(resolveUnitPhrase(plain, resolveUnit));
  });

  it('marks CO₂ phrases as CO₂-equivalent and leaves others unmarked', () => {
    expect(resolveUnitPhrase('tCO₂e', resolveUnit)?.co2e).toBe(true);
    expect(resolveUnitPhrase('MWh', resolveUnit)?.co2e).toBeUndefined();
  });

  it('refuses what is not a unit', () => {
    expect(resolveUnitPhrase('employees', resolveUnit)).toBeUndefined();
    expect(resolveUnitPhrase('m⁴')).toBeUndefined();
  });
});
