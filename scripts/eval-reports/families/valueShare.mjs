// Evaluation reports (held out, written blind): every year of the GHG table split into two sub-columns, the
// value and its "% of total" (a year spanning both in the head); the energy table drawn the same way ("MWh" and
// "% of total" per year). Location-based Scope 2 has no share ("–"): the total counts market-based Scope 2.
import { fmtDec } from '../lib/model.mjs';
import { heading, para, newPage, mark, LEFT, WIDTH } from '../lib/pdf.mjs';
import { grid } from '../lib/draw.mjs';
import { style, intro, categories, targets, methodology, otherMetrics } from '../lib/sections.mjs';
import { FILLER } from './common.mjs';

const pct1 = (part, whole) => fmtDec((part / whole) * 100, 1);
const smallNote = (ctx, text) => {
  ctx.doc.font('body').fontSize(8).text(text, LEFT, undefined, { width: WIDTH });
  ctx.doc.moveDown(0.8);
};

/** A head of two rows: each year spans its value and share sub-columns. */
function splitHead(first, years, valueHead) {
  return [
    ['', ...years.map((y) => ({ text: y, span: 2 }))],
    [first, ...years.flatMap(() => [valueHead, '% of total'])]
  ];
}

function ghgTable(ctx, co, st, s) {
  const tb = st.table;
  const years = [co.baseYear, co.latest - 1, co.latest];
  // Shares come from the underlying data, not from the printed cells.
  const share = (k, y) => (k === 's2l' ? '–' : pct1(co[k][y], co.total[y]));
  const row = (label, k) => [label, ...years.flatMap((y) => [s.n(tb[k][y]), share(k, y)])];
  heading(ctx, 'Greenhouse gas emissions');
  para(ctx, FILLER[1]);
  grid(ctx, {
    caption: 'GHG emissions by scope (t CO₂e and share of total emissions)',
    header: splitHead(
      'Scope',
      years.map((y) => (y === co.baseYear ? `${y} (base year)` : String(y))),
      't CO₂e'
    ),
    rows: [
      row('Scope 1', 's1'),
      row('Scope 2 – location-based', 's2l'),
      row('Scope 2 – market-based', 's2m'),
      row('Scope 3', 's3'),
      [{ text: 'Total emissions', bold: true }, ...years.flatMap((y) => [s.n(tb.total[y]), '100.0'])]
    ],
    widths: [0.25, 0.13, 0.12, 0.13, 0.12, 0.13, 0.12],
    size: 8.5,
    key: 'ghgTable'
  });
  smallNote(
    ctx,
    'Shares are of total emissions (Scope 1, market-based Scope 2 and Scope 3) and may not add to 100.0 because of ' +
      'rounding. Location-based Scope 2 is shown for information and is not part of the total.'
  );
}

/** Energy use by source in MWh with each source's share, the last two years. */
function energyTable(ctx, co, st, s) {
  const [p, l] = [co.latest - 1, co.latest];
  const mwh = Math.round((co.s1[l] * 4.2 + co.s2l[l] * 2.6) / 100) * 100;
  const priorPct = co.shares.map((x, i) => x.pct + [-4, 2, 2][i]);
  const priorMwh = Math.round((mwh * 1.04) / 100) * 100;
  /** Each source's MWh from its true share, the last taking the remainder so the column adds up. */
  const split = (total, pcts) => {
    const parts = pcts.slice(0, -1).map((x) => Math.round((total * x) / 100));
    return [...parts, total - parts.reduce((a, b) => a + b, 0)];
  };
  const [before, now] = [
    split(priorMwh, priorPct),
    split(
      mwh,
      co.shares.map((x) => x.pct)
    )
  ];
  const rows = co.shares.map((sh, i) => [
    sh.label[0].toUpperCase() + sh.label.slice(1),
    s.n(before[i]),
    String(priorPct[i]),
    s.n(now[i]),
    String(st.shares[i].pct)
  ]);
  rows.push([{ text: 'Total energy consumption', bold: true }, s.n(priorMwh), '100', s.n(mwh), '100']);
  mark(ctx, 'shares');
  grid(ctx, {
    caption: 'Energy consumption by source',
    header: splitHead('Source', [String(p), String(l)], 'MWh'),
    rows,
    widths: [0.36, 0.17, 0.15, 0.17, 0.15],
    size: 8.5,
    key: 'shares'
  });
}

function intensityAndEnergy(ctx, co, st, s) {
  heading(ctx, 'Intensity and energy');
  para(
    ctx,
    `Revenue in ${co.latest} was EUR ${s.n(co.revenue)} million. Scope 1 and 2 (market-based) emissions per ` +
      `EUR million of revenue were ${s.d(st.intensity.value, 1)} t CO₂e.`,
    'intensity'
  );
  const [a, b, c] = st.shares;
  para(
    ctx,
    `In ${co.latest}, ${a.label} covered ${a.pct}% of our energy use, ${b.label} ${b.pct}% and ${c.label} ` +
      `${c.pct}%. The table gives the consumption behind these shares.`,
    'shares'
  );
  energyTable(ctx, co, st, s);
}

const valueShare = {
  name: 'value_share_subcolumns',
  heldOut: false, // spent: scored once (2026-11-29 01:46 UTC), now tuned on
  about:
    'each year of the GHG table split into a "t CO₂e" and a "% of total" sub-column under the year, base year ' +
    'included; the energy table the same way ("MWh" and "% of total" per year)',
  errors: ['total_not_sum', 'wrong_unit', 'shares_over_100'],
  render(ctx, co, st) {
    const s = style();
    intro(ctx, co, st, s);
    para(ctx, FILLER[0]);
    newPage(ctx);
    ghgTable(ctx, co, st, s);
    newPage(ctx);
    categories(ctx, co, st, s);
    para(ctx, FILLER[2]);
    newPage(ctx);
    targets(ctx, co, st, s);
    newPage(ctx);
    intensityAndEnergy(ctx, co, st, s);
    methodology(ctx, co, st);
    otherMetrics(ctx, co, s);
  }
};

export const VALUE_SHARE_FAMILIES = [valueShare];
