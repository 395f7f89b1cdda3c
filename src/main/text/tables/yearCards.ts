/**
 * Year cards: a row of cards side by side, one per year, each headed by its year ("2019 · base year" | "2022" |
 * "2023" | "2024"), with a caption over each figure inside the card ("Scope 1" over "500,730"). The unit stands in
 * the caption, by the figure or in a note above the row ("all figures in t CO₂e"). Each figure becomes a cell of
 * its card's year, its metric read from the caption over it.
 */
import type { Rect } from '../../ingest/types';
import { cellValue } from './cellText';
import { close, union } from './header';
import { tableUnitOf, unitOfNote } from './tableUnits';
import type { PageTable, Piece, TableCell, TableUnit, VisualLine } from './types';

/** A card's head: its year, perhaps with a few words of note ("2019 · base year", "FY2024", "2020 (restated)"). */
const CARD_HEAD = /^(?:FY\s?)?((?:19|20)\d\d)(?:\s*[·•:–—-]?\s*\(?[\p{L}\s]{0,24}\)?)?$/iu;
/** Cards stand this close to their head's left edge or centre (share of page width). */
const ALIGN = 0.03;
/** The note giving the unit is one of this many lines above the heads. */
const NOTE_LINES = 3;

interface Card {
  year: number;
  period: string;
  box: Rect;
}

/** The cards a line heads: every cell a year, at least two, rising or falling steadily. */
function cardsOf(line: VisualLine): Card[] {
  const cards = line.cells.flatMap((c) => {
    const m = CARD_HEAD.exec(c.text.trim());
    return m ? [{ year: Number(m[1]), period: m[1]!, box: c.box }] : [];
  });
  if (cards.length < 2 || cards.length !== line.cells.length) return [];
  const steps = cards.slice(1).map((c, i) => Math.sign(c.year - cards[i]!.year));
  return steps.every((s) => s === steps[0] && s !== 0) ? cards : [];
}

/** The card a piece stands in: the one whose left edge or centre it shares. */
function cardOf(cards: readonly Card[], piece: Piece): Card | undefined {
  const mid = (r: Rect): number => r.x + r.w / 2;
  return cards.find((c) => Math.abs(c.box.x - piece.box.x) < ALIGN || Math.abs(mid(c.box) - mid(piece.box)) < ALIGN);
}

/** The cell of one figure under its caption, in its card's year; none without a mass unit. */
function cardCell(card: Card, caption: Piece, figure: Piece, note: TableUnit | undefined, page: number) {
  const value = cellValue(figure);
  const unit = (value?.unit ? tableUnitOf(value.unit) : undefined) ?? tableUnitOf(caption.text) ?? note;
  if (!value || value.value === null || !unit) return undefined;
  const metric = caption.text.trim();
  const cell: TableCell = {
    metric,
    rowLabel: metric,
    columnLabel: card.period,
    year: card.year,
    period: card.period,
    raw: value.raw,
    value: value.value,
    unit,
    page,
    rects: [figure.box, caption.box]
  };
  return cell;
}

/** The cells of the cards headed by line `at`: each figure line read with the caption line right above it. */
function readCards(lines: readonly VisualLine[], at: number, page: number): TableCell[] {
  const cards = cardsOf(lines[at]!);
  if (!cards.length) return [];
  const noteText = lines
    .slice(Math.max(0, at - NOTE_LINES), at)
    .map((l) => l.cells.map((c) => c.text).join(' '))
    .join(' ');
  const noted = unitOfNote(noteText);
  const note = noted ? tableUnitOf(noted) : undefined;
  const cells: TableCell[] = [];
  for (let j = at + 1; j < lines.length && close(lines[j - 1]!, lines[j]!); j++) {
    const line = lines[j]!;
    if (!line.cells.every((c) => cardOf(cards, c))) break;
    const above = lines[j - 1]!;
    if (j === at + 1 || !line.cells.every((c) => cellValue(c)?.value != null)) continue;
    for (const figure of line.cells) {
      const card = cardOf(cards, figure)!;
      const caption = above.cells.find((c) => cardOf(cards, c) === card && cellValue(c, true) === undefined);
      const cell = caption && /\p{L}{3}/u.test(caption.text) ? cardCell(card, caption, figure, note, page) : undefined;
      if (cell) cells.push(cell);
    }
  }
  return cells;
}

/** The page's year cards as one table, or null when it has none. */
export function yearCardCells(lines: readonly VisualLine[], page: number): PageTable | null {
  const cells = lines.flatMap((_, i) => readCards(lines, i, page));
  if (!cells.length) return null;
  const rows = cells.map((c) => c.rects[0]!);
  return { page, box: rows.reduce(union), rows, cells };
}
