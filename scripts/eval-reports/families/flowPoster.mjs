// Evaluation reports (held out, written blind): a one-page footprint poster — a Sankey-like flow diagram of
// the latest year, emission sources (fuels, vehicles, refrigerants, electricity, heat, each Scope 3
// category) flowing into Scope 1, Scope 2 (market-based) and Scope 3 and on into the total, the tonnes printed
// on the flows; the energy mix as a split bar under it. The full inventory follows in a plain table.
import { heading, para, newPage, table, mark } from '../lib/pdf.mjs';
import { flowDiagram } from '../lib/sankey.mjs';
import { shareBar } from '../lib/chart.mjs';
import { style, intro, targets, intensityAndEnergy, methodology, otherMetrics } from '../lib/sections.mjs';
import { FILLER } from './common.mjs';

/** Splits `value` into parts by the fractions given, rounded to 10 t, the last taking the remainder. */
function split(value, parts) {
  let left = value;
  return parts.map(([label, f], i) => {
    const v = i === parts.length - 1 ? left : Math.round((value * f) / 10) * 10;
    left -= v;
    return { label, value: v };
  });
}

function groups(co, st, s) {
  const l = co.latest;
  const tb = st.table;
  const withText = (xs) => xs.map((x) => ({ ...x, text: s.n(x.value) }));
  const s1 = split(tb.s1[l], [
    ['Stationary combustion (natural gas, fuel oil)', 0.55],
    ['Company vehicles and forklifts', 0.27],
    ['Process emissions and refrigerants', 0]
  ]);
  const s2 = split(tb.s2m[l], [
    ['Purchased electricity', 0.8],
    ['Purchased heat and steam', 0]
  ]);
  const s3 = st.categories.map((c) => ({ label: `Cat. ${c.n} ${c.label}`, value: c.value }));
  return [
    { label: 'Scope 1', text: `${s.n(tb.s1[l])} t`, colour: '#d9822b', sources: withText(s1) },
    { label: 'Scope 2', text: `${s.n(tb.s2m[l])} t (market-based)`, colour: '#3b7dd8', sources: withText(s2) },
    { label: 'Scope 3', text: `${s.n(st.s3Total)} t`, colour: '#5f9e46', sources: withText(s3) }
  ];
}

function poster(ctx, co, st, s) {
  const { doc } = ctx;
  const l = co.latest;
  doc.font('bold').fontSize(18).fillColor('#1d3a2c').text(`Where our emissions come from — ${l}`, { width: 483 });
  doc.font('body').fontSize(9).fillColor('#333');
  doc.text(
    `From source to scope: greenhouse gas emissions of the group in ${l}, in tonnes of CO₂ equivalent. The width ` +
      'of each flow is proportional to its emissions.',
    { width: 483 }
  );
  doc.fillColor('black');
  mark(ctx, 'categories');
  flowDiagram(ctx, {
    groups: groups(co, st, s),
    total: { label: 'Total emissions', text: `${s.n(st.table.total[l])} t CO₂e` },
    top: doc.y + 18,
    height: 420,
    key: 'ghgTable'
  });
  doc
    .font('body')
    .fontSize(8.5)
    .text(
      `Scope 2 location-based: ${s.n(st.table.s2l[l])} t CO₂e (for reference; the total uses ` +
        'market-based Scope 2). ' +
        `Scope 3 categories not shown were screened and are not material.`,
      { width: 483 }
    );
  doc.moveDown(0.8);
  shareBar(ctx, { caption: `Energy consumed in ${l} by source`, parts: st.shares, key: 'shares' });
}

const flowPoster = {
  name: 'flow_poster',
  heldOut: false, // spent: scored once (2026-11-29 07:35 UTC), now tuned on
  about:
    'a one-page footprint poster: a Sankey-like diagram of the latest year, sources (fuels, vehicles, electricity, ' +
    'each Scope 3 category) flowing into the scopes and on into the total, tonnes printed on the flows; an ' +
    'energy split bar; a plain inventory table after it',
  errors: ['total_not_sum', 'shares_over_100', 'interim_loosening'],
  render(ctx, co, st) {
    const s = style();
    intro(ctx, co, st, s);
    para(ctx, FILLER[0]);
    newPage(ctx);
    poster(ctx, co, st, s);
    newPage(ctx);
    heading(ctx, 'Greenhouse gas inventory');
    para(ctx, FILLER[1]);
    const years = [co.baseYear, ...co.years];
    const rows = [['t CO₂e', ...years.map((y) => (y === co.baseYear ? `${y} (base year)` : String(y)))]];
    for (const [label, v] of [
      ['Scope 1', st.table.s1],
      ['Scope 2 (location-based)', st.table.s2l],
      ['Scope 2 (market-based)', st.table.s2m],
      ['Scope 3', st.table.s3],
      ['Total (Scope 1, 2 market-based, 3)', st.table.total]
    ])
      rows.push([label, ...years.map((y) => s.n(v[y]))]);
    table(ctx, rows, { widths: [0.32, 0.17, 0.17, 0.17, 0.17], key: 'ghgTable' });
    para(ctx, FILLER[2]);
    newPage(ctx);
    targets(ctx, co, st, s);
    newPage(ctx);
    intensityAndEnergy(ctx, co, st, s);
    methodology(ctx, co, st);
    otherMetrics(ctx, co, s);
  }
};

export const FLOW_POSTER_FAMILIES = [flowPoster];
