// Evaluation reports (held out, blind set 24, written blind): five layouts — one page per scope with the
// scope totals only in a summary box; a note to the annual accounts with "Group" and "Parent company"
// columns; a quarterly ESG update with a "last twelve months" column beside the full years; a two-column
// report whose data table breaks at the foot of the left column and continues at the top of the right; and
// the inventory as a row of framed cards, one per year.
import { heading, para, table, newPage } from '../lib/pdf.mjs';
import {
  style,
  intro,
  categories,
  targets,
  intensityAndEnergy,
  methodology,
  otherMetrics,
  inventoryRows
} from '../lib/sections.mjs';
import { summaryBox, yearCards, columnBreakTable } from '../lib/blind24Draw.mjs';
import { standardReport, FILLER } from './common.mjs';

const r10 = (v) => Math.round(v / 10) * 10;

/** Splits a value into parts by shares (the last part takes the rest, so the parts add up exactly). */
function split(v, shares) {
  const parts = shares.map((sh) => r10(v * sh));
  parts.push(v - parts.reduce((a, b) => a + b, 0));
  return parts;
}

// ---- scope_pages_summary ----

function scopePages(ctx, co, st, s) {
  const years = [co.baseYear, co.latest - 1, co.latest];
  const head = ['t CO₂e', `${co.baseYear} (base year)`, String(co.latest - 1), String(co.latest)];
  const bySource = (labels, series, shares) => {
    const cols = years.map((y) => split(series[y], shares));
    return labels.map((label, i) => [label, ...cols.map((c) => s.n(c[i]))]);
  };
  heading(ctx, 'Scope 1 emissions by source');
  para(
    ctx,
    'Direct emissions from fuels burnt at our sites, from our vehicle fleet and from process and refrigerant losses.'
  );
  const s1Rows = bySource(
    ['Stationary combustion', 'Mobile combustion', 'Process and refrigerants'],
    st.table.s1,
    [0.58, 0.27]
  );
  table(ctx, [head, ...s1Rows], { widths: [0.4, 0.2, 0.2, 0.2], key: 'scopeSources' });
  para(ctx, FILLER[1]);
  newPage(ctx);
  heading(ctx, 'Scope 2 emissions by energy type');
  para(ctx, 'Indirect emissions from purchased electricity and district heat, shown location-based and market-based.');
  const lb = bySource(['Electricity – location-based', 'District heat – location-based'], st.table.s2l, [0.84]);
  const mb = bySource(['Electricity – market-based', 'District heat – market-based'], st.table.s2m, [0.81]);
  table(ctx, [head, ...lb, ...mb], { widths: [0.4, 0.2, 0.2, 0.2], key: 'scopeSources' });
  para(ctx, 'Totals for each scope are given in the summary at the end of this section.', null, { align: 'left' });
  newPage(ctx);
  heading(ctx, 'Scope 3 emissions');
  categories(ctx, co, st, s);
  summaryBox(
    ctx,
    'Summary: greenhouse gas emissions (t CO₂e)',
    ['', `${co.baseYear} (base)`, String(co.latest - 1), String(co.latest)],
    inventoryRows(co, st).map(([label, v]) => [label, ...years.map((y) => s.n(v[y]))]),
    'ghgTable'
  );
}

const scopePagesSummary = {
  name: 'scope_pages_summary',
  heldOut: false, // spent: blind set 24, scored once (2026-11-29 13:27 UTC, 11/15), now tuned on
  about:
    'one page per scope: Scope 1 by source and Scope 2 by energy type (location- and market-based) as small tables ' +
    'without total rows, the Scope 3 categories on a third page; the scope totals only in a shaded summary box',
  errors: ['total_not_sum', 'scope3_categories_exceed', 'gwp_ar4'],
  render(ctx, co, st) {
    const s = style();
    intro(ctx, co, st, s);
    para(ctx, FILLER[0]);
    newPage(ctx);
    scopePages(ctx, co, st, s);
    newPage(ctx);
    targets(ctx, co, st, s);
    newPage(ctx);
    intensityAndEnergy(ctx, co, st, s);
    methodology(ctx, co, st);
    otherMetrics(ctx, co, s);
  }
};

// ---- note_group_parent ----

function noteTable(ctx, co, st, s) {
  const l = co.latest;
  const parent = (v) => r10(v * 0.31);
  ctx.doc.font('bold').fontSize(8).fillColor('#777').text('NOTES TO THE ANNUAL ACCOUNTS', { align: 'right' });
  ctx.doc.fillColor('black');
  heading(ctx, 'Note 34 – Greenhouse gas emissions', 13);
  para(
    ctx,
    '34.1 Accounting policy. Emissions are reported for the Group (all subsidiaries under operational control) ' +
      'and for the Parent company alone, which operates the two largest production sites. Amounts in tonnes of ' +
      'CO₂ equivalent.'
  );
  const head = ['t CO₂e', `Group ${l}`, `Group ${l - 1}`, `Parent company ${l}`, `Parent company ${l - 1}`];
  const tb = st.table;
  const par = (y) => {
    const [s1, s2l, s2m, s3] = [tb.s1, tb.s2l, tb.s2m, tb.s3].map((v) => parent(v[y]));
    return [s1, s2l, s2m, s3, s1 + s2m + s3];
  };
  const [pl, pp] = [par(l), par(l - 1)];
  const rows = inventoryRows(co, st).map(([label, v], i) => [label, s.n(v[l]), s.n(v[l - 1]), s.n(pl[i]), s.n(pp[i])]);
  table(ctx, [head, ...rows], {
    widths: [0.28, 0.17, 0.17, 0.19, 0.19],
    key: 'ghgTable',
    caption: '34.2 Emissions by scope'
  });
  const b = co.baseYear;
  table(
    ctx,
    [
      ['t CO₂e', `Group ${b}`, `Parent company ${b}`],
      ['Scope 1', s.n(st.table.s1[b]), s.n(parent(st.table.s1[b]))],
      ['Scope 2 (market-based)', s.n(st.table.s2m[b]), s.n(parent(st.table.s2m[b]))]
    ],
    { widths: [0.4, 0.3, 0.3], key: 'ghgTable', caption: `34.3 Base year (${b})` }
  );
  para(
    ctx,
    '34.4 The Scope 3 categories, the targets and the energy data are set out in the sustainability statement.',
    null,
    {
      align: 'left'
    }
  );
}

const noteGroupParent = {
  name: 'note_group_parent',
  heldOut: false, // spent: blind set 24, scored once (2026-11-29 13:27 UTC, 11/15), now tuned on
  about:
    'emissions as "Note 34 – Greenhouse gas emissions" in the notes to the annual accounts, with "Group" and ' +
    '"Parent company" columns for the current and prior year (the parent about a third of the group) and a ' +
    'base-year sub-table',
  errors: ['restated_value', 'base_year_conflict', 'target_wrong_scope'],
  render(ctx, co, st) {
    const s = style();
    intro(ctx, co, st, s);
    para(ctx, FILLER[0]);
    newPage(ctx);
    noteTable(ctx, co, st, s);
    newPage(ctx);
    categories(ctx, co, st, s);
    targets(ctx, co, st, s);
    newPage(ctx);
    intensityAndEnergy(ctx, co, st, s);
    methodology(ctx, co, st);
    otherMetrics(ctx, co, s);
  }
};

// ---- ltm_quarterly_update ----

function ltmIntro(ctx, co, st, s) {
  const q = co.latest + 1;
  heading(ctx, `${co.name} — ESG update, third quarter ${q}`, 18);
  para(
    ctx,
    `${co.name} is a fictitious company invented for testing. This quarterly update gives our greenhouse gas ` +
      `emissions for the last twelve months (LTM) to 30 September ${q} beside the audited full years, our targets ` +
      'and progress, and the other climate metrics we publish each year.'
  );
  para(
    ctx,
    `For the full year ${co.latest}, Scope 1 emissions ${st.yoy.pct <= 0 ? 'fell' : 'rose'} ` +
      `${s.d(Math.abs(st.yoy.pct), 1)} % compared with FY ${st.yoy.from}.`,
    'yoy'
  );
  para(ctx, `Full-year ${co.latest} Scope 1 emissions were ${s.t(st.proseS1)}.`, 'proseS1');
  para(
    ctx,
    'The board reviews climate matters twice a year. Climate-related risks are part of the group risk register, ' +
      'and the remuneration of the executive committee is linked in part to the targets below.'
  );
}

function ltmTable(ctx, co, st, s) {
  const q = co.latest + 1;
  const l = co.latest;
  const ltm = { s1: r10(co.s1[l] * 0.97), s2m: r10(co.s2m[l] * 0.95), s3: r10(co.s3[l] * 0.98) };
  ltm.s2l = r10(co.s2l[l] * 0.96);
  ltm.total = ltm.s1 + ltm.s2m + ltm.s3;
  const keys = ['s1', 's2l', 's2m', 's3', 'total'];
  const head = ['t CO₂e', `LTM Q3 ${q}`, `FY ${l}`, `FY ${l - 1}`, `FY ${co.baseYear} (base)`];
  const rows = inventoryRows(co, st).map(([label, v], i) => [
    label,
    s.n(ltm[keys[i]]),
    ...[l, l - 1, co.baseYear].map((y) => s.n(v[y]))
  ]);
  table(ctx, [head, ...rows], {
    widths: [0.28, 0.18, 0.18, 0.18, 0.18],
    key: 'ghgTable',
    caption: 'Greenhouse gas emissions',
    above: `LTM = the twelve months to 30 September ${q} (unaudited). Full years are audited.`
  });
}

const ltmQuarterly = {
  name: 'ltm_quarterly_update',
  heldOut: false, // spent: blind set 24, scored once (2026-11-29 13:27 UTC, 11/15), now tuned on
  about:
    'a quarterly ESG update: the inventory with an unaudited "LTM Q3" (last twelve months) column beside the ' +
    'audited full years ("FY 2025", "FY 2024", the base year), prose on the full years',
  errors: ['yoy_contradicted', 'progress_contradicted', 'intensity_mismatch'],
  render(ctx, co, st) {
    const s = style();
    ltmIntro(ctx, co, st, s);
    newPage(ctx);
    heading(ctx, 'Emissions');
    ltmTable(ctx, co, st, s);
    categories(ctx, co, st, s);
    newPage(ctx);
    targets(ctx, co, st, s);
    newPage(ctx);
    intensityAndEnergy(ctx, co, st, s);
    methodology(ctx, co, st);
    otherMetrics(ctx, co, s);
  }
};

// ---- column_break_table ----

function columnPage(ctx, co, st, s) {
  const b = co.baseYear;
  const l = co.latest;
  const years = [b, l - 1, l];
  const tb = st.table;
  const lines = [
    ['Scope 1', tb.s1],
    ['Scope 2 (LB)', tb.s2l],
    ['Scope 2 (MB)', tb.s2m],
    ['Scope 3', tb.s3],
    ['Total', tb.total]
  ].map(([label, v]) => [label, ...years.map((y) => s.n(v[y]))]);
  heading(ctx, 'Our emissions in figures');
  columnBreakTable(ctx, {
    before: [
      'This page brings together the figures behind the chapters of this report. Our inventory follows the ' +
        'operational control approach and covers every site we ran during the year, including the two plants ' +
        'acquired in the spring, which are included from the month of acquisition.',
      'Direct emissions come mostly from gas-fired boilers and our delivery fleet. Purchased electricity is the ' +
        'largest indirect source; where we buy certified renewable power, the market-based figure reflects the ' +
        'certificates, while the location-based figure uses grid averages.',
      FILLER[2],
      'The value chain accounts for most of our footprint. We improved the data for purchased goods this year by ' +
        'replacing spend-based factors with supplier-specific data for our twenty largest suppliers.',
      'Figures for earlier years are as published; none were restated this year.',
      'Refrigerant losses are estimated from the top-ups recorded in the maintenance logs of each site. Fuel ' +
        'for the delivery fleet is taken from fuel-card statements, and the few leased cars without a fuel card ' +
        'are estimated from the distances in their logbooks.',
      'Electricity is metered at every site. Where a landlord supplies it, we use the invoices and the share ' +
        'of floor area we occupy. District heat is billed monthly by the local utilities and converted with ' +
        'the factors they publish each year.'
    ],
    head: ['t CO₂e', String(b), String(l - 1), String(l)],
    rows: lines,
    leftRows: 3,
    after: [`LB = location-based, MB = market-based. ${b} is the base year. Total = Scope 1 + Scope 2 (MB) + Scope 3.`],
    key: 'ghgTable',
    widths: [0.28, 0.24, 0.24, 0.24]
  });
}

const columnBreak = {
  name: 'column_break_table',
  heldOut: false, // spent: blind set 24, scored once (2026-11-29 13:27 UTC, 11/15), now tuned on
  about:
    'a two-column page whose small GHG table (base year and two years, "Scope 2 (LB)"/"(MB)") starts at the foot ' +
    'of the left column and continues at the top of the right column under its head repeated with ", cont."',
  errors: ['wrong_unit', 'shares_over_100', 'interim_loosening'],
  render(ctx, co, st) {
    const s = style();
    standardReport(ctx, co, st, s, () => columnPage(ctx, co, st, s));
  }
};

// ---- year_cards ----

function cards(ctx, co, st, s) {
  const years = [co.baseYear, ...co.years];
  para(
    ctx,
    'Our inventory year by year; all figures in t CO₂e. Total = Scope 1 + Scope 2 (market-based) + Scope 3.',
    null,
    {
      align: 'left'
    }
  );
  const rows = inventoryRows(co, st);
  yearCards(
    ctx,
    years.map((y) => ({
      title: y === co.baseYear ? `${y} · base year` : String(y),
      lines: rows.map(([label, v]) => [label, s.n(v[y])])
    })),
    'ghgTable'
  );
}

const yearCardsFamily = {
  name: 'year_cards',
  heldOut: false, // spent: blind set 24, scored once (2026-11-29 13:27 UTC, 11/15), now tuned on
  about:
    'the inventory as a row of four framed cards, one per year (the base year and three years), each under a dark ' +
    'title bar listing the scopes with a small label over each bold value',
  errors: ['total_not_sum', 'yoy_contradicted', 'gwp_ar4'],
  render(ctx, co, st) {
    const s = style();
    standardReport(ctx, co, st, s, () => cards(ctx, co, st, s));
  }
};

export const BLIND24_FAMILIES = [scopePagesSummary, noteGroupParent, ltmQuarterly, columnBreak, yearCardsFamily];
