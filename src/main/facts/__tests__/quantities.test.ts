import { describe, expect, it } from 'vitest';
import { quantitiesIn } from '../quantities';

describe('quantitiesIn', () => {
  it('finds percentages, measures, money and scale words as printed', () => {
    const q = quantitiesIn(
      'Revenue of €7.2 bn; emissions fell 12% to 3.4 million tonnes of CO2e and 250 employees joined in 2023.'
    );
    expect(q.percents).toEqual(['12%']);
    expect(q.measures).toEqual(['3.4 million tonnes of CO2e', '250 employees']);
    expect(q.currencies).toEqual(['€7.2 bn']);
    expect(q.multipliers).toEqual(['7.2 bn', '3.4 million']);
    expect(q.numbers).toBe(4);
  });

  it('reads CO₂e and m³ written with digits or with scripts', () => {
    expect(quantitiesIn('We emitted 1,234 t CO2e and used 600 m3 of water.').measures).toEqual([
      '1,234 t CO2e',
      '600 m3'
    ]);
    expect(quantitiesIn('We emitted 1,234 t CO₂e and used 600 m³ of water.').measures).toEqual([
      '1,234 t CO₂e',
      '600 m³'
    ]);
    expect(quantitiesIn('down to 5 ktCO₂e').measures).toEqual(['5 ktCO₂e']);
  });

  it('does not count years as figures', () => {
    expect(quantitiesIn('Since 2019 and in FY2023').numbers).toBe(0);
  });
});
