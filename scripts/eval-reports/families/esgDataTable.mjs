// Evaluation reports (held out, written blind): an "ESG data" table of the kind printed at the back of a
// report — a section column on the left naming "Climate", "Scope 3 by category", "Energy" and "Economic"
// once over their rows, then indicator, unit, three years and a "GRI / ESRS" column of disclosure codes.
// Numbers use a thin space (U+2009) as the thousand separator throughout the report. Revenue, intensity,
// the energy mix and the Scope 3 categories appear only in this table (latest year; "–" before).
import { heading, para, newPage, mark } from '../lib/pdf.mjs';
import { groupedTable } from '../lib/grouped.mjs';
import { style, intro, targets, methodology, otherMetrics } from '../lib/sections.mjs';
import { FILLER } from './common.mjs';

const THIN = '\u2009';

function groups(co, st, s) {
  const tb = st.table;
  const l = co.latest;
  const row = (label, unit, v, ref) => [label, unit, ...co.years.map((y) => s.n(v[y])), ref];
  const latestOnly = (label, unit, value, ref) => [label, unit, ...co.years.map((y) => (y === l ? value : '–')), ref];
  return [
    {
      name: 'Climate',
      rows: [
        row('Scope 1 GHG emissions', 't CO₂e', tb.s1, '305-1 / E1-6'),
        row('Scope 2 GHG emissions (location-based)', 't CO₂e', tb.s2l, '305-2 / E1-6'),
        row('Scope 2 GHG emissions (market-based)', 't CO₂e', tb.s2m, '305-2 / E1-6'),
        row('Scope 3 GHG emissions', 't CO₂e', tb.s3, '305-3 / E1-6'),
        row('Total GHG emissions (Scope 1, 2 market-based, 3)', 't CO₂e', tb.total, 'E1-6'),
        latestOnly(
          'GHG intensity (Scope 1 and 2 market-based) per net revenue',
          't CO₂e / EUR million',
          s.d(st.intensity.value, 1),
          '305-4 / E1-6'
        )
      ]
    },
    {
      name: 'Scope 3 by category',
      key: 'categories',
      rows: st.categories.map((c) => latestOnly(`Category ${c.n}: ${c.label}`, 't CO₂e', s.n(c.value), '305-3'))
    },
    {
      name: 'Energy',
      key: 'shares',
      rows: st.shares.map((x) => latestOnly(`Share of energy consumed: ${x.label}`, '%', String(x.pct), '302-1 / E1-5'))
    },
    {
      name: 'Economic',
      key: 'intensity',
      rows: [latestOnly('Net revenue', 'EUR million', s.n(co.revenue), '201-1')]
    }
  ];
}

function dataPage(ctx, co, st, s) {
  heading(ctx, 'ESG data');
  para(
    ctx,
    `The table gives our environmental key figures for ${co.years.join(', ')}. Scope 3 categories, energy shares, ` +
      `revenue and intensity are reported for ${co.latest} only; "–" means not reported. Scope 3 covers the ` +
      'relevant categories of the GHG Protocol; the others were screened and are not material.'
  );
  mark(ctx, 'intensity');
  groupedTable(ctx, {
    caption: 'Environmental performance indicators',
    header: ['Section', 'Indicator', 'Unit', ...co.years.map(String), 'GRI / ESRS'],
    groups: groups(co, st, s),
    widths: [0.11, 0.36, 0.13, 0.09, 0.09, 0.09, 0.13],
    aligns: ['left', 'left', 'left', 'right', 'right', 'right', 'left'],
    size: 7.5,
    key: 'ghgTable'
  });
}

const esgDataTable = {
  name: 'esg_data_table',
  heldOut: false, // spent: scored once (2026-11-28 23:33 UTC), now tuned on
  about:
    'an ESG data table with a section column spanning its rows ("Climate", "Scope 3 by category", "Energy", ' +
    '"Economic"), a unit column, GRI/ESRS codes in a last column, thin-space thousand separators; categories, ' +
    'energy shares, revenue and intensity only in the table',
  errors: ['intensity_mismatch', 'shares_over_100', 'scope3_categories_exceed'],
  render(ctx, co, st) {
    const s = style({ sep: THIN });
    intro(ctx, co, st, s);
    para(ctx, FILLER[0]);
    para(ctx, FILLER[1]);
    newPage(ctx);
    targets(ctx, co, st, s);
    para(ctx, FILLER[2]);
    newPage(ctx);
    methodology(ctx, co, st);
    otherMetrics(ctx, co, s);
    newPage(ctx);
    dataPage(ctx, co, st, s);
  }
};

export const ESG_DATA_TABLE_FAMILIES = [esgDataTable];
