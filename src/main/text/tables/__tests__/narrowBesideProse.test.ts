/**
 * A narrow table whose labels wrap over several lines in small type (8 pt) beside a column of prose in larger type
 * (9.5 pt): the label's lines stay lines of their own, not pieces of the prose line they fall within, and prose
 * lines between the rows, right of all the figures, neither end the run nor hide a label's first lines.
 */
import { describe, expect, it } from 'vitest';
import { visualLines } from '../lines';
import { readPageTables } from '../pageTables';
import { item, page } from './page';

const LABEL = 8;
const PROSE = 9.5;

function narrowTable() {
  return [
    item('kt CO2e', 58, 100, LABEL),
    item('2022', 215, 100, LABEL),
    item('2023', 258, 100, LABEL),
    // Scope 1's label over three lines, set solid; the first two fall within the first prose line's height.
    item('Direct emissions from', 58, 120, LABEL, 88),
    item('owned or controlled', 58, 128, LABEL, 80),
    item('sources (Scope 1)', 58, 136, LABEL, 72),
    item('195.7', 215, 136, LABEL, 23),
    item('183.5', 258, 136, LABEL, 23),
    item('Scope 1 covers the fuels burnt at our plants, our', 302, 123.5, PROSE, 240),
    // A prose line between the rows, then Scope 2's label over four lines beside more prose.
    item('losses. Scope 2 is shown both ways: location-', 302, 147, PROSE, 240),
    item('Indirect emissions', 58, 156, LABEL, 73),
    item('from purchased', 58, 164, LABEL, 63),
    item('based with grid-average factors and market-', 302, 159.5, PROSE, 240),
    item('energy, location-', 58, 172, LABEL, 68),
    item('based with the factors of our supply contracts.', 302, 170, PROSE, 240),
    item('based (Scope 2)', 58, 180, LABEL, 65),
    item('158.4', 215, 180, LABEL, 23),
    item('137.2', 258, 180, LABEL, 23)
  ];
}

describe('table model: a narrow table of wrapped labels beside prose', () => {
  it('keeps a smaller label line that stands under another within a prose line apart', () => {
    const texts = visualLines(page(narrowTable())).map((l) => l.cells.map((c) => c.text));
    expect(texts).toContainEqual(['owned or controlled']);
    expect(texts.flat()).not.toContain('Direct emissions fromowned or controlled');
  });

  it('reads each row under its whole wrapped label', () => {
    const cells = readPageTables(page(narrowTable()), 1).tables.flatMap((t) =>
      t.cells.map((c) => [c.metric, c.year, c.value])
    );
    expect(cells).toEqual([
      ['Direct emissions from owned or controlled sources (Scope 1)', 2022, 195.7],
      ['Direct emissions from owned or controlled sources (Scope 1)', 2023, 183.5],
      ['Indirect emissions from purchased energy, location-based (Scope 2)', 2022, 158.4],
      ['Indirect emissions from purchased energy, location-based (Scope 2)', 2023, 137.2]
    ]);
  });
});
