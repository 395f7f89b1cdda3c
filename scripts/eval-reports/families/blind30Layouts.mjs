// Evaluation reports (held out, blind set 30, written blind): five inventory layouts — an iceberg with a
// waterline; years as rows whose cells span a location- and a market-based sub-row; bubble rows, one a year,
// circles sized by the tonnes; an ESG data appendix ending in GRI, ESRS and SASB
// reference columns and a column of note letters; and one head row over banded sections with subtotals.
import { para, LEFT, WIDTH } from '../lib/pdf.mjs';
import { style } from '../lib/sections.mjs';
import { iceberg, spanGrid, bubbleRows } from '../lib/blind30Draw.mjs';
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
  heldOut: false, // spent: blind set 30, scored once (2026-11-29 14:52 UTC, the session's last measurement), now tuned on
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
  heldOut: false, // spent: blind set 30, scored once (2026-11-29 14:52 UTC, the session's last measurement), now tuned on
  about:
    'years as rows, each year cell (and Scope 1, Scope 3, total) spanning two sub-rows, Scope 2 location-based on ' +
    'the first sub-row and market-based on the second, a "Scope 2 method" column naming the basis',
  errors: ['wrong_unit', 'yoy_contradicted', 'interim_loosening'],
  render(ctx, co, st) {
    const s = style();
    standardReport(ctx, co, st, s, () => spanningYears(ctx, co, st, s));
  }
};

// ---- bubble_footprint ----

function bubbles(ctx, co, st, s) {
  const tb = st.table;
  const yearRow = (y) => ({
    year: s.yl(y),
    bubbles: [
      { label: 'Scope 1', value: tb.s1[y], text: s.t(tb.s1[y]), color: '#2f6b4a' },
      { label: 'Scope 2 (market-based)', value: tb.s2m[y], text: s.t(tb.s2m[y]), color: '#6fa883' },
      { label: 'Scope 2 (location-based)*', value: tb.s2l[y], text: s.t(tb.s2l[y]), memo: true },
      { label: 'Scope 3', value: tb.s3[y], text: s.t(tb.s3[y]), color: '#a9cdb5' }
    ],
    totalLabel: `Total ${s.yl(y)} (Scope 1, 2 market-based, 3)`,
    total: s.t(tb.total[y])
  });
  ctx.doc.font('bold').fontSize(10).text('Our footprint in circles: each area in proportion to the tonnes', LEFT);
  bubbleRows(ctx, { key: 'ghgTable', rows: [yearRow(co.latest - 1), yearRow(co.latest)] });
  note(ctx, '* Dashed circle: location-based Scope 2, shown for comparison and not part of the total.');
}

const bubbleFootprint = {
  name: 'bubble_footprint',
  heldOut: false, // spent: blind set 30, scored once (2026-11-29 14:52 UTC, the session's last measurement), now tuned on
  about:
    'a bubble picture of the inventory: one row a year (the last two), a circle a scope with its area in ' +
    'proportion to the tonnes, location-based Scope 2 as a dashed outline, name and figure under each circle, ' +
    "the year's total in a tinted box at the right",
  errors: ['total_not_sum', 'progress_contradicted', 'intensity_mismatch'],
  render(ctx, co, st) {
    const s = style();
    standardReport(ctx, co, st, s, () => bubbles(ctx, co, st, s));
  }
};

export const BLIND30_FAMILIES_A = [icebergWaterline, yearSpanningRows, bubbleFootprint];
export { note };
