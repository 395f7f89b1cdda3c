/** A data export printed as text: semicolon records under a head naming the years, read as table rows. */
import { describe, expect, it } from 'vitest';
import { delimitedRecords } from '../delimitedRecords';

const EXPORT = [
  '# file: ghg_inventory_export.csv',
  '# unit: tCO2e unless the unit field says otherwise',
  'indicator;breakdown;unit;2019;2024;2025',
  'Scope 1;Gross direct;tCO2e;562490;436080;418680',
  'Scope 2;Market-based;tCO2e;292140;;196440',
  'Total;Scope 1+2 (market-based)+3;tCO2e;5495010;4659090;4613979',
  'Economic;Revenue;EURm;;;6124',
  '# end of file',
  'Reading the export: each line is one record.'
].join('\n');

describe('a data export printed as text', () => {
  it('words each record’s figures by year, an empty field left out, revenue as a report figure', () => {
    const texts = delimitedRecords([{ page: 3, text: EXPORT }]).map((i) => i.text);
    expect(texts).toEqual([
      'Scope 1: Gross direct (t CO2e) — 2019 562,490',
      'Scope 1: Gross direct (t CO2e) — 2024 436,080',
      'Scope 1: Gross direct (t CO2e) — 2025 418,680',
      'Scope 2: Market-based (t CO2e) — 2019 292,140',
      'Scope 2: Market-based (t CO2e) — 2025 196,440',
      'Total: Scope 1+2 (market-based)+3 (t CO2e) — 2019 5,495,010',
      'Total: Scope 1+2 (market-based)+3 (t CO2e) — 2024 4,659,090',
      'Total: Scope 1+2 (market-based)+3 (t CO2e) — 2025 4,613,979',
      'Revenue — 2025 EUR 6124 million'
    ]);
  });

  it('reads no records without a head of years, and none from prose with semicolons', () => {
    expect(delimitedRecords([{ page: 1, text: 'Scope 1;Gross direct;tCO2e;562490;436080' }])).toEqual([]);
    expect(delimitedRecords([{ page: 1, text: 'We cut emissions; we grew; in 2024 and 2025; by 5 %.' }])).toEqual([]);
  });
});
