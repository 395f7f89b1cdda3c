// Evaluation reports (held out, written blind): a one-page environmental data sheet in the style of an
// accounting appendix — the unit in the first column and the metric in the second ("t CO₂e | Scope 1
// emissions"), three year columns and a change column that writes decreases in brackets ("(6.2)%"), grey
// zebra bands instead of rules. The Scope 3 categories, revenue, intensity and energy shares are rows of
// the sheet and printed nowhere else.
import { fmtDec, pctChange } from '../lib/model.mjs';
import { heading, para, newPage } from '../lib/pdf.mjs';
import { zebraTable } from '../lib/zebra.mjs';
import { style, intro, targets, methodology, otherMetrics } from '../lib/sections.mjs';
import { FILLER } from './common.mjs';

/** A change the accountant's way: "(6.2)%" for a fall, "4.1%" for a rise. */
const change = (pct) => (pct < 0 ? `(${fmtDec(-pct, 1)})%` : `${fmtDec(pct, 1)}%`);
const DASH = '—';

function revenues(co) {
  const [a, b, c] = co.years;
  return { [a]: Math.round(co.revenue * 0.91), [b]: Math.round(co.revenue * 0.95), [c]: co.revenue };
}

function sheetRows(co, st, s) {
  const tb = st.table;
  const [p, l] = [co.latest - 1, co.latest];
  const rev = revenues(co);
  const series = (unit, metric, v, pct, key) => ({
    cells: [unit, metric, ...co.years.map((y) => s.n(v[y])), change(pct ?? pctChange(v[p], v[l]))],
    key
  });
  const latestOnly = (unit, metric, value, key) => ({
    cells: [unit, metric, ...co.years.map((y) => (y === l ? value : DASH)), DASH],
    key
  });
  const trueIntensity = (y) => Math.round(((co.s1[y] + co.s2m[y]) / rev[y]) * 10) / 10;
  const intensity = { ...Object.fromEntries(co.years.map((y) => [y, trueIntensity(y)])), [l]: st.intensity.value };
  return [
    series('t CO₂e', 'Scope 1 emissions (direct)', tb.s1, st.yoy.pct, 'yoy'),
    series('t CO₂e', 'Scope 2 emissions, location-based', tb.s2l, pctChange(co.s2l[p], co.s2l[l])),
    series('t CO₂e', 'Scope 2 emissions, market-based', tb.s2m, pctChange(co.s2m[p], co.s2m[l])),
    series('t CO₂e', 'Scope 3 emissions', tb.s3, pctChange(co.s3[p], co.s3[l])),
    series('t CO₂e', 'Total GHG emissions (Scope 1, 2 market-based, 3)', tb.total, pctChange(co.total[p], co.total[l])),
    ...st.categories.map((c) =>
      latestOnly('t CO₂e', `Scope 3, category ${c.n}: ${c.label}`, s.n(c.value), 'categories')
    ),
    latestOnly('t CO₂e', 'Scope 3, total of the categories above', s.n(st.s3Total), 'categories'),
    { ...series('EUR m', 'Revenue', rev), key: 'intensity' },
    {
      cells: [
        't CO₂e / EUR m',
        'GHG intensity (Scope 1 and 2, market-based, per revenue)',
        ...co.years.map((y) => s.d(intensity[y], 1)),
        change(pctChange(trueIntensity(p), trueIntensity(l)))
      ],
      key: 'intensity'
    },
    ...st.shares.map((x) => latestOnly('% of energy', `Energy consumed: ${x.label}`, fmtDec(x.pct, 1), 'shares'))
  ];
}

const dataSheet = {
  name: 'data_sheet_units_first',
  heldOut: false, // spent: scored once (2026-11-28 23:47 UTC), now tuned on
  about:
    'a one-page data sheet with the unit in the first column and the metric in the second, grey zebra rows, ' +
    'decreases in brackets ("(6.2)%"); Scope 3 categories, revenue, intensity and energy shares only as its rows',
  errors: ['yoy_contradicted', 'intensity_mismatch', 'scope3_categories_exceed'],
  render(ctx, co, st) {
    const s = style();
    intro(ctx, co, st, s);
    para(ctx, FILLER[0]);
    para(ctx, FILLER[1]);
    newPage(ctx);
    heading(ctx, 'Environmental data sheet');
    para(
      ctx,
      `Figures for the group under operational control. "${DASH}" means not reported for that year. Scope 3 ` +
        'covers the relevant categories of the GHG Protocol; the other categories were screened and are not ' +
        `material. Change: ${co.latest} against ${co.latest - 1}; decreases are shown in brackets.`
    );
    zebraTable(ctx, {
      header: ['Unit', 'Metric', ...co.years.map(String), `Change ${co.latest}/${co.latest - 1}`],
      rows: sheetRows(co, st, s),
      widths: [0.15, 0.35, 0.12, 0.12, 0.12, 0.14],
      aligns: ['left', 'left', 'right', 'right', 'right', 'right'],
      size: 8,
      key: 'ghgTable'
    });
    newPage(ctx);
    targets(ctx, co, st, s);
    para(ctx, FILLER[2]);
    newPage(ctx);
    methodology(ctx, co, st);
    otherMetrics(ctx, co, s);
  }
};

export const DATA_SHEET_FAMILIES = [dataSheet];
