// Evaluation reports: the invented company behind one report (seeded, deterministic) and the number
// formats families print. Every value is in tonnes CO2e unless named otherwise; nothing here is real.

/** A small seeded generator (mulberry32): the same seed gives the same reports. */
export function rng(seed) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    int: (lo, hi) => lo + Math.floor(next() * (hi - lo + 1)),
    pick: (list) => list[Math.floor(next() * list.length)]
  };
}

const NAMES = [
  'Norvale',
  'Brightwick',
  'Castellan',
  'Orrin',
  'Valdmere',
  'Quillon',
  'Heskett',
  'Tamsin',
  'Ardent',
  'Lowmoor'
];
const SUFFIX = ['Industries', 'Group', 'Materials', 'Logistics', 'Foods', 'Holdings', 'Systems'];
const CATEGORIES = [
  [1, 'Purchased goods and services'],
  [2, 'Capital goods'],
  [3, 'Fuel- and energy-related activities'],
  [4, 'Upstream transportation and distribution'],
  [5, 'Waste generated in operations'],
  [6, 'Business travel'],
  [7, 'Employee commuting'],
  [9, 'Downstream transportation and distribution'],
  [11, 'Use of sold products'],
  [12, 'End-of-life treatment of sold products']
];

const round = (x, step) => Math.round(x / step) * step;

/**
 * One company's inventory over a base year and three reporting years, and the statements made about it.
 * `scale` multiplies emissions and revenue (a larger company, same draws); `step` rounds every series.
 */
export function makeCompany(r, { step = 10, scale = 1 } = {}) {
  const name = `${r.pick(NAMES)} ${r.pick(SUFFIX)}`;
  const latest = r.int(2023, 2025);
  const years = [latest - 2, latest - 1, latest];
  const baseYear = r.int(2018, 2020);
  const s1Base = round(r.int(40_000, 900_000) * scale, step);
  const s2Base = round(s1Base * (0.3 + r.next() * 0.6), step);
  const series = (base, fall) => {
    const out = { [baseYear]: base };
    let v = base * (1 - fall * (years[0] - baseYear));
    for (const y of years) {
      out[y] = round(v, step);
      v *= 1 - (0.03 + r.next() * 0.07);
    }
    return out;
  };
  const s1 = series(s1Base, 0.04);
  const s2m = series(s2Base, 0.06);
  const s2l = {};
  for (const y of [baseYear, ...years]) s2l[y] = round(s2m[y] * (1.15 + r.next() * 0.3), step);
  const cats = CATEGORIES.filter(() => r.next() < 0.7).slice(0, 7);
  const catValues = cats.map(([n, label]) => ({ n, label, value: round(s1[latest] * (0.2 + r.next() * 2.5), step) }));
  const s3 = {};
  const s3Latest = catValues.reduce((s, c) => s + c.value, 0);
  s3[latest] = s3Latest;
  s3[latest - 1] = round(s3Latest * (1.02 + r.next() * 0.08), step);
  s3[latest - 2] = round(s3[latest - 1] * (1.01 + r.next() * 0.08), step);
  s3[baseYear] = round(s3[latest - 2] * (1.05 + r.next() * 0.1), step);
  const total = {};
  for (const y of [baseYear, ...years]) total[y] = s1[y] + s2m[y] + s3[y];
  const revenue = r.int(800, 9_000) * scale; // EUR million
  const renewable = r.int(35, 70);
  const gas = r.int(10, 100 - renewable - 5);
  const target12 = r.pick([42, 46, 50, 55]);
  const interim12 = Math.round(target12 * 0.55);
  const target3 = r.pick([25, 28, 30]);
  return {
    name,
    latest,
    years,
    baseYear,
    s1,
    s2m,
    s2l,
    s3,
    total,
    categories: catValues,
    revenue,
    shares: [
      { label: 'renewable electricity', pct: renewable },
      { label: 'natural gas', pct: gas },
      { label: 'other fuels', pct: 100 - renewable - gas }
    ],
    targets: [
      { scope: 'Scope 1 and 2', pct: interim12, year: 2027 },
      { scope: 'Scope 1 and 2', pct: target12, year: 2030 },
      { scope: 'Scope 3', pct: target3, year: 2030 }
    ],
    gwp: 'AR6'
  };
}

/** Percentage change from a to b, one decimal (negative = fall). */
export const pctChange = (from, to) => Math.round(((to - from) / from) * 1000) / 10;

/** Formats an integer with the family's thousand separator; negatives in brackets when asked. */
export function fmtInt(n, { sep = ',', brackets = false } = {}) {
  const s = Math.round(Math.abs(n))
    .toString()
    .replace(/\B(?=(\d{3})+(?!\d))/g, sep);
  if (n < 0) return brackets ? `(${s})` : `-${s}`;
  return s;
}

/** Formats a decimal with the family's decimal mark, thousands grouped with its separator. */
export function fmtDec(n, digits, { dec = '.', sep = ',' } = {}) {
  const [int, frac] = Math.abs(n).toFixed(digits).split('.');
  const grouped = int.replace(/\B(?=(\d{3})+(?!\d))/g, sep);
  return `${n < 0 ? '-' : ''}${grouped}${frac ? dec + frac : ''}`;
}
