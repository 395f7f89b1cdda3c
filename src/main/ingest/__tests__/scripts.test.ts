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
    expect(page(items).text).toBe('and reduce CO₂e emissions\ngenerated in our supply chain.');
  });

  it('stay with their base word when followed by punctuation', () => {
    const items = [
      item('3,300 metric tons of CO', 50, 700, 9),
      item('2', 50 + 23 * 4.5 + 0.2, 697, 5.22),
      item(', and 6,000 m of water', 50 + 23 * 4.5 + 3, 700, 9)
    ];
    expect(page(items).text).toBe('3,300 metric tons of CO₂, and 6,000 m of water');
  });

  it('do not pull a small-print line below into the text', () => {
    const items = [item('Emissions fell by 8%.', 50, 700, 9), item('Source: internal data', 200, 695.5, 5.22)];
    expect(page(items).text.split('\n')).toHaveLength(2);
  });

  it('after a word that is no formula keep their plain digits', () => {
    const items = [
      item('the value x', 50, 700, 9),
      item('2', 50 + 11 * 4.5 + 0.2, 697, 5.22),
      item('is squared', 50 + 11 * 4.5 + 6, 700, 9)
    ];
    expect(page(items).text).toBe('the value x2 is squared');
  });
});

/**
 * Superscripts (Siemens FY2023: a 5.22 pt digit 3 pt above a 9 pt line) formed a row of their own
 * between two lines, so "m³" read "m" and the "3" landed a line away ("our 3 water discharge"), and a
 * footnote marker turned up between two lines ("part of our 1 long-term").
 */
describe('superscripts', () => {
  it('after a unit become superscript digits: m³', () => {
    const items = [
      item('In fiscal 2023, our', 50, 718, 9),
      item('water discharge was 13.56 million m', 50, 704, 9),
      item('3', 50 + 35 * 4.5 + 0.1, 707, 5.22),
      item('.', 50 + 35 * 4.5 + 3.2, 704, 9)
    ];
    expect(page(items).text).toBe('In fiscal 2023, our\nwater discharge was 13.56 million m³.');
  });

  it('after a figure become an exponent: 10⁶', () => {
    const items = [
      item('about 10', 50, 700, 9),
      item('6', 50 + 8 * 4.5 + 0.1, 703, 5.22),
      item('tonnes', 50 + 8 * 4.5 + 5, 700, 9)
    ];
    expect(page(items).text).toBe('about 10⁶ tonnes');
  });

  it('after a word are footnote markers, left out of the text', () => {
    const items = [
      item('we have made sustainability criteria an integral part of our', 50, 714.5, 9),
      item('long-term variable compensation programs', 50, 700.5, 9),
      item('1', 50 + 40 * 4.5 + 0.1, 703.5, 5.22),
      item('for both the', 50 + 40 * 4.5 + 7.4, 700.5, 9)
    ];
    expect(page(items).text).toBe(
      'we have made sustainability criteria an integral part of our\nlong-term variable compensation programs for both the'
    );
  });

  it('glued to the next word leave a space between the words', () => {
    const items = [
      item('part of our', 50, 700, 9),
      item('1', 50 + 11 * 4.5 + 0.1, 703, 5.22),
      item('long-term plan', 50 + 11 * 4.5 + 2.7, 700, 9)
    ];
    expect(page(items).text).toBe('part of our long-term plan');
  });

  it('after a table figure are footnote markers and do not split the row (Moncler p128)', () => {
    const items = [
      item('Wood (kg)', 62, 722, 8.04),
      item('9%', 168.7, 722, 8.04),
      item('427,881', 223.7, 722, 8.04),
      item('6', 223.7 + 7 * 4.02 + 0.1, 725, 5.04),
      item('6%', 299.3, 722, 8.04),
      item('282,415', 356, 722, 8.04)
    ];
    expect(page(items).text).toBe('Wood (kg) 9% 427,881 6% 282,415');
  });

  it('keep a raised line of small print above a paragraph apart', () => {
    const items = [item('Note: figures rounded', 300, 702.5, 5.22), item('Emissions fell by 8% in 2023.', 50, 700, 9)];
    expect(page(items).text.split('\n')).toHaveLength(2);
  });
});
