// Evaluation reports (held out, written blind): every table has merged row heads spanning several rows
// vertically — the inventory prints "Scope 2" once beside its "Location-based" / "Market-based" sub-rows and
// "Scope 3" once beside its categories (latest year only, "–" before) and "Total Scope 3", with a change
// column; the targets and the energy mix are drawn the same way ("Scope 1 and 2" beside two target rows).
import { fmtInt, fmtDec, pctChange } from '../lib/model.mjs';
import { heading, para, newPage, mark } from '../lib/pdf.mjs';
import { mergedTable } from '../lib/mergedRows.mjs';
import { style, intro, methodology, otherMetrics } from '../lib/sections.mjs';
import { FILLER } from './common.mjs';

const n = (v) => fmtInt(v);
const chg = (pct) => `${pct < 0 ? '−' : '+'}${fmtDec(Math.abs(pct), 1)} %`;

function inventory(ctx, co, st) {
  const tb = st.table;
  const years = [co.baseYear, ...co.years];
  const [p, l] = [co.latest - 1, co.latest];
  const line = (label, v, pct) => [label, ...years.map((y) => n(v[y])), chg(pct)];
  const dash = years.slice(0, -1).map(() => '–');
  const cats = st.categories.map((c) => [`${c.n}. ${c.label}`, ...dash, n(c.value), '']);
  heading(ctx, 'Greenhouse gas inventory');
  para(ctx, FILLER[1]);
  mergedTable(ctx, {
    caption: 'GHG emissions by scope (t CO₂e)',
    header: ['Scope', 'Source', `${co.baseYear} (base year)`, ...co.years.map(String), `Change ${l} vs ${p}`],
    groups: [
      { head: 'Scope 1', rows: [line('Direct emissions', tb.s1, st.yoy.pct)] },
      {
        head: 'Scope 2',
        rows: [
          line('Location-based', tb.s2l, pctChange(tb.s2l[p], tb.s2l[l])),
          line('Market-based', tb.s2m, pctChange(tb.s2m[p], tb.s2m[l]))
        ]
      },
      {
        head: 'Scope 3',
        rows: [...cats, Object.assign(line('Total Scope 3', tb.s3, pctChange(tb.s3[p], tb.s3[l])), { bold: true })]
      },
      {
        head: 'Total',
        bold: true,
        shade: '#eef3f0',
        rows: [line('Scope 1 + Scope 2 (market-based) + Scope 3', tb.total, pctChange(tb.total[p], tb.total[l]))]
      }
    ],
    widths: [0.1, 0.3, 0.11, 0.11, 0.11, 0.11, 0.16],
    size: 7.5,
    key: 'ghgTable'
  });
  mark(ctx, 'yoy');
  mark(ctx, 'categories');
  para(
    ctx,
    `Scope 3 categories are reported for ${l} only; the categories not listed were screened and are not material. ` +
      'Location-based Scope 2 is shown for reference and is not part of the total.'
  );
}

function scope3Words(ctx, co, st) {
  heading(ctx, 'Value-chain emissions');
  const top = [...st.categories].sort((a, b) => b.value - a.value)[0];
  para(
    ctx,
    `Scope 3 emissions were ${n(st.s3Total)} t CO₂e in ${co.latest}. The largest category was ` +
      `"${top.label.toLowerCase()}" (category ${top.n}). We engage our suppliers on their own targets.`,
    'categories'
  );
  para(ctx, FILLER[2]);
}

function targetTable(ctx, co, st) {
  const [interim, final, s3] = st.targets;
  const row = (tg) => [`Absolute reduction by ${tg.year}`, String(co.baseYear), String(tg.year), `${tg.pct} %`];
  heading(ctx, 'Targets and progress');
  mergedTable(ctx, {
    caption: 'Emission reduction targets',
    header: ['Scope', 'Target', 'Base year', 'Target year', 'Reduction'],
    groups: [
      { head: 'Scope 1 and 2', rows: [row(interim), row(final)] },
      { head: 'Scope 3', rows: [row(s3)] }
    ],
    widths: [0.18, 0.38, 0.14, 0.14, 0.16],
    key: 'targets'
  });
  para(
    ctx,
    `Against ${co.baseYear}, we aim to cut absolute Scope 1 and 2 emissions by ${interim.pct}% by ${interim.year} ` +
      `and by ${final.pct}% by ${final.year}, and absolute Scope 3 emissions by ${s3.pct}% by ${s3.year}.`,
    'targets'
  );
  para(
    ctx,
    `In the base year ${co.baseYear}, Scope 1 emissions were ${n(st.baseStated.value)} t CO₂e and market-based ` +
      `Scope 2 emissions ${n(st.table.s2m[co.baseYear])} t CO₂e.`,
    'targets'
  );
  const pr = st.progress.pct;
  para(
    ctx,
    `In ${co.latest}, our Scope 1 and 2 emissions (market-based) were ${fmtDec(Math.abs(pr), 1)} % ` +
      `${pr <= 0 ? 'below' : 'above'} the base year.`,
    'progress'
  );
  if (st.s3TargetRestated != null)
    para(ctx, `Supplier engagement carries our ${st.s3TargetRestated}% Scope 3 reduction goal.`, 'targets');
}

function energy(ctx, co, st) {
  heading(ctx, 'Energy and intensity');
  para(
    ctx,
    `Revenue in ${co.latest} was EUR ${n(co.revenue)} million; Scope 1 and 2 (market-based) emissions per EUR ` +
      `million of revenue were ${fmtDec(st.intensity.value, 1)} t CO₂e.`,
    'intensity'
  );
  const rows = st.shares.map((x) => [x.label[0].toUpperCase() + x.label.slice(1), `${x.pct} %`]);
  mergedTable(ctx, {
    caption: `Energy mix ${co.latest}`,
    header: ['', 'Source', 'Share of energy consumed'],
    groups: [
      { head: 'Energy', rows },
      { head: 'Total', bold: true, rows: [['All sources', `${st.shares.reduce((a, x) => a + x.pct, 0)} %`]] }
    ],
    widths: [0.16, 0.5, 0.34],
    width: 330,
    key: 'shares'
  });
}

const mergedHeads = {
  name: 'merged_row_heads',
  heldOut: false, // spent: scored once (2026-11-29 04:47 UTC), now tuned on
  about:
    'fully ruled tables with merged row heads spanning rows vertically ("Scope 2" once beside "Location-based" ' +
    'and "Market-based", "Scope 3" beside its categories and total), a change column; targets and energy alike',
  errors: ['scope3_categories_exceed', 'total_not_sum', 'yoy_contradicted'],
  render(ctx, co, st) {
    const s = style();
    intro(ctx, co, st, s);
    para(ctx, FILLER[0]);
    newPage(ctx);
    inventory(ctx, co, st);
    newPage(ctx);
    scope3Words(ctx, co, st);
    targetTable(ctx, co, st);
    newPage(ctx);
    energy(ctx, co, st);
    methodology(ctx, co, st);
    otherMetrics(ctx, co, s);
  }
};

export const MERGED_HEADS_FAMILIES = [mergedHeads];
