// Evaluation reports (held out, written blind): the climate part of a directors' report in numbered statutory
// paragraphs under a running head — the figures stated in sentences ("4.1 The Group's Scope 1 emissions for the
// year were …"), a short comparison table (base year, prior and current year), the Scope 3 categories, targets,
// energy, methodology and other metrics in numbered paragraphs, and the board's approval at the end.
import { grid } from '../lib/draw.mjs';
import { style, inventoryRows } from '../lib/sections.mjs';
import { runningHead, section, clause, CLAUSE_INDENT } from '../lib/clauses.mjs';
import { LEFT, WIDTH, heading } from '../lib/pdf.mjs';

const SECRETARY = ['A. Whitcombe', 'R. Delacroix', 'M. Ostrowski', 'J. Ferreira'];
const dir = (pct) => (pct <= 0 ? 'a decrease' : 'an increase');

function emissions(ctx, co, st, s) {
  const l = co.latest;
  const tb = st.table;
  const y = st.yoy.pct;
  section(ctx, 4, 'Greenhouse gas emissions');
  clause(
    ctx,
    '4.1',
    `The Group's Scope 1 emissions for the year were ${s.n(st.proseS1)} tonnes of CO₂ equivalent (${l - 1}: ` +
      `${s.n(tb.s1[l - 1])} tonnes), ${dir(y)} of ${s.d(Math.abs(y), 1)} per cent.`,
    ['proseS1', 'yoy', 'ghgTable']
  );
  clause(
    ctx,
    '4.2',
    `Scope 2 emissions from purchased electricity, heat and steam were ${s.n(tb.s2l[l])} tonnes on the ` +
      `location-based method and ${s.n(tb.s2m[l])} tonnes on the market-based method (${l - 1}: ` +
      `${s.n(tb.s2l[l - 1])} and ${s.n(tb.s2m[l - 1])} tonnes respectively).`,
    'ghgTable'
  );
  clause(
    ctx,
    '4.3',
    `Scope 3 emissions in the value chain were ${s.n(tb.s3[l])} tonnes (${l - 1}: ${s.n(tb.s3[l - 1])} tonnes). ` +
      `Total emissions, the sum of Scope 1, market-based Scope 2 and Scope 3, were ${s.n(tb.total[l])} tonnes ` +
      `(${l - 1}: ${s.n(tb.total[l - 1])} tonnes).`,
    'ghgTable'
  );
  clause(ctx, '4.4', `The figures are compared with the ${co.baseYear} base year in the table below.`);
  const years = [co.baseYear, l - 1, l];
  grid(ctx, {
    caption: 'Greenhouse gas emissions (tonnes CO₂e)',
    header: [['', `${co.baseYear} (base year)`, String(l - 1), String(l)]],
    rows: inventoryRows(co, st).map(([label, v]) => [label, ...years.map((yr) => s.n(v[yr]))]),
    widths: [0.4, 0.2, 0.2, 0.2],
    x: LEFT + CLAUSE_INDENT,
    width: WIDTH - CLAUSE_INDENT,
    size: 8.5,
    key: 'ghgTable'
  });
  const cats = st.categories.map((c) => `category ${c.n} (${c.label.toLowerCase()}) ${s.n(c.value)} tonnes`);
  clause(
    ctx,
    '4.5',
    `Of the Scope 3 emissions for ${l}, ${cats.join('; ')}. The relevant categories together make up the Scope 3 ` +
      `total of ${s.n(st.s3Total)} tonnes; the other categories were screened and are not material.`,
    'categories'
  );
}

function targetsAndEnergy(ctx, co, st, s) {
  const [interim, final, s3] = st.targets;
  const p = st.progress.pct;
  section(ctx, 5, 'Emission reduction targets');
  clause(
    ctx,
    '5.1',
    `The Group has set targets to reduce its absolute Scope 1 and 2 emissions by ${interim.pct} per cent by ` +
      `${interim.year} and by ${final.pct} per cent by ${final.year}, and its absolute Scope 3 emissions by ` +
      `${s3.pct} per cent by ${s3.year}, in each case against the ${co.baseYear} base year.`,
    'targets'
  );
  clause(
    ctx,
    '5.2',
    `Base-year Scope 1 emissions were ${s.n(st.baseStated.value)} tonnes and market-based Scope 2 emissions ` +
      `${s.n(st.table.s2m[co.baseYear])} tonnes.`,
    'targets'
  );
  clause(
    ctx,
    '5.3',
    `In ${co.latest}, Scope 1 and 2 emissions (market-based) were ${s.d(Math.abs(p), 1)} per cent ` +
      `${p <= 0 ? 'below' : 'above'} the base year.`,
    'progress'
  );
  if (st.s3TargetRestated != null)
    clause(
      ctx,
      '5.4',
      `The Scope 3 target of ${st.s3TargetRestated} per cent relies on supplier engagement.`,
      'targets'
    );
  section(ctx, 6, 'Energy use and intensity ratio');
  clause(
    ctx,
    '6.1',
    `Revenue for the year was EUR ${s.n(co.revenue)} million. The intensity ratio, Scope 1 and 2 (market-based) ` +
      `emissions per EUR million of revenue, was ${s.d(st.intensity.value, 1)} tonnes CO₂e.`,
    'intensity'
  );
  const [a, b, c] = st.shares;
  clause(
    ctx,
    '6.2',
    `Of the energy consumed, ${a.pct} per cent was ${a.label}, ${b.pct} per cent ${b.label} and ${c.pct} per ` +
      `cent ${c.label}.`,
    'shares'
  );
}

function methodAndOther(ctx, co, st, s) {
  const ar = st.gwp === 'AR4' ? 'Fourth Assessment Report (AR4)' : 'Sixth Assessment Report (AR6)';
  section(ctx, 7, 'Methodology');
  clause(
    ctx,
    '7.1',
    'Emissions are reported under the GHG Protocol Corporate Standard on an operational control basis. ' +
      `CO₂ equivalents use the 100-year global warming potentials of the IPCC ${ar}.`,
    'methodology'
  );
  clause(ctx, '7.2', 'An independent firm provided limited assurance over the Scope 1 and 2 figures.');
  section(ctx, 8, 'Climate-related risks and other metrics');
  clause(
    ctx,
    '8.1',
    `Assets of EUR ${s.n(Math.round(co.revenue * 0.15))} million (18 per cent of total assets) are vulnerable to ` +
      `transition risks; assets of EUR ${s.n(Math.round(co.revenue * 0.06))} million (7 per cent) are exposed to ` +
      'physical risks, chiefly flooding at two coastal sites.'
  );
  clause(
    ctx,
    '8.2',
    'Products aligned with climate-related opportunities provided 31 per cent of revenue. Capital expenditure ' +
      `of EUR ${s.n(Math.round(co.revenue * 0.02))} million was deployed towards climate-related risks and ` +
      'opportunities. An internal carbon price of EUR 85 per tonne of CO₂e applies to investment decisions; ' +
      'no carbon credits are used to meet the targets.'
  );
  clause(
    ctx,
    '8.3',
    'Part of the variable remuneration of the executive directors is linked to the emission targets. The board ' +
      'reviews climate-related matters twice a year.'
  );
  clause(
    ctx,
    '8.4',
    'The near-term targets were validated by the Science Based Targets initiative (SBTi). The SASB ' +
      "industry-based metrics for the Group's industry are disclosed in the sustainability report."
  );
  section(ctx, 9, 'Approval');
  clause(
    ctx,
    '9.1',
    `This directors' report was approved by the Board on ${8 + (co.revenue % 18)} March ${co.latest + 1} and ` +
      `signed on its behalf by ${SECRETARY[co.revenue % SECRETARY.length]}, Company Secretary.`
  );
}

const directors = {
  name: 'directors_report_clauses',
  heldOut: false, // spent: scored once (2026-11-29 07:47 UTC), now tuned on
  about:
    "a directors' report in numbered statutory paragraphs (4.1, 4.2 …) under a running head, the figures in " +
    'sentences with the prior year in brackets, a short base-year / prior / current comparison table',
  errors: ['gwp_ar4', 'yoy_contradicted', 'total_not_sum'],
  render(ctx, co, st) {
    const s = style();
    runningHead(ctx, `${co.name} — Annual Report ${co.latest} — Directors' report`);
    heading(ctx, "Directors' report", 20);
    section(ctx, 1, 'Principal activities');
    clause(
      ctx,
      '1.1',
      `${co.name} is a fictitious company invented for testing. The Group makes and distributes industrial ` +
        'products from sites in twelve countries. The directors present their report for the year ended ' +
        `31 December ${co.latest}.`
    );
    section(ctx, 2, 'Results and dividends');
    clause(ctx, '2.1', `Group revenue was EUR ${s.n(co.revenue)} million. A final dividend is proposed.`);
    section(ctx, 3, 'Streamlined energy and carbon information');
    clause(
      ctx,
      '3.1',
      'The directors set out below the Group’s greenhouse gas emissions, its reduction targets and its energy use ' +
        'for the year, with the prior year and the base year for comparison.'
    );
    emissions(ctx, co, st, s);
    targetsAndEnergy(ctx, co, st, s);
    methodAndOther(ctx, co, st, s);
  }
};

export const DIRECTORS_REPORT_FAMILIES = [directors];
