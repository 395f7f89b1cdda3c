// Evaluation reports (held out): an annual report's sustainability chapter that gives its figures in
// bullet lists and prose — "• Scope 1: 44.4 kt CO₂e (2024: 46.2 kt)", "1.24 million tonnes", changes
// with a true minus sign ("−3.8 %"), percentages written "per cent", Scope 3 categories as a bullet
// list, the targets of every scope worded in one sentence ("cut Scope 1 and 2 by 50 per cent and
// Scope 3 by 28 per cent by 2030, all from a 2019 base") — and the inventory once, in a data annex.
import { fmtDec } from '../lib/model.mjs';
import { heading, para, table, newPage, mark } from '../lib/pdf.mjs';
import { bullets } from '../lib/draw.mjs';
import { style, inventoryRows, methodology, otherMetrics } from '../lib/sections.mjs';
import { FILLER } from './common.mjs';

/** A quantity the way the chapter prints it: t under 10 kt, kt with one decimal, then million tonnes. */
function qty(v, s, { short = false } = {}) {
  if (v >= 1e6) return `${fmtDec(v / 1e6, 2)} million tonnes${short ? '' : ' CO₂e'}`;
  if (v >= 1e4) return `${fmtDec(v / 1000, 1)} kt${short ? '' : ' CO₂e'}`;
  return `${s.n(v)} t${short ? '' : ' CO₂e'}`;
}

/** A signed change with a true minus sign (U+2212), one decimal. */
const signed = (pct) => `${pct < 0 ? '−' : '+'}${fmtDec(Math.abs(pct), 1)} %`;

function highlights(ctx, co, st, s) {
  const l = co.latest;
  const p = l - 1;
  const tb = st.table;
  const kpi = (label, now, before) => `${label}: ${qty(now, s)} (${p}: ${qty(before, s, { short: true })})`;
  heading(ctx, `Highlights of ${l}`, 12);
  bullets(
    ctx,
    [
      kpi('Scope 1', st.kpi.s1, tb.s1[p]),
      kpi('Scope 2 (market-based)', st.kpi.s2m, tb.s2m[p]),
      kpi('Scope 2 (location-based)', tb.s2l[l], tb.s2l[p]),
      kpi('Scope 3', st.kpi.s3, tb.s3[p]),
      kpi('Total emissions', tb.total[l], tb.total[p]),
      `Scope 1 change on ${st.yoy.from}: ${signed(st.yoy.pct)}`
    ],
    'kpi'
  );
  mark(ctx, 'yoy');
}

function targetsInProse(ctx, co, st, s) {
  const [interim, final, s3] = st.targets;
  const b = co.baseYear;
  heading(ctx, 'Our climate targets');
  para(
    ctx,
    `We will cut absolute Scope 1 and 2 emissions by ${interim.pct} per cent by ${interim.year}, and cut ` +
      `Scope 1 and 2 by ${final.pct} per cent and Scope 3 by ${s3.pct} per cent by ${final.year}, all from a ` +
      `${b} base. The targets cover all our operations and the whole value chain.`,
    'targets'
  );
  const rows = [['Scope', 'Base year', 'Target year', 'Cut (absolute)']];
  for (const tg of st.targets) rows.push([tg.scope, String(b), String(tg.year), `${tg.pct} %`]);
  table(ctx, rows, { widths: [0.4, 0.2, 0.2, 0.2], key: 'targets', size: 8.5 });
  para(
    ctx,
    `In ${b}, our base year, Scope 1 emissions were ${s.n(st.baseStated.value)} tonnes of CO₂e and market-based ` +
      `Scope 2 emissions ${s.n(st.table.s2m[b])} tonnes.`,
    'targets'
  );
  bullets(ctx, [`Scope 1 and 2 (market-based) in ${co.latest} against ${b}: ${signed(st.progress.pct)}`], 'progress');
  if (st.s3TargetRestated != null)
    para(
      ctx,
      `Working with suppliers is how we will reach our Scope 3 goal: a ${st.s3TargetRestated} per cent cut by ` +
        `${s3.year}.`,
      'targets'
    );
}

function categoryList(ctx, co, st, s) {
  heading(ctx, 'Scope 3 by category');
  para(
    ctx,
    `We screened all fifteen Scope 3 categories of the GHG Protocol; those below are relevant, the others ` +
      `are not material to us. Emissions in ${co.latest}, in tonnes of CO₂e:`
  );
  bullets(
    ctx,
    [...st.categories.map((c) => `${c.label} (category ${c.n}): ${s.n(c.value)}`), `Total Scope 3: ${s.n(st.s3Total)}`],
    'categories',
    { size: 9.5 }
  );
}

const kpiProse = {
  name: 'kpi_bullets',
  heldOut: false, // spent: looked at in the 2026-11-28 evening session, now tuned on
  company: { scale: 3 },
  about:
    'figures in bullet lists and prose ("kt", "million tonnes", "per cent", "−3.8 %"), Scope 3 categories ' +
    'as bullets, every scope’s target in one sentence, the inventory only in a data annex',
  errors: ['restated_value', 'target_wrong_scope', 'interim_loosening', 'scope3_categories_exceed'],
  render(ctx, co, st) {
    const s = style();
    const l = co.latest;
    heading(ctx, `${co.name} — Annual Report ${l}`, 20);
    heading(ctx, 'Sustainability', 14);
    para(
      ctx,
      `${co.name} is a fictitious company invented for testing. This chapter covers the year ${l}. Our ` +
        'greenhouse gas inventory follows the GHG Protocol Corporate Standard; the full data are in the annex.'
    );
    highlights(ctx, co, st, s);
    para(ctx, `Our direct emissions (Scope 1) came to ${s.n(st.proseS1)} tonnes of CO₂e in ${l}.`, 'proseS1');
    para(
      ctx,
      'The board reviews climate matters twice a year. Climate-related risks are part of the group risk ' +
        'register, and the remuneration of the executive committee is linked in part to our climate targets.'
    );
    para(ctx, FILLER[0]);
    newPage(ctx);
    targetsInProse(ctx, co, st, s);
    heading(ctx, 'Energy and intensity');
    const [a, b, c] = st.shares;
    para(
      ctx,
      `Revenue was EUR ${s.n(co.revenue)} million. Emission intensity (Scope 1 and 2, market-based) was ` +
        `${s.d(st.intensity.value, 1)} t CO₂e per EUR million of revenue.`,
      'intensity'
    );
    para(
      ctx,
      `Of the energy we consumed, ${a.pct} per cent was ${a.label}, ${b.pct} per cent ${b.label} and ` +
        `${c.pct} per cent ${c.label}.`,
      'shares'
    );
    newPage(ctx);
    categoryList(ctx, co, st, s);
    para(ctx, FILLER[2]);
    newPage(ctx);
    methodology(ctx, co, st);
    otherMetrics(ctx, co, s);
    newPage(ctx);
    heading(ctx, 'Annex: environmental data');
    const years = [co.baseYear, ...co.years];
    const rows = inventoryRows(co, st).map(([label, v]) => [label, ...years.map((y) => s.n(v[y]))]);
    table(ctx, [['GHG emissions (t CO₂e)', ...years.map(String)], ...rows], {
      widths: [0.36, 0.16, 0.16, 0.16, 0.16],
      key: 'ghgTable'
    });
  }
};

export const KPI_PROSE_FAMILIES = [kpiProse];
