// Evaluation reports (held out, written blind): a "Metrics and targets (TCFD)" chapter where every metric
// is a label/value line with dot leaders ("Scope 1 ........ 12,345 tCO2e"), units written the many ways
// reports write them ("tCO2e", "tCO2-e", "tonnes CO2-eq.", "ktCO2e"), the latest and the comparative year
// in two blocks, Scope 3 categories as leader lines too, and the targets in a separate table
// (scope | base year | base-year emissions | target year | reduction).
import { fmtDec } from '../lib/model.mjs';
import { heading, para, table, newPage } from '../lib/pdf.mjs';
import { leaderLines } from '../lib/leaders.mjs';
import { style, intro, methodology, otherMetrics } from '../lib/sections.mjs';
import { FILLER } from './common.mjs';

function emissionLines(st, y, s) {
  const tb = st.table;
  return [
    { label: 'Scope 1 GHG emissions', value: `${s.n(tb.s1[y])} tCO2e` },
    { label: 'Scope 2 GHG emissions, location-based', value: `${s.n(tb.s2l[y])} tCO2-e` },
    { label: 'Scope 2 GHG emissions, market-based', value: `${s.n(tb.s2m[y])} tCO2-e` },
    { label: 'Scope 3 GHG emissions', value: `${s.n(tb.s3[y])} tonnes CO2-eq.` },
    { label: 'Total GHG emissions (Scope 1, 2 market-based and 3)', value: `${fmtDec(tb.total[y] / 1000, 2)} ktCO2e` }
  ];
}

function metricsPage(ctx, co, st, s) {
  const [p, l] = [co.latest - 1, co.latest];
  heading(ctx, 'Metrics and targets (TCFD)');
  para(
    ctx,
    'This chapter gives the metrics we use to assess climate-related risks and opportunities, following the ' +
      'recommendations of the Task Force on Climate-related Financial Disclosures.'
  );
  heading(ctx, `Greenhouse gas emissions, ${l}`, 11);
  leaderLines(ctx, emissionLines(st, l, s), { key: 'ghgTable' });
  heading(ctx, `Comparative year ${p}`, 11);
  leaderLines(ctx, emissionLines(st, p, s), { key: 'ghgTable' });
  heading(ctx, `Scope 3 GHG emissions by category, ${l}`, 11);
  leaderLines(
    ctx,
    [
      ...st.categories.map((c) => ({ label: `Category ${c.n} – ${c.label}`, value: `${s.n(c.value)} tCO2e` })),
      { label: 'Scope 3, all relevant categories', value: `${s.n(st.s3Total)} tCO2e` }
    ],
    { key: 'categories', indent: 12, size: 9 }
  );
}

function intensityAndShares(ctx, co, st, s) {
  heading(ctx, `Intensity and energy, ${co.latest}`, 11);
  leaderLines(ctx, [
    { label: 'Revenue', value: `EUR ${s.n(co.revenue)} million`, key: 'intensity' },
    {
      label: 'GHG intensity (Scope 1 and 2, market-based)',
      value: `${s.d(st.intensity.value, 1)} tCO2e / EUR million revenue`,
      key: 'intensity'
    },
    ...st.shares.map((x) => ({ label: `Share of energy consumed: ${x.label}`, value: `${x.pct} %`, key: 'shares' }))
  ]);
}

function targetsTable(ctx, co, st, s) {
  const b = co.baseYear;
  const tb = st.table;
  const base = { 'Scope 1 and 2': tb.s1[b] + tb.s2m[b], 'Scope 3': tb.s3[b] };
  heading(ctx, 'Targets', 11);
  const rows = [['Scope', 'Base year', 'Base-year emissions (tCO2e)', 'Target year', 'Reduction vs. base year']];
  for (const tg of st.targets) rows.push([tg.scope, String(b), s.n(base[tg.scope]), String(tg.year), `${tg.pct} %`]);
  table(ctx, rows, { widths: [0.24, 0.14, 0.24, 0.14, 0.24], key: 'targets', size: 8.5 });
  const p = st.progress.pct;
  leaderLines(ctx, [
    { label: `Scope 1 GHG emissions, base year ${b}`, value: `${s.n(st.baseStated.value)} tCO2e`, key: 'targets' },
    {
      label: `Scope 1 and 2 (market-based), change ${b}–${co.latest}`,
      value: `${p < 0 ? '-' : '+'}${s.d(Math.abs(p), 1)} %`,
      key: 'progress'
    }
  ]);
  para(
    ctx,
    'The Scope 1 and 2 targets are absolute and cover all sites under operational control; the interim ' +
      'target marks the path to the 2030 goal. We use no carbon credits towards them.'
  );
  if (st.s3TargetRestated != null)
    para(
      ctx,
      `Supplier engagement carries our Scope 3 ambition of a ${st.s3TargetRestated} % reduction by ` +
        `${st.targets[2].year}.`,
      'targets'
    );
}

const tcfdLeaders = {
  name: 'tcfd_leaders',
  heldOut: false, // spent: scored once (2026-11-28 23:20 UTC), now tuned on
  about:
    'a TCFD metrics page of label/value lines with dot leaders, units written "tCO2e", "tCO2-e", ' +
    '"tonnes CO2-eq.", "ktCO2e", categories as leader lines, targets in a separate table with base-year emissions',
  errors: ['interim_loosening', 'target_wrong_scope', 'shares_over_100'],
  render(ctx, co, st) {
    const s = style();
    intro(ctx, co, st, s);
    para(ctx, FILLER[0]);
    newPage(ctx);
    metricsPage(ctx, co, st, s);
    newPage(ctx);
    intensityAndShares(ctx, co, st, s);
    targetsTable(ctx, co, st, s);
    para(ctx, FILLER[2]);
    newPage(ctx);
    methodology(ctx, co, st);
    otherMetrics(ctx, co, s);
  }
};

export const TCFD_LEADERS_FAMILIES = [tcfdLeaders];
