// Evaluation reports (held out, written blind): the environmental data printed as one wide table turned 90° on
// a portrait page — indicator, unit, the base year and three years, the change on the year and a boundary
// column; energy shares, revenue and intensity as rows of the same table. The rest of the report is upright.
import { pctChange } from '../lib/model.mjs';
import { para, newPage, mark } from '../lib/pdf.mjs';
import { style } from '../lib/sections.mjs';
import { rotatedTable } from '../lib/rotated.mjs';
import { standardReport, FILLER } from './common.mjs';

const BOUNDARY = 'Operational control, all sites';

function rows(co, st, s) {
  const tb = st.table;
  const years = [co.baseYear, ...co.years];
  const l = co.latest;
  const change = (v) => {
    const c = pctChange(v[l - 1], v[l]);
    return `${c < 0 ? '−' : '+'}${s.d(Math.abs(c), 1)}`;
  };
  const series = (label, v) => [label, 't CO₂e', ...years.map((y) => s.n(v[y])), change(v), BOUNDARY];
  const s12 = {};
  for (const y of years) s12[y] = co.s1[y] + co.s2m[y]; // the subtotal as computed, not from a misprinted cell
  const latestOnly = (label, unit, value) => [label, unit, '–', '–', '–', value, '–', 'Group'];
  return [
    [{ text: 'Greenhouse gas emissions', bold: true }, '', '', '', '', '', '', ''],
    series('Scope 1 – direct emissions', tb.s1),
    series('Scope 2 – indirect, location-based', tb.s2l),
    series('Scope 2 – indirect, market-based', tb.s2m),
    series('Scope 1 and 2 (market-based)', s12),
    series('Scope 3 – value chain', tb.s3),
    series('Total GHG emissions (Scope 1, 2 MB, 3)', tb.total),
    [{ text: 'Energy and economics', bold: true }, '', '', '', '', '', '', ''],
    ...st.shares.map((sh) => latestOnly(`Energy consumed: ${sh.label}`, '% of total', s.d(sh.pct, 1))),
    latestOnly('Revenue', 'EUR million', s.n(co.revenue)),
    latestOnly('GHG intensity (Scope 1 and 2, market-based)', 't CO₂e / EUR m', s.d(st.intensity.value, 1))
  ];
}

const rotatedWide = {
  name: 'rotated_wide_table',
  heldOut: false, // spent: scored once (2026-11-29 07:47 UTC), now tuned on
  about:
    'a wide environmental data table printed turned 90° on a portrait page (indicator, unit, base year and three ' +
    'years, change on the year, boundary; energy shares, revenue and intensity as its last rows)',
  errors: ['base_year_conflict', 'wrong_unit', 'shares_over_100'],
  render(ctx, co, st) {
    const s = style();
    standardReport(ctx, co, st, s, () => {
      para(
        ctx,
        'The environmental data for the base year and the last three reporting years are given in Table 4 on the ' +
          'next page, printed across the page. Changes compare the reporting year with the year before it.'
      );
      para(ctx, FILLER[2]);
      newPage(ctx);
      const years = [co.baseYear, ...co.years];
      rotatedTable(ctx, {
        caption: `Table 4 — Environmental performance data ${co.baseYear}–${co.latest}`,
        note:
          'Change: reporting year against the previous year, in per cent. Energy shares, revenue and intensity are ' +
          `given for ${co.latest} only. Scope 2 market-based uses supplier-specific factors.`,
        key: 'ghgTable',
        header: [
          [
            'Indicator',
            'Unit',
            ...years.map((y) => (y === co.baseYear ? `${y} (base year)` : String(y))),
            `Change ${co.latest - 1}–${co.latest} (%)`,
            'Boundary'
          ]
        ],
        rows: rows(co, st, s),
        widths: [0.27, 0.1, 0.095, 0.085, 0.085, 0.085, 0.1, 0.18],
        aligns: ['left', 'left', 'right', 'right', 'right', 'right', 'right', 'left'],
        size: 8.5
      });
      mark(ctx, 'shares');
      mark(ctx, 'intensity');
    });
  }
};

export const ROTATED_TABLE_FAMILIES = [rotatedWide];
