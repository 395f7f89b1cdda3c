// Evaluation reports (held out, written blind): an ESG performance dashboard whose figures are abbreviated with "k"
// and "m" ("589.3k tCO2e", "1.24m MWh") — a page-1 grid of nine tiles with triangles for the change, prose in the
// same short style, the Scope 3 categories as horizontal bars labelled "412.8k", and a "Performance data" table
// in full tonnes behind the dashboard.
import { fmtInt, fmtDec, pctChange } from '../lib/model.mjs';
import { heading, para, newPage } from '../lib/pdf.mjs';
import { grid } from '../lib/draw.mjs';
import { abbr, change, tileGrid, hBars } from '../lib/dashboard.mjs';
import { style, targets, intensityAndEnergy, methodology, otherMetrics, inventoryRows } from '../lib/sections.mjs';
import { FILLER } from './common.mjs';

const n = (v) => fmtInt(v);
const mwh = (co, y) => Math.round((co.s1[y] * 4.87 + co.s2l[y] * 4.31) / 10) * 10;

function dashboard(ctx, co, st) {
  const l = co.latest;
  const prev = `vs ${l - 1}`;
  const tb = st.table;
  const p = st.progress.pct;
  heading(ctx, `${co.name} — ESG Performance Dashboard ${l}`, 18);
  para(
    ctx,
    `${co.name} is a fictitious company invented for testing; every figure here is invented. The dashboard ` +
      `summarises our climate performance for ${l}. Figures are rounded: k = thousand, m = million; the full ` +
      'figures are in the performance data on page 2.'
  );
  tileGrid(
    ctx,
    [
      { label: 'Scope 1', value: abbr(st.kpi.s1), unit: 'tCO2e', change: change(st.yoy.pct, prev) },
      {
        label: 'Scope 2 (market-based)',
        value: abbr(st.kpi.s2m),
        unit: 'tCO2e',
        change: change(pctChange(co.s2m[l - 1], co.s2m[l]), prev)
      },
      {
        label: 'Scope 2 (location-based)',
        value: abbr(tb.s2l[l]),
        unit: 'tCO2e',
        change: change(pctChange(co.s2l[l - 1], co.s2l[l]), prev)
      },
      {
        label: 'Scope 3',
        value: abbr(st.kpi.s3),
        unit: 'tCO2e',
        change: change(pctChange(co.s3[l - 1], co.s3[l]), prev)
      },
      { label: 'Total emissions', value: abbr(tb.total[l]), unit: 'tCO2e (Scope 1, 2 market-based, 3)' },
      {
        label: 'Scope 1 and 2 since base year',
        value: `${p <= 0 ? '−' : '+'}${fmtDec(Math.abs(p), 1)}%`,
        unit: `market-based, vs ${co.baseYear}`
      },
      {
        label: 'Energy consumed',
        value: abbr(mwh(co, l)),
        unit: 'MWh',
        change: change(pctChange(mwh(co, l - 1), mwh(co, l)), prev)
      },
      { label: 'Renewable electricity', value: `${st.shares[0].pct}%`, unit: 'of energy consumed' },
      {
        label: 'Carbon intensity',
        value: fmtDec(st.intensity.value, 1),
        unit: `tCO2e (Scope 1+2, market-based) per EUR m of revenue (EUR ${n(co.revenue)}m)`
      }
    ],
    { keys: ['kpi', 'yoy', 'progress', 'intensity'] }
  );
  const y = st.yoy;
  para(
    ctx,
    `Scope 1 emissions came to ${abbr(st.proseS1)} tCO2e in ${l}, ${y.pct <= 0 ? 'down' : 'up'} ` +
      `${fmtDec(Math.abs(y.pct), 1)}% on ${y.from}, after two sites switched from fuel oil to heat pumps. The board ` +
      'reviews climate matters twice a year, and executive remuneration is linked in part to our targets.',
    'proseS1'
  );
}

function performanceData(ctx, co, st) {
  const ys = [co.baseYear, ...co.years];
  heading(ctx, 'Performance data');
  para(ctx, FILLER[1]);
  grid(ctx, {
    caption: 'Greenhouse gas emissions (tCO2e)',
    header: [['', `${co.baseYear} (base year)`, ...co.years.map(String)]],
    rows: [
      ...inventoryRows(co, st).map(([label, series]) => [label, ...ys.map((y) => n(series[y]))]),
      ['Energy consumed (MWh)', ...ys.map((y) => n(mwh(co, y)))]
    ],
    widths: [0.32, 0.17, 0.17, 0.17, 0.17],
    key: 'ghgTable'
  });
}

function scope3Bars(ctx, co, st) {
  heading(ctx, `Scope 3 by category, ${co.latest}`, 13);
  para(ctx, 'We screened all fifteen categories; those shown are relevant, the others are not material (tCO2e).');
  hBars(
    ctx,
    st.categories.map((c) => ({ label: `${c.n}. ${c.label}`, value: c.value, text: abbr(c.value) })),
    { key: 'categories' }
  );
  para(ctx, `Total Scope 3: ${abbr(st.s3Total)} tCO2e.`, 'categories');
}

const kmDashboard = {
  name: 'km_dashboard',
  heldOut: false, // spent: scored once (2026-11-29 05:47 UTC), now tuned on
  about:
    'an ESG performance dashboard with figures abbreviated "k" and "m": nine framed tiles with change triangles on ' +
    'page 1, prose in the same style, Scope 3 categories as labelled horizontal bars, full figures in a data table',
  errors: ['restated_value', 'yoy_contradicted', 'wrong_unit'],
  render(ctx, co, st) {
    const s = style();
    dashboard(ctx, co, st);
    newPage(ctx);
    performanceData(ctx, co, st);
    scope3Bars(ctx, co, st);
    newPage(ctx);
    targets(ctx, co, st, s);
    intensityAndEnergy(ctx, co, st, s);
    newPage(ctx);
    methodology(ctx, co, st);
    otherMetrics(ctx, co, s);
  }
};

export const KM_DASHBOARD_FAMILIES = [kmDashboard];
