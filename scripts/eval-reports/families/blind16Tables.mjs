// Evaluation reports (held out, blind set 16, written blind): three table layouts — a TCFD metrics table whose
// value cells mix text and figures ("approx. 70", "n.a. (first year)", "< 1 %"); an emissions table printed
// like a picture of a spreadsheet, every cell framed and every value centred; and absolute emissions followed
// by the same series as an index with the base year at 100.
import { fmtDec } from '../lib/model.mjs';
import { table, para, heading, mark } from '../lib/pdf.mjs';
import { style, inventoryRows } from '../lib/sections.mjs';
import { boxedGrid } from '../lib/boxes.mjs';
import { standardReport } from './common.mjs';

const allYears = (co) => [co.baseYear, ...co.years];

function tcfdRows(co, st, s) {
  const [b, y1, y2, l] = allYears(co);
  const capex = Math.round(co.revenue * 0.02);
  const inv = inventoryRows(co, st).map(([label, v]) => [label, 't CO₂e', ...allYears(co).map((y) => s.n(v[y]))]);
  return [
    ['Metric', 'Unit', `${b} (base)`, String(y1), String(y2), String(l)],
    ...inv,
    ['Revenue', 'EUR m', 'n.a.', 'n.a.', 'n.a.', s.n(co.revenue)],
    ['GHG intensity, Scope 1+2 (market)', 't CO₂e / EUR m', 'n.a.', 'n.a.', 'n.a.', s.d(st.intensity.value, 1)],
    ['Internal carbon price', 'EUR / t CO₂e', 'n.a. (not applied)', 'approx. 60', 'approx. 70', '85'],
    [
      'Climate-related capex',
      'EUR m',
      'n.a. (first year)',
      'n.a.',
      `approx. ${s.n(Math.round(capex * 0.8))}`,
      s.n(capex)
    ],
    ['Revenue from coal-related activities', '%', '< 1 %', '< 1 %', '< 1 %', '< 1 %'],
    ['Assets exposed to physical risk', '% of total assets', 'n.a. (first year)', 'approx. 8', 'approx. 8', '7'],
    ['GWP values used', '–', `IPCC ${st.gwp}`, `IPCC ${st.gwp}`, `IPCC ${st.gwp}`, `IPCC ${st.gwp}`]
  ];
}

const tcfdMixed = {
  name: 'tcfd_mixed_cells',
  heldOut: false, // spent: blind set 16, scored once (2026-11-29 10:22 UTC, 10/15), now tuned on
  about:
    'a TCFD "Metrics and targets" table (metric, unit, base year and three years) whose value cells mix text and ' +
    'figures: "approx. 70", "n.a. (first year)", "< 1 %", "IPCC AR6"; the inventory rows in whole tonnes',
  errors: ['intensity_mismatch', 'target_wrong_scope', 'gwp_ar4'],
  render(ctx, co, st) {
    const s = style();
    standardReport(ctx, co, st, s, () => {
      heading(ctx, 'Metrics and targets (TCFD)', 12);
      mark(ctx, 'intensity');
      mark(ctx, 'methodology');
      table(ctx, tcfdRows(co, st, s), { widths: [0.3, 0.14, 0.15, 0.13, 0.14, 0.14], key: 'ghgTable', size: 8 });
      ctx.doc.moveUp(0.3);
      para(
        ctx,
        'n.a. = not available or not applicable. "approx." marks estimates rounded for this table. Intensity is ' +
          'Scope 1 plus market-based Scope 2 per EUR million of revenue; revenue as in the financial statements.',
        null,
        { align: 'left' }
      );
    });
  }
};

const boxedCentred = {
  name: 'boxed_centred_grid',
  heldOut: false, // spent: blind set 16, scored once (2026-11-29 10:22 UTC, 10/15), now tuned on
  about:
    'the inventory as a fully framed grid, every cell boxed, the head row shaded and every figure centred in its ' +
    'box (base year and three years); the energy mix as a second small boxed grid with its total',
  errors: ['total_not_sum', 'wrong_unit', 'base_year_conflict'],
  render(ctx, co, st) {
    const s = style();
    standardReport(ctx, co, st, s, () => {
      const years = allYears(co);
      const head = ['Emissions in t CO₂e', ...years.map((y) => (y === co.baseYear ? `Base year ${y}` : String(y)))];
      const rows = inventoryRows(co, st).map(([label, v]) => [label, ...years.map((y) => s.n(v[y]))]);
      boxedGrid(ctx, {
        rows: [head, ...rows],
        widths: [0.32, 0.17, 0.17, 0.17, 0.17],
        key: 'ghgTable',
        caption: 'Table 3: Greenhouse gas emissions'
      });
      const sum = st.shares.reduce((t, x) => t + x.pct, 0);
      const mix = [['Energy source', `Share ${co.latest}`], ...st.shares.map((x) => [x.label, `${x.pct} %`])];
      boxedGrid(ctx, {
        rows: [...mix, ['Total energy consumption', `${sum} %`]],
        widths: [0.45, 0.2],
        key: 'shares',
        caption: 'Table 4: Energy consumption by source'
      });
    });
  }
};

const index = (v, base) => fmtDec((v / base) * 100, 1);

function indexBlock(ctx, co, st, s) {
  const years = allYears(co);
  const head = ['t CO₂e', ...years.map((y) => (y === co.baseYear ? `${y} (base year)` : String(y)))];
  const inv = inventoryRows(co, st);
  const rows = inv.map(([label, v]) => [label, ...years.map((y) => s.n(v[y]))]);
  table(ctx, [head, ...rows], {
    widths: [0.32, 0.17, 0.17, 0.17, 0.17],
    key: 'ghgTable',
    caption: 'Absolute emissions'
  });
  const idx = inv.map(([label, v]) => [label, ...years.map((y) => index(v[y], v[co.baseYear]))]);
  const idxHead = ['Index', ...years.map((y) => (y === co.baseYear ? `${y} = 100` : String(y)))];
  table(ctx, [idxHead, ...idx], {
    widths: [0.32, 0.17, 0.17, 0.17, 0.17],
    caption: `Emissions indexed to the base year (${co.baseYear} = 100)`
  });
  const [interim, final] = st.targets;
  para(
    ctx,
    `On this scale our Scope 1 and 2 targets mean an index of ${100 - interim.pct} by ${interim.year} and of ` +
      `${100 - final.pct} by ${final.year}.`,
    'targets'
  );
}

const indexBase = {
  name: 'index_base100',
  heldOut: false, // spent: blind set 16, scored once (2026-11-29 10:22 UTC, 10/15), now tuned on
  about:
    'the inventory twice: in tonnes (base year and three years), then as an index with the base year at 100 ' +
    '(one decimal), and the Scope 1 and 2 targets restated as index levels under it',
  errors: ['interim_loosening', 'yoy_contradicted', 'total_not_sum'],
  render(ctx, co, st) {
    const s = style();
    standardReport(ctx, co, st, s, () => indexBlock(ctx, co, st, s));
  }
};

export const BLIND16_TABLE_FAMILIES = [tcfdMixed, boxedCentred, indexBase];
