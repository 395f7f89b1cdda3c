// Evaluation reports (held out, written blind): a Japanese-style integrated report in English — fiscal years
// named by the April they start in ("FY2024" = April 2024 to March 2025), units written "t-CO2", an
// "Environmental data" table with a unit column, the base year and a "YoY" column whose decreases carry a
// triangle ("△5.2%") instead of a minus sign; "composition ratio" for the Scope 3 categories and a
// "Medium-term Environmental Plan" table of targets.
import { fmtDec, fmtInt, pctChange } from '../lib/model.mjs';
import { heading, para, newPage, mark, LEFT, WIDTH } from '../lib/pdf.mjs';
import { grid } from '../lib/draw.mjs';
import { style, methodology, otherMetrics } from '../lib/sections.mjs';
import { FILLER } from './common.mjs';

const fy = (y) => `FY${y}`;
/** A signed percentage as Japanese reports print it: a triangle for a decrease, no sign for an increase. */
const tri = (pct) => (pct < 0 ? `△${fmtDec(-pct, 1)}%` : `${fmtDec(pct, 1)}%`);
const tco2 = (v) => `${fmtInt(v)} t-CO2`;

function topMessage(ctx, co, st) {
  const l = co.latest;
  const y = st.yoy.pct;
  heading(ctx, `${co.name} Integrated Report ${l + 1}`, 20);
  para(ctx, `Fiscal ${l} (April 1, ${l} – March 31, ${l + 1})`, null, { align: 'left' });
  heading(ctx, 'Message from the President', 13);
  para(
    ctx,
    `${co.name} is a fictitious company invented for testing. This integrated report covers ${fy(l)} and the ` +
      'two fiscal years before it and was prepared with reference to the GHG Protocol. The Sustainability ' +
      'Committee, chaired by the President, meets four times a year and reports to the Board of Directors. ' +
      'Part of the bonus of our executive officers is linked to the emission targets of our environmental plan.'
  );
  para(
    ctx,
    `In ${fy(l)}, our Scope 1 emissions were ${tco2(st.proseS1)}, ${y <= 0 ? 'down' : 'up'} ` +
      `${fmtDec(Math.abs(y), 1)}% year on year, as three plants converted their boilers from heavy oil to city gas ` +
      'and electric heat pumps.',
    'proseS1'
  );
  mark(ctx, 'yoy');
  para(ctx, FILLER[0]);
}

function environmentalData(ctx, co, st) {
  const tb = st.table;
  const [p, l] = [co.latest - 1, co.latest];
  const years = [co.baseYear, ...co.years];
  const s12 = (v2) => Object.fromEntries(years.map((y) => [y, tb.s1[y] + v2[y]]));
  const row = (label, v, yoy) => [label, 't-CO2', ...years.map((y) => fmtInt(v[y])), tri(yoy)];
  const change = (v) => pctChange(v[p], v[l]);
  heading(ctx, 'Environmental data');
  para(ctx, FILLER[1]);
  grid(ctx, {
    caption: 'Greenhouse gas (GHG) emissions',
    header: [['Item', 'Unit', `${fy(co.baseYear)} (base year)`, ...co.years.map(fy), 'YoY']],
    rows: [
      row('Scope 1 (direct emissions)', tb.s1, st.yoy.pct),
      row('Scope 2 (location-based)', tb.s2l, change(tb.s2l)),
      row('Scope 2 (market-based)', tb.s2m, change(tb.s2m)),
      row('Scope 1+2 (market-based)', s12(tb.s2m), change(s12(co.s2m))),
      row('Scope 3', tb.s3, change(tb.s3)),
      row('Total (Scope 1+2+3)', tb.total, change(tb.total))
    ],
    widths: [0.27, 0.09, 0.15, 0.12, 0.12, 0.12, 0.13],
    size: 8.5,
    key: 'ghgTable'
  });
  mark(ctx, 'yoy');
  const note =
    `Notes: 1. Fiscal years run from April to March (${fy(l)}: April ${l} to March ${l + 1}). 2. △ indicates a ` +
    'decrease. 3. Scope 1+2 and the total use market-based Scope 2. 4. Figures may not add up because of rounding.';
  ctx.doc.font('body').fontSize(8).text(note, LEFT, undefined, { width: WIDTH });
  ctx.doc.moveDown(0.8);
}

function scope3(ctx, co, st) {
  heading(ctx, 'Scope 3 emissions by category');
  para(ctx, `Categories not listed were screened and judged not relevant. ${fy(co.latest)} results:`);
  const rows = st.categories.map((c) => [
    `Category ${c.n}: ${c.label}`,
    fmtInt(c.value),
    `${fmtDec((c.value / st.s3Total) * 100, 1)}%`
  ]);
  rows.push(['Scope 3 total', fmtInt(st.s3Total), '100.0%']);
  grid(ctx, {
    header: [['Category', 'Emissions (t-CO2)', 'Composition ratio']],
    rows,
    widths: [0.58, 0.22, 0.2],
    size: 8.5,
    key: 'categories'
  });
}

function plan(ctx, co, st) {
  const b = fy(co.baseYear);
  const [interim, final, s3] = st.targets;
  heading(ctx, 'Medium-term Environmental Plan');
  grid(ctx, {
    header: [['Indicator', 'Base year', 'Target year', 'Reduction target']],
    rows: st.targets.map((tg) => [`${tg.scope} emissions (total volume)`, b, fy(tg.year), `${tg.pct}%`]),
    widths: [0.46, 0.18, 0.18, 0.18],
    size: 9,
    key: 'targets'
  });
  para(
    ctx,
    `Under the plan we will reduce total Scope 1 and 2 emissions by ${interim.pct}% by ${fy(interim.year)} and by ` +
      `${final.pct}% by ${fy(final.year)} compared with ${b}, and Scope 3 emissions by ${s3.pct}% by ` +
      `${fy(s3.year)}. Base-year emissions (${b}): Scope 1 ${tco2(st.baseStated.value)}, Scope 2 (market-based) ` +
      `${tco2(st.table.s2m[co.baseYear])}.`,
    'targets'
  );
  const p = st.progress.pct;
  para(
    ctx,
    `Results: in ${fy(co.latest)}, Scope 1+2 emissions (market-based) were ${fmtDec(Math.abs(p), 1)}% ` +
      `${p <= 0 ? 'lower' : 'higher'} than in ${b}.`,
    'progress'
  );
  if (st.s3TargetRestated != null)
    para(
      ctx,
      `Working with our business partners is essential to reaching the ${st.s3TargetRestated}% Scope 3 reduction ` +
        `target by ${fy(s3.year)}.`,
      'targets'
    );
}

function intensityAndEnergy(ctx, co, st) {
  heading(ctx, 'Emission intensity and energy');
  para(
    ctx,
    `Net sales in ${fy(co.latest)} were EUR ${fmtInt(co.revenue)} million. GHG emissions per unit of net sales ` +
      `(Scope 1+2, market-based) were ${fmtDec(st.intensity.value, 1)} t-CO2 per EUR million.`,
    'intensity'
  );
  const [a, b, c] = st.shares;
  para(
    ctx,
    `Energy consumption by source in ${fy(co.latest)}: ${a.label} ${a.pct}%, ${b.label} ${b.pct}% and ` +
      `${c.label} ${c.pct}%.`,
    'shares'
  );
}

const jpIntegrated = {
  name: 'jp_integrated',
  heldOut: false, // spent: scored once (2026-11-29 01:46 UTC), now tuned on
  about:
    'a Japanese-style integrated report: fiscal years named by their April start ("FY2024" = April 2024–March ' +
    '2025), "t-CO2" in a unit column, the base year and a "YoY" column whose decreases carry a triangle ("△5.2%")',
  errors: ['yoy_contradicted', 'base_year_conflict', 'gwp_ar4'],
  render(ctx, co, st) {
    const s = style({ yl: fy });
    topMessage(ctx, co, st);
    newPage(ctx);
    environmentalData(ctx, co, st);
    newPage(ctx);
    scope3(ctx, co, st);
    para(ctx, FILLER[2]);
    plan(ctx, co, st);
    newPage(ctx);
    intensityAndEnergy(ctx, co, st);
    methodology(ctx, co, st);
    otherMetrics(ctx, co, s);
  }
};

export const JP_INTEGRATED_FAMILIES = [jpIntegrated];
