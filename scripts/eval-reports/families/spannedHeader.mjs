// Evaluation reports (held out): a GHG table with a header of two rows — "Base year" over the base year
// and "Reporting year" spanning the three years under it — the unit only in the caption, scope labels
// wrapped over two lines ("Scope 2 emissions – market-" / "based") with the figures on the second line
// (bottom-aligned, as spreadsheets print), an "of which: biogenic CO₂" row under Scope 1 and a
// "Carbon removals" row under the total that is not part of the inventory.
import { para } from '../lib/pdf.mjs';
import { grid } from '../lib/draw.mjs';
import { style } from '../lib/sections.mjs';
import { standardReport } from './common.mjs';

function ghgRows(co, st, s) {
  const tb = st.table;
  const years = [co.baseYear, ...co.years];
  const row = (label, v, opts = {}) => [{ text: label, ...opts }, ...years.map((y) => s.n(v[y]))];
  const of = (v, f) => Object.fromEntries(years.map((y) => [y, Math.round((v[y] * f) / 10) * 10]));
  const removals = of(co.s1, 0.018);
  return [
    row('Scope 1 emissions – direct', tb.s1),
    row('of which: biogenic CO₂', of(co.s1, 0.035), { indent: 10 }),
    row('Scope 2 emissions – location-\nbased', tb.s2l),
    row('Scope 2 emissions – market-\nbased', tb.s2m),
    row('Scope 3 emissions – value\nchain', tb.s3),
    row('Total GHG emissions (Scopes 1,\n2 market-based and 3)', tb.total),
    [{ text: 'Carbon removals' }, ...years.map((y) => `-${s.n(removals[y])}`)]
  ];
}

const spannedHeader = {
  name: 'two_row_header',
  heldOut: false, // spent: looked at in the 2026-11-28 evening session, now tuned on
  about:
    'a two-row header ("Base year" and "Reporting year" spanning three years), the unit in the caption, ' +
    'scope labels wrapped over two lines with bottom-aligned figures, "of which: biogenic CO₂" and ' +
    '"Carbon removals" rows outside the inventory',
  errors: ['base_year_conflict', 'wrong_unit', 'progress_contradicted', 'gwp_ar4'],
  render(ctx, co, st) {
    const s = style();
    standardReport(ctx, co, st, s, () => {
      grid(ctx, {
        caption: 'Greenhouse gas emissions (tonnes of CO₂ equivalent)',
        header: [
          ['', 'Base year', { text: 'Reporting year', span: 3 }],
          ['Emission source', String(co.baseYear), ...co.years.map(String)]
        ],
        rows: ghgRows(co, st, s),
        widths: [0.36, 0.16, 0.16, 0.16, 0.16],
        valign: 'bottom',
        key: 'ghgTable'
      });
      para(
        ctx,
        'Biogenic CO₂ from burning wood residues is part of the Scope 1 figure and shown for information. ' +
          'Carbon removals from our forestry partnership are reported separately and are not deducted from ' +
          'the total.',
        null,
        { align: 'left' }
      );
    });
  }
};

export const SPANNED_HEADER_FAMILIES = [spannedHeader];
