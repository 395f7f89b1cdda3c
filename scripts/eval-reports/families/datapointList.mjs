// Evaluation reports (held out, written blind): an ESRS sustainability statement whose E1 figures are
// given in a "digital tagging" annex, one line per datapoint as a taxonomy export prints them: datapoint
// ID ("E1-6_01"), label, value, unit, period start and end dates, and the context (consolidated group,
// base year, category). No table of scopes by years: each year of each series is its own line.
import { fmtDec } from '../lib/model.mjs';
import { heading, para, newPage } from '../lib/pdf.mjs';
import { zebraTable } from '../lib/zebra.mjs';
import { style, intro, targets, intensityAndEnergy, methodology, otherMetrics } from '../lib/sections.mjs';
import { FILLER } from './common.mjs';

const GROUP = 'Group (consolidated)';

/** One datapoint line: ID, label, value, unit, period start, period end, context. */
const dp = (id, label, value, unit, year, context = GROUP, key) => ({
  cells: [id, label, value, unit, `${year}-01-01`, `${year}-12-31`, context],
  key
});

function emissionLines(co, st, s) {
  const tb = st.table;
  const b = co.baseYear;
  const years = [co.latest, co.latest - 1];
  const series = [
    ['E1-6_01', 'Gross Scope 1 GHG emissions', tb.s1],
    ['E1-6_04', 'Gross location-based Scope 2 GHG emissions', tb.s2l],
    ['E1-6_05', 'Gross market-based Scope 2 GHG emissions', tb.s2m],
    ['E1-6_08', 'Gross Scope 3 GHG emissions', tb.s3],
    ['E1-6_11', 'Total GHG emissions (market-based)', tb.total]
  ];
  const out = [];
  for (const [id, label, v] of series) for (const y of years) out.push(dp(id, label, s.n(v[y]), 'tCO2e', y));
  out.push(dp('E1-6_02', 'Gross Scope 1 GHG emissions, base year', s.n(co.s1[b]), 'tCO2e', b, 'Base year'));
  out.push(dp('E1-6_06', 'Gross market-based Scope 2, base year', s.n(co.s2m[b]), 'tCO2e', b, 'Base year'));
  return out;
}

function categoryLines(co, st, s) {
  const l = co.latest;
  const out = st.categories.map((c) =>
    dp('E1-6_09', `Scope 3 GHG emissions, category ${c.n}`, s.n(c.value), 'tCO2e', l, c.label, 'categories')
  );
  out.push(
    dp('E1-6_08', 'Gross Scope 3 GHG emissions', s.n(st.s3Total), 'tCO2e', l, 'Sum of categories', 'categories')
  );
  return out;
}

function otherLines(co, st) {
  const l = co.latest;
  const [interim, final, s3] = st.targets;
  const tg = (tgt, scope) => ({
    ...dp('E1-4_03', `GHG reduction target, ${scope}`, fmtDec(tgt.pct, 1), '%', tgt.year, `Base year ${co.baseYear}`),
    key: 'targets'
  });
  return [
    {
      ...dp('E1-6_30', 'GHG intensity per net revenue (market-based)', fmtDec(st.intensity.value, 1), 'tCO2e/EURm', l),
      key: 'intensity'
    },
    { ...dp('E1-6_31', 'Net revenue used for GHG intensity', fmtDec(co.revenue, 0), 'EURm', l), key: 'intensity' },
    ...st.shares.map((x) => ({
      ...dp('E1-5_10', `Share of energy consumption: ${x.label}`, fmtDec(x.pct, 1), '%', l),
      key: 'shares'
    })),
    tg(interim, 'Scope 1 and 2 (interim)'),
    tg(final, 'Scope 1 and 2'),
    tg(s3, 'Scope 3')
  ];
}

const datapointList = {
  name: 'esrs_datapoint_lines',
  heldOut: false, // spent: scored once (2026-11-29 07:35 UTC), now tuned on
  about:
    'an ESRS statement with a digital-tagging annex of one line per datapoint (ID "E1-6_01", label, value, unit, ' +
    'period start and end, context), each year of each series its own line; no table of scopes by years',
  errors: ['total_not_sum', 'wrong_unit', 'intensity_mismatch'],
  render(ctx, co, st) {
    const s = style();
    intro(ctx, co, st, s);
    para(ctx, FILLER[0]);
    para(
      ctx,
      'This sustainability statement follows the European Sustainability Reporting Standards (ESRS). Its figures ' +
        'on climate change (ESRS E1) are listed datapoint by datapoint in the annex, as they are tagged in the ' +
        'machine-readable version of the management report.'
    );
    newPage(ctx);
    targets(ctx, co, st, s);
    intensityAndEnergy(ctx, co, st, s);
    newPage(ctx);
    methodology(ctx, co, st);
    otherMetrics(ctx, co, s);
    newPage(ctx);
    heading(ctx, 'Annex: ESRS E1 datapoints (digital tagging)');
    para(
      ctx,
      'Each line is one tagged datapoint. Periods are calendar years; instant values such as targets are dated ' +
        'by their target year. Values in tCO2e are gross emissions before any carbon credits.'
    );
    zebraTable(ctx, {
      header: ['Datapoint ID', 'Label', 'Value', 'Unit', 'Period start', 'Period end', 'Context'],
      rows: [...emissionLines(co, st, s), ...categoryLines(co, st, s), ...otherLines(co, st)],
      widths: [0.1, 0.27, 0.11, 0.1, 0.11, 0.11, 0.2],
      aligns: ['left', 'left', 'right', 'left', 'left', 'left', 'left'],
      size: 6.8,
      band: null,
      key: 'ghgTable'
    });
  }
};

export const DATAPOINT_LIST_FAMILIES = [datapointList];
