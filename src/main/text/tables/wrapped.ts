/**
 * A row's label or unit wrapped over several lines: lines set tight above the row (its cell's first
 * lines: "CO2 emissions" / "from gas") or tight under it (its end: "Scope 2, location-" / "based"), joined
 * cell by cell where they stand at the label's left edge or over the unit. A word broken at its hyphen
 * closes up; a comma inside an open bracket stays ("(Scopes 1," / "2 market-based and 3)").
 */
import { cellText } from './cellText';
import { overlap } from './header';
import type { Piece, VisualLine } from './types';

/** What a wrapped line is joined to: a row's line, label and unit (rows.ts's Row has them). */
interface Row {
  line: VisualLine;
  from?: number;
  joined?: { label: string; unit: string };
  label?: Piece;
  labelText: string;
  unit?: Piece;
  unitText?: string;
  /** The cells before the figures. */
  leading: Piece[];
}

/** Lines of one wrapped cell stand closer than this many line heights, top to top. */
export const WRAPPED = 1.35;

/** True when `lower` stands tight under `upper`: two lines of one wrapped cell. */
export const tight = (upper: VisualLine, lower: VisualLine): boolean =>
  lower.box.y - upper.box.y < WRAPPED * Math.max(upper.box.h, lower.box.h);

/** A line of prose under a table ("Scope 3 is calculated once a year. The annual inventory follows."): a sentence. */
export const proseLine = (line: VisualLine): boolean => {
  const text = line.cells
    .map((c) => c.text)
    .join(' ')
    .trim();
  return text.split(/\s+/u).length >= 8 && /[.!?]$/u.test(text);
};

/** Two lines of one wrapped cell joined: a word broken at its hyphen closes up ("location-" / "based"). */
export const joinWrapped = (first: string, second: string): string =>
  /\p{L}-$/u.test(first) && /^\p{Ll}/u.test(second) ? `${first}${second}` : `${first} ${second}`.trim();

/** Words a wrapped label's first line may end on with its next line starting in capitals ("Emissions from" / "Gas"). */
const OPEN_END = /(?:[-–,(/&+:]|\b(?:and|or|of|from|for|in|to|the|by|with|per|incl\.?))\s*$/iu;

/**
 * Whether `upper` reads as the first line of the label `lower` goes on: the label goes on in lower case or a
 * bracket ("CO2 emissions" / "from gas", "Direct GHG emissions" / "(Scope 1)"), or the line above is left open
 * ("Emissions from" / "Natural gas"). A line over a label in capitals that ends complete ("Waste in operations"
 * over "Transportation upstream") is a row of its own printing no figure.
 */
function continues(upper: string, lower: string): boolean {
  return /^[\p{Ll}(\d]/u.test(lower.trim()) || OPEN_END.test(upper.trim()) || !lower.trim();
}

/** A wrapped cell's first line without its trailing punctuation; a comma inside an open bracket stays ("(Scopes 1,"). */
function wrappedHead(text: string): string {
  const open = (text.match(/\(/gu) ?? []).length > (text.match(/\)/gu) ?? []).length;
  return text.replace(open ? /[\s:;]+$/u : /[\s:;,]+$/u, '');
}

/**
 * Joins a line set tight above `below` (the row's line or a line already joined to it) to the row's
 * label or unit, cell by cell, where it stands at the label's left edge or over the unit; false
 * (nothing joined) when no cell stands there. Lines come top first: each goes after those joined before.
 */
export function wrapInto(line: VisualLine, row: Row, below: VisualLine): boolean {
  if (!tight(line, below)) return false;
  // A row that prints only its unit before the figures ("t CO₂e | 479,200 | …") takes the line just above,
  // set at or left of that unit, as its label ("Direct GHG emissions (Scope 1)").
  const unitOnly = !row.label && row.leading.length === 1 && row.unit === row.leading[0];
  const [only] = line.cells;
  if (unitOnly && line.cells.length === 1 && only!.box.x <= row.unit!.box.x + 0.006 && /\p{L}{3}/u.test(only!.text)) {
    row.label = only!;
    row.labelText = cellText(only!);
    row.from = Math.min(row.from ?? row.line.box.y, line.box.y);
    return true;
  }
  const atLabel = (c: Piece): boolean =>
    !!row.label &&
    Math.abs(c.box.x - row.label.box.x) < 0.006 &&
    (!!row.joined?.label || continues(cellText(c), row.labelText));
  const atUnit = (c: Piece): boolean => !!row.unit && overlap(c.box, row.unit.box) > 0;
  if (!line.cells.some((c) => atLabel(c) || atUnit(c))) return false;
  row.from = Math.min(row.from ?? row.line.box.y, line.box.y);
  const joined = (row.joined ??= { label: '', unit: '' });
  for (const c of line.cells) {
    if (atLabel(c)) {
      const rest = row.labelText.slice(joined.label.length).trim();
      joined.label = joinWrapped(joined.label, wrappedHead(cellText(c)));
      row.labelText = joinWrapped(joined.label, rest);
    } else if (atUnit(c)) {
      const rest = (row.unitText ?? '').slice(joined.unit.length).trim();
      joined.unit = `${joined.unit} ${c.text}`.trim();
      row.unitText = `${joined.unit} ${rest}`;
    }
  }
  return true;
}

/**
 * Joins a line set tight under a row (or under a line already joined to it) to the end of the row's
 * label or unit, cell by cell, where it stands at the label's left edge or under the unit ("GHG
 * intensity," / "Scope 1 and 2" / "(market-based)"); false when no cell stands there.
 */
export function wrapUnder(line: VisualLine, row: Row): boolean {
  const atLabel = (c: Piece): boolean => !!row.label && Math.abs(c.box.x - row.label.box.x) < 0.006;
  const atUnit = (c: Piece): boolean => !!row.unit && overlap(c.box, row.unit.box) > 0;
  if (!line.cells.some((c) => atLabel(c) || atUnit(c))) return false;
  for (const c of line.cells) {
    if (atLabel(c)) row.labelText = joinWrapped(row.labelText, cellText(c));
    else if (atUnit(c)) row.unitText = joinWrapped(row.unitText ?? '', c.text);
  }
  return true;
}
