// Evaluation reports: families that differ in how the GHG table is drawn — scopes as rows with the unit
// in the corner, years as rows in kt, the unit in a line above, a table split over two pages.
import { fmtDec } from '../lib/model.mjs';
import { table, newPage, para } from '../lib/pdf.mjs';
import { style, inventoryRows } from '../lib/sections.mjs';
import { standardReport, FILLER } from './common.mjs';

const yearsOf = (co) => [co.baseYear, ...co.years];

const rowsCorner = {
  name: 'rows_corner',
  about: 'scopes as rows, year columns, unit "t CO2e" in the corner cell',
  errors: ['total_not_sum', 'yoy_contradicted'],
  render(ctx, co, st) {
    const s = style();
    standardReport(ctx, co, st, s, () => {
      const head = ['t CO₂e', ...yearsOf(co).map((y) => (y === co.baseYear ? `${y} (base year)` : String(y)))];
      const rows = inventoryRows(co, st).map(([label, v]) => [label, ...yearsOf(co).map((y) => s.n(v[y]))]);
      table(ctx, [head, ...rows], {
        widths: [0.36, 0.19, 0.15, 0.15, 0.15],
        key: 'ghgTable',
        caption: 'GHG emissions'
      });
    });
  }
};

const yearsRowsKt = {
  name: 'years_rows_kt',
  about: 'years as rows, scopes as columns, unit "kt CO2e" in the caption',
  errors: ['base_year_conflict', 'interim_loosening'],
  render(ctx, co, st) {
    const s = style();
    const kt = (v) => fmtDec(v / 1000, 1);
    standardReport(ctx, co, st, s, () => {
      const tb = st.table;
      const head = ['Year', 'Scope 1', 'Scope 2 location-based', 'Scope 2 market-based', 'Scope 3', 'Total'];
      const rows = yearsOf(co).map((y) => [
        y === co.baseYear ? `${y} (base)` : String(y),
        ...[tb.s1, tb.s2l, tb.s2m, tb.s3, tb.total].map((v) => kt(v[y]))
      ]);
      table(ctx, [head, ...rows], {
        widths: [0.15, 0.15, 0.18, 0.18, 0.17, 0.17],
        key: 'ghgTable',
        caption: 'Table 2: Greenhouse gas emissions by scope, kt CO₂e'
      });
    });
  }
};

const unitAbove = {
  name: 'unit_above',
  about: 'scopes as rows; the multiple "(1,000 metric tons)" in a line above the table',
  errors: ['scope3_categories_exceed', 'wrong_unit'],
  render(ctx, co, st) {
    const s = style();
    standardReport(ctx, co, st, s, () => {
      const head = ['Emissions', ...yearsOf(co).map(String)];
      const rows = inventoryRows(co, st).map(([label, v]) => [
        label,
        ...yearsOf(co).map((y) => fmtDec(v[y] / 1000, 1))
      ]);
      table(ctx, [head, ...rows], {
        widths: [0.36, 0.16, 0.16, 0.16, 0.16],
        key: 'ghgTable',
        caption: 'Greenhouse gas emissions',
        above: 'GHG emissions (CO₂ equivalent) (1,000 metric tons)'
      });
    });
  }
};

const splitTable = {
  name: 'split_table',
  about: 'the GHG table split over two pages, header row repeated with "(continued)"',
  errors: ['total_not_sum', 'gwp_ar4'],
  render(ctx, co, st) {
    const s = style();
    standardReport(ctx, co, st, s, () => {
      for (let i = 0; i < 5; i++) para(ctx, FILLER[i % 3]);
      const head = ['GHG emissions (t CO₂e)', ...co.years.map(String)];
      const rows = inventoryRows(co, st).map(([label, v]) => [label, ...co.years.map((y) => s.n(v[y]))]);
      const widths = [0.46, 0.18, 0.18, 0.18];
      table(ctx, [head, ...rows.slice(0, 2)], { widths, key: 'ghgTable', caption: 'Emissions inventory' });
      newPage(ctx);
      table(ctx, [[`${head[0]} (continued)`, ...head.slice(1)], ...rows.slice(2)], { widths, key: 'ghgTable' });
    });
  }
};

export const TABLE_FAMILIES = [rowsCorner, yearsRowsKt, unitAbove, splitTable];
