/**
 * The claim wording of a table row: turns a row (parsed by facts/tables.ts) and its year header into
 * "label: 2021 12,345; 2022 11,200", with the table's caption and unit when the layout gives them.
 */
import type { TableRow } from '../facts/tables';
import { cleanRowLabel } from './tableWording';

export type { TableRow } from '../facts/tables';

/** What the layout above a row says about it (see tableContext.ts). */
export interface RowCaption {
  title?: string;
  group?: string;
  unit?: string;
}

/**
 * The claim wording of a row: "Scope 1 emissions (tCO2e): 2021 12,345; 2022 11,200; 2023 10,050",
 * or with the table's caption first, "Greenhouse gas emissions: Scope 1 (in t CO2e) — 2022 387;
 * 2023 393". Years pair with cells from the left when the counts match (a last change column may
 * follow unpaired); otherwise the cells are listed as printed. Column-heading words in the label
 * are left out and a unit printed after the label is shown in brackets (tableWording.ts).
 */
export function tableRowClaimText(row: TableRow, header?: readonly string[], caption: RowCaption = {}): string {
  const cleaned = cleanRowLabel(row.label.replace(/[:\s]+$/, ''));
  const base = cleaned.label || row.label.replace(/[:\s]+$/, '');
  const printed = row.units.join(' ');
  const own = [cleaned.unit, printed && !base.includes(printed) ? printed : undefined].filter((u): u is string =>
    Boolean(u)
  );
  const tableUnit = caption.unit && !base.toLowerCase().includes(caption.unit.toLowerCase()) ? caption.unit : undefined;
  const units = own.length > 0 ? own : tableUnit ? [tableUnit] : [];
  const label = `${base}${units.length > 0 ? ` (${units.join(', ')})` : ''}`;
  // Pair only when the columns line up: one year per cell, or one per cell but a last change column.
  const pairs = header !== undefined && (header.length === row.cells.length || header.length === row.cells.length - 1);
  const values = row.cells.map((c, i) => (pairs && header[i] ? `${header[i]} ${c}` : c)).join('; ');
  const path = [
    ...new Set(
      [caption.title, caption.group].filter((t): t is string => Boolean(t) && t!.toLowerCase() !== base.toLowerCase())
    )
  ];
  return path.length > 0 ? `${path.join(' – ')}: ${label} — ${values}` : `${label}: ${values}`;
}
