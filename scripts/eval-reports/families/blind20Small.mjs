// Evaluation reports (held out, blind set 20, written blind): three smaller reporters — a small company's
// carbon footprint report in kilograms of CO₂e, an SME's report under a voluntary standard's basic module
// answered disclosure by disclosure, and a university's carbon management plan in academic years.
import { fmtInt } from '../lib/model.mjs';
import { heading, para, table, newPage } from '../lib/pdf.mjs';
import { style, inventoryRows, categories, targets, methodology, otherMetrics } from '../lib/sections.mjs';
import { grid } from '../lib/draw.mjs';
import { disclosureBand, answers } from '../lib/disclosureForm.mjs';
import { FILLER } from './common.mjs';

const signed = (s, pct) => `${pct > 0 ? '+' : pct < 0 ? '−' : ''}${s.d(Math.abs(pct), 1)} %`;
const down = (pct) => (pct <= 0 ? 'fell' : 'rose');

/** Energy use by carrier in MWh (from the latest year's Scope 1 and location-based Scope 2) and the printed shares. */
function energyRows(co, st) {
  const total = Math.round((co.s1[co.latest] + co.s2l[co.latest]) * 3.2);
  return st.shares.map((x, i) => ({ label: x.label, pct: x.pct, mwh: Math.round((total * co.shares[i].pct) / 100) }));
}

// ---- kg_small_company ----

const kgStyle = () => ({ ...style(), t: (v) => `${fmtInt(v * 1000)} kg CO₂e`, n: (v) => fmtInt(v * 1000) });

function kgIntro(ctx, co, st, s) {
  heading(ctx, `${co.name} — Carbon Footprint Report ${co.latest}`, 19);
  para(
    ctx,
    `${co.name} is a fictitious company invented for testing: a family-owned business with two production sites ` +
      `and a small vehicle fleet. This is our fourth carbon footprint report. As most of our suppliers report in ` +
      'kilograms, we give every emission figure in kilograms of CO₂ equivalent (kg CO₂e).'
  );
  para(
    ctx,
    `In ${co.latest}, our Scope 1 emissions ${down(st.yoy.pct)} ${s.d(Math.abs(st.yoy.pct), 1)} % compared with ` +
      `${st.yoy.from}, mainly because the older site replaced its oil boiler with a heat pump.`,
    'yoy'
  );
  para(ctx, `Our direct (Scope 1) emissions were ${s.t(st.proseS1)} in ${co.latest}.`, 'proseS1');
  para(
    ctx,
    'The managing directors review the footprint twice a year with the owners. Climate-related risks are in our ' +
      'risk register, and part of the managing directors’ remuneration is linked to the targets in this report.'
  );
}

function kgTable(ctx, co, st, s) {
  const years = [co.baseYear, ...co.years];
  const rows = [['kg CO₂e', `${co.baseYear} (base year)`, ...co.years.map(String)]];
  for (const [label, v] of inventoryRows(co, st)) rows.push([label, ...years.map((y) => s.n(v[y]))]);
  table(ctx, rows, { widths: [0.28, 0.18, 0.18, 0.18, 0.18], key: 'ghgTable', caption: 'Our carbon footprint' });
  para(
    ctx,
    'All figures are kilograms of CO₂ equivalent (1 tonne = 1,000 kg). The total adds Scope 1, market-based ' +
      `Scope 2 and Scope 3. In ${co.latest} our footprint came to ${s.t(st.table.total[co.latest])}.`,
    'ghgTable',
    { align: 'left' }
  );
}

function kgCategories(ctx, co, st, s) {
  heading(ctx, 'Scope 3: our value chain');
  para(ctx, 'We screened all fifteen Scope 3 categories; the relevant ones are below, in kilograms of CO₂e.');
  const rows = [['Category', `${co.latest} (kg CO₂e)`]];
  for (const c of st.categories) rows.push([`${c.n}. ${c.label}`, s.n(c.value)]);
  rows.push(['Total Scope 3', s.n(st.s3Total)]);
  table(ctx, rows, { widths: [0.66, 0.34], key: 'categories' });
}

function kgIntensityEnergy(ctx, co, st, s) {
  heading(ctx, 'Intensity and energy');
  para(
    ctx,
    `Our revenue in ${co.latest} was EUR ${fmtInt(Math.round(co.revenue * 1000))} thousand. Scope 1 and 2 ` +
      `(market-based) emissions per EUR 1,000 of revenue were ${s.d(st.intensity.value, 1)} kg CO₂e.`,
    'intensity'
  );
  const rows = [['Energy carrier', `${co.latest} (kWh)`, 'Share']];
  const energy = energyRows(co, st);
  for (const e of energy) rows.push([e.label[0].toUpperCase() + e.label.slice(1), fmtInt(e.mwh * 1000), `${e.pct} %`]);
  rows.push([
    'Total energy use',
    fmtInt(energy.reduce((sum, e) => sum + e.mwh * 1000, 0)),
    `${energy.reduce((sum, e) => sum + e.pct, 0)} %`
  ]);
  table(ctx, rows, { widths: [0.5, 0.3, 0.2], key: 'shares' });
}

const kgSmall = {
  name: 'kg_small_company',
  heldOut: false, // spent: blind set 20, scored once (2026-11-29 10:57 UTC, 8/15, 2 false fails), now tuned on
  about:
    "a small company's carbon footprint report with every emission figure in kilograms of CO₂e (millions of kg), " +
    'revenue in EUR thousand, intensity per EUR 1,000 of revenue and energy in kWh',
  company: { scale: 0.05, step: 1 },
  errors: ['wrong_unit', 'total_not_sum', 'intensity_mismatch'],
  render(ctx, co, st) {
    const s = kgStyle();
    kgIntro(ctx, co, st, s);
    para(ctx, FILLER[0]);
    newPage(ctx);
    heading(ctx, 'Greenhouse gas emissions');
    para(ctx, FILLER[1]);
    kgTable(ctx, co, st, s);
    newPage(ctx);
    kgCategories(ctx, co, st, s);
    para(ctx, FILLER[2]);
    newPage(ctx);
    targets(ctx, co, st, s);
    newPage(ctx);
    kgIntensityEnergy(ctx, co, st, s);
    methodology(ctx, co, st);
    otherMetrics(ctx, co, style());
  }
};

// ---- vsme_basic_module ----

function vsmeOpening(ctx, co, st, s) {
  heading(ctx, `${co.name} — Sustainability Report ${co.latest}`, 18);
  para(
    ctx,
    `Prepared under the voluntary sustainability reporting standard for SMEs (VSME), Basic Module, with selected ` +
      `disclosures of the Comprehensive Module. ${co.name} is a fictitious company invented for testing.`
  );
  disclosureBand(ctx, 'B1', 'Basis for preparation');
  answers(ctx, [
    ['Which module has the undertaking applied?', 'Basic Module, with C3 (GHG targets)'],
    ['Reporting period', `1 January – 31 December ${co.latest}`],
    ['Has the report been prepared on an individual or consolidated basis?', 'Consolidated (operational control)'],
    ['Has any information been omitted as classified or sensitive?', 'No']
  ]);
  disclosureBand(ctx, 'B2', 'Practices, policies and future initiatives');
  answers(ctx, [
    ['Does the undertaking have a climate change policy?', 'Yes, approved by the board'],
    ['Who oversees climate-related matters?', 'The board, twice a year'],
    ['Is executive remuneration linked to climate targets?', 'Yes, in part (see C3)'],
    ['Are climate-related risks in the risk register?', 'Yes']
  ]);
  answers(ctx, [
    [
      `How did Scope 1 emissions develop in ${co.latest}?`,
      `They ${down(st.yoy.pct)} ${s.d(Math.abs(st.yoy.pct), 1)} % compared with ${st.yoy.from}`,
      'yoy'
    ],
    [`Gross Scope 1 GHG emissions, ${co.latest}`, s.t(st.proseS1), 'proseS1']
  ]);
}

function vsmeEnergyGhg(ctx, co, st, s) {
  disclosureBand(ctx, 'B3', 'Energy and greenhouse gas emissions');
  const energy = energyRows(co, st);
  const rows = energy.map((e) => [e.label[0].toUpperCase() + e.label.slice(1), s.n(e.mwh), `${e.pct} %`]);
  rows.push([
    { text: 'Total energy consumption', bold: true },
    s.n(energy.reduce((sum, e) => sum + e.mwh, 0)),
    `${energy.reduce((sum, e) => sum + e.pct, 0)} %`
  ]);
  grid(ctx, {
    caption: `Energy consumption, ${co.latest}`,
    header: [['Source', 'MWh', '% of total']],
    rows,
    widths: [0.56, 0.22, 0.22],
    key: 'shares'
  });
  const years = [co.baseYear, ...co.years];
  const labels = ['Gross Scope 1', 'Gross location-based Scope 2', 'Gross market-based Scope 2'];
  const ghg = inventoryRows(co, st).map(([label, v], i) => [
    labels[i] ?? (i === 3 ? 'Gross Scope 3 (significant categories)' : 'Total GHG emissions (market-based)'),
    ...years.map((y) => s.n(v[y]))
  ]);
  grid(ctx, {
    caption: 'GHG emissions (tCO2e)',
    header: [['', `${co.baseYear} (base year)`, ...co.years.map(String)]],
    rows: ghg,
    widths: [0.36, 0.16, 0.16, 0.16, 0.16],
    key: 'ghgTable'
  });
  answers(ctx, [
    [`Turnover, ${co.latest} (EUR million)`, s.n(co.revenue), 'intensity'],
    [
      'GHG intensity: Scope 1 and market-based Scope 2 per turnover (tCO2e per EUR million)',
      s.d(st.intensity.value, 1),
      'intensity'
    ]
  ]);
}

function vsmeTargets(ctx, co, st, s) {
  disclosureBand(ctx, 'C3', 'GHG reduction targets and climate transition');
  const [interim, final, s3] = st.targets;
  const rows = [
    ['Does the undertaking have GHG emission reduction targets?', 'Yes, absolute targets', 'targets'],
    ['Base year', String(co.baseYear), 'targets'],
    ['Base-year gross Scope 1 emissions (tCO2e)', s.n(st.baseStated.value), 'targets'],
    ['Base-year gross market-based Scope 2 emissions (tCO2e)', s.n(st.table.s2m[co.baseYear]), 'targets'],
    [`Scope 1 and 2 reduction target, ${interim.year}`, `${interim.pct} % against ${co.baseYear}`, 'targets'],
    [`Scope 1 and 2 reduction target, ${final.year}`, `${final.pct} % against ${co.baseYear}`, 'targets'],
    [`Scope 3 reduction target, ${s3.year}`, `${s3.pct} % against ${co.baseYear}`, 'targets'],
    [
      `Change in Scope 1 and 2 (market-based) emissions, ${co.baseYear} to ${co.latest}`,
      signed(s, st.progress.pct),
      'progress'
    ]
  ];
  if (st.s3TargetRestated != null)
    rows.push([
      'Main actions for the Scope 3 target',
      `Supplier engagement, to cut Scope 3 by ${st.s3TargetRestated} % by ${s3.year}`,
      'targets'
    ]);
  answers(ctx, rows);
}

const vsme = {
  name: 'vsme_basic_module',
  heldOut: false, // spent: blind set 20, scored once (2026-11-29 10:57 UTC, 8/15, 2 false fails), now tuned on
  about:
    "an SME's report under a voluntary SME standard's Basic Module: shaded disclosure bands (B1, B2, B3, C3) over " +
    'short question-and-answer grids, energy and GHG as small tables inside B3, targets as answers',
  company: { scale: 0.2 },
  errors: ['base_year_conflict', 'target_wrong_scope', 'shares_over_100'],
  render(ctx, co, st) {
    const s = style();
    vsmeOpening(ctx, co, st, s);
    newPage(ctx);
    vsmeEnergyGhg(ctx, co, st, s);
    newPage(ctx);
    categories(ctx, co, st, s);
    vsmeTargets(ctx, co, st, s);
    newPage(ctx);
    methodology(ctx, co, st);
    otherMetrics(ctx, co, s);
  }
};

// ---- university_cmp ----

const academic = (y) => `${y - 1}/${String(y % 100).padStart(2, '0')}`;
const uniName = (co) => `University of ${co.name.split(' ')[0]}`;

function uniForeword(ctx, co, st, s) {
  heading(ctx, `${uniName(co)} — Carbon Management Plan ${academic(co.latest + 1)} to 2029/30`, 17);
  para(ctx, `${uniName(co)} is a fictitious university invented for testing. Foreword by the Vice-Chancellor.`);
  para(
    ctx,
    'This plan sets out our carbon baseline, our targets to 2029/30 and the projects that will deliver them: ' +
      'campus heat networks, building fabric upgrades, renewable electricity contracts and a travel policy.'
  );
  para(
    ctx,
    `In ${s.yl(co.latest)}, Scope 1 emissions from our estate ${down(st.yoy.pct)} ` +
      `${s.d(Math.abs(st.yoy.pct), 1)} % on ${s.yl(st.yoy.from)}, as two campus boiler houses were replaced by ` +
      'heat pumps.',
    'yoy'
  );
  para(ctx, `Our direct (Scope 1) emissions were ${s.t(st.proseS1)} in ${s.yl(co.latest)}.`, 'proseS1');
  para(
    ctx,
    "The Council's Sustainability Committee oversees this plan and reviews climate risks, which sit in the " +
      "university's risk register. Part of the senior leadership team's remuneration is linked to the targets below."
  );
}

function uniBaseline(ctx, co, st, s) {
  heading(ctx, '2  Our carbon baseline and performance');
  para(ctx, 'Academic years run from 1 August to 31 July. Scope 3 covers only the categories we measure so far.');
  const years = [co.baseYear, ...co.years];
  const labels = [
    'Scope 1 (gas, fleet, refrigerants)',
    'Scope 2 (location-based)',
    'Scope 2 (market-based)',
    'Scope 3 (partial)',
    'Total'
  ];
  const rows = [['t CO₂e', `${s.yl(co.baseYear)} (baseline)`, ...co.years.map(s.yl)]];
  inventoryRows(co, st).forEach(([, v], i) => rows.push([labels[i], ...years.map((y) => s.n(v[y]))]));
  table(ctx, rows, {
    widths: [0.32, 0.17, 0.17, 0.17, 0.17],
    key: 'ghgTable',
    caption: 'Table 1 – Emissions by academic year'
  });
  para(ctx, FILLER[0]);
}

function uniScope3(ctx, co, st, s) {
  heading(ctx, '3  Scope 3 (partial)');
  const measured = new Set(st.categories.map((c) => c.n));
  const missing = [1, 2, 3, 4, 5, 6, 7].filter((n) => !measured.has(n));
  const list = missing.length > 1 ? `${missing.slice(0, -1).join(', ')} and ${missing.at(-1)}` : String(missing[0]);
  para(
    ctx,
    'Our Scope 3 reporting is partial: we measure the categories below. ' +
      (missing.length ? `Categories ${list} are not yet measured; ` : 'Other categories are not yet measured; ') +
      `we will add them by ${s.yl(2027)}, once procurement data are coded by spend category.`
  );
  const rows = [['Category (GHG Protocol)', `${s.yl(co.latest)} (t CO₂e)`]];
  for (const c of st.categories) rows.push([`${c.n}. ${c.label}`, s.n(c.value)]);
  rows.push(['Scope 3 (measured categories)', s.n(st.s3Total)]);
  table(ctx, rows, { widths: [0.7, 0.3], key: 'categories' });
}

function uniTargets(ctx, co, st, s) {
  heading(ctx, '4  Targets and trajectory');
  const [interim, final, s3] = st.targets;
  const rows = [['Milestone', 'Scope', `Reduction vs ${s.yl(co.baseYear)}`]];
  for (const tg of st.targets)
    rows.push([`${s.yl(tg.year)}${tg === interim ? ' (interim)' : ''}`, tg.scope, `${tg.pct} %`]);
  table(ctx, rows, { widths: [0.34, 0.33, 0.33], key: 'targets' });
  para(
    ctx,
    `We will cut Scope 1 and 2 emissions by ${interim.pct} % by ${s.yl(interim.year)} and by ${final.pct} % by ` +
      `${s.yl(final.year)}, both against the ${s.yl(co.baseYear)} baseline, and our measured Scope 3 emissions by ` +
      `${s3.pct} % by ${s.yl(s3.year)}.`,
    'targets'
  );
  para(
    ctx,
    `In the ${s.yl(co.baseYear)} baseline year, Scope 1 emissions were ${s.t(st.baseStated.value)} and ` +
      `market-based Scope 2 emissions ${s.t(st.table.s2m[co.baseYear])}.`,
    'targets'
  );
  const p = st.progress.pct;
  para(
    ctx,
    `By ${s.yl(co.latest)}, Scope 1 and 2 emissions (market-based) were ${s.d(Math.abs(p), 1)} % ` +
      `${p <= 0 ? 'below' : 'above'} the ${s.yl(co.baseYear)} baseline.`,
    'progress'
  );
  if (st.s3TargetRestated != null)
    para(
      ctx,
      `Supplier engagement is central to a ${st.s3TargetRestated} % cut in Scope 3 by ${s.yl(s3.year)}.`,
      'targets'
    );
}

function uniFinance(ctx, co, st, s) {
  heading(ctx, '5  Income, intensity and energy');
  para(
    ctx,
    `Total income in ${s.yl(co.latest)} was EUR ${s.n(co.revenue)} million. Scope 1 and 2 (market-based) emissions ` +
      `per EUR million of income were ${s.d(st.intensity.value, 1)} t CO₂e.`,
    'intensity'
  );
  const [a, b, c] = st.shares;
  para(
    ctx,
    `Of the energy used on our campuses in ${s.yl(co.latest)}, ${a.pct} % was ${a.label}, ${b.pct} % ${b.label} ` +
      `and ${c.pct} % ${c.label}.`,
    'shares'
  );
}

const university = {
  name: 'university_cmp',
  heldOut: false, // spent: blind set 20, scored once (2026-11-29 10:57 UTC, 8/15, 2 false fails), now tuned on
  about:
    'a university\'s carbon management plan in academic years ("2024/25", "2018/19 (baseline)", milestones ' +
    '"2026/27" and "2029/30"), numbered chapters, a partial Scope 3 and intensity per EUR million of income',
  company: { scale: 0.1 },
  errors: ['interim_loosening', 'progress_contradicted', 'scope3_categories_exceed'],
  render(ctx, co, st) {
    const s = style({ yl: academic });
    uniForeword(ctx, co, st, s);
    newPage(ctx);
    uniBaseline(ctx, co, st, s);
    newPage(ctx);
    uniScope3(ctx, co, st, s);
    newPage(ctx);
    uniTargets(ctx, co, st, s);
    newPage(ctx);
    uniFinance(ctx, co, st, s);
    methodology(ctx, co, st);
    otherMetrics(ctx, co, s);
  }
};

export const BLIND20_SMALL_FAMILIES = [kgSmall, vsme, university];
