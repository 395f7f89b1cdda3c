import { describe, expect, it } from 'vitest';
import { item, page } from './helpers';

/**
 * Subscripts set as smaller glyphs on a lowered baseline (Siemens FY2023: 9 pt text, a 5.22 pt "2"
 * 3 pt below) used to form a row of their own, so "CO2e" read "CO e" and the "2" turned up after
 * the line ("reduce CO e emissions 2 generated").
 */
describe('subscripts', () => {
  it('stay with their base word on the same line', () => {
    const items = [
      item('and reduce CO', 50, 700, 9),
      item('2', 50 + 13 * 4.5 + 0.2, 697, 5.22),
      item('e emissions', 50 + 13 * 4.5 + 2.8, 700, 9),
      item('generated in our supply chain.', 50, 689, 9)
    ];
    expect(page(items).text).toBe('and reduce CO2e emissions\ngenerated in our supply chain.');
  });

  it('stay with their base word when followed by punctuation', () => {
    const items = [
      item('3,300 metric tons of CO', 50, 700, 9),
      item('2', 50 + 23 * 4.5 + 0.2, 697, 5.22),
      item(', and 6,000 m of water', 50 + 23 * 4.5 + 3, 700, 9)
    ];
    expect(page(items).text).toBe('3,300 metric tons of CO2, and 6,000 m of water');
  });

  it('do not pull a small-print line below into the text', () => {
    const items = [item('Emissions fell by 8%.', 50, 700, 9), item('Source: internal data', 200, 695.5, 5.22)];
    expect(page(items).text.split('\n')).toHaveLength(2);
  });
});
