// Evaluation reports (blind set 18): the sector figures a bank, an airline, a power utility and a half-year
// update print beside their inventory — financed emissions by sector, fuel and traffic, generation by
// source, first-half figures — derived from the company's inventory without randomness, so twins match.
import { pctChange } from './model.mjs';

const r10 = (v) => Math.round(v / 10) * 10;
const SECTORS = [
  ['Power generation', 0.28, 2.1, 0.06],
  ['Oil and gas', 0.22, 2.4, 0.04],
  ['Commercial real estate', 0.12, 3.2, 0.21],
  ['Residential mortgages', 0.09, 3.8, 0.38],
  ['Transport and logistics', 0.14, 3.5, 0.09],
  ['Agriculture and food', 0.1, 4.1, 0.08],
  ['Other sectors', 0.05, 4.6, 0.14]
];

/** Financed emissions by sector (t CO2e), lending exposure (EUR million) and the PCAF data-quality score. */
export function financedBySector(co) {
  const loans = co.revenue * 24;
  const base = loans * 180;
  const rows = SECTORS.map(([sector, share, score, exp]) => ({
    sector,
    tonnes: r10(base * share),
    exposure: Math.round(loans * exp),
    score
  }));
  const tonnes = rows.reduce((s, x) => s + x.tonnes, 0);
  const exposure = rows.reduce((s, x) => s + x.exposure, 0);
  const score = Math.round((rows.reduce((s, x) => s + x.score * x.tonnes, 0) / tonnes) * 10) / 10;
  return { rows, total: { tonnes, exposure, score } };
}

/** An airline's fuel burnt (t), revenue tonne-kilometres (million) and g CO2e per RTK (t per million RTK). */
export function airlineTraffic(co) {
  const out = {};
  for (const y of co.years) {
    const fuel = Math.round(co.s1[y] / 3.16);
    const rtk = Math.round(co.s1[y] / (740 + (y % 4) * 20));
    out[y] = { fuel, rtk, gPerRtk: Math.round((co.s1[y] / rtk) * 10) / 10 };
  }
  return out;
}

/** A utility's generation (GWh) by source in the latest year, its shares and g CO2e per kWh generated. */
export function generationMix(co) {
  const gas = Math.round(co.s1[co.latest] / 370);
  const total = Math.round(gas / 0.37);
  const parts = [
    ['Wind', 0.34],
    ['Solar', 0.18],
    ['Hydro', 0.11]
  ].map(([source, f]) => ({ source, gwh: Math.round(total * f) }));
  parts.push({ source: 'Natural gas (CCGT)', gwh: total - parts.reduce((s, p) => s + p.gwh, 0) });
  const sum = parts.reduce((s, p) => s + p.gwh, 0);
  const shares = parts.map((p) => Math.round((p.gwh / sum) * 100));
  shares[3] = 100 - shares[0] - shares[1] - shares[2];
  return {
    rows: parts.map((p, i) => ({ ...p, share: shares[i] })),
    total: sum,
    gPerKwh: Math.round(co.s1[co.latest] / sum)
  };
}

/** First-half figures of the latest year and of the year after it (Scope 1 and both Scope 2s), in t CO2e. */
export function halfYears(co) {
  const l = co.latest;
  const out = {};
  for (const k of ['s1', 's2l', 's2m']) {
    const fy = co[k][l];
    const prev = r10(fy * (0.47 + (Math.round(fy / 10) % 7) / 100));
    const now = r10(prev * (0.92 + (Math.round(fy / 10) % 5) / 100));
    out[k] = { prev, now, pct: pctChange(prev, now) };
  }
  const s12 = (w) => out.s1[w] + out.s2m[w];
  out.s12 = { prev: s12('prev'), now: s12('now'), pct: pctChange(s12('prev'), s12('now')) };
  return out;
}
