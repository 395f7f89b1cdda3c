// Evaluation reports (held out, written blind): an infographic report whose figures stand in donut charts with
// labelled segments — emissions by scope on page 1 (value and share of the total in the legend), the Scope 3
// categories only as a donut with a legend of values and shares of the Scope 3 total, the energy mix as a donut
// of shares — and a plain inventory table on page 2.
import { fmtInt, pctChange, fmtDec } from '../lib/model.mjs';
import { heading, para, newPage, mark } from '../lib/pdf.mjs';
import { grid } from '../lib/draw.mjs';
import { donutPanel } from '../lib/donut.mjs';
import {
  style,
  intro,
  targets,
  intensityAndEnergy,
  methodology,
  otherMetrics,
  inventoryRows
} from '../lib/sections.mjs';
import { LEFT, WIDTH } from '../lib/pdf.mjs';
import { FILLER } from './common.mjs';

const n = (v) => fmtInt(v);

/** Each value's share of `whole` in per cent with one decimal, rounded so the shares add up as the values do. */
function shares(values, whole) {
  const raw = values.map((v) => (v / whole) * 1000);
  const tenths = raw.map(Math.floor);
  const missing = Math.round(raw.reduce((a, v) => a + v, 0)) - tenths.reduce((a, v) => a + v, 0);
  const order = raw.map((v, i) => [v - Math.floor(v), i]).sort((a, b) => b[0] - a[0] || a[1] - b[1]);
  for (const [, i] of order.slice(0, missing)) tenths[i] += 1;
  return tenths.map((t) => `${fmtDec(t / 10, 1)} %`);
}

function footprintPanel(ctx, co, st, x, y, w) {
  const { s1, s2m, s3 } = st.kpi;
  const pct = shares([s1, s2m, s3], s1 + s2m + s3);
  const seg = (label, v, i) => ({ label, value: `${n(v)} t CO₂e · ${pct[i]}`, weight: v });
  return donutPanel(ctx, {
    x,
    y,
    w,
    title: `Our footprint ${co.latest} by scope`,
    segments: [
      seg('Scope 1 (direct)', s1, 0),
      seg('Scope 2 (market-based)', s2m, 1),
      seg('Scope 3 (value chain)', s3, 2)
    ],
    centre: [String(co.latest), 't CO₂e'],
    key: 'kpi'
  });
}

function changePanel(ctx, co, st, x, y, w) {
  const { doc } = ctx;
  doc.font('bold').fontSize(9.5).fillColor('#1d3d30').text('Since our base year', x, y, { width: w });
  const p = st.progress.pct;
  doc.font('bold').fontSize(26).fillColor('#1f5f4a');
  doc.text(`${p <= 0 ? '−' : '+'}${fmtDec(Math.abs(p), 1)} %`, x, y + 22, { width: w });
  doc.font('body').fontSize(8.5).fillColor('#333');
  doc.text(`Scope 1 and 2 (market-based) emissions, ${co.latest} compared with ${co.baseYear}`, x, y + 56, {
    width: w
  });
  mark(ctx, 'progress');
  doc.fillColor('black');
}

function infographicPage(ctx, co, st) {
  heading(ctx, `${co.latest} at a glance`, 13);
  const y = ctx.doc.y + 4;
  const half = (WIDTH - 20) / 2;
  const bottom = footprintPanel(ctx, co, st, LEFT, y, half + 30);
  changePanel(ctx, co, st, LEFT + half + 50, y, half - 30);
  ctx.doc.x = LEFT;
  ctx.doc.y = bottom + 8;
}

function inventoryTable(ctx, co, st) {
  const years = [co.baseYear, ...co.years];
  const l = co.latest;
  const rows = inventoryRows(co, st).map(([label, v]) => [
    label,
    ...years.map((y) => n(v[y])),
    `${fmtDec(pctChange(v[l - 1], v[l]), 1)} %`
  ]);
  grid(ctx, {
    caption: 'Greenhouse gas emissions (t CO₂e)',
    header: [['', `${co.baseYear} (base year)`, ...co.years.map(String), `Change ${l}/${l - 1}`]],
    rows,
    widths: [0.3, 0.15, 0.13, 0.13, 0.13, 0.16],
    size: 8.5,
    key: 'ghgTable'
  });
  para(ctx, 'The total adds Scope 1, market-based Scope 2 and Scope 3. Location-based Scope 2 is shown for reference.');
}

function categoriesDonut(ctx, co, st) {
  heading(ctx, 'Where our value-chain emissions arise');
  para(
    ctx,
    'We screened all fifteen Scope 3 categories; the chart shows the relevant ones. The others are not material ' +
      'to our business. Shares are of total Scope 3 emissions.'
  );
  const total = st.s3Total;
  const pct = shares(
    st.categories.map((c) => c.value),
    total
  );
  const segments = st.categories.map((c, i) => ({
    label: `${c.n}. ${c.label}`,
    value: `${n(c.value)} t CO₂e · ${pct[i]}`,
    weight: c.value
  }));
  const bottom = donutPanel(ctx, {
    x: LEFT,
    y: ctx.doc.y + 4,
    w: WIDTH,
    r: 70,
    title: `Scope 3 emissions by category, ${co.latest}`,
    segments,
    centre: ['Scope 3', n(total), 't CO₂e'],
    key: 'categories'
  });
  ctx.doc.x = LEFT;
  ctx.doc.y = bottom + 4;
  para(ctx, `Total Scope 3 emissions in ${co.latest}: ${n(total)} t CO₂e.`, 'categories');
}

function energyDonut(ctx, co, st) {
  const segments = st.shares.map((x) => ({
    label: x.label[0].toUpperCase() + x.label.slice(1),
    value: `${x.pct} % of energy consumed`,
    weight: x.pct
  }));
  const bottom = donutPanel(ctx, {
    x: LEFT,
    y: ctx.doc.y + 4,
    w: WIDTH * 0.7,
    r: 44,
    title: `Energy mix ${co.latest}`,
    segments,
    centre: ['Energy', 'mix'],
    key: 'shares'
  });
  ctx.doc.x = LEFT;
  ctx.doc.y = bottom + 6;
}

const donutCharts = {
  name: 'donut_infographic',
  heldOut: false, // spent: scored once (2026-11-29 03:18 UTC), now tuned on
  about:
    'an infographic report: emissions by scope, the Scope 3 categories and the energy mix as donut charts whose ' +
    'legends give each segment its value and share; a plain inventory table on page 2',
  errors: ['shares_over_100', 'scope3_categories_exceed', 'restated_value'],
  render(ctx, co, st) {
    const s = style();
    intro(ctx, co, st, s);
    infographicPage(ctx, co, st);
    newPage(ctx);
    heading(ctx, 'Greenhouse gas emissions');
    para(ctx, FILLER[1]);
    inventoryTable(ctx, co, st);
    para(ctx, FILLER[0]);
    newPage(ctx);
    categoriesDonut(ctx, co, st);
    para(ctx, FILLER[2]);
    newPage(ctx);
    targets(ctx, co, st, s);
    newPage(ctx);
    intensityAndEnergy(ctx, co, st, s);
    energyDonut(ctx, co, st);
    methodology(ctx, co, st);
    otherMetrics(ctx, co, s);
  }
};

export const DONUT_FAMILIES = [donutCharts];
