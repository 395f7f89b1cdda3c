/**
 * One printed line read as a row of a table: the cells before its figures (a code, a label, a unit cell,
 * words), its figures, and the unit it prints before or right after them. rows.ts gathers the rows into runs.
 */
import { cellText, cellValue, DATE_CELL, ITEM_NUMBER, yearOf, type CellValue } from './cellText';
import { isUnitCell, tableUnitOf } from './tableUnits';
import type { Piece, VisualLine } from './types';

export interface Row {
  index: number;
  /** The first line of the run's first row when a heading stands right above it. */
  top?: number;
  line: VisualLine;
  /** Where the row's first line starts when a wrapped line above joined it. */
  from?: number;
  /** The words of lines above joined to the label and the unit, top first. */
  joined?: { label: string; unit: string };
  label?: Piece;
  labelText: string;
  group?: string;
  unit?: Piece;
  unitText?: string;
  /** The cells before the figures: label, words, unit. */
  leading: Piece[];
  figures: Array<{ piece: Piece; value: CellValue }>;
}

const LABEL_CHARS = 90;
/**
 * A datapoint's, disclosure's or form field's code standing first, before the label ("E1-6_01", "305-1", "C6.1",
 * "GRI 305-1", "B1", a line item's "01"): a tag, neither the label nor a unit. "S1"–"S3" are the scopes' short names, never codes.
 */
const CODE_CELL =
  /^(?:(?:GRI|ESRS|SASB|CDP)\s)?(?=[^\s]*\d)[A-Z0-9]{1,6}(?:[-_.][A-Za-z0-9]{1,6}){1,4}$|^(?!S[123]$)[A-Z]{1,2}\d{1,2}$/u;
const codeFirst = (leading: readonly Piece[]): boolean =>
  leading.length > 1 &&
  (CODE_CELL.test(leading[0]!.text.trim()) || ITEM_NUMBER.test(leading[0]!.text.trim())) &&
  !yearOf(leading[0]!.text) &&
  /\p{L}{3}/u.test(leading[1]!.text);

/** A line that prints figures after its label (or under a heading): a row of a table. */
export function dataRow(line: VisualLine, index: number): Row | undefined {
  // A lone dash before the label stands in a code column ("— | Scope 2 emissions | …"): no figure, no label.
  const cells = line.cells.length > 2 && /^[-–—]$/u.test(line.cells[0]!.text.trim()) ? line.cells.slice(1) : line.cells;
  if (!cells.length) return undefined;
  // A year first ("2021", "2018 (base)") labels a row of a table with years as rows.
  const yearLabel = cells.length > 1 && yearOf(cells[0]!.text) !== undefined && !/[.,]/u.test(cells[0]!.text);
  // A line item's number padded with zeros ("01 | Scope 1 direct | …") is its tag, not a figure.
  const itemNumber = cells.length > 2 && ITEM_NUMBER.test(cells[0]!.text.trim()) && /\p{L}{3}/u.test(cells[1]!.text);
  const plain = cells.findIndex((c, i) => (i > 0 || (!yearLabel && !itemNumber)) && cellValue(c) !== undefined);
  // A line whose one figure is a share printed with "%" ("Renewable electricity | 80 %") is a row of shares;
  // beside other figures, or several on a line (years and a change), percentages are left out.
  const shares = plain < 0 && cells.filter((c) => cellValue(c, true) !== undefined).length === 1;
  const firstFigure = shares ? cells.findIndex((c, i) => i > 0 && cellValue(c, true) !== undefined) : plain;
  if (firstFigure < 0) return undefined;
  const all = cells.slice(0, firstFigure);
  const leading = codeFirst(all) ? all.slice(1) : all;
  if (leading.length > 4 || leading.some((c) => c.text.length > LABEL_CHARS)) return undefined;
  const figures = cells.slice(firstFigure).flatMap((piece) => {
    const value = cellValue(piece, shares);
    return value ? [{ piece, value }] : [];
  });
  // A line of years is the head of the table, not a row of it.
  if (figures.every((f) => yearOf(f.piece.text) && !/[.,]/u.test(f.value.raw))) return undefined;
  // A unit column may stand first ("t CO₂e | Scope 1 emissions | …"): the label is then the cell after it.
  const unitFirst = leading.length > 1 && isUnitCell(leading[0]!.text);
  // A unit alone before the figures, its label on the line above ("Direct GHG emissions (Scope 1)" / "t CO₂e |
  // 479,200 | …"): the row has no label of its own (the line above names it), the cell is its unit.
  const unitOnly = leading.length === 1 && isUnitCell(leading[0]!.text);
  const [label, ...rest]: Array<Piece | undefined> = unitFirst
    ? [leading[1]!, leading[0]!, ...leading.slice(2)]
    : unitOnly
      ? [undefined]
      : leading;
  const others = rest.filter((c): c is Piece => c !== undefined);
  // The unit cell: the one that names a mass, else the last before the figures.
  // A date is a period's bound, never a unit.
  const words = others.filter((c) => !DATE_CELL.test(c.text.trim()));
  // A unit may also stand right after the figure ("107,870 | tCO2e | 2025-01-01 …", a datapoint listing).
  const last = figures.at(-1)!.piece;
  const after = cells[cells.indexOf(last) + 1];
  const trailing = after && isUnitCell(after.text) ? after : undefined;
  // Words that describe the row ("Store heating, refrigerant leaks", a "Main sources" column) are no unit.
  const unitLike = (c: Piece | undefined): Piece | undefined =>
    c && (isUnitCell(c.text) || (!/,/u.test(c.text) && c.text.trim().split(/\s+/u).length <= 3)) ? c : undefined;
  const unit =
    unitFirst || unitOnly
      ? leading[0]
      : (others.find((c) => tableUnitOf(c.text)) ?? unitLike(words[words.length - 1]) ?? trailing);
  return {
    index,
    line,
    ...(label ? { label } : {}),
    labelText: label ? cellText(label) : '',
    ...(unit ? { unit, unitText: unit.text } : {}),
    leading,
    figures
  };
}
