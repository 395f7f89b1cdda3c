// Evaluation reports (held out, blind set 30, written blind): two more inventory layouts — an ESG data appendix
// whose rows end in GRI, ESRS and SASB reference columns and a "Note" column of letters explained under the
// table; and one head row printed once over banded sections (direct, indirect energy, value chain), each closed
// by its subtotal, with the grand total at the foot.
import { LEFT, WIDTH } from '../lib/pdf.mjs';
import { style } from '../lib/sections.mjs';
import { ruledTable, bandedTable } from '../lib/blind30Draw.mjs';
import { standardReport } from './common.mjs';
import { note } from './blind30Layouts.mjs';

// ---- esg_appendix_refs ----

function appendix(ctx, co, st, s) {
  const tb = st.table;
  const years = [co.baseYear, co.latest - 1, co.latest];
  const row = (label, v, refs) => [label, 't CO₂e', ...years.map((y) => s.n(v[y])), ...refs];
  const rows = [
    [
      'Indicator',
      'Unit',
      `${s.yl(co.baseYear)} (base)`,
      s.yl(co.latest - 1),
      s.yl(co.latest),
      'GRI',
      'ESRS',
      'SASB',
      'Note'
    ],
    row('Scope 1 GHG emissions', tb.s1, ['305-1', 'E1-6', 'RT-IG-110a.1', 'a']),
    row('Scope 2 GHG emissions, location-based', tb.s2l, ['305-2', 'E1-6', '—', 'b']),
    row('Scope 2 GHG emissions, market-based', tb.s2m, ['305-2', 'E1-6', '—', 'b, c']),
    row('Scope 3 GHG emissions', tb.s3, ['305-3', 'E1-6', '—', 'd']),
    row('Total GHG emissions (Scope 1, 2 market-based, 3)', tb.total, ['305-1/2/3', 'E1-6', '—', 'e'])
  ];
  ctx.doc.font('bold').fontSize(10).text('ESG data appendix — climate', LEFT, undefined, { width: WIDTH });
  ctx.doc.moveDown(0.2);
  ruledTable(ctx, {
    rows,
    widths: [0.22, 0.07, 0.11, 0.11, 0.11, 0.1, 0.07, 0.13, 0.08],
    left: [1, 5, 6, 7, 8],
    key: 'ghgTable',
    size: 7.5
  });
  note(
    ctx,
    'a Fuels burnt at our sites, fleet vehicles, process emissions and refrigerant losses. ' +
      'b Electricity, heat and steam bought from third parties. ' +
      'c Uses supplier-specific factors and energy attribute certificates; residual mix elsewhere. ' +
      'd Relevant categories only; see the Scope 3 table. ' +
      'e Sum of Scope 1, market-based Scope 2 and Scope 3. "—" means no SASB metric applies.'
  );
}

const esgAppendixRefs = {
  name: 'esg_appendix_refs',
  heldOut: false, // spent: blind set 30, scored once (2026-11-29 14:52 UTC, the session's last measurement), now tuned on
  about:
    'an ESG data appendix: Indicator | Unit | base year | two years, then GRI, ESRS and SASB reference columns and a ' +
    '"Note" column of letters (a, b, "b, c") explained in a small-print key under the table',
  errors: ['base_year_conflict', 'target_wrong_scope', 'scope3_categories_exceed'],
  render(ctx, co, st) {
    const s = style();
    standardReport(ctx, co, st, s, () => appendix(ctx, co, st, s));
  }
};

// ---- banded_sections ----

/** Splits a value into parts by fixed shares, the last part taking the rounding rest. */
const split = (v, shares) => {
  const parts = shares.map((f) => Math.round(v * f));
  return [...parts, v - parts.reduce((a, b) => a + b, 0)];
};

function banded(ctx, co, st, s) {
  const tb = st.table;
  const years = [co.baseYear, co.latest - 1, co.latest];
  const partRows = (labels, v, shares) => {
    const cols = years.map((y) => split(v[y], shares));
    return labels.map((label, i) => [label, ...cols.map((c) => s.n(c[i]))]);
  };
  const line = (label, v) => [label, ...years.map((y) => s.n(v[y]))];
  bandedTable(ctx, {
    key: 'ghgTable',
    head: ['Tonnes CO₂e', `${s.yl(co.baseYear)} base year`, s.yl(co.latest - 1), s.yl(co.latest)],
    widths: [0.49, 0.17, 0.17, 0.17],
    sections: [
      {
        name: 'Direct',
        rows: partRows(
          ['Stationary combustion', 'Mobile combustion (fleet)', 'Process and fugitive emissions'],
          tb.s1,
          [0.57, 0.26]
        ),
        subtotals: [line('Scope 1 subtotal', tb.s1)]
      },
      {
        name: 'Indirect (energy)',
        rows: partRows(
          ['Purchased electricity, market-based', 'Purchased heat and steam, market-based'],
          tb.s2m,
          [0.81]
        ),
        subtotals: [line('Scope 2 subtotal, market-based', tb.s2m), line('Scope 2 subtotal, location-based', tb.s2l)]
      },
      {
        name: 'Value chain',
        rows: [line('Scope 3 categories (see next page)', tb.s3)],
        subtotals: [line('Scope 3 subtotal', tb.s3)]
      }
    ],
    grand: line('Total (Scope 1, 2 market-based, 3)', tb.total)
  });
  note(ctx, 'The location-based subtotal is shown for reference and is not added to the total.');
}

const bandedSections = {
  name: 'banded_sections',
  heldOut: false, // spent: blind set 30, scored once (2026-11-29 14:52 UTC, the session's last measurement), now tuned on
  about:
    'one head row printed once over a long table split into tinted bands ("Direct", "Indirect (energy)", "Value ' +
    'chain"), each band listing its sources and closing with a bold subtotal; the grand total at the foot',
  errors: ['total_not_sum', 'yoy_contradicted', 'intensity_mismatch'],
  render(ctx, co, st) {
    const s = style();
    standardReport(ctx, co, st, s, () => banded(ctx, co, st, s));
  }
};

export const BLIND30_FAMILIES_B = [esgAppendixRefs, bandedSections];
