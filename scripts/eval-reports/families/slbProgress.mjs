// Evaluation reports (held out, written blind): a sustainability-linked bond progress report — an overview of the
// KPIs and sustainability performance targets (SPT) with observation dates and the coupon step-up, a KPI 1 table
// (Scope 1, market-based Scope 2, their sum, change against the recalculated baseline) with a note on the baseline
// recalculation, KPI 2 (Scope 3) with its categories, an SPT table of target levels, and the verified inventory.
import { fmtInt, fmtDec, pctChange } from '../lib/model.mjs';
import { heading, para, newPage } from '../lib/pdf.mjs';
import { grid } from '../lib/draw.mjs';
import {
  style,
  intro,
  categories,
  intensityAndEnergy,
  methodology,
  otherMetrics,
  inventoryRows
} from '../lib/sections.mjs';
import { FILLER } from './common.mjs';

const n = (v) => fmtInt(v);
const signed = (v) => `${v < 0 ? '−' : '+'}${fmtDec(Math.abs(v), 1)} %`;
const obs = (year) => `31 December ${year}`;

function overview(ctx, co, st) {
  const [interim, final, s3] = st.targets;
  heading(ctx, 'Sustainability-linked notes: KPIs and targets', 13);
  para(
    ctx,
    `In ${co.latest - 2} we issued EUR 600 million of sustainability-linked notes due 2031 under our ` +
      'Sustainability-Linked Financing Framework. The coupon steps up by 12.5 basis points for each sustainability ' +
      'performance target (SPT) not met on its observation date. This report gives the KPIs for the year.'
  );
  grid(ctx, {
    header: [['KPI', 'Sustainability performance target', 'Baseline', 'Observation date']],
    rows: [
      [
        'KPI 1: absolute Scope 1 and 2 GHG emissions (market-based)',
        `SPT 1.1: −${interim.pct} % by ${interim.year}`,
        String(co.baseYear),
        obs(interim.year)
      ],
      ['', `SPT 1.2: −${final.pct} % by ${final.year}`, String(co.baseYear), obs(final.year)],
      ['KPI 2: absolute Scope 3 GHG emissions', `SPT 2: −${s3.pct} % by ${s3.year}`, String(co.baseYear), obs(s3.year)]
    ],
    widths: [0.36, 0.28, 0.14, 0.22],
    aligns: ['left', 'left', 'right', 'right'],
    size: 8.5,
    key: 'targets'
  });
}

function kpi1(ctx, co, st) {
  const tb = st.table;
  const b = co.baseYear;
  const s12 = (y) => tb.s1[y] + tb.s2m[y];
  const change = (y) => (y === co.latest ? st.progress.pct : pctChange(s12(b), s12(y)));
  const original = Math.round((s12(b) * 0.966) / 10) * 10;
  heading(ctx, 'KPI 1 – Scope 1 and 2 GHG emissions', 13);
  grid(ctx, {
    caption: 'KPI 1 performance (t CO₂e)',
    header: [['Year', 'Scope 1', 'Scope 2 (market-based)', 'KPI 1: Scope 1 and 2', 'Change vs baseline']],
    rows: [
      [`${b} (recalculated baseline)`, n(tb.s1[b]), n(tb.s2m[b]), n(s12(b)), '–'],
      ...co.years.map((y) => [String(y), n(tb.s1[y]), n(tb.s2m[y]), n(s12(y)), signed(change(y))])
    ],
    widths: [0.28, 0.16, 0.2, 0.2, 0.16],
    size: 8.5,
    key: 'progress'
  });
  para(
    ctx,
    `Baseline recalculation. After the acquisition of a packaging plant in ${co.latest - 1}, the ${b} baseline of ` +
      `KPI 1 was recalculated as the framework requires for changes above 3 %: it was ${n(original)} t CO₂e as ` +
      `first published and is ${n(s12(b))} t CO₂e after recalculation. All changes are against the recalculated value.`
  );
  const p = st.progress.pct;
  para(
    ctx,
    `In ${co.latest}, KPI 1 stood at ${n(s12(co.latest))} t CO₂e, ${fmtDec(Math.abs(p), 1)} % ` +
      `${p <= 0 ? 'below' : 'above'} the recalculated ${b} baseline.`,
    'progress'
  );
}

function kpi2(ctx, co, st) {
  const tb = st.table;
  const b = co.baseYear;
  heading(ctx, 'KPI 2 – Scope 3 GHG emissions', 13);
  grid(ctx, {
    caption: 'KPI 2 performance (t CO₂e)',
    header: [['Year', 'Scope 3', 'Change vs baseline']],
    rows: [
      [`${b} (baseline)`, n(tb.s3[b]), '–'],
      ...co.years.map((y) => [String(y), n(tb.s3[y]), signed(pctChange(tb.s3[b], tb.s3[y]))])
    ],
    widths: [0.4, 0.3, 0.3],
    size: 8.5
  });
}

function sptTable(ctx, co, st) {
  const b = co.baseYear;
  const [interim, final, s3] = st.targets;
  const base12 = co.s1[b] + co.s2m[b];
  const level = (base, pct) => n(Math.round((base * (1 - pct / 100)) / 10) * 10);
  heading(ctx, 'Sustainability performance targets', 13);
  grid(ctx, {
    header: [['SPT', 'Scope', 'Baseline (t CO₂e)', 'Reduction', 'Target level (t CO₂e)', 'Observation date']],
    rows: [
      ['SPT 1.1', 'Scope 1 and 2', n(base12), `${interim.pct} %`, level(base12, interim.pct), obs(interim.year)],
      ['SPT 1.2', 'Scope 1 and 2', n(base12), `${final.pct} %`, level(base12, final.pct), obs(final.year)],
      ['SPT 2', 'Scope 3', n(co.s3[b]), `${s3.pct} %`, level(co.s3[b], s3.pct), obs(s3.year)]
    ],
    widths: [0.1, 0.16, 0.18, 0.14, 0.2, 0.22],
    aligns: ['left', 'left', 'right', 'right', 'right', 'right'],
    size: 8.5,
    key: 'targets'
  });
  para(
    ctx,
    `SPT 1.1 and SPT 1.2 commit us to cut absolute Scope 1 and 2 emissions by ${interim.pct}% by ${interim.year} and ` +
      `by ${final.pct}% by ${final.year} from ${b}; SPT 2 to cut Scope 3 emissions by ${s3.pct}% by ${s3.year}. ` +
      `In ${b}, Scope 1 emissions were ${n(st.baseStated.value)} t CO₂e and market-based Scope 2 emissions ` +
      `${n(st.table.s2m[b])} t CO₂e.`,
    'targets'
  );
  if (st.s3TargetRestated != null)
    para(
      ctx,
      `Meeting SPT 2 depends on our suppliers: the ${st.s3TargetRestated}% cut in Scope 3 emissions by ${s3.year} ` +
        'assumes that suppliers covering two thirds of our spend set targets of their own.',
      'targets'
    );
}

function inventory(ctx, co, st) {
  const years = [co.baseYear, ...co.years];
  heading(ctx, 'Appendix: verified GHG inventory', 13);
  grid(ctx, {
    header: [['t CO₂e', `${co.baseYear} (baseline)`, ...co.years.map(String)]],
    rows: inventoryRows(co, st).map(([label, v]) => [label, ...years.map((y) => n(v[y]))]),
    widths: [0.32, 0.17, 0.17, 0.17, 0.17],
    size: 8.5,
    key: 'ghgTable'
  });
  para(
    ctx,
    'An independent verifier (an invented firm) gave limited assurance on KPI 1 and KPI 2 for every year shown, ' +
      'as the framework requires before each observation date.'
  );
}

const slbProgress = {
  name: 'slb_progress_report',
  heldOut: false, // spent: scored once (2026-11-29 03:18 UTC), now tuned on
  about:
    'a sustainability-linked bond progress report: KPI/SPT overview with observation dates, a KPI 1 table with ' +
    'change vs a recalculated baseline (first-published value in a note), SPT table of target levels, inventory annex',
  errors: ['progress_contradicted', 'target_wrong_scope', 'interim_loosening'],
  render(ctx, co, st) {
    const s = style();
    intro(ctx, co, st, s);
    overview(ctx, co, st);
    newPage(ctx);
    kpi1(ctx, co, st);
    kpi2(ctx, co, st);
    newPage(ctx);
    categories(ctx, co, st, s);
    sptTable(ctx, co, st);
    newPage(ctx);
    inventory(ctx, co, st);
    para(ctx, FILLER[1]);
    intensityAndEnergy(ctx, co, st, s);
    newPage(ctx);
    methodology(ctx, co, st);
    otherMetrics(ctx, co, s);
  }
};

export const SLB_PROGRESS_FAMILIES = [slbProgress];
