// Evaluation reports (held out, blind set 20, written blind): two narrative-led reports — an annual review whose
// prose rounds every figure in words ("just over 1.1 million tonnes") beside exact tables, and a GHG statement
// that gives each scope's uncertainty (± per cent and a low–high range) and a data-quality grade.
import { heading, para, table, newPage } from '../lib/pdf.mjs';
import {
  style,
  inventoryRows,
  categories,
  targets,
  intensityAndEnergy,
  methodology,
  otherMetrics
} from '../lib/sections.mjs';
import { grid } from '../lib/draw.mjs';
import { tonnesInWords, shareInWords } from '../lib/roundWords.mjs';
import { standardReport, FILLER } from './common.mjs';

const down = (pct) => (pct <= 0 ? 'fell' : 'rose');

// ---- rounded_words ----

function wordsOpening(ctx, co, st, s) {
  const l = co.latest;
  heading(ctx, `${co.name} — Annual Review ${l}`, 20);
  para(
    ctx,
    `${co.name} is a fictitious company invented for testing. This review tells the story of our year; the ` +
      'figures in the text are rounded, and the tables that follow give them exactly.'
  );
  heading(ctx, 'Our year in brief', 13);
  para(
    ctx,
    `Across all three scopes we were responsible for ${tonnesInWords(st.table.total[l])} of greenhouse gases in ` +
      `${l}. Our own operations (Scope 1) accounted for ${tonnesInWords(st.kpi.s1)}, the electricity and heat we ` +
      `bought (Scope 2, market-based) for ${tonnesInWords(st.table.s2m[l])}, and our value chain (Scope 3) for ` +
      `${tonnesInWords(st.table.s3[l])}.`,
    'kpi'
  );
  para(
    ctx,
    `Scope 1 emissions ${down(st.yoy.pct)} ${s.d(Math.abs(st.yoy.pct), 1)} % compared with ${st.yoy.from}, ` +
      'mainly because two sites switched from fuel oil to heat pumps.',
    'yoy'
  );
  para(ctx, `To be exact, our direct (Scope 1) emissions were ${s.t(st.proseS1)} in ${l}.`, 'proseS1');
  para(
    ctx,
    'The board reviews climate matters twice a year. Climate-related risks are part of the group risk register, ' +
      'and the remuneration of the executive committee is linked in part to our targets.'
  );
  para(ctx, FILLER[0]);
}

function wordsInventory(ctx, co, st, s) {
  const l = co.latest;
  para(
    ctx,
    `Measured location by location, Scope 2 came to ${tonnesInWords(st.table.s2l[l])}; on the market basis we ` +
      `report against, it was ${tonnesInWords(st.table.s2m[l])}. In the ${co.baseYear} base year Scope 1 stood at ` +
      `${tonnesInWords(st.table.s1[co.baseYear])}.`
  );
  const years = [co.baseYear, ...co.years];
  const rows = [['t CO₂e', `${co.baseYear} (base year)`, ...co.years.map(String)]];
  for (const [label, v] of inventoryRows(co, st)) rows.push([label, ...years.map((y) => s.n(v[y]))]);
  table(ctx, rows, { widths: [0.32, 0.17, 0.17, 0.17, 0.17], key: 'ghgTable', caption: 'Emissions in detail' });
  para(ctx, 'Exact figures. Total = Scope 1 + Scope 2 (market-based) + Scope 3.', null, { align: 'left' });
}

function wordsCategories(ctx, co, st, s) {
  const big = [...st.categories].sort((a, b) => b.value - a.value)[0];
  para(ctx, `Our largest source in the value chain is ${big.label.toLowerCase()}, at ${tonnesInWords(big.value)}.`);
  categories(ctx, co, st, s);
}

function wordsTargets(ctx, co, st, s) {
  targets(ctx, co, st, s);
  const p = st.progress.pct;
  para(
    ctx,
    `Put simply: our Scope 1 and 2 emissions are now ${shareInWords(Math.abs(p))} ${p <= 0 ? 'below' : 'above'} ` +
      'where they were in the base year.'
  );
}

function wordsEnergy(ctx, co, st, s) {
  intensityAndEnergy(ctx, co, st, s);
  para(ctx, `In round terms, ${shareInWords(st.shares[0].pct)} of the energy we use is renewable electricity.`);
}

const roundedWords = {
  name: 'rounded_words',
  heldOut: false, // spent: blind set 20, scored once (2026-11-29 10:57 UTC, 8/15, 2 false fails), now tuned on
  about:
    'an annual review whose narrative rounds figures in words ("about 412 thousand tonnes", "just over 1.1 million ' +
    'tonnes", "a little over a fifth") next to exact tables and a few exact sentences',
  errors: ['restated_value', 'yoy_contradicted', 'gwp_ar4'],
  render(ctx, co, st) {
    const s = style();
    wordsOpening(ctx, co, st, s);
    newPage(ctx);
    heading(ctx, 'Greenhouse gas emissions');
    wordsInventory(ctx, co, st, s);
    newPage(ctx);
    wordsCategories(ctx, co, st, s);
    para(ctx, FILLER[2]);
    newPage(ctx);
    wordsTargets(ctx, co, st, s);
    newPage(ctx);
    wordsEnergy(ctx, co, st, s);
    methodology(ctx, co, st);
    otherMetrics(ctx, co, s);
  }
};

// ---- uncertainty_ranges ----

const UNCERTAINTY = [
  [3, 'High'],
  [6, 'High'],
  [8, 'Medium'],
  [25, 'Low']
];

/** The total's uncertainty: the scopes' absolute uncertainties added in quadrature (market-based Scope 2). */
function totalUncertainty(co, st) {
  const l = co.latest;
  const parts = [
    [st.table.s1[l], 3],
    [st.table.s2m[l], 8],
    [st.table.s3[l], 25]
  ];
  const abs = Math.sqrt(parts.reduce((sum, [v, u]) => sum + ((v * u) / 100) ** 2, 0));
  return Math.round((abs / st.table.total[l]) * 100);
}

function uncertaintyTable(ctx, co, st, s) {
  const l = co.latest;
  const years = [co.baseYear, ...co.years];
  const r10 = (v) => Math.round(v / 10) * 10;
  const rows = inventoryRows(co, st).map(([label, v], i) => {
    const [u, grade] = UNCERTAINTY[i] ?? [totalUncertainty(co, st), '–'];
    return [
      label,
      ...years.map((y) => s.n(v[y])),
      `±${u}`,
      s.n(r10(v[l] * (1 - u / 100))),
      s.n(r10(v[l] * (1 + u / 100))),
      grade
    ];
  });
  grid(ctx, {
    caption: 'Greenhouse gas emissions and their uncertainty',
    header: [
      ['', { text: 'Emissions (t CO₂e)', span: 4 }, { text: `Uncertainty ${l} (95 % confidence)`, span: 3 }, ''],
      ['Scope', `${co.baseYear} (base)`, ...co.years.map(String), '± %', 'Low', 'High', 'Data quality']
    ],
    rows,
    widths: [0.2, 0.1, 0.1, 0.1, 0.1, 0.07, 0.1, 0.1, 0.13],
    size: 7.5,
    key: 'ghgTable'
  });
  para(
    ctx,
    'Uncertainty is estimated per source from the uncertainty of activity data and emission factors and combined ' +
      'in quadrature; the total combines Scope 1, market-based Scope 2 and Scope 3. Data quality: High = metered or ' +
      'invoiced activity data with supplier factors; Medium = invoiced data with average factors; Low = spend-based ' +
      'estimates.',
    null,
    { align: 'left' }
  );
}

const uncertaintyRanges = {
  name: 'uncertainty_ranges',
  heldOut: false, // spent: blind set 20, scored once (2026-11-29 10:57 UTC, 8/15, 2 false fails), now tuned on
  about:
    'a GHG table that gives, beside the base year and three years, the latest year’s uncertainty per scope ' +
    '("±8 %", a low and a high bound at 95 % confidence) and a data-quality grade (High, Medium, Low)',
  errors: ['total_not_sum', 'restated_value', 'progress_contradicted'],
  render(ctx, co, st) {
    const s = style();
    standardReport(ctx, co, st, s, () => uncertaintyTable(ctx, co, st, s));
  }
};

export const BLIND20_NARRATIVE_FAMILIES = [roundedWords, uncertaintyRanges];
