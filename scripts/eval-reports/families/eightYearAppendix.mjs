// Evaluation reports (held out, written blind): a dense data appendix in small type, laid out like a
// spreadsheet printed to paper — grey zebra rows, eight year columns (oldest first, the base year flagged in
// its head, "–" before it), section rows for emissions, Scope 3 by category, energy and economics. The body
// of the report is prose only; the inventory, categories, shares and intensity are printed in the appendix.
import { fmtDec } from '../lib/model.mjs';
import { heading, para, newPage } from '../lib/pdf.mjs';
import { zebraTable } from '../lib/zebra.mjs';
import { style, intro, targets, intensityAndEnergy, methodology, otherMetrics } from '../lib/sections.mjs';
import { FILLER } from './common.mjs';

const DASH = '–';
const SPAN = 8;

/** The eight columns, oldest first, ending with the latest year. */
const columns = (co) => Array.from({ length: SPAN }, (_, i) => co.latest - SPAN + 1 + i);

/**
 * A series over the eight columns: "–" before the base year, the years between the base year and the first
 * reporting year recalculated on a straight line (rounded to 10 t), the modelled years as printed.
 */
function spread(co, printed) {
  const first = co.years[0];
  const at = (y) => {
    if (y < co.baseYear) return null;
    if (y === co.baseYear || y >= first) return printed[y];
    const f = (y - co.baseYear) / (first - co.baseYear);
    return Math.round((printed[co.baseYear] + (printed[first] - printed[co.baseYear]) * f) / 10) * 10;
  };
  return columns(co).map(at);
}

function emissionRows(co, st, s) {
  const tb = st.table;
  const s1 = spread(co, tb.s1);
  const s2l = spread(co, tb.s2l);
  const s2m = spread(co, tb.s2m);
  const s3 = spread(co, tb.s3);
  const fromTable = new Set([co.baseYear, ...co.years]);
  const total = columns(co).map((y, i) =>
    fromTable.has(y) ? tb.total[y] : s1[i] == null ? null : s1[i] + s2m[i] + s3[i]
  );
  const row = (label, vals) => ({ cells: [label, ...vals.map((v) => (v == null ? DASH : s.n(v)))] });
  return [
    { cells: ['Greenhouse gas emissions (t CO₂e)', ...columns(co).map(() => '')] },
    row('Scope 1 – direct emissions', s1),
    row('Scope 2 – indirect, location-based', s2l),
    row('Scope 2 – indirect, market-based', s2m),
    row('Scope 3 – value chain', s3),
    row('Total (Scope 1, Scope 2 market-based, Scope 3)', total)
  ];
}

/** A row printed for the latest year only. */
const latestOnly = (co, label, value, key) => ({
  cells: [label, ...columns(co).map((y) => (y === co.latest ? value : DASH))],
  key
});

function otherRows(co, st, s) {
  const [a, b, c] = co.years;
  const rev = { [a]: Math.round(co.revenue * 0.91), [b]: Math.round(co.revenue * 0.95), [c]: co.revenue };
  const inten = (y) => (y === c ? st.intensity.value : Math.round(((co.s1[y] + co.s2m[y]) / rev[y]) * 10) / 10);
  const byYear = (label, f, key) => ({ cells: [label, ...columns(co).map((y) => (rev[y] ? f(y) : DASH))], key });
  return [
    { cells: ['Scope 3 by category (t CO₂e)', ...columns(co).map(() => '')] },
    ...st.categories.map((x) => latestOnly(co, `Cat. ${x.n} ${x.label}`, s.n(x.value), 'categories')),
    latestOnly(co, 'Scope 3 total (sum of categories)', s.n(st.s3Total), 'categories'),
    { cells: ['Energy consumption (% of total)', ...columns(co).map(() => '')] },
    ...st.shares.map((x) => latestOnly(co, `Share of ${x.label}`, fmtDec(x.pct, 1), 'shares')),
    { cells: ['Economic and intensity', ...columns(co).map(() => '')] },
    byYear('Revenue (EUR million)', (y) => s.n(rev[y]), 'intensity'),
    byYear('Scope 1+2 (market-based) per revenue (t CO₂e / EUR m)', (y) => s.d(inten(y), 1), 'intensity')
  ];
}

const eightYear = {
  name: 'eight_year_zebra_appendix',
  heldOut: false, // spent: scored once (2026-11-29 07:35 UTC), now tuned on
  about:
    'prose-only body and a dense data appendix in 6 pt type with grey zebra rows and eight year columns (base ' +
    'year flagged in its head, "–" before it), section rows for emissions, categories, energy and economics',
  errors: ['base_year_conflict', 'scope3_categories_exceed', 'yoy_contradicted'],
  render(ctx, co, st) {
    const s = style();
    intro(ctx, co, st, s);
    para(ctx, FILLER[0]);
    para(ctx, FILLER[1]);
    newPage(ctx);
    targets(ctx, co, st, s);
    intensityAndEnergy(ctx, co, st, s);
    para(ctx, FILLER[2]);
    newPage(ctx);
    methodology(ctx, co, st);
    otherMetrics(ctx, co, s);
    newPage(ctx);
    heading(ctx, 'Appendix: environmental data');
    para(
      ctx,
      `Group figures under operational control. ${DASH} = not reported. Years between the ${co.baseYear} base year ` +
        `and ${co.years[0]} were recalculated to the current reporting boundary.`,
      undefined,
      { align: 'left' }
    );
    zebraTable(ctx, {
      header: ['Indicator', ...columns(co).map((y) => (y === co.baseYear ? `${y}\n(base year)` : String(y)))],
      rows: [...emissionRows(co, st, s), ...otherRows(co, st, s)],
      widths: [0.28, ...columns(co).map(() => 0.09)],
      aligns: ['left', ...columns(co).map(() => 'right')],
      size: 6,
      key: 'ghgTable'
    });
  }
};

export const EIGHT_YEAR_FAMILIES = [eightYear];
