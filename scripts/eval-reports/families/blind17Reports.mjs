// Evaluation reports (held out, blind set 17, written blind): two report layouts — a green bond allocation and
// impact report (proceeds by eligible category, avoided emissions of the financed projects, then the issuer's
// own inventory), and a directors' remuneration report whose long-term incentive plan vests partly on a Scope 1
// and 2 reduction since the base year and on an emission intensity, with the audited emissions under it.
import { pctChange } from '../lib/model.mjs';
import { table, para, heading, mark, kpiStrip } from '../lib/pdf.mjs';
import { style, inventoryRows } from '../lib/sections.mjs';
import { standardReport } from './common.mjs';

const allYears = (co) => [co.baseYear, ...co.years];
const yearHead = (co, first) => [
  first,
  ...allYears(co).map((y) => (y === co.baseYear ? `${y} (base year)` : String(y)))
];
const r10 = (x) => Math.round(x / 10) * 10;

const ALLOCATION = [
  ['Renewable energy', 3, 210],
  ['Energy efficiency', 5, 140],
  ['Clean transportation', 2, 95],
  ['Green buildings', 1, 55]
];

function allocation(ctx, co, s) {
  const total = ALLOCATION.reduce((t, [, , m]) => t + m, 0);
  const rows = [
    ['Eligible green category', 'Projects', 'Allocated (EUR m)', 'Share of proceeds'],
    ...ALLOCATION.map(([c, n, m]) => [c, String(n), s.n(m), `${Math.round((m / total) * 100)} %`]),
    ['Total allocated', '11', s.n(total), '100 %'],
    ['Unallocated proceeds', '–', '0', '0 %']
  ];
  table(ctx, rows, {
    widths: [0.4, 0.16, 0.22, 0.22],
    size: 8,
    caption: `Allocation of proceeds at 31 December ${co.latest}`
  });
}

function impact(ctx, co, s) {
  const base = co.s1[co.latest];
  const projects = [
    ['Solar park, Alentejo', 'Renewable energy', 0.25, 0.42],
    ['Onshore wind repowering', 'Renewable energy', 0.32, 0.42],
    ['Heat recovery at three plants', 'Energy efficiency', 0.12, 0.2],
    ['Electric delivery vans (140 vehicles)', 'Clean transportation', 0.03, 0.27]
  ];
  const mwh = projects.map(([, , f]) => Math.round((base * f) / 100) * 100);
  const avoided = projects.map(([, , , ef], i) => r10(mwh[i] * ef));
  const rows = [
    ['Financed project', 'Category', 'Avoided emissions (t CO₂e/yr)', 'Energy generated or saved (MWh/yr)'],
    ...projects.map(([p, c], i) => [p, c, s.n(avoided[i]), s.n(mwh[i])]),
    ['Total, financed projects', '', s.n(avoided.reduce((t, x) => t + x, 0)), '']
  ];
  table(ctx, rows, { widths: [0.38, 0.22, 0.22, 0.18], size: 8, caption: 'Estimated annual impact (pro rata share)' });
  ctx.doc.moveUp(0.3);
  para(
    ctx,
    'Avoided emissions are estimated against the grid or fleet the projects replace. They are not deducted from ' +
      'our own greenhouse gas inventory below, which is reported separately under the GHG Protocol.',
    null,
    { align: 'left' }
  );
}

function greenBond(ctx, co, st, s) {
  heading(ctx, 'Green bond allocation and impact report', 12);
  para(
    ctx,
    `In March ${co.latest - 1} we issued a EUR 500 million green bond (3.25 %, due 2031) under our Green Finance ` +
      'Framework. The proceeds were fully allocated by the end of the reporting year.',
    null,
    { align: 'left' }
  );
  allocation(ctx, co, s);
  impact(ctx, co, s);
  kpiStrip(
    ctx,
    [
      { value: s.n(st.kpi.s1), label: `Issuer Scope 1, ${co.latest} (t CO₂e)` },
      { value: s.d(st.intensity.value, 1), label: 'Scope 1+2 (market-based) per EUR m revenue (t CO₂e)' },
      { value: `EUR ${s.n(co.revenue)} m`, label: `Revenue ${co.latest}` }
    ],
    'kpi'
  );
  mark(ctx, 'intensity');
  const rows = inventoryRows(co, st).map(([label, v]) => [label, ...allYears(co).map((y) => s.n(v[y]))]);
  table(ctx, [yearHead(co, 'Issuer inventory (t CO₂e)'), ...rows], {
    widths: [0.32, 0.17, 0.17, 0.17, 0.17],
    key: 'ghgTable',
    size: 8
  });
}

const greenBondFamily = {
  name: 'green_bond_impact',
  heldOut: false, // spent: blind set 17, scored once (2026-11-29 10:31 UTC, 11/15), now tuned on
  about:
    'a green bond allocation and impact report: proceeds by eligible category with shares, a project table of ' +
    'avoided emissions (t CO₂e per year) and energy generated, a note that avoided emissions are outside the ' +
    "inventory, a strip of three issuer KPIs, then the issuer's own inventory (base year and three years)",
  errors: ['restated_value', 'intensity_mismatch', 'interim_loosening'],
  render(ctx, co, st) {
    const s = style();
    standardReport(ctx, co, st, s, () => greenBond(ctx, co, st, s));
  }
};

/** Straight-line vesting between threshold (25 %) and maximum (100 %); below threshold nothing vests. */
function vesting(actual, threshold, maximum) {
  const f = (actual - threshold) / (maximum - threshold);
  if (f < 0) return 0;
  return Math.min(100, 25 + 75 * f);
}

function ltipTable(ctx, co, st, s) {
  const b = co.baseYear;
  const l = co.latest;
  const real = Math.abs(pctChange(co.s1[b] + co.s2m[b], co.s1[l] + co.s2m[l]));
  const [thr, max] = [Math.round(real - 6), Math.round(real + 4)];
  const cut = Math.abs(st.progress.pct);
  const realInt = Math.round(((co.s1[l] + co.s2m[l]) / co.revenue) * 10) / 10;
  const [ti, mi] = [Math.round(realInt * 1.1 * 10) / 10, Math.round(realInt * 0.92 * 10) / 10];
  const vi = vesting(-st.intensity.value, -ti, -mi);
  const rows = [
    ['Performance measure', 'Weight', 'Threshold', 'Maximum', 'Actual', 'Vesting'],
    ['Relative TSR against peer group', '40 %', 'Median', 'Upper quartile', '61st percentile', '58.0 %'],
    ['Cumulative EPS growth', '30 %', '4 % p.a.', '10 % p.a.', '6.8 % p.a.', '60.2 %'],
    [
      `Reduction in Scope 1 and 2 emissions (market-based) since ${b}`,
      '20 %',
      `${thr} %`,
      `${max} %`,
      `${s.d(cut, 1)} %`,
      `${s.d(vesting(cut, thr, max), 1)} %`
    ],
    [
      'Scope 1 and 2 intensity (t CO₂e per EUR m revenue)',
      '10 %',
      s.d(ti, 1),
      s.d(mi, 1),
      s.d(st.intensity.value, 1),
      `${s.d(vi, 1)} %`
    ]
  ];
  table(ctx, rows, {
    widths: [0.32, 0.08, 0.13, 0.15, 0.17, 0.15],
    size: 8,
    caption: `${l - 2} LTIP award: performance to 31 December ${l}`
  });
  mark(ctx, 'progress');
  mark(ctx, 'intensity');
  return 58.0 * 0.4 + 60.2 * 0.3 + vesting(cut, thr, max) * 0.2 + vi * 0.1;
}

function remuneration(ctx, co, st, s) {
  const [interim, final] = st.targets;
  heading(ctx, "Directors' remuneration report: long-term incentive plan", 12);
  para(
    ctx,
    `The ${co.latest - 2} award under the Long-Term Incentive Plan was tested over the three years to ` +
      `31 December ${co.latest}. Thirty per cent of it depends on climate measures that support our targets to ` +
      `cut Scope 1 and 2 emissions by ${interim.pct} % by ${interim.year} and by ${final.pct} % by ${final.year} ` +
      `from ${co.baseYear}. Revenue for the intensity measure was EUR ${s.n(co.revenue)} million.`,
    'targets',
    { align: 'left' }
  );
  const overall = ltipTable(ctx, co, st, s);
  para(
    ctx,
    `In total ${s.d(overall, 1)} % of the award vests; it is released after a further two-year holding period.`
  );
  const rows = inventoryRows(co, st).map(([label, v]) => [label, ...allYears(co).map((y) => s.n(v[y]))]);
  table(ctx, [yearHead(co, 't CO₂e'), ...rows], {
    widths: [0.32, 0.17, 0.17, 0.17, 0.17],
    key: 'ghgTable',
    size: 8,
    caption: 'Emissions data used by the Remuneration Committee (subject to limited assurance)'
  });
}

const ltip = {
  name: 'ltip_remuneration',
  heldOut: false, // spent: blind set 17, scored once (2026-11-29 10:31 UTC, 11/15), now tuned on
  about:
    "a directors' remuneration report: a long-term incentive plan table (measure, weight, threshold, maximum, " +
    'actual, vesting) in which a Scope 1 and 2 reduction since the base year and an intensity per EUR m sit ' +
    "beside TSR and EPS measures, the targets in its prose, and the committee's emissions table under it",
  errors: ['progress_contradicted', 'interim_loosening', 'intensity_mismatch'],
  render(ctx, co, st) {
    const s = style();
    standardReport(ctx, co, st, s, () => remuneration(ctx, co, st, s));
  }
};

export const BLIND17_REPORT_FAMILIES = [greenBondFamily, ltip];
