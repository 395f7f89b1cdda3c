/**
 * A table's column of changes (text/tables/changeColumns.ts) as sentences the change readers take, each
 * stating the row's own two figures with the change: "(4.9)%" under "% change 2025 vs. 2024" on the Scope 1
 * row becomes "In 2025, Scope 1 was 640,000 t CO2e, 4.9 % lower than in 2024, when it was 673,000 t CO2e.",
 * anchored on the change cell, so Data/Metrics recomputes it from the row itself. Only rows of the inventory
 * are worded (both figures read as emissions of a scope, not avoided or reduced amounts, not parts).
 */
import type { TableChange } from '../text/tables/changeColumns';
import type { PageTable, TableCell } from '../text/tables/types';
import { claimFigures } from './claimFigures';
import { ghgFiguresOf } from './ghgFigures';
import type { StatedText } from './inventory';
import { cellWording, partsOf, valueAndUnit } from './tableCells';

/** The cell's amount as printed, in its own unit ("163 kt CO2e"), so the check keeps its precision. */
function tonnes(c: TableCell): string | undefined {
  if (c.value === null || c.unit?.tonnesPer === undefined) return undefined;
  const { value, unit } = valueAndUnit(c.value, c.raw, c.unit.tonnesPer);
  return `${value} ${unit}`;
}

/** The sentence of one change, or undefined when its row is no row of the inventory. */
function sentenceOf(table: PageTable, parts: ReadonlySet<TableCell>, c: TableChange): string | undefined {
  const [now, then] = [tonnes(c.current), tonnes(c.base)];
  // A part of a scope (a gas, a source under a group with its own total) is no series of its own.
  const worded = [c.current, c.base].map((cell) => cellWording(table, cell, parts.has(cell)));
  if (!now || !then || worded.some((w) => !w || /\bthereof\b/u.test(w))) return undefined;
  const against = c.baseline ? `the ${c.baseYear} base year` : `in ${c.baseYear}`;
  const way = c.pct < 0 ? 'lower' : 'higher';
  const text =
    `In ${c.year}, ${c.metric} was ${now}, ${Math.abs(c.pct)} % ${way} than ${against}, ` + `when it was ${then}.`;
  const read = ghgFiguresOf(text);
  return read.length === 2 && read.every((g) => !g.component) ? text : undefined;
}

/** Each change printed in an inventory table, worded as a sentence. */
export function changeTexts(tables: readonly PageTable[]): StatedText[] {
  return tables.flatMap((table, t) => {
    if (!table.changes?.length) return [];
    const parts = partsOf(table);
    return table.changes.flatMap((c, i): StatedText[] => {
      const text = sentenceOf(table, parts, c);
      if (!text) return [];
      const figures = claimFigures(text);
      return [
        {
          text,
          figures,
          page: c.page,
          rects: c.rects,
          source: { kind: 'table_row', rowId: `change:p${c.page}t${t}:${i}` }
        }
      ];
    });
  });
}
