// Evaluation reports (held out, written blind): a European-style report — narrow no-break spaces as
// thousand separators, decimal commas, labels such as "Scope 2 (indirect, market-based)" — whose GHG
// table prints the previous year twice, "as reported" last year and "restated" after an acquisition,
// beside the base year, the reporting year and a "Δ %" column (true minus sign) against the restated year.
import { fmtDec, pctChange } from '../lib/model.mjs';
import { para, mark } from '../lib/pdf.mjs';
import { grid } from '../lib/draw.mjs';
import { style } from '../lib/sections.mjs';
import { standardReport } from './common.mjs';

const NNBSP = '\u202f';
const round10 = (x) => Math.round(x / 10) * 10;

/** The previous year as printed a year ago, before the acquired business was added (smaller by a share). */
function asReported(co, st) {
  const p = co.latest - 1;
  const tb = st.table;
  const out = {
    s1: round10(tb.s1[p] * 0.955),
    s2l: round10(tb.s2l[p] * 0.97),
    s2m: round10(tb.s2m[p] * 0.965),
    s3: round10(tb.s3[p] * 0.94)
  };
  out.total = out.s1 + out.s2m + out.s3;
  return out;
}

const delta = (pct) => `${pct < 0 ? '−' : '+'}${fmtDec(Math.abs(pct), 1, { dec: ',', sep: NNBSP })}`;

function ghgRows(co, st, s) {
  const tb = st.table;
  const [b, p, l] = [co.baseYear, co.latest - 1, co.latest];
  const old = asReported(co, st);
  const row = (label, key, pct) => [
    label,
    s.n(tb[key][b]),
    s.n(old[key]),
    s.n(tb[key][p]),
    s.n(tb[key][l]),
    delta(pct ?? pctChange(tb[key][p], tb[key][l]))
  ];
  return [
    row('Scope 1 (direct)', 's1', st.yoy.pct),
    row('Scope 2 (indirect, location-based)', 's2l'),
    row('Scope 2 (indirect, market-based)', 's2m'),
    row('Scope 3 (other indirect)', 's3'),
    row('Total emissions', 'total')
  ];
}

const restatedColumns = {
  name: 'restated_columns',
  heldOut: false, // spent: scored once (2026-11-28 23:20 UTC), now tuned on
  about:
    'European number style (narrow no-break space thousands, decimal comma); the previous year twice, ' +
    '"as reported" and "restated", beside the base year, the reporting year and a "Δ %" column with a true minus',
  errors: ['total_not_sum', 'yoy_contradicted', 'gwp_ar4'],
  render(ctx, co, st) {
    const s = style({ sep: NNBSP, dec: ',' });
    const [b, p, l] = [co.baseYear, co.latest - 1, co.latest];
    standardReport(ctx, co, st, s, () => {
      grid(ctx, {
        caption: 'Greenhouse gas emissions in t CO₂e',
        header: [['', `${b} (base year)`, `${p} (as reported)`, `${p} (restated)`, String(l), `Δ % ${l}/${p}`]],
        rows: ghgRows(co, st, s),
        widths: [0.34, 0.13, 0.13, 0.14, 0.12, 0.14],
        size: 8.5,
        key: 'ghgTable'
      });
      mark(ctx, 'yoy'); // the Δ % column states the Scope 1 change
      const old = asReported(co, st);
      para(
        ctx,
        `The ${p} figures and the ${b} base year are restated to include the logistics business we acquired ` +
          `at the start of ${l}, as the GHG Protocol asks for structural changes above our 5 % significance ` +
          `threshold. Scope 1 for ${p} was ${s.n(old.s1)} t CO₂e as reported and is ${s.n(st.table.s1[p])} t CO₂e ` +
          `restated. Δ % compares ${l} with the restated ${p} figures.`,
        null,
        { align: 'left' }
      );
    });
  }
};

export const RESTATED_COLUMNS_FAMILIES = [restatedColumns];
