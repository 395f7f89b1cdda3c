import { describe, expect, it } from 'vitest';
import { baseYearsIn, bindYears, parsePeriod, targetYearsIn, yearsIn, YEAR_PATTERN } from '../dates';

describe('dates', () => {
  it('reads years, fiscal years, split years and ranges as periods', () => {
    expect(parsePeriod('2023')).toEqual({ from: 2023, to: 2023, fiscal: false });
    expect(parsePeriod('FY2023')).toEqual({ from: 2023, to: 2023, fiscal: true });
    expect(parsePeriod('FY 23')).toEqual({ from: 2023, to: 2023, fiscal: true });
    expect(parsePeriod('fiscal year 2023')).toEqual({ from: 2023, to: 2023, fiscal: true });
    expect(parsePeriod('2022/23')).toEqual({ from: 2022, to: 2023, fiscal: false });
    expect(parsePeriod('FY2022/2023')).toEqual({ from: 2022, to: 2023, fiscal: true });
    expect(parsePeriod('1999/00')).toEqual({ from: 1999, to: 2000, fiscal: false });
    expect(parsePeriod('2019–2023')).toEqual({ from: 2019, to: 2023, fiscal: false });
    expect(parsePeriod('2019 to 2023')).toEqual({ from: 2019, to: 2023, fiscal: false });
  });

  it('refuses what is not a year', () => {
    for (const raw of ['23', '12,345', '1234', '2023/19', 'Scope 3', '3000']) expect(parsePeriod(raw)).toBeNull();
  });

  it('finds year mentions, targets and baselines in a sentence', () => {
    const text =
      'In FY2023 we cut emissions by 42% compared with 2019 and aim for net zero by 2040; 2022/23 data restated.';
    expect(yearsIn(text)).toEqual(['FY2023', '2019', '2040', '2022/23']);
    expect(targetYearsIn(text)).toEqual(['2040']);
    expect(baseYearsIn(text)).toEqual(['2019']);
    expect(yearsIn('12,2023 tonnes and 2023.5')).toEqual([]);
  });

  it('binds each figure of a sentence to its own year, and leaves a figure without one rather than guess', () => {
    const text = 'In 2024 we emitted 120 t (2023: 131 t), 96 t in our plants and 40 t, less than in 2022.';
    const years = [...text.matchAll(YEAR_PATTERN)].map((m) => ({
      start: m.index,
      end: m.index + m[0].length,
      text: m[0]
    }));
    const figures = ['120 t', '131 t', '96 t', '40 t'].map((raw) => {
      const start = text.indexOf(raw);
      return { start, end: start + raw.length };
    });
    // 96 t and 40 t take the leading "In 2024" (the years after them are another figure's, or a comparison).
    expect(bindYears(text, figures, years).map((y) => y?.text)).toEqual(['2024', '2023', '2024', '2024']);
  });

  it("gives a sentence's only figure the only year after it, past a long unit, unless it compares", () => {
    const bind = (text: string, raw: string) => {
      const years = [...text.matchAll(YEAR_PATTERN)].map((m) => ({
        start: m.index,
        end: m.index + m[0].length,
        text: m[0]
      }));
      const start = text.indexOf(raw);
      return bindYears(text, [{ start, end: start + raw.length }], years).map((y) => y?.text);
    };
    expect(bind('Our intensity was 18 t CO2e per EUR million of net revenue in 2024.', '18 t CO2e')).toEqual(['2024']);
    expect(bind('Our intensity was 18 t CO2e per EUR million of revenue, lower than in 2023.', '18 t CO2e')).toEqual([
      undefined
    ]);
  });
});
