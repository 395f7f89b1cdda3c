/**
 * Table reading on GRI-QA (../shared/data/gri-qa, MIT; Contalbo et al., Findings of ACL 2025): for
 * each extractive question whose gold value is the table cell as printed, the cell's row is rebuilt
 * as one text line (cells joined by spaces, as a PDF line reads) and given to facts/tables.ts; the
 * share of rows read as table rows and of gold values recovered among their cells is reported. The
 * source PDFs are not in the set, so this measures the row reader, not the page geometry.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseNumber } from '../../main/facts/numbers';
import { parseTableRows, tableCellValues } from '../../main/facts/tables';

export interface TablesBenchResult {
  questions: number;
  /** Questions whose gold value is the cell as printed (others convert units or compute). */
  goldIsPrintedCell: number;
  rowsRead: number;
  valuesRecovered: number;
}

/** Splits one CSV line (commas, double-quoted fields with doubled quotes). */
function csvFields(line: string): string[] {
  const out: string[] = [];
  let cur = '';
  let quoted = false;
  for (let i = 0; i < line.length; i++) {
    const ch = line[i]!;
    if (quoted && ch === '"' && line[i + 1] === '"') {
      cur += '"';
      i++;
    } else if (ch === '"') quoted = !quoted;
    else if (ch === ',' && !quoted) {
      out.push(cur);
      cur = '';
    } else cur += ch;
  }
  out.push(cur);
  return out;
}

const first = (list: string): string => /\[\s*'?([^',\]]+)'?/.exec(list)?.[1]?.trim() ?? '';
const same = (a: number, b: number): boolean => Math.abs(a - b) <= 1e-9 * Math.max(1, Math.abs(b));

export function tablesBench(griQaDir: string): TablesBenchResult | null {
  const qaFile = join(griQaDir, 'dataset', 'one-table', 'gri-qa_extra.csv');
  if (!existsSync(qaFile)) return null;
  const lines = readFileSync(qaFile, 'utf8').split(/\r?\n/).slice(1).filter(Boolean);
  const result: TablesBenchResult = { questions: lines.length, goldIsPrintedCell: 0, rowsRead: 0, valuesRecovered: 0 };
  for (const line of lines) {
    const f = csvFields(line);
    const [pdf, page, table, gold, row, col] = [
      first(f[2] ?? ''),
      first(f[5] ?? ''),
      first(f[6] ?? ''),
      Number(f[8]),
      Number(f[9]),
      Number(f[10])
    ];
    const file = join(griQaDir, 'dataset', 'annotation', pdf.replace(/\.pdf$/i, ''), `${page}_${table}.csv`);
    if (!Number.isFinite(gold) || !existsSync(file)) continue;
    // Row and column are 1-based over the semicolon-separated file.
    const cells = readFileSync(file, 'utf8').split(/\r?\n/)[row - 1]?.split(';');
    const printed = cells?.[col - 1] !== undefined ? parseNumber(cells[col - 1]!.trim()) : null;
    if (!cells || !printed || printed.kind !== 'number' || !same(printed.value, gold)) continue;
    result.goldIsPrintedCell++;
    const rows = parseTableRows(
      cells
        .map((c) => c.trim())
        .filter(Boolean)
        .join(' ')
    );
    if (rows.length) result.rowsRead++;
    if (rows.flatMap((r) => tableCellValues(r)).some((v) => v?.kind === 'number' && same(v.value, gold)))
      result.valuesRecovered++;
  }
  return result;
}

export function formatTablesBench(r: TablesBenchResult): string {
  const pct = (n: number): string => `${((n / Math.max(1, r.goldIsPrintedCell)) * 100).toFixed(1)}%`;
  return [
    "table rows on GRI-QA (extractive questions; the gold cell's row rebuilt as a text line, no PDF geometry)",
    `  questions ${r.questions}   gold is the printed cell ` +
      `${r.goldIsPrintedCell}   rows read ${r.rowsRead} (${pct(r.rowsRead)})   ` +
      `gold value recovered ${r.valuesRecovered} (${pct(r.valuesRecovered)})`
  ].join('\n');
}
