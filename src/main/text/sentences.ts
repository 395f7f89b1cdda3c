/**
 * Sentence segmentation over a page's normalized text. Blocks are hard boundaries, except that a
 * block ending mid-sentence continues into the next block when that one starts in lowercase, or
 * with a figure after a dangling "by"/"to"/"of" (a column or frame break); inside a block line breaks
 * are soft, unless the type size or weight changes (a heading run into its paragraph). List items
 * (bullets, "(a)", "1.") at line starts open a new segment carrying the sentence that introduced the
 * list; table rows become one segment each; fragments are dropped (see fragments.ts). Offsets are
 * into `page.text`; this module never changes the text, it only chooses spans.
 */
import type { LineInfo, PageText, Rect } from '../ingest/types';
import { bulletMarkerLength, INLINE_BULLET, isNoiseLine, keepSegment } from './fragments';
import { countWords, endsOnFunctionWord, splitSentences, trimSpan } from './sentenceSplit';
import { createTableContext } from './tableContext';
import { linePieces } from './linePieces';
import { boxesOf, COLUMN_SLACK, columnBoxes, oneColumnRows, partOf, standsAbove } from './sentenceTables';
import { bodyFontSize, contentsLines, isFootnoteMarker } from './pageLines';
import {
  parseLoneYear,
  parseSideBySideHeaders,
  parseTableRows,
  parseYearHeader,
  yearHeaderNote,
  type TableRow
} from '../facts/tables';

export { splitSentences } from './sentenceSplit';

export type SegmentKind = 'sentence' | 'bullet' | 'table_row';

export interface Segment {
  /** Offsets into `page.text`, end exclusive, no surrounding whitespace. */
  start: number;
  end: number;
  /** `page.text.slice(start, end)` with line breaks shown as spaces (same length). */
  text: string;
  kind: SegmentKind;
  /** Block and line the segment starts in. */
  block: number;
  line: number;
  /** Table rows only: label, cells and units of the row. */
  row?: TableRow;
  /** Table rows only: the year columns found above the row ("2021", "2022", "2023"). */
  header?: string[];
  /** Table rows only: the table's caption and header note ("Greenhouse gas emissions (in t CO2e)"). */
  context?: string;
  /** Table rows only: the caption of the table and of the row's group, and the header's unit, apart. */
  table?: { title?: string; group?: string; unit?: string };
  /** Bullets only: the sentence that introduced the list ("By 2030 we will:"), when there is one. */
  lead?: string;
}

export interface SegmentOptions {
  /** Line indices to ignore, e.g. running headers and footers from ingest/furniture.ts. */
  skipLines?: ReadonlySet<number>;
  /** Sentences and bullets with fewer words are dropped (table rows are kept). Default 4. */
  minWords?: number;
  /** Keep fragments (headings, labels, captions). Default false. */
  keepFragments?: boolean;
  /**
   * The page-relative box of text[start, end), when the page geometry is at hand: table cells are
   * then placed under the year columns they stand below, and a row label continues only a line
   * standing above it.
   */
  spanBox?: (start: number, end: number) => Rect | null;
}

/** A prose segment at least this long ends the tables above it in its column. */
const PROSE_WORDS = 15;
/** A short line without a stop, up to this many words, may be a table's caption. */
const CAPTION_WORDS = 12;
/** Relative type-size difference that separates a heading line from body lines. */
const SIZE_STEP = 0.15;
/** A row label may wrap over lines holding up to this many words above the row's figures. */
const WRAPPED_LABEL_WORDS = 12;
/** A run set this much larger than the body text and without a stop is a heading. */
const HEADING_SIZE = 1.2;
/**
 * A row label that names a Scope 2 basis for the whole inventory ("(Market based) GHG emissions",
 * "GHG emissions (location-based)"): the rows below it are that basis's parts.
 */
const BASIS_GROUP = new RegExp(
  String.raw`^(?:\(\s*(?:market|location|region)[- ]based\s*\)\s*(?:ghg|greenhouse gas|co2e?|` +
    String.raw`co₂e?)?\s*emissions?\b|(?:ghg|greenhouse gas)\s+emissions?\s*\(\s*(?:market|location|` +
    String.raw`region)[- ]based\s*\))`,
  'iu'
);

interface Run {
  start: number;
  end: number;
  bullet: boolean;
  block: number;
  line: number;
  /** Left edge of the bullet line, to tell an indented continuation from a new paragraph. */
  markerX: number;
  /** Type of the last line, to tell a heading from its paragraph. */
  fontSize: number;
  /** Type size of the first line. */
  headSize: number;
  /** Box spanning the run's lines. */
  box: Rect;
  bold: boolean;
}

/** What segmentation reads of a page: an AnalysedPage or a rebuilt PageText both qualify. */
export type SegmentablePage = Pick<PageText, 'text' | 'lines' | 'blocks'>;

export function segmentSentences(page: SegmentablePage, opts: SegmentOptions = {}): Segment[] {
  const text = page.text;
  const skip = opts.skipLines ?? new Set<number>();
  const keep = { minWords: opts.minWords, keepFragments: opts.keepFragments ?? false };
  const out: Segment[] = [];
  let run: Run | null = null;
  const tables = createTableContext();
  /** The lead-in sentence of the current list and the last block the list was seen in. */
  let lead: { text: string; block: number } | null = null;

  const bodySize = bodyFontSize(page);
  const contents = contentsLines(page);

  const flush = () => {
    if (!run) return;
    // Larger type than the body, without a stop: a heading, however many words it has.
    const heading = run.headSize > HEADING_SIZE * bodySize;
    const box = run.box;
    for (const seg of splitRun(text, run)) {
      const words = countWords(seg.text);
      // A quotation in large type (a pull quote: "“We will cut …by 2030”") is a statement, not a heading.
      const stop = /[.!?]["')\]]?$/.test(seg.text) || /^[“"].{20,}[”"]$/su.test(seg.text);
      if (words >= PROSE_WORDS) tables.addProse(box);
      else if (!stop && words <= CAPTION_WORDS && seg.kind === 'sentence' && figures(seg.text) <= 1)
        tables.addCaption(seg.text, box);
      if (heading && !stop && !opts.keepFragments) continue;
      const isLead = seg.kind === 'sentence' && seg.text.endsWith(':');
      if (!isLead && !keepSegment(seg.text, { ...keep, bullet: seg.kind === 'bullet' })) continue;
      if (seg.kind === 'bullet' && lead && seg.block - lead.block <= 1) {
        seg.lead = lead.text;
        lead.block = seg.block;
      } else lead = isLead ? { text: seg.text, block: seg.block } : null;
      out.push(seg);
    }
    run = null;
  };

  page.blocks.forEach((block, b) => {
    for (let li = block.firstLine; li < block.firstLine + block.lineCount; li++) {
      const whole = page.lines[li]!;
      const [ws, we] = trimSpan(text, whole.start, whole.end);
      if (skip.has(li) || ws >= we || contents.has(li)) {
        flush();
        continue;
      }
      // A table row and, past a wide gap, something else on the same line are read apart.
      for (const line of linePieces(text, whole, ws, we, opts.spanBox)) {
        const { start: s, end: e } = line;
        const t = text.slice(s, e);
        const side = parseSideBySideHeaders(t);
        if (side) {
          // Tables set side by side: each header serves the rows below its part of the line.
          flush();
          for (const h of side)
            tables.addHeader(
              h.years,
              h.note,
              partOf(line.box, t.length, h.start, h.end),
              columnBoxes(t.slice(h.start, h.end), s + h.start, opts.spanBox)
            );
          continue;
        }
        const years = parseYearHeader(t);
        if (years) {
          flush();
          tables.addHeader(years, yearHeaderNote(t), line.box, columnBoxes(t, s, opts.spanBox));
          continue;
        }
        // A year alone on its line heads a one-column table (with the geometry to place its cells).
        const lone = opts.spanBox ? parseLoneYear(t) : null;
        const loneBox = lone ? opts.spanBox!(s, e) : null;
        if (lone && loneBox) {
          flush();
          tables.addHeader([lone], '', line.box, [loneBox]);
          continue;
        }
        // A superscript footnote marker inside a sentence ("reduction¹ targets") does not end it.
        if (run && isFootnoteMarker(t, line.fontSize, run.fontSize)) continue;
        if (isNoiseLine(t) && !endsSentence(run, text, t)) {
          flush();
          continue;
        }
        // A short unfinished run in this block may be the first lines of a row's label.
        const open: Run | null = run;
        const labelHead = open && open.block === b && !open.bullet ? text.slice(open.start, open.end) : null;
        const wraps =
          labelHead !== null &&
          countWords(labelHead) <= WRAPPED_LABEL_WORDS &&
          !/[.!?:;]$/.test(labelHead) &&
          standsAbove(open!.box, line.box);
        const continuesLabel = wraps && /^\p{Ll}/u.test(t);
        const rows = parseTableRows(t, { continuesLabel });
        if (!rows.length) rows.push(...oneColumnRows(t, s, line.box, tables, opts.spanBox, continuesLabel));
        if (rows.length > 0) {
          const joined = wraps && open ? { start: open.start, head: labelHead.replace(/\s+/g, ' ') } : null;
          if (joined) run = null;
          flush();
          lead = null;
          for (const [n, { start, end, ...row }] of rows.entries()) {
            const first = n === 0 && joined !== null;
            if (first) row.label = `${joined.head} ${row.label}`;
            const from = first ? joined.start : s + start;
            const { cellSpans: _spans, ...rowOnly } = row;
            const seg: Segment = {
              start: from,
              end: s + end,
              text: text.slice(from, s + end).replace(/\n/g, ' '),
              kind: 'table_row',
              block: b,
              line: li,
              row: rowOnly
            };
            // Rows side by side on one line each stand under their own part of it.
            const cellBoxes = boxesOf(row.cellSpans, s, opts.spanBox);
            const rowBox = rows.length > 1 ? partOf(line.box, t.length, start, end) : line.box;
            const heading = BASIS_GROUP.test(row.label);
            const {
              years: columns,
              context,
              title,
              group,
              unit
            } = tables.forRow(rowBox, row.cells.length, cellBoxes, heading);
            if (columns) seg.header = columns;
            if (context) seg.context = context;
            if (title || group || unit)
              seg.table = { ...(title ? { title } : {}), ...(group ? { group } : {}), ...(unit ? { unit } : {}) };
            out.push(seg);
            if (heading) tables.addRowGroup(row.label.replace(/\s+\d[\d,.]*\s+\S.*$/u, '').trim(), rowBox);
          }
          continue;
        }
        const marker = bulletMarkerLength(t);
        const r: Run | null = run;
        if (marker > 0) {
          flush();
          run = {
            start: s + marker,
            end: e,
            bullet: true,
            block: b,
            line: li,
            markerX: line.box.x,
            fontSize: line.fontSize,
            headSize: line.fontSize,
            bold: line.bold,
            box: { ...line.box }
          };
        } else if (r && !startsNewParagraph(r, line, text)) {
          r.end = e;
          r.box = union(r.box, line.box);
          r.fontSize = line.fontSize;
          r.bold = line.bold;
        } else {
          flush();
          run = {
            start: s,
            end: e,
            bullet: false,
            block: b,
            line: li,
            markerX: line.box.x,
            fontSize: line.fontSize,
            headSize: line.fontSize,
            bold: line.bold,
            box: { ...line.box }
          };
        }
      }
    }
    // A block holding only a footnote marker was looked past when the previous block was closed.
    const markerOnly =
      run !== null && block.lineCount === 1 && isFootnoteMarker(blockText(page, b), block.fontSize, run.fontSize);
    if (run && !markerOnly && !continuesIntoNext(page, b, run, skip)) flush();
  });
  flush();
  return out;
}

/** Inside a block: a change of type size or weight, or a finished list item followed by an outdented line. */
function startsNewParagraph(r: Run, line: LineInfo, text: string): boolean {
  const sizeChange = Math.abs(line.fontSize - r.fontSize) > SIZE_STEP * Math.max(r.fontSize, 1);
  const finished = /[.!?:]["')\]]?$/.test(text.slice(r.start, r.end));
  // A bold run ends where regular type starts (a bold heading); a bold line after finished text starts anew.
  if (sizeChange || (line.bold !== r.bold && (finished || r.bold))) return true;
  return r.bullet && line.box.x <= r.markerX + 0.002 && finished;
}

/**
 * A block that stops mid-sentence continues into the next block when that one starts in lowercase,
 * or with a capital or figure after a dangling function word ("... by" / "30% in 2023"), at a
 * similar type size.
 */
function continuesIntoNext(page: SegmentablePage, b: number, run: Run, skip: ReadonlySet<number>): boolean {
  const cur = page.blocks[b]!;
  let n = b + 1;
  while (
    page.blocks[n] &&
    page.blocks[n]!.lineCount === 1 &&
    isFootnoteMarker(blockText(page, n), page.blocks[n]!.fontSize, run.fontSize)
  )
    n++;
  const next = page.blocks[n];
  if (!next || skip.has(next.firstLine)) return false;
  const sofar = page.text.slice(run.start, run.end);
  if (/[.!?:;]["')\]]?$/.test(sofar)) return false;
  const line = page.lines[next.firstLine]!;
  const first = page.text.slice(line.start, line.end).trimStart();
  if (bulletMarkerLength(first) > 0) return false;
  const fits = /^\p{Ll}/u.test(first) || (endsOnFunctionWord(sofar) && /^[\p{Lu}\p{N}]/u.test(first));
  // Down the same column, or up to the top of a column further right; never back to the left.
  const sameColumn = Math.abs(next.box.x - cur.box.x) <= COLUMN_SLACK && next.box.y >= cur.box.y;
  const nextColumn = next.box.x > cur.box.x + COLUMN_SLACK && next.box.y < cur.box.y;
  return (
    fits &&
    (sameColumn || nextColumn) &&
    Math.abs(next.fontSize - cur.fontSize) <= SIZE_STEP * Math.max(cur.fontSize, 1)
  );
}

/** Splits a run at inline bullet glyphs, then into sentences. */
function splitRun(text: string, run: Run): Segment[] {
  const parts: Array<{ start: number; end: number; bullet: boolean }> = [];
  let from = run.start;
  let bullet = run.bullet;
  for (const m of text.slice(run.start, run.end).matchAll(INLINE_BULLET)) {
    const at = run.start + (m.index ?? 0);
    parts.push({ start: from, end: at, bullet });
    from = at + m[0].length;
    bullet = true;
  }
  parts.push({ start: from, end: run.end, bullet });
  const segs: Segment[] = [];
  for (const p of parts) {
    for (const [s, e] of splitSentences(text, p.start, p.end)) {
      const kind = p.bullet ? 'bullet' : 'sentence';
      segs.push({
        start: s,
        end: e,
        text: text.slice(s, e).replace(/\n/g, ' '),
        kind,
        block: run.block,
        line: run.line
      });
    }
  }
  return segs;
}

function blockText(page: SegmentablePage, b: number): string {
  const block = page.blocks[b]!;
  return page.text.slice(block.start, block.end).trim();
}

/** A figure closing an unfinished sentence on a line of its own ("… a 55% reduction by" / "2030.", "… decreased by" / "32,0 %."). */
function endsSentence(run: Run | null, text: string, line: string): boolean {
  return (
    !!run &&
    /^\d[\d.,\u00a0\u202f ]*\d(?:\s?%|\s(?:per ?cent|percent))?[.;]$/u.test(line) &&
    /\p{L}$/u.test(text.slice(run.start, run.end))
  );
}

function union(a: Rect, b: Rect): Rect {
  const x = Math.min(a.x, b.x);
  const y = Math.min(a.y, b.y);
  return { x, y, w: Math.max(a.x + a.w, b.x + b.w) - x, h: Math.max(a.y + a.h, b.y + b.h) - y };
}

/** Count of figures in a text ("2,539", "-1.1%", "36"), not single digits ("Scope 1") or digits in words ("CO2"). */
function figures(t: string): number {
  return (t.match(/(?<![\p{L}\d.,])[-+]?(?:\d{2,}[\d,.]*|\d[,.]\d+)%?(?![\p{L}\d])/gu) ?? []).length;
}
