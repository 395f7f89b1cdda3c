/** Notes at a page's foot that list figures by year or by item after a label and its unit. */
import { describe, expect, it } from 'vitest';
import { legendValues, yearLists } from '../yearLists';

describe('year and item lists in notes', () => {
  it('words a list by year, its wrapped line joined, as table rows', () => {
    const text = [
      '¹ Scope 2 emissions, market-based, t CO₂e: 2023: 181,400; 2022: 201,490; 2021: 220,380;',
      '2018 (base year): 268,750.'
    ].join('\n');
    expect(yearLists([{ page: 2, text }]).map((i) => i.text)).toEqual([
      'Scope 2 emissions, market-based (t CO2e) — 2023 181,400',
      'Scope 2 emissions, market-based (t CO2e) — 2022 201,490',
      'Scope 2 emissions, market-based (t CO2e) — 2021 220,380',
      'Scope 2 emissions, market-based (t CO2e) — 2018 268,750'
    ]);
  });

  it('words a list by item for the year its lead names, and keeps another note with a figure as it is', () => {
    const text = [
      '⁵ Scope 3 emissions by category, 2023, t CO₂e: 1. Purchased goods and services 301,220; 2. Capital',
      'goods 1,620,450; total Scope 3 1,921,670.',
      '⁷ Targets against the 2018 base year: Scope 3 −25 % by 2030.'
    ].join('\n');
    expect(yearLists([{ page: 3, text }]).map((i) => i.text)).toEqual([
      'Scope 3 emissions by category: 1. Purchased goods and services (t CO2e) — 2023 301,220',
      'Scope 3 emissions by category: 2. Capital goods (t CO2e) — 2023 1,620,450',
      'Scope 3 emissions by category: total Scope 3 (t CO2e) — 2023 1,921,670',
      'Targets against the 2018 base year: Scope 3 −25 % by 2030.'
    ]);
  });

  it('reads a lettered answer "label in unit: year: value; …", its colon or its label wrapped', () => {
    const text = [
      'a. Gross direct (Scope 1) GHG emissions in metric tons of CO2 equivalent: 2025: 35,330; 2024:',
      '   37,130.',
      'b. Gross market-based energy indirect (Scope 2) GHG emissions in metric tons of CO2 equivalent:',
      '   2025: 27,250; 2024: 29,720.',
      'Company-specific disclosure. Total GHG emissions (Scope 1, market-based Scope 2 and Scope',
      '3) in metric tons of CO2 equivalent: 2025: 376,810.'
    ].join('\n');
    expect(yearLists([{ page: 2, text }]).map((i) => i.text)).toEqual([
      'Gross direct (Scope 1) GHG emissions (t CO2e) — 2025 35,330',
      'Gross direct (Scope 1) GHG emissions (t CO2e) — 2024 37,130',
      'Gross market-based energy indirect (Scope 2) GHG emissions (t CO2e) — 2025 27,250',
      'Gross market-based energy indirect (Scope 2) GHG emissions (t CO2e) — 2024 29,720',
      'Total GHG emissions (Scope 1, market-based Scope 2 and Scope 3) (t CO2e) — 2025 376,810'
    ]);
  });

  it('reads a label and unit on a line of their own with one year per line under it (margin notes)', () => {
    const text = [
      'Direct emissions from our boilers make up Scope 1.',
      'Scope 1, t CO₂e',
      '2023: 349,310',
      '2018 (base year): 457,770',
      'Scope 3 covers our value chain.',
      'Scope 3, t CO₂e',
      '2023: 1,953,010',
      '2022: 2,012,940',
      'Total, t CO₂e',
      '2023: 2,558,520',
      '2022: 2,646,720',
      'Our total footprint adds the scopes.'
    ].join('\n');
    expect(yearLists([{ page: 2, text }]).map((i) => i.text)).toEqual([
      'Scope 1 (t CO2e) — 2023 349,310',
      'Scope 1 (t CO2e) — 2018 457,770',
      'Scope 3 (t CO2e) — 2023 1,953,010',
      'Scope 3 (t CO2e) — 2022 2,012,940',
      'Total emissions (t CO2e) — 2023 2,558,520',
      'Total emissions (t CO2e) — 2022 2,646,720'
    ]);
  });

  it('reads no list whose unit is no mass', () => {
    expect(yearLists([{ page: 1, text: 'Water withdrawal, m³: 2023: 1,200; 2022: 1,300.' }])).toEqual([]);
  });
});

describe('a chart legend of values', () => {
  it('gives each value the name above it and the year of the caption', () => {
    const text = [
      'Scope 3 emissions by category, 2023',
      '2. Capital goods',
      '3,098,783 t CO₂e · 42.2 %',
      'Scope 3',
      '7,342,170 6. Business travel',
      't CO₂e 1,674,090 t CO₂e · 22.8 %'
    ].join('\n');
    expect(legendValues([{ page: 3, text }]).map((i) => i.text)).toEqual([
      'Scope 3 emissions by category: 2. Capital goods (t CO2e) — 2023 3,098,783',
      'Scope 3 emissions by category: 6. Business travel (t CO2e) — 2023 1,674,090'
    ]);
  });
});
