import { describe, expect, it } from 'vitest';
import {
  BASE_YEAR,
  CLIMATE,
  CLIMATE_OPPORTUNITY,
  CLIMATE_OR_SCOPE,
  CONSOLIDATION_BASIS,
  TARGET_WORD,
  TARGET_YEAR
} from '../metricsLexicon';

describe('metrics lexicon: base period and consolidation basis', () => {
  it('reads a comparison year beside a target year as the base period', () => {
    expect(BASE_YEAR.test('Compared with 2015, we exceeded our 2025 target of a 30% reduction.')).toBe(true);
    expect(BASE_YEAR.test('We will cut scopes 1, 2 and 3 by 45% by 2030 (compared to 2020).')).toBe(true);
    expect(BASE_YEAR.test('We aim for -42 % by 2030 against a 2019 base year.')).toBe(true);
  });

  it('does not take a year-on-year comparison without a target year for a base period', () => {
    expect(BASE_YEAR.test('Revenue rose by over 25% compared to 2022.')).toBe(false);
    expect(BASE_YEAR.test('Scope 1 emissions fell 3% compared with 2023.')).toBe(false);
  });

  it('reads a reporting scope of fully consolidated companies as the consolidation basis', () => {
    expect(CONSOLIDATION_BASIS.test('It covers the parent company and its fully consolidated subsidiaries.')).toBe(
      true
    );
    expect(CONSOLIDATION_BASIS.test('Emissions are reported under the operational control approach.')).toBe(true);
    expect(CONSOLIDATION_BASIS.test('1) Based on consolidated financial statements')).toBe(false);
  });

  it('reads climate-related opportunities named together with risks', () => {
    expect(CLIMATE_OPPORTUNITY.test('Climate-Related Financial Risks and Opportunities')).toBe(true);
    expect(CLIMATE_OPPORTUNITY.test('Climate-related opportunities: 12 % of revenue')).toBe(true);
    expect(CLIMATE_OPPORTUNITY.test('Risks and opportunities of the market')).toBe(false);
  });
});

describe('metrics lexicon: a target named by its scope', () => {
  it('reads a scope of the inventory as a climate subject, and a "2030 goal" as a target year', () => {
    const s = 'Supplier engagement carries our Scope 3 ambition of a 50 % reduction by 2030.';
    expect([TARGET_WORD, TARGET_YEAR, CLIMATE_OR_SCOPE].every((re) => re.test(s))).toBe(true);
    expect(CLIMATE.test(s)).toBe(false);
    expect(TARGET_YEAR.test('the interim target marks the path to the 2030 goal')).toBe(true);
    expect(CLIMATE_OR_SCOPE.test('Our goal is to widen the scope of the audit by 2030.')).toBe(false);
  });
});
