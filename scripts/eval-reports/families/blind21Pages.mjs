// Evaluation reports (held out, blind set 21, written blind): two page plans — an "Environmental data"
// spread over two pages whose units stand in the last column, after the figures, and a report whose
// targets are stated as absolute ceilings in tonnes for the target years, the percentages only beside them.
import { heading, para, newPage } from '../lib/pdf.mjs';
import { style, intro, categories, intensityAndEnergy, methodology, otherMetrics } from '../lib/sections.mjs';
import { grid } from '../lib/draw.mjs';
import { standardReport, FILLER } from './common.mjs';

// ---- units_last_column_spread ----

const YEAR_W = 0.12;

function spreadHeader(co, part) {
  return [[`Indicator (${part}/2)`, `${co.baseYear} (base year)`, ...co.years.map(String), 'Unit']];
}

function spreadEmissions(ctx, co, st, s) {
  const tb = st.table;
  const years = [co.baseYear, ...co.years];
  const row = (label, series, unit = 't CO₂e') => [label, ...years.map((y) => s.n(series[y])), unit];
  heading(ctx, 'Environmental data', 13);
  grid(ctx, {
    header: spreadHeader(co, 1),
    rows: [
      row('Direct GHG emissions (Scope 1)', tb.s1),
      row('Indirect GHG emissions, location-based (Scope 2)', tb.s2l),
      row('Indirect GHG emissions, market-based (Scope 2)', tb.s2m),
      row('Other indirect GHG emissions (Scope 3)', tb.s3),
      row('Total GHG emissions (Scope 1, 2 MB, 3)', tb.total)
    ],
    widths: [0.34, YEAR_W, YEAR_W, YEAR_W, YEAR_W, 0.18],
    aligns: ['left', 'right', 'right', 'right', 'right', 'left'],
    size: 8.5,
    key: 'ghgTable'
  });
  para(ctx, 'Continued on the next page: energy and economic indicators.', null, { align: 'left' });
}

function spreadEnergy(ctx, co, st, s) {
  const l = co.latest;
  const dash = co.years.slice(0, -1).map(() => '–');
  const latestOnly = (label, value, unit) => [label, '–', ...dash, value, unit];
  heading(ctx, 'Environmental data (continued)', 13);
  grid(ctx, {
    header: spreadHeader(co, 2),
    rows: [
      ...st.shares.map((sh) => latestOnly(`Share of energy: ${sh.label}`, String(sh.pct), '%')),
      latestOnly('Revenue', s.n(co.revenue), 'EUR million'),
      latestOnly('GHG intensity (Scope 1 + 2 market-based)', s.d(st.intensity.value, 1), 't CO₂e / EUR million')
    ],
    widths: [0.34, YEAR_W, YEAR_W, YEAR_W, YEAR_W, 0.18],
    aligns: ['left', 'right', 'right', 'right', 'right', 'left'],
    size: 8.5,
    key: 'shares'
  });
  ctx.where.intensity = [...new Set([...(ctx.where.intensity ?? []), ctx.page])];
  para(ctx, `Energy shares and intensity are given for ${l} only; they were first collected on this basis.`, null, {
    align: 'left'
  });
}

const unitsLastColumnSpread = {
  name: 'units_last_column_spread',
  heldOut: false, // spent: blind set 21, scored once (2026-11-29 11:25 UTC, 13/15, 2 false fails), now tuned on
  about:
    'an "Environmental data" table spread over two pages ("1/2", "2/2") with the base year and three years, ' +
    'its unit in the right-most column after the figures ("t CO₂e", "%", "EUR million")',
  errors: ['yoy_contradicted', 'shares_over_100', 'intensity_mismatch'],
  render(ctx, co, st) {
    const s = style();
    standardReport(ctx, co, st, s, () => {
      spreadEmissions(ctx, co, st, s);
      newPage(ctx);
      spreadEnergy(ctx, co, st, s);
    });
  }
};

// ---- absolute_target_ceilings ----

const ceiling = (base, pct) => Math.round((base * (1 - pct / 100)) / 100) * 100;

function ceilingTargets(ctx, co, st, s) {
  const b = co.baseYear;
  const tb = st.table;
  const s12b = st.baseStated.value + tb.s2m[b];
  const [interim, final, s3] = st.targets;
  heading(ctx, 'Our commitments');
  para(
    ctx,
    `Our Scope 1 and 2 emissions (market-based) will be no more than ${s.t(ceiling(s12b, interim.pct))} in ` +
      `${interim.year} and no more than ${s.t(ceiling(s12b, final.pct))} by ${final.year}. Our Scope 3 emissions ` +
      `will not exceed ${s.t(ceiling(tb.s3[b], s3.pct))} by ${s3.year}.`,
    'targets'
  );
  grid(ctx, {
    header: [['Commitment', 'Ceiling (t CO₂e)', 'By', `Cut from ${b}`]],
    rows: st.targets.map((tg) => [
      `${tg.scope} emissions`,
      s.n(ceiling(tg.scope === 'Scope 3' ? tb.s3[b] : s12b, tg.pct)),
      String(tg.year),
      `${tg.pct} %`
    ]),
    widths: [0.4, 0.22, 0.16, 0.22],
    key: 'targets'
  });
  para(
    ctx,
    `The ceilings are set from our ${b} base year, when Scope 1 emissions were ${s.t(st.baseStated.value)} and ` +
      `market-based Scope 2 emissions ${s.t(tb.s2m[b])} (Scope 3: ${s.t(tb.s3[b])}).`,
    'targets'
  );
  const p = st.progress.pct;
  para(
    ctx,
    `In ${co.latest}, Scope 1 and 2 emissions (market-based) were ${s.t(tb.s1[co.latest] + tb.s2m[co.latest])}, ` +
      `${s.d(Math.abs(p), 1)} % ${p <= 0 ? 'below' : 'above'} the ${b} base year.`,
    'progress'
  );
  if (st.s3TargetRestated != null)
    para(ctx, `Suppliers are asked to help us cut Scope 3 by ${st.s3TargetRestated}% by ${s3.year}.`, 'targets');
}

function ceilingInventory(ctx, co, st, s) {
  const tb = st.table;
  const years = [co.baseYear, ...co.years];
  grid(ctx, {
    caption: 'Greenhouse gas inventory',
    header: [['t CO₂e', `Base year ${co.baseYear}`, ...co.years.map(String)]],
    rows: [
      ['Scope 1', tb.s1],
      ['Scope 2 – location-based', tb.s2l],
      ['Scope 2 – market-based', tb.s2m],
      ['Scope 3', tb.s3],
      ['Total', tb.total]
    ].map(([label, v]) => [label, ...years.map((y) => s.n(v[y]))]),
    widths: [0.32, 0.17, 0.17, 0.17, 0.17],
    key: 'ghgTable'
  });
}

const absoluteTargetCeilings = {
  name: 'absolute_target_ceilings',
  heldOut: false, // spent: blind set 21, scored once (2026-11-29 11:25 UTC, 13/15, 2 false fails), now tuned on
  about:
    'targets stated as absolute ceilings in tonnes ("no more than 96,400 t CO₂e by 2030") in prose and in a ' +
    'commitments table (ceiling, year, the cut from the base year in a last column)',
  errors: ['progress_contradicted', 'target_wrong_scope', 'gwp_ar4'],
  render(ctx, co, st) {
    const s = style();
    intro(ctx, co, st, s);
    para(ctx, FILLER[0]);
    newPage(ctx);
    heading(ctx, 'Greenhouse gas emissions');
    para(ctx, FILLER[1]);
    ceilingInventory(ctx, co, st, s);
    newPage(ctx);
    categories(ctx, co, st, s);
    para(ctx, FILLER[2]);
    newPage(ctx);
    ceilingTargets(ctx, co, st, s);
    newPage(ctx);
    intensityAndEnergy(ctx, co, st, s);
    methodology(ctx, co, st);
    otherMetrics(ctx, co, s);
  }
};

export const BLIND21_PAGE_FAMILIES = [unitsLastColumnSpread, absoluteTargetCeilings];
