// Evaluation reports (held out, written blind): a multi-year GHG table printed on a landscape page — the
// metric in the first column, its unit in the second, the base year and up to five reporting years, then a
// "CAGR" column (compound annual change since the base year) and a "2030 target" column giving the target
// as an absolute level in tonnes. Years between the base year and the first modelled year are filled on a
// straight line, so the table is as long as a real five-year overview.
import { fmtDec } from '../lib/model.mjs';
import { para, newPage, LEFT } from '../lib/pdf.mjs';
import { grid } from '../lib/draw.mjs';
import { style, intro, categories, targets, intensityAndEnergy, methodology, otherMetrics } from '../lib/sections.mjs';
import { FILLER } from './common.mjs';

const round10 = (x) => Math.round(x / 10) * 10;
const LANDSCAPE_WIDTH = 841.89 - 2 * LEFT;

/** The reporting years the table prints: up to five, ending with the latest, all after the base year. */
function reportingYears(co) {
  const out = [];
  for (let y = Math.max(co.baseYear + 1, co.latest - 4); y <= co.latest; y++) out.push(y);
  return out;
}

/** A series with the years the company model does not hold filled on a line from the base year. */
function filled(v, co, years) {
  const b = co.baseYear;
  const y0 = co.years[0];
  const out = { ...v };
  for (const y of years) if (out[y] == null) out[y] = round10(v[b] + ((v[y0] - v[b]) * (y - b)) / (y0 - b));
  return out;
}

/** Compound annual change from the base year to the latest year, in %, one decimal, true minus sign. */
function cagr(v, co) {
  const n = co.latest - co.baseYear;
  const pct = ((v[co.latest] / v[co.baseYear]) ** (1 / n) - 1) * 100;
  return `${pct < 0 ? '−' : '+'}${fmtDec(Math.abs(pct), 1)}`;
}

function wideRows(co, st, s, years) {
  const tb = st.table;
  const all = [co.baseYear, ...years];
  const s1 = filled(tb.s1, co, years);
  const s2l = filled(tb.s2l, co, years);
  const s2m = filled(tb.s2m, co, years);
  const s3 = filled(tb.s3, co, years);
  const total = { ...tb.total };
  for (const y of all) if (total[y] == null) total[y] = s1[y] + s2m[y] + s3[y];
  const s12 = {};
  for (const y of all) s12[y] = co.s1[y] != null ? co.s1[y] + co.s2m[y] : s1[y] + s2m[y];
  const [, final, s3Target] = st.targets;
  const goal = (v, pct) => s.n(round10(v[co.baseYear] * (1 - pct / 100)));
  const row = (label, v, target = '–') => [label, 't CO₂e', ...all.map((y) => s.n(v[y])), cagr(v, co), target];
  return [
    row('Scope 1 – direct emissions', s1),
    row('Scope 2 – location-based', s2l),
    row('Scope 2 – market-based', s2m),
    row('Scope 1 and 2 (market-based)', s12, goal(s12, final.pct)),
    row('Scope 3 – value chain', s3, goal(s3, s3Target.pct)),
    row('Total (Scope 1, 2 market-based and 3)', total)
  ];
}

function landscapeInventory(ctx, co, st, s) {
  const { doc } = ctx;
  doc.addPage({ size: 'A4', layout: 'landscape', margin: LEFT });
  const years = reportingYears(co);
  doc.font('bold').fontSize(15).text('Greenhouse gas emissions: multi-year overview', LEFT, undefined, {
    width: LANDSCAPE_WIDTH
  });
  doc.moveDown(0.3).font('body').fontSize(10);
  doc.text(FILLER[1], LEFT, undefined, { width: LANDSCAPE_WIDTH, align: 'justify' });
  doc.moveDown(0.8);
  const n = years.length;
  const yearWidth = 0.46 / (n + 1);
  grid(ctx, {
    caption: `GHG emissions ${co.baseYear}–${co.latest}`,
    header: [
      [
        'Metric',
        'Unit',
        `${co.baseYear} (base year)`,
        ...years.map(String),
        `CAGR ${co.baseYear}–${co.latest} (%)`,
        `Target ${st.targets[1].year}`
      ]
    ],
    rows: wideRows(co, st, s, years),
    x: LEFT,
    width: LANDSCAPE_WIDTH,
    widths: [0.25, 0.07, ...Array(n + 1).fill(yearWidth), 0.1, 0.12],
    aligns: ['left', 'left'],
    size: 8.5,
    key: 'ghgTable'
  });
  doc.font('body').fontSize(8);
  doc.text(
    `CAGR: compound annual rate of change between the ${co.baseYear} base year and ${co.latest}. Target ${st.targets[1].year}: ` +
      'the absolute emissions our reduction targets allow in the target year (Scope 1 and 2 and Scope 3 targets, see ' +
      `"Targets and progress"). Years before ${co.years[0]} are recalculated to the current boundary.`,
    LEFT,
    undefined,
    { width: LANDSCAPE_WIDTH }
  );
  doc.moveDown(0.8).fontSize(10);
  doc.text(FILLER[2], LEFT, undefined, { width: LANDSCAPE_WIDTH, align: 'justify' });
}

const wideYears = {
  name: 'wide_years_cagr',
  heldOut: false, // spent: scored once (2026-11-28 23:33 UTC), now tuned on
  about:
    'a landscape page with a wide GHG table: metric and unit columns, the base year and up to five reporting ' +
    'years, a CAGR column and a "Target 2030" column of absolute tonnes',
  errors: ['total_not_sum', 'base_year_conflict', 'interim_loosening'],
  render(ctx, co, st) {
    const s = style();
    intro(ctx, co, st, s);
    para(ctx, FILLER[0]);
    landscapeInventory(ctx, co, st, s);
    newPage(ctx);
    categories(ctx, co, st, s);
    newPage(ctx);
    targets(ctx, co, st, s);
    newPage(ctx);
    intensityAndEnergy(ctx, co, st, s);
    methodology(ctx, co, st);
    otherMetrics(ctx, co, s);
  }
};

export const WIDE_YEARS_FAMILIES = [wideYears];
