/**
 * A base year shown twice in one table, as first reported and as recalculated ("2020 as reported | Acquired |
 * Divested | Method change | 2020 recalculated"): the recalculated column is the year's figure, and the column as
 * first reported is superseded by it. A column is superseded only when a column of the same year says it was
 * recalculated, restated or adjusted.
 */
import type { TableCell } from './types';

const AS_REPORTED =
  /\b(?:as (?:originally |previously |first )?(?:reported|published)|previously reported|original(?:ly)?|before (?:re-?calculation|restatement|adjustments?))\b/iu;
const RECALCULATED = /\b(?:re-?calculated|restated|adjusted|revised|re-?baselined)\b/iu;

/** The column labels of `cells` whose figures a recalculated column of the same year supersedes. */
export function supersededColumns(cells: readonly TableCell[]): Set<string> {
  const out = new Set<string>();
  for (const c of cells) {
    if (!AS_REPORTED.test(c.columnLabel) || RECALCULATED.test(c.columnLabel)) continue;
    if (cells.some((d) => d.year === c.year && d.columnLabel !== c.columnLabel && RECALCULATED.test(d.columnLabel)))
      out.add(c.columnLabel);
  }
  return out;
}
