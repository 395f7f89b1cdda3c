// Evaluation reports (held out, blind set 30, written blind): five inventory layouts — an iceberg with a
// waterline; years as rows whose cells span a location- and a market-based sub-row; a table led by its bold
// total with a "% of total" column beside every year; an ESG data appendix ending in GRI, ESRS and SASB
// reference columns and a column of note letters; and one head row over banded sections with subtotals.
import { para, LEFT, WIDTH } from '../lib/pdf.mjs';
import { style } from '../lib/sections.mjs';
import { iceberg, spanGrid, ruledTable } from '../lib/blind30Draw.mjs';
import { standardReport } from './common.mjs';

const note = (ctx, text) => {
  ctx.doc.font('body').fontSize(8).fillColor('#444').text(text, LEFT, undefined, { width: WIDTH });
  ctx.doc.fillColor('black').fontSize(10).moveDown(0.8);
};

// ---- iceberg_waterline ----

function icebergInventory(ctx, co, st, s) {
  const l = co.latest;
  const p = l - 1;
  const tb = st.table;
  const two = (v) => [`${s.yl(l)}: ${s.t(v[l])}`, `${s.yl(p)}: ${s.t(v[p])}`];
  iceberg(ctx, {
    key: 'ghgTable',
    above: [
      { title: 'Scope 1 — direct emissions', lines: two(tb.s1) },
      {
        title: 'Scope 2 — purchased energy',
        lines: [
          `market-based ${s.yl(l)}: ${s.t(tb.s2m[l])}`,
          `market-based ${s.yl(p)}: ${s.t(tb.s2m[p])}`,
          `location-based ${s.yl(l)}: ${s.t(tb.s2l[l])}`,
          `location-based ${s.yl(p)}: ${s.t(tb.s2l[p])}`
        ]
      }
    ],
    below: { title: 'Scope 3 — value chain, below the surface', lines: two(tb.s3) },
    total:
      `Total emissions (Scope 1 + Scope 2 market-based + Scope 3):  ${s.yl(l)}  ${s.t(tb.total[l])}` +
      `   ·   ${s.yl(p)}  ${s.t(tb.total[p])}`
  });
  para(
    ctx,
    'What we see above the waterline is what we emit ourselves or buy as energy. Most of our footprint lies ' +
      'beneath it, with our suppliers and the customers who use our products.'
  );
}

const icebergWaterline = {
  name: 'iceberg_waterline',
  heldOut: true,
  about:
    'an iceberg infographic: Scope 1 and Scope 2 (both bases) labelled beside the tip above a dashed waterline, ' +
    'Scope 3 beside the mass below it, each label giving the last two years; the total in a band under the picture',
  errors: ['restated_value', 'gwp_ar4', 'shares_over_100'],
  render(ctx, co, st) {
    const s = style();
    standardReport(ctx, co, st, s, () => icebergInventory(ctx, co, st, s));
  }
};

// ---- year_spanning_rows ----

function spanningYears(ctx, co, st, s) {
  const tb = st.table;
  const years = [co.baseYear, co.latest - 2, co.latest - 1, co.latest];
  const groups = years.map((y) => [
    [
      { span: y === co.baseYear ? `${s.yl(y)} (base year)` : s.yl(y) },
      { span: s.n(tb.s1[y]) },
      'location-based',
      s.n(tb.s2l[y]),
      { span: s.n(tb.s3[y]) },
      { span: s.n(tb.total[y]) }
    ],
    [null, null, 'market-based', s.n(tb.s2m[y]), null, null]
  ]);
  ctx.doc.font('bold').fontSize(10).text('Greenhouse gas emissions, t CO₂e', LEFT, undefined, { width: WIDTH });
  spanGrid(ctx, {
    key: 'ghgTable',
    head: ['Year', 'Scope 1', 'Scope 2 method', 'Scope 2', 'Scope 3', 'Total¹'],
    widths: [0.2, 0.15, 0.19, 0.15, 0.15, 0.16],
    groups
  });
  note(ctx, '¹ Total = Scope 1 + Scope 2 (market-based) + Scope 3. The location-based figure is shown for reference.');
}

const yearSpanningRows = {
  name: 'year_spanning_rows',
  heldOut: true,
  about:
    'years as rows, each year cell (and Scope 1, Scope 3, total) spanning two sub-rows, Scope 2 location-based on ' +
    'the first sub-row and market-based on the second, a "Scope 2 method" column naming the basis',
  errors: ['wrong_unit', 'yoy_contradicted', 'interim_loosening'],
  render(ctx, co, st) {
    const s = style();
    standardReport(ctx, co, st, s, () => spanningYears(ctx, co, st, s));
  }
};

// ---- total_first_share ----

function totalFirst(ctx, co, st, s) {
  const tb = st.table;
  const years = [co.latest - 2, co.latest - 1, co.latest];
  const share = (v, y) => `${s.d((v[y] / tb.total[y]) * 100, 1)} %`;
  const row = (label, v, memo) => [label, ...years.flatMap((y) => [s.n(v[y]), memo ? '–' : share(v, y)])];
  const rows = [
    ['t CO₂e', ...years.flatMap((y) => [s.yl(y), '% of total'])],
    row('Total GHG emissions', tb.total),
    row('Scope 1', tb.s1),
    row('Scope 2 (market-based)', tb.s2m),
    row('Scope 3', tb.s3),
    row('Scope 2 (location-based)²', tb.s2l, true)
  ];
  ctx.doc.font('bold').fontSize(10).text('Emissions by scope and share of the total', LEFT, undefined, {
    width: WIDTH
  });
  ruledTable(ctx, { rows, widths: [0.25, 0.13, 0.12, 0.13, 0.12, 0.13, 0.12], bold: [1], key: 'ghgTable' });
  note(
    ctx,
    'The total adds Scope 1, market-based Scope 2 and Scope 3. ² Location-based Scope 2 is a memo item: it is ' +
      'not part of the total and has no share.'
  );
}

const totalFirstShare = {
  name: 'total_first_share',
  heldOut: true,
  about:
    'a table that opens with the total as its first, bold, tinted row, then the scopes, with a "% of total" column ' +
    'beside each of three year columns; location-based Scope 2 last, as a memo row with no share',
  errors: ['total_not_sum', 'progress_contradicted', 'intensity_mismatch'],
  render(ctx, co, st) {
    const s = style();
    standardReport(ctx, co, st, s, () => totalFirst(ctx, co, st, s));
  }
};

export const BLIND30_FAMILIES_A = [icebergWaterline, yearSpanningRows, totalFirstShare];
export { note };
