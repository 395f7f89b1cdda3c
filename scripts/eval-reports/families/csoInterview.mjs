// Evaluation reports (held out, written blind): an interview with the chief sustainability officer that gives
// the year's figures in its answers (Scope 1 and its change, intensity with revenue, the targets, the
// renewable share) beside a framed "Facts and figures" box; the inventory, categories and targets follow in
// ordinary tables.
import { heading, para, newPage, table } from '../lib/pdf.mjs';
import { qa, factBox } from '../lib/interview.mjs';
import { style, intro, categories, targets, intensityAndEnergy, methodology, otherMetrics } from '../lib/sections.mjs';
import { FILLER } from './common.mjs';

const PEOPLE = ['Astrid Renner', 'Jonas Helle', 'Camille Dufour', 'Pieter van Loon', 'Nadia Sorensen'];

function facts(co, st, s) {
  const l = co.latest;
  return [
    { label: `Scope 1 emissions ${l}`, value: `${s.n(st.kpi.s1)} t CO₂e`, key: 'kpi' },
    { label: `Scope 2 emissions ${l} (market-based)`, value: `${s.n(st.kpi.s2m)} t CO₂e` },
    { label: `Scope 3 emissions ${l}`, value: `${s.n(st.kpi.s3)} t CO₂e` },
    { label: `Revenue ${l}`, value: `EUR ${s.n(co.revenue)} million` },
    { label: 'Scope 1 and 2 intensity', value: `${s.d(st.intensity.value, 1)} t CO₂e / EUR m`, key: 'intensity' },
    { label: 'Renewable share of energy', value: `${st.shares[0].pct} %`, key: 'shares' }
  ];
}

function interview(ctx, co, st, s, who) {
  const ini = who
    .split(' ')
    .map((w) => w[0])
    .join('');
  const l = co.latest;
  const y = st.yoy.pct;
  const [interim, final, s3] = st.targets;
  heading(ctx, `"We measure ourselves by tonnes, not by promises"`, 16);
  para(
    ctx,
    `${who} has been Chief Sustainability Officer of ${co.name} since ${co.baseYear + 1}. ` +
      'We spoke about the year, the targets and the questions our readers sent in.'
  );
  qa(
    ctx,
    `${who.split(' ')[0]}, how did ${l} go for the climate plan?`,
    `Better than I feared. Our own emissions, Scope 1, came to ${s.n(st.proseS1)} tonnes of CO₂e. That is ` +
      `${s.d(Math.abs(y), 1)} % ${y <= 0 ? 'below' : 'above'} ${l - 1}, mostly because two plants now run on heat ` +
      'pumps instead of oil boilers.',
    ini,
    'proseS1'
  );
  factBox(ctx, `Facts and figures ${l}`, facts(co, st, s));
  qa(
    ctx,
    'Revenue grew. Does growth not eat up the savings?',
    `That is why we watch intensity. On revenue of EUR ${s.n(co.revenue)} million we emitted ` +
      `${s.d(st.intensity.value, 1)} tonnes of Scope 1 and 2 CO₂e, market-based, per million euros.`,
    ini,
    'intensity'
  );
  qa(
    ctx,
    'What are you aiming for?',
    `Against ${co.baseYear}, we will cut Scope 1 and 2 by ${interim.pct} % by ${interim.year} and by ` +
      `${final.pct} % by ${final.year}. For the value chain, Scope 3, our commitment is ` +
      `${st.s3TargetRestated ?? s3.pct} % by ${s3.year}. The targets are approved by the SBTi.`,
    ini,
    'targets'
  );
  qa(
    ctx,
    'Where does the energy come from today?',
    `${st.shares[0].pct} % of the energy we use is renewable electricity, ${st.shares[1].pct} % natural gas and ` +
      `${st.shares[2].pct} % other fuels. Our next wind contract starts delivering next year.`,
    ini,
    'shares'
  );
  qa(
    ctx,
    'And the part of your footprint you do not control?',
    'Scope 3 is most of it. We asked our largest suppliers to set targets of their own and we pay part of ' +
      'the executive bonus on progress against our climate targets.',
    ini
  );
}

function inventory(ctx, co, st, s) {
  heading(ctx, 'Greenhouse gas emissions');
  para(ctx, FILLER[1]);
  const years = [co.baseYear, ...co.years];
  const rows = [['Emissions (t CO₂e)', ...years.map((y) => (y === co.baseYear ? `${y} (base)` : String(y)))]];
  for (const [label, v] of [
    ['Scope 1', st.table.s1],
    ['Scope 2 location-based', st.table.s2l],
    ['Scope 2 market-based', st.table.s2m],
    ['Scope 3', st.table.s3],
    ['Total', st.table.total]
  ])
    rows.push([label, ...years.map((y) => s.n(v[y]))]);
  table(ctx, rows, { widths: [0.32, 0.17, 0.17, 0.17, 0.17], key: 'ghgTable' });
}

const csoInterview = {
  name: 'cso_interview',
  heldOut: false, // spent: scored once (2026-11-29 08:09 UTC), now tuned on
  about:
    'an interview with the chief sustainability officer giving the figures in the answers, with a framed ' +
    '"Facts and figures" box between the answers; ordinary tables after it',
  errors: ['target_wrong_scope', 'intensity_mismatch', 'interim_loosening'],
  render(ctx, co, st) {
    const s = style();
    const who = PEOPLE[co.revenue % PEOPLE.length];
    intro(ctx, co, st, s, { proseS1: false });
    para(ctx, FILLER[0]);
    newPage(ctx);
    interview(ctx, co, st, s, who);
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

export const CSO_INTERVIEW_FAMILIES = [csoInterview];
