/**
 * A table's column of changes (text/tables/changeColumns.ts) as sentences the change reader takes: "(4.9)%"
 * under "% change 2025 vs. 2024" on the Scope 1 row becomes "In 2025, Scope 1 fell by 4.9 % compared with
 * 2024.", anchored on the change cell, so Data/Metrics recomputes it from the table's figures as it does a
 * change stated in prose (agents/dataMetrics/statedChanges.ts, progressCheck.ts).
 */
import type { PageTable } from '../text/tables/types';
import { claimFigures } from './claimFigures';
import type { StatedText } from './inventory';

const fmt = (n: number): string => String(Math.abs(n));

/** Each change printed in a table, worded as a sentence. */
export function changeTexts(tables: readonly PageTable[]): StatedText[] {
  return tables.flatMap((table, t) =>
    (table.changes ?? []).map((c, i): StatedText => {
      const against = c.baseline ? `the ${c.baseYear} base year` : String(c.baseYear);
      const verb = c.pct < 0 ? 'fell' : 'rose';
      const text = `In ${c.year}, ${c.metric} ${verb} by ${fmt(c.pct)} % compared with ${against}.`;
      return {
        text,
        figures: claimFigures(text),
        page: c.page,
        rects: c.rects,
        source: { kind: 'table_row', rowId: `change:p${c.page}t${t}:${i}` }
      };
    })
  );
}
