/** The generated-reports table of the bench keeps its columns aligned whatever the families' names. */
import { describe, expect, it } from 'vitest';
import { formatEvalReportsBench } from '../bench/evalReportsBench';

const totals = {
  planted: 3,
  caught: 2,
  falseFailsClean: 0,
  extraFailsPlanted: 0,
  missingAlarms: 0,
  cellsRead: 20,
  cells: 20
};

describe('generated reports in the bench', () => {
  it('aligns every row under the head, long family names included', () => {
    const text = formatEvalReportsBench({
      seed: 1,
      seen: totals,
      byFamily: [
        { family: 'rows_corner', ...totals },
        { family: 'data_sheet_units_first', ...totals }
      ]
    });
    const rows = text.split('\n').slice(1);
    const caughtEnd = rows[0]!.indexOf('caught') + 'caught'.length;
    for (const r of rows.slice(1)) expect(r.indexOf('2/3') + 3, r).toBe(caughtEnd);
  });
});
