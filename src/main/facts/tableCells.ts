/**
 * The table model's cells (text/tables/) as statements of the inventory: each cell that states a
 * mass of CO₂e is worded as a table row is ("caption – group: metric (kt CO2e) — 2024 362.6"), its
 * value as printed in t, kt, Mt or kg (in tonnes for another multiple, "(10,000 t)"), with the cell's
 * page and rectangles. Avoided, reduced, removed and offset amounts are not worded; "of which" lines,
 * gas lines and the lines of a scope printing its own total are worded as parts, which facts/ghg.ts
 * keeps apart from totals. A Scope 3 category named without its direction takes the one its place in
 * the list gives ("Leased assets" after category 12 is 13). A cell printed again with the same value elsewhere (a table repeated in an
 * annex) is the same data and is stated once; a different value stays, as a restatement.
 */
import { supersededColumns } from '../text/tables/recalculated';
import { withoutUnit, type PageTable, type TableCell } from '../text/tables/pageTables';
import { claimFigures } from './claimFigures';
import { ghgFiguresOf } from './ghgFigures';
import type { GhgFigure } from './ghg';
import { ghgInventory, type StatedText } from './inventory';
import { metricWordings } from './tableMetrics';
import { EMISSIONS_AND_REMOVALS } from './ghg';
import type { Rect } from '../../shared/domain/geometry';

/** A table line of amounts that are not emissions of the year: never read as inventory figures. */
const NOT_EMITTED = /\b(?:reduc\w*|avoid\w*|sav(?:ed|ings?)|offset\w*|remov\w*|compensat\w*|credits?)\b/iu;
const GHG = /\b(?:scopes?|ghg|greenhouse|co2|co₂|carbon|emissions?)\b/iu;
/**
 * Figures restated on another perimeter than the group's ("like-for-like", "constant perimeter", "pro forma",
 * "organic"): they show the change of the business held throughout, not the inventory.
 */
const OTHER_PERIMETER =
  /\b(?:like[- ]for[- ]like|constant (?:perimeter|scope|consolidation)|same[- ]store|pro[- ]forma|organic basis)\b/iu;
const squash = (t: string): string => t.replace(/\s+/gu, ' ').trim();

/** The metric's words without the unit it prints: the wording states the unit once, in tonnes. */
const bareMetric = (metric: string): string => squash(withoutUnit(metric)).replace(/[,:;\s]+$/u, '');

/** Units the inventory reads, by tonnes per unit: a cell keeps its printed precision in them ("449.8 kt"). */
const MASS_UNITS = new Map([
  [1, 't'],
  [1e3, 'kt'],
  [1e6, 'Mt'],
  [1e-3, 'kg']
]);

/** Decimals the cell prints ("449.8" → 1, "4,666" → 0, "605.0" → 1). */
function decimalsOf(raw: string, value: number): number {
  if (!Number.isInteger(value)) return String(value).split('.')[1]?.length ?? 0;
  const tail = /[.,](\d+)$/u.exec(raw)?.[1];
  return tail && tail.length !== 3 && /^0+$/u.test(tail) ? tail.length : 0;
}

/** The value and unit a cell is worded with: as printed in t, kt, Mt or kg, else in tonnes. */
export function valueAndUnit(value: number, raw: string, tonnesPer: number): { value: string; unit: string } {
  const unit = MASS_UNITS.get(tonnesPer);
  const decimals = unit ? decimalsOf(raw, value) : 3;
  const shown = unit ? value : Number((value * tonnesPer).toFixed(3));
  const text = shown.toLocaleString('en-US', {
    minimumFractionDigits: unit ? decimals : 0,
    maximumFractionDigits: decimals
  });
  return { value: text, unit: `${unit ?? 't'} CO2e` };
}

/**
 * The wording of one cell, or null when it states no mass of CO₂e the inventory takes. A `part` (a
 * line of a scope's group that has its own total: "SF6 emissions" under "Scope 1 | Total"; a line for
 * one gas: "CH₄") is worded "thereof …", so facts/ghg.ts reads it as a component, never as the
 * scope's total.
 */
export function cellWording(table: Pick<PageTable, 'title'>, cell: TableCell, part = false): string | null {
  if (cell.value === null || cell.value < 0 || cell.unit?.tonnesPer === undefined) return null;
  const metric = bareMetric(cell.metric);
  const words = [table.title, cell.group, metric].filter(Boolean).join(' ');
  if (
    !metric ||
    NOT_EMITTED.test(words.replace(EMISSIONS_AND_REMOVALS, 'emissions')) ||
    OTHER_PERIMETER.test(`${words} ${cell.columnLabel}`)
  )
    return null;
  if (!cell.unit.co2e && !GHG.test(words)) return null;
  // A caption naming intensity beside the emissions ("… emissions, revenue and intensity") is not the line's.
  const title = table.title && MIXED.test(table.title) && !MIXED.test(metric) ? undefined : table.title;
  const path = [title, cell.group]
    .filter((t): t is string => Boolean(t) && t !== metric)
    .filter((t, i, all) => all.findIndex((o) => o.toLowerCase() === t.toLowerCase()) === i)
    .join(' – ');
  const { value, unit } = valueAndUnit(cell.value, cell.raw, cell.unit.tonnesPer);
  part ||= GAS.test(metric.normalize('NFKC'));
  // A split year keeps its end in four digits: "2023/24 671,770" would read as "24 671,770".
  const printed = cell.period.replace(/\s+/gu, '');
  const period = printed.includes('/') ? `${printed.split('/')[0]}/${cell.year}` : printed;
  return `${path ? `${path}: ` : ''}${part ? 'thereof ' : ''}${metric} (${unit}) — ${period} ${value}`;
}

const TOTAL = /^total\b/iu;
/** A title naming one part of the group: "Division: Industrial Solutions", "Segment – Retail", "Site: Lyon". */
const PART_TITLE =
  /^\s*(?:division|segment|business (?:unit|area|line)|operating segment|region|country|site|plant|subsidiary)\s*[:–-]\s*\S/iu;
/** Words of a caption over a table that mixes emissions with other measures. */
const MIXED = /\b(?:intensit(?:y|ies)|revenues?|per\s)/iu;

/** A line for one gas ("CO₂", "CH₄", "HFCs", "SF6 emissions"): a part of its scope, never a scope's total. */
const GAS = /^(?:co2|ch4|n2o|hfcs?|pfcs?|sf6|nf3)(?:\s+emissions)?$/iu;
const BASIS = /\b(?:location|market|region(?:al)?)[- ]based\b/iu;
const SCOPE = /\bscopes?\b/iu;
/** A name of one scope alone ("Scope 1 – direct emissions"), not of several ("Scopes 1 and 2"). */
const ONE_SCOPE = /^\s*scope\s?[123]\b(?!\s*(?:[,+&]|and)\s*\d)/iu;

/**
 * A row that names a basis and no scope heads the scoped rows below it: "(Market based) GHG emissions"
 * over "Direct emissions (Scope 1)", "Indirect emissions (Scope 2)". Those rows take it as their group,
 * so their Scope 2 is read with its basis; the next such row ends it.
 */
function withBasisGroups(table: PageTable): TableCell[] {
  let head: string | undefined;
  return withScopesTotal(table.cells).map((cell) => {
    if (BASIS.test(cell.metric) && !SCOPE.test(cell.metric)) head = cell.metric;
    else if (head && !cell.group && SCOPE.test(cell.metric) && !BASIS.test(cell.metric))
      return { ...cell, group: head };
    return cell;
  });
}

/** The cells with a bare "Total" that closes the scopes' own rows named "Total emissions" (see scopesTotal). */
export function withScopesTotal(cells: readonly TableCell[]): TableCell[] {
  const total = scopesTotal(cells);
  return cells.map((cell) =>
    total && BARE_TOTAL.test(cell.metric) && !cell.group ? { ...cell, metric: 'Total emissions' } : cell
  );
}

/** A row labelled "Total" and nothing else. */
const BARE_TOTAL = /^total\s*$/iu;
/** A scope's own row or column: "Scope 1", "Scope 2 (market-based)", or short "S1", "S2 (MB)". */
const SCOPE_ROW = /^(?:scope\s?|S(?=[123]\b))([123])\b/iu;

/**
 * A bare "Total" closes a table of the scopes' own rows ("Scope 1", "Scope 2 market-based", "Scope 3",
 * "Total"): it is the total of emissions. Beside Scope 3's categories it may be Scope 3's own total, so a
 * table with categories, groups or fewer than two scopes gives no such reading.
 */
function scopesTotal(cells: readonly TableCell[]): boolean {
  const plain = cells.filter((c) => !c.group);
  const scopes = new Set(plain.flatMap((c) => SCOPE_ROW.exec(c.metric)?.[1] ?? []));
  const categories = plain.some((c) => /\bcategor(?:y|ies)\b|^\d{1,2}\.\s/iu.test(c.metric));
  return scopes.size >= 2 && scopes.has('3') && !categories && plain.some((c) => BARE_TOTAL.test(c.metric));
}

/**
 * Cells of a group that prints its own total ("Scope 1": "Total", "SF6 emissions", …) other than the
 * total; likewise the rows of a table named after one scope ("Scope 1 – direct emissions": "Stationary
 * combustion", …, "Total Scope 1").
 */
export function partsOf(table: PageTable): Set<TableCell> {
  // A table of one division, segment or site of the group ("Division: Industrial Solutions"): all its rows are parts.
  if (PART_TITLE.test(table.title ?? '')) return new Set(table.cells);
  const totals = new Set(table.cells.filter((c) => c.group && TOTAL.test(c.metric)).map((c) => c.group));
  // The scope may follow the caption in the title ("Greenhouse gas emissions by scope – Scope 1 – direct …").
  const named = (table.title ?? '').split(' – ').some((t) => ONE_SCOPE.test(t));
  const oneScope = named && table.cells.some((c) => !c.group && TOTAL.test(c.metric));
  return new Set(
    table.cells.filter(
      // A scope's own row under a section heading ("Greenhouse gas emissions": "Scope 1", …, "Total emissions")
      // is no part of that total's breakdown; rows under a scope's heading are.
      (c) =>
        !TOTAL.test(c.metric) &&
        (c.group
          ? totals.has(c.group) && (!SCOPE.test(c.metric) || SCOPE.test(c.group))
          : oneScope && !SCOPE.test(c.metric))
    )
  );
}

const keyOf = (cell: TableCell, tonnes: number): string =>
  `${bareMetric(cell.metric).toLowerCase()}|${cell.group ?? ''}|${cell.year}|${tonnes.toFixed(3)}`;

/** What the model read: its cells with an inventory figure, and the lines of the tables they stand in. */
export interface ModelReading {
  cells: StatedText[];
  lines: Array<{ page: number; box: Rect }>;
  /** Lines of a chart's values placed by value (text/tables/aligned.ts): no figure stated there is read. */
  charts: Array<{ page: number; box: Rect }>;
  /** Share, revenue and intensity cells (tableMetrics.ts), each stated once. */
  metrics: StatedText[];
}

const DIRECTED = /\b(?:up|down)stream\b/iu;

/** The Scope 3 category a wording states, if any. */
const categoryOf = (text: string): number | undefined =>
  ghgFiguresOf(text).find((g) => g.kind === 'scope3_category')?.category;

/**
 * A Scope 3 category named without its direction ("Leased assets": upstream 8 or downstream 13;
 * "Transportation and distribution": 4 or 9) is the first of the two at or after the category read
 * before it on the page, as tables list categories in order: the wording gains the direction.
 */
function directed(table: PageTable, cell: TableCell, part: boolean, text: string, last?: number): string {
  if (last === undefined || DIRECTED.test(cell.metric) || categoryOf(text) !== undefined) return text;
  const options = (['Upstream', 'Downstream'] as const).flatMap((d) => {
    const t = cellWording(table, { ...cell, metric: `${d} ${cell.metric}` }, part);
    const n = t ? categoryOf(t) : undefined;
    return t && n !== undefined ? [{ t, n }] : [];
  });
  if (options.length !== 2 || options[0]!.n === options[1]!.n) return text;
  return options.find((o) => o.n >= last)?.t ?? text;
}

/** The model's cells with an inventory figure, as statements; a cell repeating one already stated is left out. */
export function tableReading(tables: readonly PageTable[]): ModelReading {
  const stated = new Set<string>();
  const out: ModelReading = { cells: [], lines: [], charts: [], metrics: [] };
  let last: { page: number; category: number } | undefined;
  for (const [t, table] of tables.entries()) {
    if (table.chart) {
      const lines = table.rows.map((box) => ({ page: table.page, box }));
      out.lines.push(...lines);
      out.charts.push(...lines);
      continue;
    }
    const parts = partsOf(table);
    // A base year's column as first reported gives way to its recalculated column (text/tables/recalculated.ts).
    const superseded = supersededColumns(table.cells);
    let inventory = false;
    for (const [c, cell] of withBasisGroups(table).entries()) {
      if (superseded.has(cell.columnLabel)) continue;
      const part = parts.has(table.cells[c]!);
      const worded = cellWording(table, cell, part);
      if (!worded) continue;
      const text = directed(table, cell, part, worded, last?.page === cell.page ? last.category : undefined);
      const figures = claimFigures(text);
      const ghg = ghgFiguresOf(text, figures);
      if (!ghg.length) continue;
      const category = ghg.find((g) => g.kind === 'scope3_category')?.category;
      if (category !== undefined) last = { page: cell.page, category };
      inventory = true;
      const key = keyOf(cell, cell.value! * cell.unit!.tonnesPer!);
      if (stated.has(key)) continue;
      stated.add(key);
      out.cells.push({
        text,
        figures,
        page: cell.page,
        rects: cell.rects,
        source: { kind: 'table_row', rowId: `table:p${cell.page}t${t}c${c}` }
      });
    }
    if (inventory) out.lines.push(...table.rows.map((box) => ({ page: table.page, box })));
    metricRows(out, stated, table, t);
  }
  return out;
}

/**
 * The table's share, revenue and intensity wordings as statements (each wording once), their lines read
 * by the model: a row read line by line there gives way to them.
 */
function metricRows(out: ModelReading, stated: Set<string>, table: PageTable, t: number): void {
  for (const [i, w] of metricWordings(table).entries()) {
    if (stated.has(w.text)) continue;
    stated.add(w.text);
    const source = { kind: 'table_row' as const, rowId: `table:p${w.page}t${t}m${i}` };
    out.metrics.push({ text: w.text, figures: claimFigures(w.text), page: w.page, rects: w.rects, source });
    out.lines.push(...w.rects.map((box) => ({ page: w.page, box })));
  }
}

/**
 * True when a row read line by line, or a claim wording one, stands on a line of a table where the
 * model read inventory figures (one of its rectangles centred on the line): the model's reading of
 * that line replaces it, including its judgement that a line states none (an intensity, a reduction).
 */
export function readByModel(reading: Pick<ModelReading, 'lines'>, page: number, rects: readonly Rect[]): boolean {
  const lines = reading.lines.filter((l) => l.page === page);
  return rects.some((r) => {
    const mid = r.y + r.h / 2;
    return lines.some(({ box }) => mid >= box.y && mid <= box.y + box.h);
  });
}

/** Same inventory figure: kind, basis, category and year, and tonnes within 0.5 %. */
const sameFigure = (a: GhgFigure, b: GhgFigure): boolean =>
  a.kind === b.kind &&
  a.basis === b.basis &&
  a.category === b.category &&
  a.year === b.year &&
  Math.abs(a.tonnes - b.tonnes) <= 0.005 * Math.max(Math.abs(a.tonnes), Math.abs(b.tonnes));

/**
 * A claim that words a table row on a line the model read keeps the inventory figures the model read
 * there too, and loses the others (read at the wrong scale, or from a line the model found to state no
 * inventory figure: an intensity, a reduction); its other figures stay. So the claim is still checked
 * against the figures the table gives, and no misreading of the line reaches the checks. A claim on the lines of a
 * chart that places its values by value (a dot plot) keeps none of its inventory figures: their years are the marks'.
 */
export function keepModelFigures(claim: StatedText, reading: ModelReading): StatedText {
  const onChart = readByModel({ lines: reading.charts }, claim.page, claim.rects);
  if ((!claim.text.includes(' — ') && !onChart) || !readByModel(reading, claim.page, claim.rects)) return claim;
  const model = ghgInventory(reading.cells.filter((c) => c.page === claim.page));
  const wrong = new Set(
    ghgFiguresOf(claim.text, claim.figures)
      .filter((g) => !model.some((m) => sameFigure(g, m)))
      .map((g) => g.start)
  );
  return wrong.size ? { ...claim, figures: claim.figures.filter((f) => !wrong.has(f.start)) } : claim;
}

/**
 * The model's cells less those a claim on the same page already states (same inventory figure): a
 * claim wording the row keeps its figures (keepModelFigures), and one statement of a figure is enough.
 */
export function cellsNotClaimed(cells: readonly StatedText[], claims: readonly StatedText[]): StatedText[] {
  const claimed = ghgInventory(claims);
  return cells.filter((cell) => {
    const own = ghgInventory([cell]);
    return !own.every((g) => claimed.some((c) => c.page === cell.page && sameFigure(c, g)));
  });
}
