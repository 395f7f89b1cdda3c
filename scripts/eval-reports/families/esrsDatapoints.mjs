// Evaluation reports (held out, written blind): an ESRS sustainability statement whose E1-6 table follows the
// EFRAG template — retrospective columns "Base year | Comparative | N | % N / N-1" beside milestone columns giving
// the target levels in tonnes (interim year, 2030, 2050) and "Annual % target / base year" — with the Scope 3
// categories as its rows; an intensity-per-net-revenue table and an E1-5 energy table with shares.
import { fmtInt, fmtDec, pctChange } from '../lib/model.mjs';
import { heading, para, newPage, mark, WIDTH } from '../lib/pdf.mjs';
import { grid } from '../lib/draw.mjs';
import { style, intro, targets, methodology, otherMetrics } from '../lib/sections.mjs';
import { FILLER } from './common.mjs';

const n = (v) => fmtInt(v);
const signed = (v) => `${v < 0 ? '−' : ''}${fmtDec(Math.abs(v), 1)}`;
const NONE = '–';
const sec = (text) => [{ text, bold: true, span: 9 }];

/** Target levels (tonnes) the milestones allow, and the annual rate, for a base value and a target. */
function milestones(base, tg, b, others) {
  const level = (t) => (t ? n(Math.round((base * (1 - t.pct / 100)) / 10) * 10) : NONE);
  const rate = others.final ? fmtDec(others.final.pct / (others.final.year - b), 1) : NONE;
  return [level(tg), level(others.final), NONE, rate];
}

function datapointRows(co, st) {
  const tb = st.table;
  const [b, p, l] = [co.baseYear, co.latest - 1, co.latest];
  const [interim, final, s3t] = st.targets;
  const retro = (v, pct = pctChange(v[p], v[l])) => [n(v[b]), n(v[p]), n(v[l]), signed(pct)];
  const blank = [NONE, NONE, NONE, NONE];
  const loc = {};
  const s12 = {};
  for (const y of [b, p, l]) {
    loc[y] = tb.s1[y] + tb.s2l[y] + tb.s3[y];
    s12[y] = tb.s1[y] + tb.s2m[y];
  }
  const rows = [
    sec('Scope 1 GHG emissions'),
    ['Gross Scope 1 GHG emissions (tCO₂eq)', ...retro(tb.s1, st.yoy.pct), ...blank],
    [
      'Percentage of Scope 1 GHG emissions from regulated emission trading schemes (%)',
      '41',
      '38',
      '37',
      NONE,
      ...blank
    ],
    sec('Scope 2 GHG emissions'),
    ['Gross location-based Scope 2 GHG emissions (tCO₂eq)', ...retro(tb.s2l), ...blank],
    ['Gross market-based Scope 2 GHG emissions (tCO₂eq)', ...retro(tb.s2m), ...blank],
    sec('Significant Scope 3 GHG emissions'),
    [
      'Total gross indirect (Scope 3) GHG emissions (tCO₂eq)',
      ...retro(tb.s3),
      ...milestones(co.s3[b], null, b, { final: s3t })
    ]
  ];
  for (const c of st.categories)
    rows.push([{ text: `${c.n} ${c.label}`, indent: 8 }, NONE, NONE, n(c.value), NONE, ...blank]);
  rows.push(
    sec('Total GHG emissions'),
    ['Total GHG emissions (location-based) (tCO₂eq)', ...retro(loc), ...blank],
    ['Total GHG emissions (market-based) (tCO₂eq)', ...retro(tb.total), ...blank],
    sec('Entity-specific'),
    [
      'Scope 1 and 2 GHG emissions, market-based (tCO₂eq)',
      ...retro(s12),
      ...milestones(co.s1[b] + co.s2m[b], interim, b, { final })
    ]
  );
  return rows;
}

function e16Table(ctx, co, st) {
  const [b, p, l] = [co.baseYear, co.latest - 1, co.latest];
  const [interim] = st.targets;
  heading(ctx, 'E1-6 Gross Scopes 1, 2, 3 and Total GHG emissions', 13);
  para(
    ctx,
    'The table follows the structure of the ESRS E1 application requirements. Milestone columns give the ' +
      'emission levels our targets allow in those years; "Annual % target / base year" is the average yearly ' +
      'reduction from the base year that the 2030 target implies.'
  );
  grid(ctx, {
    header: [
      ['', { text: 'Retrospective', span: 4 }, { text: 'Milestones and target years', span: 4 }],
      [
        '',
        `Base year (${b})`,
        `Comparative (${p})`,
        `N (${l})`,
        '% N / N-1',
        String(interim.year),
        '2030',
        '2050',
        'Annual % target / Base year'
      ]
    ],
    rows: datapointRows(co, st),
    widths: [0.275, 0.09, 0.12, 0.09, 0.07, 0.085, 0.085, 0.06, 0.12],
    size: 6.8,
    key: 'ghgTable'
  });
  mark(ctx, 'targets');
  ctx.doc.x = ctx.doc.page.margins.left;
  ctx.doc
    .font('body')
    .fontSize(7.5)
    .text(
      'Scope 3 categories are numbered as in the GHG Protocol; values for N only. Target levels are for the ' +
        'combined Scope 1 and 2 target and the Scope 3 target; no 2050 level has been set yet. – not applicable.',
      { width: WIDTH }
    );
  ctx.doc.moveDown(0.8);
}

function intensityAndEnergy(ctx, co, st) {
  const l = co.latest;
  const tb = st.table;
  heading(ctx, 'GHG intensity per net revenue', 13);
  const per = (v) => fmtDec(v / co.revenue, 1);
  grid(ctx, {
    header: [['GHG intensity per net revenue', `N (${l})`]],
    rows: [
      [
        'Total GHG emissions (location-based) per net revenue (tCO₂eq/EUR million)',
        per(tb.s1[l] + tb.s2l[l] + tb.s3[l])
      ],
      ['Total GHG emissions (market-based) per net revenue (tCO₂eq/EUR million)', per(tb.total[l])],
      ['Scope 1 and 2 (market-based) per net revenue (tCO₂eq/EUR million)', fmtDec(st.intensity.value, 1)],
      ['Net revenue used to calculate GHG intensity (EUR million)', n(co.revenue)]
    ],
    widths: [0.78, 0.22],
    size: 8.5,
    key: 'intensity'
  });
  para(
    ctx,
    `Net revenue is the revenue of the consolidated income statement, EUR ${n(co.revenue)} million in ${l}. ` +
      `Scope 1 and 2 (market-based) intensity was ${fmtDec(st.intensity.value, 1)} tCO₂eq per EUR million.`,
    'intensity'
  );
  heading(ctx, 'E1-5 Energy consumption and mix', 13);
  const total = Math.round(((co.s1[l] + co.s2m[l]) * 3.1) / 100) * 100;
  const rows = st.shares.map((x) => [`Consumption of ${x.label} (MWh)`, n((total * x.pct) / 100), `${x.pct} %`]);
  rows.push([{ text: 'Total energy consumption (MWh)', bold: true }, n(total), '100 %']);
  grid(ctx, {
    header: [['Energy consumption and mix', `N (${l})`, 'Share of total']],
    rows,
    widths: [0.6, 0.22, 0.18],
    size: 8.5,
    key: 'shares'
  });
  const [a, b2, c] = st.shares;
  para(
    ctx,
    `In ${l}, ${a.label} made up ${a.pct} % of our energy consumption, ${b2.label} ${b2.pct} % and ` +
      `${c.label} ${c.pct} %.`,
    'shares'
  );
}

const esrsDatapoints = {
  name: 'esrs_e1_datapoints',
  heldOut: false, // spent: scored once (2026-11-29 03:18 UTC), now tuned on
  about:
    'an ESRS E1-6 table in the EFRAG template: "Base year | Comparative | N | % N / N-1" beside milestone columns ' +
    'of target levels (interim year, 2030, 2050, annual % / base year), Scope 3 categories as rows; E1-5 energy table',
  errors: ['yoy_contradicted', 'base_year_conflict', 'interim_loosening'],
  render(ctx, co, st) {
    const s = style();
    intro(ctx, co, st, s);
    para(
      ctx,
      'This sustainability statement is prepared in accordance with the European Sustainability Reporting ' +
        'Standards (ESRS). Climate change (ESRS E1) is a material topic; the disclosures below follow its ' +
        'requirements E1-4 to E1-9.'
    );
    para(ctx, FILLER[0]);
    newPage(ctx);
    e16Table(ctx, co, st);
    newPage(ctx);
    intensityAndEnergy(ctx, co, st);
    para(ctx, FILLER[1]);
    newPage(ctx);
    heading(ctx, 'E1-4 Targets related to climate change mitigation and adaptation', 13);
    para(ctx, FILLER[2]);
    targets(ctx, co, st, s);
    newPage(ctx);
    methodology(ctx, co, st);
    otherMetrics(ctx, co, s);
  }
};

export const ESRS_DATAPOINT_FAMILIES = [esrsDatapoints];
