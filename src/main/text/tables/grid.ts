/**
 * Tables on one page from its lines: runs of rows that print figures after a label, with the head
 * above them (header.ts). Years stand as columns ("2023 2024 2025" over the figures) or as rows
 * ("2021", "2022 (base)" as labels, metrics over the columns); each figure becomes a cell with its
 * metric, year and unit (rows.ts reads the rows and the short lines between them).
 */
import { carriedRows, labelFromFacingPage, type CarriedRow } from './facingPages';
import type { Rect } from '../../ingest/types';
import { subPeriod, yearOf } from './cellText';
import { PERIOD_ROW, periodEnd } from './rowPeriods';
import { yearsIn } from '../../facts/dates';
import { SHARE_HEAD, WHOLE } from './spanning';
import { rowYears, SCOPE_LABEL } from './rowYears';
import { findHead, overlap, union, type Column, type TableHead } from './header';
import { tableChanges } from './changeColumns';
import { spansOf, tableRows, type Row } from './rows';
import { scatteredRows } from './aligned';
import { printedUnit, tableUnitOf, unitOfNote, withoutUnit } from './tableUnits';
import type { PageTable, TableCell, TableUnit, VisualLine } from './types';

const columnOf = (columns: readonly Column[], box: Rect): Column | undefined => {
  let best: Column | undefined;
  let most = 0;
  for (const c of columns) {
    const o = overlap(c.box, box);
    if (o > most) [best, most] = [c, o];
  }
  return best;
};

/** The first unit among the places a table may state it, nearest the figure first. */
function unitFor(places: ReadonlyArray<string | undefined>): TableUnit | undefined {
  for (const p of places) {
    const u = p ? tableUnitOf(p) : undefined;
    if (u) return u;
  }
  return undefined;
}

/** Numbers a title may print: scopes and CO₂ ("Scope 1 and 2", "CO2e"); a date or a year inside it does not make a title. */
const TITLE_NUMBERS = /\bscopes?\s*\d(?:\s*(?:\+|and|,|&)\s*\d)*|\bco[2₂]e?/giu;

/**
 * The caption that names the table: the topmost short line with words besides a unit and no other
 * number, without its unit ("Table 2: Greenhouse gas emissions by scope, kt CO₂e" → "Greenhouse gas
 * emissions by scope"; "Reporting period: 01.01.2021 – …" names no table).
 */
function titleOf(captions: readonly string[]): string | undefined {
  for (const c of [...captions].reverse()) {
    // A year ending the caption dates it ("Energy mix 2024"); any other number makes it no title.
    const words = withoutUnit(c)
      .replace(/^table\s+[\w.]+[:.]?\s*/iu, '')
      .replace(/[\s,;:]+(?:in\s+|for\s+)?\(?(?:FY\s?)?(?:19|20)\d\d\)?$/u, '')
      .replace(/[\s,;:]+$/u, '');
    if (/\p{L}{3}/u.test(words) && !/\d/u.test(words.replace(TITLE_NUMBERS, ''))) return words;
  }
  return undefined;
}

/** Words a corner cell prints that only name the columns below it ("Indicator", "Unit", "Year"). */
const COLUMN_WORDS =
  /\b(?:indicators?|units?|years?|emissions|categor(?:y|ies)|metrics?|kpis?|items?|parameters?)\b/giu;

/**
 * The corner cell as the table's own name ("GHG Emission Management (Scope 1, 2)" over the labels),
 * when it says more than a unit or the columns' names.
 */
function cornerName(corner: string | undefined): string | undefined {
  if (!corner) return undefined;
  // "Scope 2 – purchased electricity (t CO₂e)" names the rows below it; "t CO₂e" alone does not.
  const bare = corner.replace(/\([^()]*\)/gu, (m) => (tableUnitOf(m) ? ' ' : m));
  const words = tableUnitOf(corner) ? withoutUnit(bare).replace(/[\s(),;:–-]+$/u, '') : corner;
  // Digits left beside the scopes are a unit's multiple or a note ("'000"), never a name.
  if (/\d/u.test(words.replace(TITLE_NUMBERS, ''))) return undefined;
  return /\p{L}{3}/u.test(words.replace(COLUMN_WORDS, '')) ? words : undefined;
}

const textOf = (lines: readonly VisualLine[]): string =>
  lines.map((l) => l.cells.map((c) => c.text).join(' ')).join(' ');

/**
 * The unit a note states for the run: one of the two lines just below its last row, else the (possibly
 * wrapped) lines just above its head ("… All values in tonnes of CO₂" / "equivalent (t CO₂e).").
 */
function noteUnit(lines: readonly VisualLine[], run: readonly Row[], top: number): string | undefined {
  const last = run[run.length - 1]!.index;
  const places = [
    ...lines.slice(last + 1, last + 3).map((l) => textOf([l])),
    textOf(lines.slice(Math.max(0, top - 3), top))
  ];
  return places.map(unitOfNote).find(Boolean);
}

const MILESTONES = /\b(?:milestones?|targets?|goals?)\b/iu;

/** A head that gives the unit, then the year: "Mt CO₂e (% of Scope 3), 2025", "t CO₂e 2024". */
function unitThenYear(label: string): { year: number; period: string } | undefined {
  const m = /^(.*?)[\s,;]+\(?((?:FY\s?)?(?:19|20)\d\d)\)?$/u.exec(label.trim());
  return m && tableUnitOf(m[1]!) ? yearOf(m[2]!) : undefined;
}

/** The one year the captions name, if they name exactly one ("Energy mix 2024"). */
function onlyYear(captions: readonly string[]): { year: number; period: string } | undefined {
  const years = captions.flatMap((c) => yearsIn(c)).flatMap((y) => yearOf(y) ?? []);
  return years.length > 0 && years.every((y) => y.year === years[0]!.year) ? years[0] : undefined;
}

/** The sentence ending with a colon just above a table's head ("… their emissions in 2025 and …:"), if any. */
function leadIn(lines: readonly VisualLine[], top: number): string | undefined {
  const text = textOf(lines.slice(Math.max(0, top - 2), top)).trim();
  if (text.endsWith(':')) return text;
  // A paragraph that presents the table and its one year ("The table gives each relevant category for 2024, …").
  const wider = textOf(lines.slice(Math.max(0, top - 3), top)).trim();
  return /\bthe (?:table|figures) below\b|\bthe table (?:gives|shows|lists|sets out)\b/iu.test(wider) &&
    new Set(wider.match(/\b(?:19|20)\d\d\b/gu) ?? []).size === 1
    ? wider
    : undefined;
}

/** True when some column of the head names a year. */
const datedHead = (head: TableHead): boolean =>
  head.columns.some((c) => yearOf(c.label) || c.parts.some((p) => yearOf(p)));

/** Two heads over the same columns: a table repeated for another year keeps the first one's unit note. */
const sameColumns = (a: TableHead, b: TableHead | undefined): boolean =>
  b !== undefined &&
  a.columns.length === b.columns.length &&
  a.columns.every((c, i) => c.label === b.columns[i]!.label);

/** A unit in brackets ending a label that is no mass ("Net revenue (EUR million)", "(t CO₂e per EUR million)"). */
const LABEL_UNIT =
  /\(([^()]*?(?:\bper\b|\/|%|\bEUR\b|\bUSD\b|\bGBP\b|€|£|\$|\bmillion\b|\bMWh\b|\bGWh\b|\bGJ\b)[^()]*)\)\s*$/iu;
const labelUnit = (metric: string): TableUnit | undefined => {
  const m = LABEL_UNIT.exec(metric);
  return m && !tableUnitOf(metric) ? printedUnit(m[1]!) : undefined;
};

/** A column of shares beside a column of amounts ("t CO₂e | % of total"): its own unit, whatever the caption says. */
const shareColumn = (byColumns: boolean, column: Column): TableUnit | undefined => {
  const own = column.parts.at(-1) ?? column.label;
  return byColumns && SHARE_HEAD.test(own) && !tableUnitOf(own) ? printedUnit(own) : undefined;
};

/** The one column of a table of segments that gives the whole; a table of one column is its own whole. */
function wholeColumn(columns: readonly Column[]): Column | undefined {
  const wholes = columns.filter((c) => WHOLE.test(c.label.trim()));
  return wholes.length === 1 ? wholes[0] : columns.length === 1 ? columns[0] : undefined;
}

/** The cells of one run under its head: years as columns, as rows, or as the periods rows end; none without a year. */
function cellsOf(run: readonly Row[], head: TableHead, page: number, note?: string, lead?: string): TableCell[] {
  // A column's year: its whole head ("2020 (base year)"), else the lowest head line naming one
  // ("Moncler Group" over "2022").
  // A column of part of a year ("2023" over "Q1") holds no full-year figure, nor one under "Target levels".
  const years = head.columns.map((c) =>
    c.parts.some(subPeriod) || c.planned
      ? undefined
      : (yearOf(c.label) ??
        c.parts
          .map((p) => yearOf(p))
          .filter(Boolean)
          .pop() ??
        unitThenYear(c.label))
  );
  // Milestone columns after the reporting year "N" ("N (2024) | … | 2027 | 2030") give target levels, not emissions.
  const reported = head.columns.flatMap((c, i) =>
    /^N\b(?!\s?-)/u.test(c.label.trim()) && years[i] ? [years[i]!.year] : []
  );
  if (reported.length === 1 && MILESTONES.test([...head.captions, ...head.columns.map((c) => c.label)].join(' ')))
    years.forEach((y, i) => {
      if (y && y.year > reported[0]!) years[i] = undefined;
    });
  const byColumns = years.some(Boolean);
  // A year in the corner over columns of segments ("2025 | Europe | … | Group"): the whole's column has it.
  const cornerYear = !byColumns && head.corner ? yearOf(head.corner) : undefined;
  const whole = cornerYear ? wholeColumn(head.columns) : undefined;
  const byRows = !byColumns && !whole && run.filter((r) => r.label && yearOf(r.labelText)).length * 2 >= run.length;
  // A questionnaire's answer rows ("Reporting year | 579,310 | January 1, 2023 | December 31, 2023"):
  // each row's year is the year its period ends.
  const dated = byColumns || byRows ? [] : run.map(periodEnd);
  const byDates = dated.length > 0 && dated.every((d) => d !== undefined);
  // Years as headings over blocks of rows, each closed by its total ("2025" … "Group total").
  const blocks = byColumns || byRows || byDates || whole ? [] : rowYears(run);
  const byBlocks = blocks.some(Boolean);
  // Year blocks of scopes over columns of gases and a total ("CO₂ | CH₄ | … | Total CO₂e"): the total column.
  const totalColumn =
    byBlocks && !head.columns.some((c) => SCOPE_LABEL.test(c.label))
      ? head.columns.find((c) => /\btotal\b/iu.test(c.label))
      : undefined;
  // One column of figures (and perhaps its shares) under a caption or lead-in naming one year ("Energy mix 2024",
  // "… their emissions in 2025 and each one's share of Scope 3:").
  const amounts = head.columns.filter((c) => !SHARE_HEAD.test(c.parts.at(-1) ?? c.label));
  const captionYear =
    byColumns || byRows || byDates || whole || byBlocks || amounts.length > 1 || !head.columns.length
      ? undefined
      : onlyYear([...head.captions, ...(lead ? [lead] : [])]);
  if (!byColumns && !byRows && !byDates && !whole && !byBlocks && !captionYear) return [];
  const out: TableCell[] = [];
  let own: { year: number; period: string } | undefined;
  for (const row of run) {
    // A lone figure under the year columns whose label names its own year ("Turnover, 2023 (EUR million) |
    // 1,282"), and the lone figures right after it, are of that year, wherever they stand.
    own = byColumns && row.figures.length === 1 && years.length > 1 ? (ownYear(row.labelText) ?? own) : undefined;
    for (const f of row.figures) {
      const column = columnOf(head.columns, f.piece.box);
      if (!column || (whole && column !== whole) || (totalColumn && column !== totalColumn)) continue;
      const when =
        own ??
        (captionYear
          ? captionYear
          : whole
            ? cornerYear
            : byBlocks
              ? blocks[run.indexOf(row)]
              : byColumns
                ? years[head.columns.indexOf(column)]
                : byDates
                  ? dated[run.indexOf(row)]
                  : yearOf(row.labelText));
      if (!when) continue;
      // A datapoint listing's rows name their metric; a questionnaire's period rows stand under it.
      const ownMetric = byDates && !PERIOD_ROW.test(row.labelText);
      const metric = byColumns || whole || captionYear || totalColumn || ownMetric ? row.labelText : column.label;
      if (!metric) continue;
      // A row's own unit cell is its unit, mass or not; else the nearest place that states one.
      const unit = f.value.unit
        ? printedUnit(f.value.unit)
        : row.unitText
          ? printedUnit(row.unitText)
          : (shareColumn(byColumns || !!captionYear, column) ??
            labelUnit(metric) ??
            (row.group ? labelUnit(row.group) : undefined) ??
            unitFor([
              metric,
              row.group,
              byColumns || captionYear ? column.label : row.labelText,
              head.corner,
              ...head.captions,
              note,
              // A group head over the year columns ("Emissions (t CO₂e)" over 2018 … 2023) serves them all.
              ...(byColumns ? head.columns.filter((_, i) => years[i]).map((c) => c.label) : [])
            ]));
      out.push({
        metric,
        rowLabel: row.labelText,
        columnLabel: column.label,
        ...(row.group ? { group: row.group } : {}),
        year: when.year,
        period: when.period,
        raw: f.value.raw,
        value: f.value.value,
        ...(unit ? { unit } : {}),
        page,
        rects: [f.piece.box, ...(row.label ? [row.label.box] : [])]
      });
    }
  }
  return out;
}

/** The one year a row's label names ("Turnover, 2023 (EUR million)"), none when it names none or several. */
function ownYear(label: string): { year: number; period: string } | undefined {
  const found = [...label.matchAll(/\b((?:19|20)\d\d)\b/gu)].map((m) => m[1]!);
  return found.length === 1 ? { year: Number(found[0]), period: found[0]! } : undefined;
}

/** How many line heights a spread's right-hand head may stand above its first row (see facingPages.ts). */
const SPREAD_GAP = 8;

/** The tables of a page's lines. `previous` is the last head of the page before, for a table it continues. */
export function tablesOf(
  lines: readonly VisualLine[],
  page: number,
  previous?: TableHead
): { tables: PageTable[]; last?: TableHead } {
  const tables: PageTable[] = [];
  const onPage: CarriedRow[] = [];
  let last = previous;
  for (const [n, all] of tableRows(lines).entries()) {
    const chart = scatteredRows(all);
    if (chart.size) {
      const rows = [...chart].map((r) => r.line.box);
      tables.push({ page, box: rows.reduce(union), rows, cells: [], chart: true });
    }
    const run = all.filter((r) => !chart.has(r));
    if (!run.length) continue;
    const spans = spansOf(run);
    // The right-hand page of a spread goes on with the rows of the left page's table, on the same lines; its head
    // stands as high as the left page's, over the group headings there.
    const facing = n === 0 && labelFromFacingPage(run, previous?.rows);
    const own = findHead(lines, run[0]!.top ?? run[0]!.index, spans, facing ? SPREAD_GAP : undefined);
    // Only the page's first table may continue the one the page before ended with.
    const carried = n === 0 && previous && spans.every((s) => columnOf(previous.columns, s)) ? previous : undefined;
    // A run cut from the one above by a row without figures ("See text") keeps that run's year columns; a run
    // under a head of its own, two columns or more ("Base year | Target year | Reduction (%)"), is a table of its own.
    const above =
      n > 0 &&
      last &&
      !datedHead(own) &&
      own.columns.length < 2 &&
      datedHead(last) &&
      spans.every((s) => columnOf(last!.columns, s));
    const head = above ? last! : own.columns.length ? own : (carried ?? own);
    const note = noteUnit(lines, run, head.top) ?? (sameColumns(head, last) ? last?.note : undefined);
    onPage.push(...carriedRows(run));
    last = head.columns.length ? { ...head, ...(note ? { note } : {}), rows: [...onPage] } : undefined;
    const cells = cellsOf(run, head, page, note, leadIn(lines, head.top));
    if (!cells.length) continue;
    const rows = run.map((r) => r.line.box);
    const box = [...rows, ...(head === own && own.box ? [own.box] : [])].reduce(union);
    const title = [titleOf(head.captions), cornerName(head.corner)].filter(Boolean).join(' – ');
    const changes = head === own ? tableChanges(run, lines.slice(own.top, run[0]!.index), cells, page) : [];
    tables.push({ page, ...(title ? { title } : {}), box, rows, cells, ...(changes.length ? { changes } : {}) });
  }
  return { tables, ...(last ? { last } : {}) };
}
