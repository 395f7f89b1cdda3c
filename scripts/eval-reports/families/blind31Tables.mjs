// Evaluation reports (held out, blind set 31, written blind): three national inventory layouts — an Indian
// BRSR Principle 6 disclosure (a "Unit" column, current / previous financial year heads, lakh grouping), a Swiss
// report with apostrophe thousand separators throughout, and an Australian NGER-style disclosure with
// facility rows (t CO2-e, net energy consumed in GJ) before the corporate total.
import { LEFT, WIDTH, table, para, mark } from '../lib/pdf.mjs';
import { style, inventoryRows } from '../lib/sections.mjs';
import { fmtInt, pctChange } from '../lib/model.mjs';
import { lakhStyle } from '../lib/blind31Draw.mjs';
import { standardReport } from './common.mjs';

const small = (ctx, text) => {
  ctx.doc.font('body').fontSize(7.5).fillColor('#333').text(text, LEFT, undefined, { width: WIDTH });
  ctx.doc.fillColor('black').fontSize(10);
  ctx.doc.moveDown(0.6);
};

// ---- brsr_principle6 ----

/** "FY 2023-24" for the financial year ending in March of `y`. */
const fy = (y) => `FY ${y - 1}-${String(y).slice(2)}`;

function brsr(ctx, co, st, s) {
  const { doc } = ctx;
  const tb = st.table;
  const [cur, prev] = [co.latest, co.latest - 1];
  const head = ['Parameter', 'Unit', `${fy(cur)} (Current Financial Year)`, `${fy(prev)} (Previous Financial Year)`];
  const unit = 'Metric tonnes of CO2 equivalent';
  const row = (label, v) => [label, unit, s.n(v[cur]), s.n(v[prev])];
  const widths = [0.42, 0.22, 0.18, 0.18];
  doc.font('bold').fontSize(10).text('Section C: Principle-wise performance disclosure', LEFT, undefined);
  doc
    .font('body')
    .fontSize(9)
    .text('PRINCIPLE 6: Businesses should respect and make efforts to protect and ' + 'restore the environment', {
      width: WIDTH
    });
  doc.moveDown(0.4).font('bold').fontSize(9.5).text('Essential Indicators');
  doc
    .font('body')
    .fontSize(9)
    .text(
      '7. Details of greenhouse gas emissions (Scope 1 and Scope 2 emissions) & its ' +
        'intensity, in the following format:',
      { width: WIDTH }
    );
  doc.moveDown(0.3);
  mark(ctx, 'ghgTable');
  table(
    ctx,
    [
      head,
      row(
        'Total Scope 1 emissions (Break-up of the GHG into CO2, CH4, N2O, HFCs, PFCs, SF6, NF3, if available)',
        tb.s1
      ),
      row('Total Scope 2 emissions – location-based', tb.s2l),
      row('Total Scope 2 emissions – market-based', tb.s2m)
    ],
    { widths, size: 8 }
  );
  small(
    ctx,
    'Note: Indicate if any independent assessment/evaluation/assurance has been carried out by an ' +
      'external agency? (Y/N) If yes, name of the external agency. — Y. Limited assurance by an independent ' +
      'assurance provider under ISAE 3410.'
  );
  doc.font('bold').fontSize(9.5).text('Leadership Indicators', LEFT);
  doc
    .font('body')
    .fontSize(9)
    .text('2. Please provide details related to its Scope 3 emissions & its intensity, ' + 'in the following format:', {
      width: WIDTH
    });
  doc.moveDown(0.3);
  table(
    ctx,
    [
      head,
      row(
        'Total Scope 3 emissions (Break-up of the GHG into CO2, CH4, N2O, HFCs, PFCs, SF6, NF3, if available)',
        tb.s3
      ),
      row('Total emissions (Scope 1, Scope 2 market-based and Scope 3)', tb.total)
    ],
    { widths, size: 8 }
  );
  small(
    ctx,
    'Figures are grouped in lakhs and crores (1,00,000 = one lakh; 1,00,00,000 = one crore). Targets ' +
      'name a financial year by the year in which it ends (2030 = FY 2029-30).'
  );
}

const brsrPrinciple6 = {
  name: 'brsr_principle6',
  heldOut: false, // spent: blind set 31, scored once (2026-11-29 17:56 UTC, with set 32: 18/30 together), now tuned on
  about:
    'an Indian BRSR Principle 6 disclosure: "Parameter | Unit | FY 2024-25 (Current Financial Year) | FY 2023-24 ' +
    '(Previous Financial Year)" with "Metric tonnes of CO2 equivalent" in the unit column, Essential and Leadership ' +
    'indicator questions, figures in lakh/crore grouping (1,23,456) in tables and prose',
  errors: ['total_not_sum', 'wrong_unit', 'yoy_contradicted'],
  render(ctx, co, st) {
    const s = lakhStyle(fy);
    standardReport(ctx, co, st, s, () => brsr(ctx, co, st, s), {
      beforeIntro: () =>
        ctx.doc
          .font('body')
          .fontSize(8)
          .fillColor('#555')
          .text("Business Responsibility and Sustainability Report (BRSR) — Annexure to the Board's Report", LEFT)
          .fillColor('black')
    });
  }
};

// ---- swiss_apostrophe ----

function swiss(ctx, co, st) {
  const n = (v) => fmtInt(v, { sep: '’' });
  const years = [co.baseYear, ...co.years];
  const chg = (v) => {
    const p = pctChange(v[co.latest - 1], v[co.latest]);
    return `${p > 0 ? '+' : ''}${p.toFixed(1)}`;
  };
  const rows = [
    ['in t CO₂e', `${co.baseYear} (base year)`, ...co.years.map(String), 'Δ % yoy'],
    ...inventoryRows(co, st).map(([label, v]) => [label, ...years.map((y) => n(v[y])), chg(v)])
  ];
  table(ctx, rows, { widths: [0.3, 0.15, 0.12, 0.12, 0.12, 0.19], key: 'ghgTable', caption: 'Emissions by scope' });
  small(
    ctx,
    `Base year ${co.baseYear} recalculated for acquisitions. Δ % yoy: change ${co.latest} against ` +
      `${co.latest - 1}. Figures rounded to ten tonnes.`
  );
  const [a, b, c] = st.shares;
  table(
    ctx,
    [
      ['Energy consumption by source', `${co.latest} (%)`],
      [`Renewable electricity`, String(a.pct)],
      ['Natural gas', String(b.pct)],
      ['Other fuels', String(c.pct)]
    ],
    { widths: [0.7, 0.3], key: 'shares', caption: `Energy mix ${co.latest}`, size: 8.5 }
  );
}

const swissApostrophe = {
  name: 'swiss_apostrophe',
  heldOut: false, // spent: blind set 31, scored once (2026-11-29 17:56 UTC, with set 32: 18/30 together), now tuned on
  about:
    'a Swiss report in English with apostrophe thousand separators: typographic (12’345) in the tables and ' +
    'straight (12\'345) in the prose; a "in t CO₂e" corner cell, the base year and three years and a "Δ % yoy" ' +
    'column with signed changes; the energy mix as a small table',
  errors: ['base_year_conflict', 'restated_value', 'shares_over_100'],
  render(ctx, co, st) {
    const s = style({ sep: "'" });
    standardReport(ctx, co, st, s, () => swiss(ctx, co, st));
  }
};

// ---- nger_facilities ----

const au = (y) => `${y - 1}–${String(y).slice(2)}`;
const SITES = [
  ['Kwinana processing plant', 'WA', 0.38],
  ['Gladstone terminal', 'QLD', 0.24],
  ['Port Kembla works', 'NSW', 0.21],
  ['Altona distribution centre', 'VIC', 0.1]
];

/** Splits a value by the sites' shares, the last row (other facilities) taking the rest. */
function bySite(v) {
  const parts = SITES.map(([, , f]) => Math.round((v * f) / 10) * 10);
  return [...parts, v - parts.reduce((a, b) => a + b, 0)];
}

const gj = (s1, s2) => Math.round((s1 * 17.6 + s2 * 5.2) / 10) * 10;

function nger(ctx, co, st, s) {
  const tb = st.table;
  const l = co.latest;
  const s1 = bySite(tb.s1[l]);
  const s2 = bySite(tb.s2l[l]);
  const names = [...SITES.map(([n, state]) => [n, state]), ['Other facilities (below threshold)', '—']];
  const rows = [['Facility', 'State', 'Scope 1 (t CO2-e)', 'Scope 2 (t CO2-e)', 'Net energy consumed (GJ)']];
  names.forEach(([n, state], i) => rows.push([n, state, s.n(s1[i]), s.n(s2[i]), s.n(gj(s1[i], s2[i]))]));
  const energy = names.reduce((sum, _, i) => sum + gj(s1[i], s2[i]), 0);
  rows.push(['Corporate group total', '', s.n(tb.s1[l]), s.n(tb.s2l[l]), s.n(energy)]);
  table(ctx, rows, {
    widths: [0.34, 0.08, 0.19, 0.19, 0.2],
    caption: `Table 1 – Facility-level emissions and energy, reporting year ${au(l)} (1 July – 30 June)`,
    size: 8.5
  });
  small(
    ctx,
    'Scope 2 at facility level is location-based, using the state grid factors of the National ' +
      'Greenhouse Accounts Factors. Net energy consumed is energy consumed less energy produced and exported.'
  );
  const years = [co.baseYear, l - 1, l];
  const inv = [
    ['Scope 1', tb.s1],
    ['Scope 2 – location-based', tb.s2l],
    ['Scope 2 – market-based', tb.s2m],
    ['Scope 3', tb.s3],
    ['Total (Scope 1, Scope 2 market-based, Scope 3)', tb.total]
  ];
  table(
    ctx,
    [
      ['t CO2-e', `${au(co.baseYear)} (base)`, au(l - 1), au(l)],
      ...inv.map(([label, v]) => [label, ...years.map((y) => s.n(v[y]))])
    ],
    { widths: [0.46, 0.18, 0.18, 0.18], key: 'ghgTable', caption: 'Table 2 – Corporate group emissions' }
  );
  small(
    ctx,
    'Years run from 1 July to 30 June. Targets and the base year elsewhere in this report name a year by ' +
      `the one in which it ends (${co.baseYear} = ${au(co.baseYear)}).`
  );
  para(ctx, `Net energy consumed by the corporate group in ${au(l)} was ${s.n(energy)} GJ.`);
}

const ngerFacilities = {
  name: 'nger_facilities',
  heldOut: false, // spent: blind set 31, scored once (2026-11-29 17:56 UTC, with set 32: 18/30 together), now tuned on
  about:
    'an Australian NGER-style disclosure in "t CO2-e" for July–June years ("2024–25"): a facility table ' +
    '(facility, state, Scope 1, Scope 2, net energy consumed in GJ) with the corporate group total as its last ' +
    'row, then a corporate table with the base year and both Scope 2 bases',
  errors: ['interim_loosening', 'gwp_ar4', 'intensity_mismatch'],
  render(ctx, co, st) {
    const s = style({ yl: au });
    standardReport(ctx, co, st, s, () => nger(ctx, co, st, s));
  }
};

export const BLIND31_TABLE_FAMILIES = [brsrPrinciple6, swissApostrophe, ngerFacilities];
