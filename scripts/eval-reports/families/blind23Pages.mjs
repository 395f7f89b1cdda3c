// Evaluation reports (held out, blind set 23, written blind): two page layouts — footprint donuts whose
// values stand as call-outs around the ring with leader lines (the scopes, then the Scope 3 categories), and
// a targets page that shows each target as a progress bar from the base year to the target.
import { heading, para, table, newPage, LEFT } from '../lib/pdf.mjs';
import {
  style,
  inventoryRows,
  intro,
  categories,
  targets,
  intensityAndEnergy,
  methodology,
  otherMetrics
} from '../lib/sections.mjs';
import { calloutDonut, sharesOf } from '../lib/calloutDonut.mjs';
import { progressBars } from '../lib/progressBars.mjs';
import { pctChange } from '../lib/model.mjs';
import { FILLER } from './common.mjs';

function inventoryTable(ctx, co, st, s) {
  const years = [co.baseYear, ...co.years];
  const rows = [['t CO₂e', `${co.baseYear} (base year)`, ...co.years.map(String)]];
  for (const [label, v] of inventoryRows(co, st)) rows.push([label, ...years.map((y) => s.n(v[y]))]);
  table(ctx, rows, { widths: [0.32, 0.17, 0.17, 0.17, 0.17], key: 'ghgTable' });
}

// ---- donut_callouts ----

function scopeDonut(ctx, co, st, s) {
  const l = co.latest;
  const tb = st.table;
  const vals = [st.kpi.s1, tb.s2m[l], tb.s3[l]];
  const sh = sharesOf(vals);
  const y = st.yoy.pct;
  heading(ctx, `Our footprint in ${l}`);
  const top = ctx.doc.y + 10;
  const bottom = calloutDonut(ctx, {
    cx: LEFT + 241,
    cy: top + 85,
    r: 72,
    key: 'kpi',
    centre: ['Total', s.n(tb.total[l]), 't CO₂e'],
    segments: [
      { lines: ['Scope 1', `${s.t(vals[0])} · ${sh[0]} %`], weight: vals[0] },
      { lines: ['Scope 2 (market-based)', `${s.t(vals[1])} · ${sh[1]} %`], weight: vals[1] },
      { lines: ['Scope 3', `${s.t(vals[2])} · ${sh[2]} %`], weight: vals[2] }
    ]
  });
  ctx.doc.y = bottom;
  para(
    ctx,
    `Shares of the ${l} total. Scope 1 ${y <= 0 ? 'down' : 'up'} ${s.d(Math.abs(y), 1)} % on ${st.yoy.from}. ` +
      `Location-based Scope 2: ${s.t(tb.s2l[l])}.`,
    'yoy',
    { align: 'center' }
  );
}

function categoryDonut(ctx, co, st, s) {
  const cats = st.categories;
  const sh = sharesOf(cats.map((c) => c.value));
  heading(ctx, 'Where our Scope 3 emissions come from');
  const top = ctx.doc.y + 10;
  const bottom = calloutDonut(ctx, {
    cx: LEFT + 241,
    cy: top + 95,
    r: 68,
    key: 'categories',
    labelW: 175,
    reach: 28,
    size: 7.5,
    centre: ['Scope 3', s.n(st.s3Total), 't CO₂e'],
    segments: cats.map((c, i) => ({
      lines: [`${c.n}. ${c.label}`, `${s.n(c.value)} t · ${sh[i]} %`],
      weight: c.value
    }))
  });
  ctx.doc.y = bottom;
}

const donutCallouts = {
  name: 'donut_callouts',
  heldOut: false, // spent: blind set 23, scored once (2026-11-29 13:27 UTC, 12/15), now tuned on
  about:
    "footprint donuts without legends: each segment's name, tonnes and share as a call-out around the ring on " +
    'a leader line (the scopes with the total in the hole, then the Scope 3 categories); a plain inventory table',
  errors: ['scope3_categories_exceed', 'restated_value', 'yoy_contradicted'],
  render(ctx, co, st) {
    const s = style();
    intro(ctx, co, st, s);
    para(ctx, FILLER[0]);
    newPage(ctx);
    scopeDonut(ctx, co, st, s);
    heading(ctx, 'Greenhouse gas emissions');
    inventoryTable(ctx, co, st, s);
    newPage(ctx);
    categoryDonut(ctx, co, st, s);
    categories(ctx, co, st, s);
    newPage(ctx);
    targets(ctx, co, st, s);
    intensityAndEnergy(ctx, co, st, s);
    newPage(ctx);
    methodology(ctx, co, st);
    otherMetrics(ctx, co, s);
  }
};

// ---- target_progress_bars ----

function barsPage(ctx, co, st, s) {
  const b = co.baseYear;
  const l = co.latest;
  const tb = st.table;
  const [interim, final, s3] = st.targets;
  const s12b = st.baseStated.value + tb.s2m[b];
  const s12l = tb.s1[l] + tb.s2m[l];
  const done = -st.progress.pct;
  const s3done = -pctChange(tb.s3[b], tb.s3[l]);
  heading(ctx, 'Progress towards our targets');
  para(ctx, `Reductions against the ${b} base year. A full bar means the target is met.`, null, { align: 'left' });
  const ends = (v0, v1) => [`${b}: ${s.t(v0)}`, `${l}: ${s.t(v1)}`];
  const bar = (title, target, achieved, v0, v1, keys) => {
    const [from, to] = ends(v0, v1);
    const note = `Target −${target} % · achieved ${achieved >= 0 ? '−' : '+'}${s.d(Math.abs(achieved), 1)} %`;
    return { title, note, target, achieved, from, to, keys };
  };
  progressBars(ctx, [
    bar(`Scope 1 and 2 (market-based): −${interim.pct} % by ${interim.year}`, interim.pct, done, s12b, s12l, [
      'targets',
      'progress'
    ]),
    bar(`Scope 1 and 2 (market-based): −${final.pct} % by ${final.year}`, final.pct, done, s12b, s12l, [
      'targets',
      'progress'
    ]),
    bar(`Scope 3: −${s3.pct} % by ${s3.year}`, s3.pct, s3done, tb.s3[b], tb.s3[l], ['targets'])
  ]);
}

const progressBarsFamily = {
  name: 'target_progress_bars',
  heldOut: false, // spent: blind set 23, scored once (2026-11-29 13:27 UTC, 12/15), now tuned on
  about:
    'a targets page of progress bars: per target a title ("−46 % by 2030"), a grey track for the whole cut, a ' +
    'green fill for the cut achieved, base-year and latest tonnes at the ends and "% achieved" after the bar',
  errors: ['interim_loosening', 'target_wrong_scope', 'progress_contradicted'],
  render(ctx, co, st) {
    const s = style();
    intro(ctx, co, st, s);
    para(ctx, FILLER[0]);
    newPage(ctx);
    heading(ctx, 'Greenhouse gas emissions');
    para(ctx, FILLER[1]);
    inventoryTable(ctx, co, st, s);
    categories(ctx, co, st, s);
    newPage(ctx);
    barsPage(ctx, co, st, s);
    targets(ctx, co, st, s);
    newPage(ctx);
    intensityAndEnergy(ctx, co, st, s);
    methodology(ctx, co, st);
    otherMetrics(ctx, co, s);
  }
};

export const BLIND23_PAGE_FAMILIES = [donutCallouts, progressBarsFamily];
