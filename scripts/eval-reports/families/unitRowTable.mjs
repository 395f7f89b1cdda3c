// Evaluation reports (held out, written blind): an "Environmental data" table in which every indicator takes two
// lines — its name across the table, then its unit in small grey type with the figures of the base year and three
// years on the unit's line — under shaded section bands (emissions, Scope 3 by category, energy, economic); the
// categories, energy shares, revenue and intensity only for the latest year ("–" before).
import { heading, para, newPage, mark } from '../lib/pdf.mjs';
import { unitRowTable } from '../lib/unitRows.mjs';
import { style, intro, targets, intensityAndEnergy, methodology, otherMetrics } from '../lib/sections.mjs';
import { FILLER } from './common.mjs';

const T = 't CO₂e';

function heads(co) {
  return [`${co.baseYear}\n(base year)`, ...co.years.map(String)];
}

function ghgItems(co, st, s) {
  const years = [co.baseYear, ...co.years];
  const tb = st.table;
  const row = (label, v, extra = {}) => ({ label, unit: T, values: years.map((y) => s.n(v[y])), ...extra });
  const s12 = Object.fromEntries(years.map((y) => [y, co.s1[y] + co.s2m[y]]));
  const latestOnly = (v) => [...years.slice(0, -1).map(() => '–'), v];
  return [
    { section: 'Greenhouse gas emissions' },
    row('Direct GHG emissions (Scope 1)', tb.s1),
    row('Indirect GHG emissions from purchased energy (Scope 2), location-based', tb.s2l),
    row('Indirect GHG emissions from purchased energy (Scope 2), market-based', tb.s2m),
    row('Scope 1 and 2 GHG emissions (market-based)', s12),
    row('Other indirect GHG emissions (Scope 3)', tb.s3),
    row('Total GHG emissions (Scope 1, Scope 2 market-based, Scope 3)', tb.total, { bold: true }),
    { section: `Scope 3 emissions by category (${co.latest})` },
    ...st.categories.map((c) => ({
      label: `Category ${c.n}: ${c.label}`,
      unit: T,
      values: latestOnly(s.n(c.value)),
      key: 'categories'
    })),
    { label: 'Total Scope 3 emissions', unit: T, values: latestOnly(s.n(st.s3Total)), bold: true, key: 'categories' }
  ];
}

function otherItems(co, st, s) {
  const latestOnly = (v) => [...co.years.map(() => '–'), v];
  return [
    { section: `Energy (${co.latest})` },
    ...st.shares.map((sh) => ({
      label: `Share of ${sh.label} in energy consumed`,
      unit: '% of total energy consumption',
      values: latestOnly(String(sh.pct)),
      key: 'shares'
    })),
    { section: `Economic (${co.latest})` },
    { label: 'Revenue', unit: 'EUR million', values: latestOnly(s.n(co.revenue)), key: 'intensity' },
    {
      label: 'GHG emission intensity, Scope 1 and 2 (market-based)',
      unit: 't CO₂e per EUR million of revenue',
      values: latestOnly(s.d(st.intensity.value, 1)),
      key: 'intensity'
    }
  ];
}

const unitRowTableFamily = {
  name: 'unit_row_table',
  heldOut: false, // spent: scored once (2026-11-29 08:52 UTC), now tuned on
  about:
    'an environmental data table whose indicators take two lines each: the name across the table, then the unit ' +
    'in small grey type with the figures of the base year and three years on its line, under shaded section bands',
  errors: ['total_not_sum', 'wrong_unit', 'intensity_mismatch'],
  render(ctx, co, st) {
    const s = style();
    intro(ctx, co, st, s);
    para(ctx, FILLER[0]);
    newPage(ctx);
    heading(ctx, 'Environmental data');
    para(
      ctx,
      'The tables below give our environmental indicators for the base year and the last three reporting years. ' +
        'The unit of each indicator is printed on the line under its name. Scope 3 categories, energy shares, ' +
        `revenue and intensity are reported for ${co.latest} only.`
    );
    mark(ctx, 'ghgTable');
    unitRowTable(ctx, { heads: heads(co), items: ghgItems(co, st, s) });
    newPage(ctx);
    heading(ctx, 'Environmental data (continued)');
    unitRowTable(ctx, { heads: heads(co), items: otherItems(co, st, s) });
    para(ctx, FILLER[1]);
    newPage(ctx);
    targets(ctx, co, st, s);
    para(ctx, FILLER[2]);
    newPage(ctx);
    intensityAndEnergy(ctx, co, st, s);
    methodology(ctx, co, st);
    otherMetrics(ctx, co, s);
  }
};

export const UNIT_ROW_TABLE_FAMILIES = [unitRowTableFamily];
