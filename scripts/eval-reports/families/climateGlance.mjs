// Evaluation reports (held out, written blind): a "Climate at a glance" page of six panels in two columns — a big
// number, its unit, a change line with a triangle ("▼ 3.8 % vs FY23") and a sparkline-like row of thin bars with
// tiny year labels and no values — and a company whose financial year runs April to March, printed everywhere
// as two-digit fiscal years ("FY24", "FY19 base year", "by FY30"), the inventory table included.
import { fmtDec, pctChange } from '../lib/model.mjs';
import { heading, para, table, newPage, LEFT, WIDTH } from '../lib/pdf.mjs';
import { glancePanel, PANEL_H } from '../lib/glance.mjs';
import {
  style,
  intro,
  inventoryRows,
  categories,
  intensityAndEnergy,
  methodology,
  otherMetrics
} from '../lib/sections.mjs';
import { FILLER } from './common.mjs';

const fy = (y) => `FY${String(y).slice(2)}`;

function revenues(co) {
  const [a, b, c] = co.years;
  return { [a]: Math.round(co.revenue * 0.92), [b]: Math.round(co.revenue * 0.96), [c]: co.revenue };
}

function glancePage(ctx, co, st, s) {
  const [p, l] = [co.latest - 1, co.latest];
  const vs = (pct) => `${pct <= 0 ? '▼' : '▲'} ${fmtDec(Math.abs(pct), 1)} % vs ${fy(p)}`;
  const bars = (v, years = co.years) => years.map((y) => ({ year: fy(y), v: v[y] }));
  const rev = revenues(co);
  const intensity = Object.fromEntries(co.years.map((y) => [y, (co.s1[y] + co.s2m[y]) / rev[y]]));
  const priorIntensity = Math.round(intensity[p] * 10) / 10;
  const renewable = Object.fromEntries(co.years.map((y, i) => [y, co.shares[0].pct - 3 * (co.years.length - 1 - i)]));
  renewable[l] = st.shares[0].pct;
  const s12 = Object.fromEntries([co.baseYear, ...co.years].map((y) => [y, co.s1[y] + co.s2m[y]]));
  const panels = [
    {
      label: 'Scope 1 emissions',
      value: s.n(st.kpi.s1),
      unit: 't CO₂e',
      change: vs(st.yoy.pct),
      bars: bars(co.s1),
      key: ['kpi', 'yoy']
    },
    {
      label: 'Scope 2 emissions (market-based)',
      value: s.n(st.kpi.s2m),
      unit: 't CO₂e',
      change: vs(pctChange(co.s2m[p], co.s2m[l])),
      bars: bars(co.s2m)
    },
    {
      label: 'Scope 3 emissions',
      value: s.n(st.kpi.s3),
      unit: 't CO₂e',
      change: vs(pctChange(co.s3[p], co.s3[l])),
      bars: bars(co.s3)
    },
    {
      label: `Scope 1 and 2 emissions since ${fy(co.baseYear)}`,
      value: `${st.progress.pct <= 0 ? '−' : '+'}${fmtDec(Math.abs(st.progress.pct), 1)} %`,
      unit: `market-based, against the ${fy(co.baseYear)} base year`,
      change: null,
      bars: bars(s12, [co.baseYear, ...co.years]),
      key: 'progress'
    },
    {
      label: 'Carbon intensity',
      value: fmtDec(st.intensity.value, 1),
      unit: 't CO₂e (Scope 1 and 2) per EUR million revenue',
      change: vs(pctChange(priorIntensity, st.intensity.value)),
      bars: bars(intensity),
      key: 'intensity'
    },
    {
      label: 'Renewable electricity',
      value: `${st.shares[0].pct} %`,
      unit: 'of the energy we consumed',
      change: null,
      bars: bars(renewable),
      key: 'shares'
    }
  ];
  heading(ctx, `Climate at a glance ${fy(l)}`, 18);
  para(ctx, `Financial year ${fy(l)}: 1 April ${l - 1} to 31 March ${l}. Bars show the years named under them.`);
  const colW = (WIDTH - 16) / 2;
  const top = ctx.doc.y + 6;
  panels.forEach((panel, i) => {
    const x = i < 3 ? LEFT : LEFT + colW + 16;
    const y = top + (i % 3) * PANEL_H;
    glancePanel(ctx, { ...panel, x, y, w: colW });
  });
  ctx.doc.x = LEFT;
  ctx.doc.y = top + 3 * PANEL_H;
}

function inventory(ctx, co, st, s) {
  const years = [co.baseYear, ...co.years];
  heading(ctx, 'Greenhouse gas emissions');
  para(ctx, FILLER[1]);
  const head = ['t CO₂e', ...years.map((y) => (y === co.baseYear ? `${fy(y)} (base year)` : fy(y)))];
  const rows = inventoryRows(co, st).map(([label, v]) => [label, ...years.map((y) => s.n(v[y]))]);
  table(ctx, [head, ...rows], { widths: [0.36, 0.19, 0.15, 0.15, 0.15], key: 'ghgTable', caption: 'GHG inventory' });
}

function targets(ctx, co, st, s) {
  const b = fy(co.baseYear);
  const [interim, final, s3] = st.targets;
  heading(ctx, 'Targets and progress');
  const rows = [['Target', 'Base year', 'Target year', 'Reduction']];
  for (const tg of st.targets) rows.push([`${tg.scope} emissions (absolute)`, b, fy(tg.year), `${tg.pct} %`]);
  table(ctx, rows, { widths: [0.46, 0.18, 0.18, 0.18], key: 'targets' });
  para(
    ctx,
    `We aim to cut absolute Scope 1 and 2 emissions by ${interim.pct} % by ${fy(interim.year)} and by ${final.pct} % ` +
      `by ${fy(final.year)}, and Scope 3 emissions by ${s3.pct} % by ${fy(s3.year)}, all from the ${b} base year. ` +
      `In ${b}, our Scope 1 emissions were ${s.t(st.baseStated.value)} and our market-based Scope 2 emissions ` +
      `${s.t(st.table.s2m[co.baseYear])}.`,
    'targets'
  );
  const p = st.progress.pct;
  para(
    ctx,
    `In ${fy(co.latest)}, Scope 1 and 2 emissions (market-based) were ${s.d(Math.abs(p), 1)} % ` +
      `${p <= 0 ? 'below' : 'above'} ${b}.`,
    'progress'
  );
  if (st.s3TargetRestated != null)
    para(ctx, `Suppliers are key to our Scope 3 target of ${st.s3TargetRestated} % by ${fy(s3.year)}.`, 'targets');
}

const climateGlance = {
  name: 'climate_at_a_glance',
  heldOut: false, // spent: scored once (2026-11-29 00:04 UTC), now tuned on
  about:
    'a "Climate at a glance" page of six panels in two columns (big number, unit, "▼ 3.8 % vs FY23", a row of ' +
    'thin bars with tiny year labels and no values); an April–March financial year printed as "FY24" everywhere',
  errors: ['restated_value', 'yoy_contradicted', 'intensity_mismatch'],
  render(ctx, co, st) {
    const s = style({ yl: fy });
    intro(ctx, co, st, s);
    para(
      ctx,
      `Our financial year runs from 1 April to 31 March; ${fy(co.latest)} is the year ended 31 March ${co.latest}. ` +
        'All figures in this report, emissions included, are for financial years.'
    );
    newPage(ctx);
    glancePage(ctx, co, st, s);
    newPage(ctx);
    inventory(ctx, co, st, s);
    categories(ctx, co, st, s);
    newPage(ctx);
    targets(ctx, co, st, s);
    para(ctx, FILLER[2]);
    newPage(ctx);
    intensityAndEnergy(ctx, co, st, s);
    methodology(ctx, co, st);
    otherMetrics(ctx, co, s);
  }
};

export const CLIMATE_GLANCE_FAMILIES = [climateGlance];
