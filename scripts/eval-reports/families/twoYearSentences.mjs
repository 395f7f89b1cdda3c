// Evaluation reports (held out, written blind): a short climate report that gives every figure in a sentence
// naming two years ("Scope 1 emissions decreased from 52,340 t CO₂e in 2023 to 48,910 t CO₂e in 2024"),
// targets as absolute levels from the base year to the target year, no GHG table at all, and a methodology
// annex with a table of emission factors (kg CO₂e per kWh or litre) and a table of the GWP-100 values used.
import { heading, para, newPage, mark } from '../lib/pdf.mjs';
import { grid } from '../lib/draw.mjs';
import { style, categories, methodology, otherMetrics } from '../lib/sections.mjs';
import { FILLER } from './common.mjs';

const move = (from, to) => (to < from ? 'decreased' : 'increased');
const round10 = (x) => Math.round(x / 10) * 10;

function emissions(ctx, co, st, s) {
  const tb = st.table;
  const [p, l] = [co.latest - 1, co.latest];
  const t = (v) => `${s.n(v)} t CO₂e`;
  heading(ctx, `Our emissions in ${l}`);
  mark(ctx, 'ghgTable');
  mark(ctx, 'yoy');
  const y = st.yoy.pct;
  para(
    ctx,
    `Scope 1 emissions ${move(tb.s1[p], st.proseS1)} from ${t(tb.s1[p])} in ${p} to ${t(st.proseS1)} in ${l}, ` +
      `${y <= 0 ? 'a fall' : 'a rise'} of ${s.d(Math.abs(y), 1)} %. Most of the change came from two sites that ` +
      'replaced oil-fired boilers with heat pumps.',
    'proseS1'
  );
  para(
    ctx,
    `Market-based Scope 2 emissions ${move(tb.s2m[p], tb.s2m[l])} from ${t(tb.s2m[p])} in ${p} to ` +
      `${t(tb.s2m[l])} in ${l}. Location-based Scope 2 emissions, which use average grid factors, went from ` +
      `${t(tb.s2l[p])} to ${t(tb.s2l[l])} over the same two years.`
  );
  para(
    ctx,
    `Scope 3 emissions, mostly from purchased goods and the use of our products, ${move(tb.s3[p], tb.s3[l])} ` +
      `from ${t(tb.s3[p])} in ${p} to ${t(tb.s3[l])} in ${l}.`
  );
  para(
    ctx,
    `Total emissions (Scope 1, market-based Scope 2 and Scope 3) ${move(tb.total[p], tb.total[l])} from ` +
      `${t(tb.total[p])} in ${p} to ${t(tb.total[l])} in ${l}.`
  );
}

function targetSentences(ctx, co, st, s) {
  const tb = st.table;
  const [b, l] = [co.baseYear, co.latest];
  const t = (v) => `${s.n(v)} t CO₂e`;
  const s12 = (y) => tb.s1[y] + tb.s2m[y];
  const level = (base, pct) => round10(base * (1 - pct / 100));
  const [interim, final, s3] = st.targets;
  heading(ctx, 'Targets and progress');
  para(
    ctx,
    `In our ${b} base year, Scope 1 emissions were ${t(st.baseStated.value)}, market-based Scope 2 emissions ` +
      `${t(tb.s2m[b])}, location-based Scope 2 emissions ${t(tb.s2l[b])} and Scope 3 emissions ${t(tb.s3[b])}.`,
    'targets'
  );
  para(
    ctx,
    `Scope 1 and 2 (market-based): we will reduce absolute emissions from ${t(s12(b))} in ${b} to ` +
      `${t(level(s12(b), interim.pct))} by ${interim.year}, a ${interim.pct} % cut, and to ` +
      `${t(level(s12(b), final.pct))} by ${final.year}, a ${final.pct} % cut.`,
    'targets'
  );
  para(
    ctx,
    `Scope 3: we will reduce absolute emissions from ${t(tb.s3[b])} in ${b} to ${t(level(tb.s3[b], s3.pct))} ` +
      `by ${s3.year}, a ${s3.pct} % cut. Both targets use ${b} as their base year.`,
    'targets'
  );
  const p = st.progress.pct;
  para(
    ctx,
    `Progress: Scope 1 and 2 (market-based) emissions went from ${t(s12(b))} in ${b} to ${t(s12(l))} in ${l}, ` +
      `${s.d(Math.abs(p), 1)} % ${p <= 0 ? 'lower' : 'higher'} than in the base year.`,
    'progress'
  );
  if (st.s3TargetRestated != null)
    para(
      ctx,
      `Our supplier programme is built around the Scope 3 goal of cutting emissions by ${st.s3TargetRestated} % ` +
        `between ${b} and ${s3.year}.`,
      'targets'
    );
  para(ctx, FILLER[2]);
}

function intensityAndEnergy(ctx, co, st, s) {
  const [p, l] = [co.latest - 1, co.latest];
  const revBefore = Math.round(co.revenue * 0.95);
  const intBefore = Math.round(((co.s1[p] + co.s2m[p]) / revBefore) * 10) / 10;
  heading(ctx, 'Intensity and energy');
  para(
    ctx,
    `Revenue ${move(revBefore, co.revenue)} from EUR ${s.n(revBefore)} million in ${p} to EUR ${s.n(co.revenue)} ` +
      `million in ${l}. Emission intensity (Scope 1 and 2, market-based) went from ${s.d(intBefore, 1)} t CO₂e ` +
      `per EUR million of revenue in ${p} to ${s.d(st.intensity.value, 1)} t CO₂e per EUR million in ${l}.`,
    'intensity'
  );
  const before = co.shares.map((x, j) => x.pct + [-3, 2, 1][j]);
  const [a, g, o] = st.shares;
  para(
    ctx,
    `Renewable electricity made up ${a.pct} % of the energy we consumed in ${l} (${p}: ${before[0]} %), ` +
      `${g.label} ${g.pct} % (${p}: ${before[1]} %) and ${o.label} ${o.pct} % (${p}: ${before[2]} %).`,
    'shares'
  );
}

const FACTORS = [
  ['Natural gas', '0.183', 'kg CO₂e / kWh (gross calorific value)'],
  ['Diesel, vehicle fleet', '2.51', 'kg CO₂e / litre'],
  ['Heating oil', '2.54', 'kg CO₂e / litre'],
  ['Grid electricity, location-based', '0.207', 'kg CO₂e / kWh'],
  ['Electricity, residual mix (market-based)', '0.389', 'kg CO₂e / kWh'],
  ['District heat', '0.170', 'kg CO₂e / kWh']
];

const GWP = {
  AR6: [
    ['Carbon dioxide (CO₂)', '1'],
    ['Methane, fossil (CH₄)', '29.8'],
    ['Nitrous oxide (N₂O)', '273'],
    ['HFC-134a', '1,530'],
    ['R-410A (blend)', '2,256'],
    ['Sulphur hexafluoride (SF₆)', '25,200']
  ],
  AR4: [
    ['Carbon dioxide (CO₂)', '1'],
    ['Methane (CH₄)', '25'],
    ['Nitrous oxide (N₂O)', '298'],
    ['HFC-134a', '1,430'],
    ['R-410A (blend)', '2,088'],
    ['Sulphur hexafluoride (SF₆)', '22,800']
  ]
};

function annex(ctx, co, st) {
  heading(ctx, 'Annex: emission factors and global warming potentials');
  para(
    ctx,
    'The factors below convert our activity data into emissions. Fuel factors include the CO₂, CH₄ and N₂O of ' +
      'combustion; electricity factors are per kWh delivered.'
  );
  grid(ctx, {
    caption: 'A1. Emission factors',
    header: [['Source', 'Factor', 'Unit', 'Data year']],
    rows: FACTORS.map(([source, f, unit]) => [source, f, unit, String(co.latest - 1)]),
    widths: [0.38, 0.1, 0.38, 0.14],
    aligns: ['left', 'right', 'left', 'right'],
    size: 8.5
  });
  const ar = st.gwp === 'AR4' ? 'AR4' : 'AR6';
  mark(ctx, 'methodology');
  grid(ctx, {
    caption: 'A2. Global warming potentials used',
    header: [['Gas', `GWP-100 (IPCC ${ar})`]],
    rows: GWP[ar],
    widths: [0.6, 0.4],
    size: 8.5
  });
}

const twoYearSentences = {
  name: 'two_year_sentences',
  heldOut: false, // spent: scored once (2026-11-28 23:47 UTC), now tuned on
  about:
    'every figure in a sentence naming two years ("decreased from 52,340 t CO₂e in 2023 to 48,910 t CO₂e in ' +
    '2024"), targets as absolute levels from the base year, no GHG table; an annex of emission factors and GWP-100s',
  errors: ['interim_loosening', 'target_wrong_scope', 'gwp_ar4'],
  render(ctx, co, st) {
    const s = style();
    const l = co.latest;
    heading(ctx, `${co.name} — Climate Performance ${l}`, 20);
    para(
      ctx,
      `${co.name} is a fictitious company invented for testing. This report sets out our greenhouse gas ` +
        `emissions for ${l} and ${l - 1}, measured under the GHG Protocol Corporate Standard, and the targets we ` +
        'have set ourselves.'
    );
    para(
      ctx,
      'The board reviews climate matters twice a year. Climate-related risks are part of the group risk ' +
        'register, and the remuneration of the executive committee is linked in part to our climate targets.'
    );
    emissions(ctx, co, st, s);
    newPage(ctx);
    categories(ctx, co, st, s);
    para(ctx, FILLER[1]);
    newPage(ctx);
    targetSentences(ctx, co, st, s);
    intensityAndEnergy(ctx, co, st, s);
    newPage(ctx);
    methodology(ctx, co, st);
    otherMetrics(ctx, co, s);
    newPage(ctx);
    annex(ctx, co, st);
  }
};

export const TWO_YEAR_SENTENCES_FAMILIES = [twoYearSentences];
