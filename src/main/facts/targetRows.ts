/**
 * Goals printed as the labels of a table's rows ("Reduce absolute Scope 1 and 2 GHG emissions 54% by
 * 2027 | 1,573.0 | 1,074.9 | (43.7)% | Behind"), as a progress table sets them out. The table model
 * (text/tables/) joins a label wrapped over two lines; each label that states a target becomes a
 * sentence the target reader takes, with the base year a column head names ("Baseline 2018") when the
 * label names none, anchored on the row's cells. Checks then weigh them as targets stated in prose.
 */
import type { PageTable, TableCell } from '../text/tables/types';
import { claimFigures } from './claimFigures';
import type { StatedText } from './inventory';
import { readTargets } from './targets';

/** A column head naming the base period ("Baseline 2018", "Base year (2019)", "2019 baseline"). */
const BASE_HEAD = /\bbase(?:line|[- ]?year)\b/iu;
/** A label that already names its base year ("from 2019", "vs. 2019", "against the 2019 base year"). */
const NAMES_BASE = /\b(?:from|vs\.?|versus|against|compared (?:to|with)|relative to|baseline|base[- ]?year)\b/iu;

/** The year of the table's base-period column, when one column head names it. */
function baseYearOf(cells: readonly TableCell[]): number | undefined {
  const years = new Set(cells.filter((c) => BASE_HEAD.test(c.columnLabel)).map((c) => c.year));
  return years.size === 1 ? [...years][0] : undefined;
}

/** The sentence a goal label becomes: the label, and the base year when the table names it. */
function sentenceOf(label: string, base: number | undefined): string {
  const text = label.replace(/[\s.;:]+$/u, '');
  return base !== undefined && !NAMES_BASE.test(text) ? `${text} against the ${base} base year.` : `${text}.`;
}

/** Each table row whose label states a target, as a statement of that target. */
export function targetRowTexts(tables: readonly PageTable[]): StatedText[] {
  const out: StatedText[] = [];
  for (const [t, table] of tables.entries()) {
    const base = baseYearOf(table.cells);
    const rows = new Map<string, TableCell[]>();
    for (const cell of table.cells) {
      // Years as rows put the metric in the column head: a goal is a row's label only.
      if (cell.metric !== cell.rowLabel) continue;
      rows.set(cell.rowLabel, [...(rows.get(cell.rowLabel) ?? []), cell]);
    }
    for (const [label, cells] of rows) {
      const text = sentenceOf(label, base);
      const figures = claimFigures(text);
      if (!readTargets(text, figures).some((g) => g.milestones.length)) continue;
      out.push({
        text,
        figures,
        page: table.page,
        rects: cells.flatMap((c) => c.rects),
        source: { kind: 'table_row', rowId: `goal:p${table.page}t${t}:${out.length}` }
      });
    }
  }
  return out;
}
