// Evaluation reports (held out, blind set 28, written blind): two page layouts — the footprint given as shares
// of a total printed once in million tonnes ("Scope 1: 7.3 % of 5.31 Mt"), the tonnes only in an annex table;
// and a "Climate data at a glance" table set across two facing pages, the labels on the left page only.
import { heading, para, table, mark, newPage, LEFT } from '../lib/pdf.mjs';
import { style } from '../lib/sections.mjs';
import { pctChange } from '../lib/model.mjs';
import { shareBar, spreadHalf } from '../lib/blind28Draw.mjs';
import { standardReport } from './common.mjs';

const signed = (s, v) => `${v > 0 ? '+' : v < 0 ? '−' : ''}${s.d(Math.abs(v), 1)}`;

// ---- scope_shares_of_mt ----

const mt = (s, v) => s.d(v / 1e6, 2);
const share = (part, whole) => Math.round((part / whole) * 1000) / 10;

function sharesBody(ctx, co, st, s) {
  const [p, l] = [co.latest - 1, co.latest];
  const tb = st.table;
  const s1 = { [p]: tb.s1[p], [l]: st.kpi.s1 };
  const tot = (y) => tb.total[y];
  const both = (v, y) => `${s.d(share(v[y], tot(y)), 1)}\u00a0%`;
  const item = (name, v) =>
    `${name}: ${both(v, l)} of ${mt(s, tot(l))} Mt (${p}: ${both(v, p)} of ${mt(s, tot(p))} Mt)`;
  heading(ctx, `Our footprint in ${l}: ${mt(s, tot(l))} Mt CO₂e`, 12);
  para(
    ctx,
    'We show each scope as its share of our total greenhouse gas emissions (Scope 1, market-based Scope 2 and ' +
      'Scope 3). The full inventory in tonnes, with the base year, is in the annex at the end of this report.',
    null,
    { align: 'left' }
  );
  mark(ctx, 'kpi');
  shareBar(
    ctx,
    [
      { label: item('Scope 1 – direct emissions', s1), pct: share(s1[l], tot(l)), color: '#1d4d36' },
      {
        label: item('Scope 2 – purchased energy (market-based)', tb.s2m),
        pct: share(tb.s2m[l], tot(l)),
        color: '#4f8f6b'
      },
      { label: item('Scope 3 – value chain', tb.s3), pct: share(tb.s3[l], tot(l)), color: '#a9cdb6' }
    ],
    'scopeShares'
  );
  para(
    ctx,
    `For information: location-based Scope 2 emissions equalled ${both(tb.s2l, l)} of the ${l} total ` +
      `(${p}: ${both(tb.s2l, p)}). Shares are rounded to one decimal.`,
    null,
    { align: 'left' }
  );
}

function sharesAnnex(ctx, co, st, s) {
  newPage(ctx);
  heading(ctx, 'Annex – Greenhouse gas inventory');
  const years = [co.baseYear, ...co.years];
  const tb = st.table;
  const line = (label, v) => [label, ...years.map((y) => s.n(v[y]))];
  mark(ctx, 'annex');
  table(
    ctx,
    [
      ['t CO₂e', `${co.baseYear} (base year)`, ...co.years.map(String)],
      line('Scope 1', tb.s1),
      line('Scope 2 (location-based)', tb.s2l),
      line('Scope 2 (market-based)', tb.s2m),
      line('Scope 3', tb.s3),
      line('Total emissions', tb.total)
    ],
    { widths: [0.32, 0.2, 0.16, 0.16, 0.16], key: 'ghgTable' }
  );
  para(
    ctx,
    'Total emissions are Scope 1, market-based Scope 2 and Scope 3. The shares in the body of the report are ' +
      'calculated from this table.'
  );
}

const scopeSharesOfMt = {
  name: 'scope_shares_of_mt',
  heldOut: false, // spent: blind set 28, scored once (2026-11-29 14:52 UTC, the session's last measurement), now tuned on
  company: { scale: 4, step: 1000 },
  about:
    'a larger company giving its footprint as shares of a total printed once in million tonnes ("Scope 1 – direct ' +
    'emissions: 7.8 % of 32.46 Mt (2024: …)") on a split bar with a legend, the tonnes only in an annex table ' +
    'at the end',
  errors: ['total_not_sum', 'restated_value', 'shares_over_100'],
  render(ctx, co, st) {
    const s = style();
    standardReport(ctx, co, st, s, () => sharesBody(ctx, co, st, s));
    sharesAnnex(ctx, co, st, s);
  }
};

// ---- facing_pages_spread ----

function spreadRows(co, st, s) {
  const [b, p, l] = [co.baseYear, co.latest - 1, co.latest];
  const tb = st.table;
  const s12 = Object.fromEntries([b, ...co.years].map((y) => [y, tb.s1[y] + tb.s2m[y]]));
  const [interim, final, s3t] = st.targets;
  const pct = (v) => `−${v} %`;
  const series = (label, v, extra = {}) => ({
    left: [label, 't CO₂e', s.n(v[b]), s.n(v[co.years[0]])],
    right: [
      s.n(v[p]),
      s.n(v[l]),
      signed(s, pctChange(v[p], v[l])),
      extra.base ?? signed(s, pctChange(v[b], v[l])),
      extra.interim ?? '–',
      extra.final ?? '–'
    ],
    bold: extra.bold
  });
  const latest = (label, unit, v) => ({ left: [label, unit, '–', '–'], right: ['–', v, '', '', '', ''] });
  const section = (label) => ({ left: [label, '', '', ''], right: ['', '', '', '', '', ''], section: true });
  return [
    section('Greenhouse gas emissions'),
    series('Scope 1 – direct emissions', tb.s1),
    series('Scope 2 – indirect, location-based', tb.s2l),
    series('Scope 2 – indirect, market-based', tb.s2m),
    series('Scope 1 and 2 (market-based)', s12, {
      base: signed(s, st.progress.pct),
      interim: pct(interim.pct),
      final: pct(final.pct),
      bold: true
    }),
    series('Scope 3 – value chain', tb.s3, { final: pct(s3t.pct) }),
    series('Total emissions (Scope 1, 2 market-based, 3)', tb.total, { bold: true }),
    section('Revenue, intensity and energy'),
    latest('Revenue', 'EUR million', s.n(co.revenue)),
    latest('Scope 1 and 2 intensity (market-based)', 't CO₂e / EUR million', s.d(st.intensity.value, 1)),
    ...st.shares.map((sh) => latest(`Energy consumed: ${sh.label}`, '% of total energy', String(sh.pct)))
  ];
}

function facingSpread(ctx, co, st, s) {
  const { doc } = ctx;
  const [b, p, l] = [co.baseYear, co.latest - 1, co.latest];
  const rows = spreadRows(co, st, s);
  const leftCols = [
    { w: 250, align: 'left' },
    { w: 93, align: 'left' },
    { w: 90, align: 'right' },
    { w: 90, align: 'right' }
  ];
  doc.font('body').fontSize(8.5);
  const heights = rows.map((r) => Math.max(18, doc.heightOfString(r.left[0], { width: 242 }) + 8));
  heading(ctx, 'Climate data at a glance', 17);
  para(ctx, `The table runs across both pages of this spread. ${b} is the base year of our targets.`, null, {
    align: 'left'
  });
  const y0 = doc.y + 4;
  mark(ctx, 'ghgTable');
  const head = ['Indicator', 'Unit', `${b} (base year)`, String(co.years[0])];
  spreadHalf(ctx, { x: LEFT, y: y0, cols: leftCols, head, rows: rows.map((r) => ({ ...r, cells: r.left })), heights });
  newPage(ctx);
  doc
    .font('body')
    .fontSize(8)
    .fillColor('#777')
    .text('Climate data at a glance', 16, 40, { width: 523, align: 'right' });
  for (const k of ['ghgTable', 'progress', 'targets', 'intensity', 'shares']) mark(ctx, k);
  const rightCols = [80, 80, 84, 88, 95, 96].map((w) => ({ w, align: 'right' }));
  const [interim, final] = st.targets;
  const bottom = spreadHalf(ctx, {
    x: 16,
    y: y0,
    cols: rightCols,
    head: [
      String(p),
      String(l),
      `Change ${l}/${p} (%)`,
      `Change vs ${b} (%)`,
      `Target ${interim.year}`,
      `Target ${final.year}`
    ],
    rows: rows.map((r) => ({ ...r, cells: r.right })),
    heights
  });
  doc
    .font('body')
    .fontSize(7.5)
    .fillColor('#444')
    .text(
      `Targets are absolute reductions from ${b}. Total emissions add market-based Scope 2. Revenue, intensity and ` +
        `energy shares are given for ${l} only. "–" means not reported.`,
      16,
      bottom + 8,
      { width: 523 }
    );
  doc.fillColor('black').fontSize(10);
  doc.x = LEFT;
}

const facingPagesSpread = {
  name: 'facing_pages_spread',
  heldOut: false, // spent: blind set 28, scored once (2026-11-29 14:52 UTC, the session's last measurement), now tuned on
  about:
    'a "Climate data at a glance" table set across two facing pages: the left page has the indicator and unit ' +
    'columns, the base year and the oldest year, the right page (no labels, rows on the same heights, zebra bands ' +
    'running across the gutter) the last two years, change on the year and since the base year, and target columns',
  errors: ['progress_contradicted', 'interim_loosening', 'target_wrong_scope'],
  render(ctx, co, st) {
    const s = style();
    standardReport(ctx, co, st, s, () => facingSpread(ctx, co, st, s));
  }
};

export const BLIND28_PAGE_FAMILIES = [scopeSharesOfMt, facingPagesSpread];
