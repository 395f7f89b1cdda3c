// Evaluation reports (held out, written blind): a GHG table whose years run down the rows, newest first and
// the base year last, with one column per scope and the unit in every column head ("Scope 1 (t)",
// "Scope 2 MB (t)", "Scope 2 LB (t)"), closed by a "Change vs. prior year" row of percentages and a note
// spelling out the abbreviations.
import { fmtDec, pctChange } from '../lib/model.mjs';
import { table, para } from '../lib/pdf.mjs';
import { style } from '../lib/sections.mjs';
import { standardReport } from './common.mjs';

/** A change in per cent with a sign, one decimal ("-6.2 %", "+1.4 %"). */
const change = (pct) => `${pct > 0 ? '+' : pct < 0 ? '-' : ''}${fmtDec(Math.abs(pct), 1)} %`;

function yearRows(co, st, s) {
  const tb = st.table;
  const cols = [tb.s1, tb.s2m, tb.s2l, tb.s3, tb.total];
  const years = [...co.years].reverse();
  const rows = years.map((y) => [String(y), ...cols.map((v) => s.n(v[y]))]);
  rows.push([`${co.baseYear} (base year)`, ...cols.map((v) => s.n(v[co.baseYear]))]);
  // The change row is worked out from the company's own figures; Scope 1 carries the stated change.
  const [p, l] = [co.latest - 1, co.latest];
  const truth = [co.s2m, co.s2l, co.s3, co.total].map((v) => change(pctChange(v[p], v[l])));
  rows.push([`Change vs. prior year (${l}/${p})`, change(st.yoy.pct), ...truth]);
  return rows;
}

const yearsDown = {
  name: 'years_down_newest',
  heldOut: false, // spent: scored once (2026-11-28 23:47 UTC), now tuned on
  about:
    'years as rows, newest first and the base year last; one column per scope with the unit in each head ' +
    '("Scope 1 (t)", "Scope 2 MB (t)", "Scope 2 LB (t)"); a "Change vs. prior year" row at the bottom',
  errors: ['total_not_sum', 'yoy_contradicted', 'wrong_unit'],
  render(ctx, co, st) {
    const s = style();
    standardReport(ctx, co, st, s, () => {
      const head = ['Year', 'Scope 1 (t)', 'Scope 2 MB (t)', 'Scope 2 LB (t)', 'Scope 3 (t)', 'Total (t)'];
      table(ctx, [head, ...yearRows(co, st, s)], {
        widths: [0.2, 0.14, 0.17, 0.17, 0.15, 0.17],
        key: 'ghgTable',
        caption: 'Greenhouse gas emissions by year (tonnes of CO₂ equivalent)'
      });
      ctx.doc.moveUp(0.3);
      para(
        ctx,
        'MB = market-based, LB = location-based. Total = Scope 1 + Scope 2 MB + Scope 3. The change row compares ' +
          'the latest year with the year before it.',
        null,
        { align: 'left' }
      );
    });
  }
};

export const YEARS_DOWN_FAMILIES = [yearsDown];
