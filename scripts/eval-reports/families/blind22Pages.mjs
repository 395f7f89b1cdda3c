// Evaluation reports (held out, blind set 22, written blind): two page layouts — the transcript of a results
// call in which the chief financial officer quotes the climate figures in speech, followed by the
// supplementary data tables; and a report whose tables put the newest year first in full-size type with the
// older years and the base year greyed out in smaller type.
import { heading, para, table, newPage, LEFT, WIDTH } from '../lib/pdf.mjs';
import {
  style,
  inventoryRows,
  categories,
  targets,
  intensityAndEnergy,
  methodology,
  otherMetrics
} from '../lib/sections.mjs';
import { turn } from '../lib/transcript.mjs';
import { greyedTable } from '../lib/greyedYears.mjs';
import { standardReport } from './common.mjs';

// ---- earnings_call_transcript ----

/** A figure as said aloud: "roughly 1.9 million tonnes" or "about 640 thousand tonnes". */
function spoken(v) {
  if (v >= 1e6) return `roughly ${(Math.round(v / 1e5) / 10).toFixed(1)} million tonnes`;
  return `about ${Math.round(v / 1000)} thousand tonnes`;
}

function callOpening(ctx, co) {
  const { doc } = ctx;
  doc.font('bold').fontSize(9).fillColor('#666').text('EDITED TRANSCRIPT', LEFT, doc.y, { width: WIDTH });
  doc.fillColor('black');
  heading(ctx, `${co.name} — Full-year ${co.latest} results and sustainability update`, 17);
  para(ctx, `Conference call, 26 February ${co.latest + 1}, 09:00 CET`, null, { align: 'left' });
  para(
    ctx,
    `${co.name} is a fictitious company invented for testing. This transcript has been edited for readability; ` +
      'figures spoken on the call are confirmed in the supplementary tables at the end.',
    null,
    { align: 'left' }
  );
  turn(ctx, 'Operator', [
    `Good morning and welcome to the ${co.name} full-year results call. All participants are in listen-only ` +
      'mode; there will be a question-and-answer session after the presentation. I hand over to the Chief ' +
      'Financial Officer.'
  ]);
}

function cfoRemarks(ctx, co, st, s) {
  const l = co.latest;
  const y = st.yoy.pct;
  const p = st.progress.pct;
  turn(ctx, 'Maren Holst – Chief Financial Officer', [
    `Thank you, and good morning, everyone. Revenue for the year was EUR ${s.n(co.revenue)} million. Before I go ` +
      'through the segments, let me give you the climate numbers, because investors keep asking for them on ' +
      'this call rather than waiting for the report.',
    {
      text:
        `On our own operations: Scope 1 came in at ${s.n(st.proseS1)} tonnes of CO₂ equivalent for ${l}. That ` +
        `is ${s.d(Math.abs(y), 1)} per cent ${y <= 0 ? 'lower' : 'higher'} than in ${st.yoy.from}, and most of ` +
        'it is the fuel-switch at the two sites we talked about last year.',
      keys: ['proseS1', 'yoy', 'kpi']
    },
    {
      text:
        `Put Scope 1 and market-based Scope 2 together and we are now ${s.d(Math.abs(p), 1)} per cent ` +
        `${p <= 0 ? 'below' : 'above'} our ${co.baseYear} base year. Across all three scopes the footprint ` +
        `was ${spoken(st.table.total[l])}, and as you would expect the value chain is most of it.`,
      keys: ['progress']
    }
  ]);
}

function callQuestions(ctx, co, st, s) {
  const [interim, final, s3] = st.targets;
  turn(ctx, 'Operator', ['The first question comes from Lena Brock at Halvard Securities.']);
  turn(ctx, 'Lena Brock – Halvard Securities', [
    'Thanks for taking my question. Could you remind us of the targets, and whether the capex guidance ' +
      'includes the decarbonisation spend?'
  ]);
  turn(ctx, 'Maren Holst – Chief Financial Officer', [
    {
      text:
        `Sure. On Scope 1 and 2 we are committed to ${interim.pct} per cent by ${interim.year} and ` +
        `${final.pct} per cent by ${final.year}, both from ${co.baseYear}, and ${s3.pct} per cent on Scope 3 ` +
        `by ${s3.year}. And yes, the guidance includes roughly EUR ${s.n(Math.round(co.revenue * 0.02))} ` +
        'million a year of climate capex.',
      keys: ['targets']
    }
  ]);
  turn(ctx, 'Operator', ['The next question comes from Tomasz Wielgus at Corvane Bank.']);
  turn(ctx, 'Tomasz Wielgus – Corvane Bank', [
    'Just one on energy. How much of your power is renewable now, and is the carbon price in your hurdle rates?'
  ]);
  turn(ctx, 'Jonas Aalto – Chief Executive Officer', [
    `${st.shares[0].pct} per cent of our energy is renewable electricity, and we use an internal carbon price ` +
      'of EUR 85 a tonne on every investment case. The numbers are all in the appendix. And part of the ' +
      "executive committee's bonus depends on the emission targets, so we feel them too."
  ]);
  turn(ctx, 'Operator', ['That concludes the question-and-answer session. Thank you for joining.']);
}

function callAppendix(ctx, co, st, s) {
  heading(ctx, 'Supplementary information: greenhouse gas emissions');
  const years = [co.baseYear, ...co.years];
  const rows = [['t CO₂e', `${co.baseYear} (base year)`, ...co.years.map(String)]];
  for (const [label, v] of inventoryRows(co, st)) rows.push([label, ...years.map((y) => s.n(v[y]))]);
  table(ctx, rows, { widths: [0.32, 0.17, 0.17, 0.17, 0.17], key: 'ghgTable' });
  categories(ctx, co, st, s);
}

const earningsCall = {
  name: 'earnings_call_transcript',
  heldOut: false, // spent: blind set 22, scored once (2026-11-29 11:35 UTC, 13/15, 1 false fail), now tuned on
  about:
    'an edited results-call transcript: speaker lines in small capitals, the CFO quoting Scope 1 in tonnes, its ' +
    'change and the progress since the base year in speech ("per cent", "roughly 1.9 million tonnes"), targets ' +
    'in an answer; supplementary tables after the call',
  errors: ['restated_value', 'yoy_contradicted', 'progress_contradicted'],
  render(ctx, co, st) {
    const s = style();
    callOpening(ctx, co);
    cfoRemarks(ctx, co, st, s);
    callQuestions(ctx, co, st, s);
    newPage(ctx);
    callAppendix(ctx, co, st, s);
    newPage(ctx);
    targets(ctx, co, st, s);
    intensityAndEnergy(ctx, co, st, s);
    newPage(ctx);
    methodology(ctx, co, st);
    otherMetrics(ctx, co, s);
  }
};

// ---- latest_first_greyed ----

function greyedInventory(ctx, co, st, s) {
  const years = [co.latest, co.latest - 1, co.latest - 2, co.baseYear];
  const head = ['t CO₂e', String(co.latest), String(co.latest - 1), String(co.latest - 2), `${co.baseYear} (base)`];
  const rows = inventoryRows(co, st).map(([label, v]) => [label, ...years.map((y) => s.n(v[y]))]);
  greyedTable(ctx, {
    caption: 'Greenhouse gas emissions',
    head,
    rows,
    widths: [0.36, 0.19, 0.15, 0.15, 0.15],
    key: 'ghgTable'
  });
  para(
    ctx,
    `Figures for ${co.latest} are in black; prior years are shown in grey for comparison. Total = Scope 1 + ` +
      'Scope 2 (market-based) + Scope 3.',
    null,
    { align: 'left' }
  );
  const energy = [
    ['% of energy consumed', String(co.latest), String(co.latest - 1), String(co.latest - 2), ''],
    ...st.shares.map((sh, i) => [
      sh.label[0].toUpperCase() + sh.label.slice(1),
      `${sh.pct}`,
      ...[1, 2].map((k) => String(co.shares[i].pct + (i === 0 ? -2 * k : i === 1 ? k : k))),
      ''
    ])
  ];
  greyedTable(ctx, {
    caption: 'Energy',
    head: energy[0],
    rows: energy.slice(1),
    widths: [0.36, 0.19, 0.15, 0.15, 0.15],
    key: 'shares'
  });
}

const latestFirstGreyed = {
  name: 'latest_first_greyed',
  heldOut: false, // spent: blind set 22, scored once (2026-11-29 11:35 UTC, 13/15, 1 false fail), now tuned on
  about:
    'tables with the newest year first in full-size black type and the older years and the base year to its ' +
    'right in smaller grey type (the inventory and the energy mix by year)',
  errors: ['wrong_unit', 'interim_loosening', 'gwp_ar4'],
  render(ctx, co, st) {
    const s = style();
    standardReport(ctx, co, st, s, () => greyedInventory(ctx, co, st, s));
  }
};

export const BLIND22_PAGE_FAMILIES = [earningsCall, latestFirstGreyed];
