// Evaluation reports (held out, written blind): an annual report whose figures close with a "Five-year
// summary" at the back — newest year first, a unit column, financial and environmental rows interleaved
// (revenue, EBITDA, the scopes in thousand tonnes with one decimal, operating profit, intensity, capex, the
// energy mix, employees, safety, dividend), "–" for the years the GHG inventory does not cover. The company
// is rounded to 100 t so one decimal of thousands prints it exactly.
import { fmtInt, fmtDec } from '../lib/model.mjs';
import { heading, para, newPage, mark } from '../lib/pdf.mjs';
import { grid } from '../lib/draw.mjs';
import { style, categories, targets, intensityAndEnergy, methodology, otherMetrics } from '../lib/sections.mjs';
import { FILLER } from './common.mjs';

const n = (v) => fmtInt(v);
const kt = (v) => fmtDec(v / 1000, 1);

/** Invented financial and people figures by year, shrinking back from the latest (no extra draws). */
function financials(co, back) {
  const rev = Math.round(co.revenue / 1.05 ** back);
  return {
    rev,
    ebitda: Math.round(rev * (0.14 - 0.004 * back)),
    ebit: Math.round(rev * (0.09 - 0.003 * back)),
    capex: Math.round(rev * (0.05 + 0.002 * back)),
    fte: Math.round(co.revenue * 2.1 * (1 - 0.03 * back)),
    ltir: fmtDec(1.8 + 0.15 * back, 2),
    dps: fmtDec(1.2 - 0.05 * back, 2)
  };
}

/** The energy mix by year: the printed shares for the latest year, the company's own shifted back before it. */
function sharesIn(co, st, back) {
  if (back === 0) return st.shares.map((x) => x.pct);
  const [a, b, c] = co.shares.map((x) => x.pct);
  return [a - 4 * back, b + 3 * back, c + back];
}

function review(ctx, co, st) {
  const l = co.latest;
  const y = st.yoy.pct;
  heading(ctx, `${co.name} — Annual Report ${l}`, 20);
  heading(ctx, "Chief Executive's review", 13);
  para(
    ctx,
    `${co.name} is a fictitious company invented for testing. ${l} was a year of steady growth: revenue rose to ` +
      `EUR ${n(co.revenue)} million and we kept investing in our plants, our people and our climate programme.`
  );
  para(
    ctx,
    `Our direct (Scope 1) emissions were ${n(st.proseS1)} t CO₂e in ${l}, ${y <= 0 ? 'down' : 'up'} ` +
      `${fmtDec(Math.abs(y), 1)} % on ${st.yoy.from}, as two sites switched from fuel oil to heat pumps.`,
    'yoy'
  );
  mark(ctx, 'proseS1');
  para(
    ctx,
    'The board oversees climate matters through its sustainability committee, which meets four times a year; ' +
      'climate risks are part of the group risk register and a share of executive bonuses depends on our targets.'
  );
  para(ctx, FILLER[0]);
}

function climateChapter(ctx, co, st) {
  const l = co.latest;
  heading(ctx, 'Strategic report: climate and environment');
  para(
    ctx,
    `Our market-based Scope 2 emissions were ${n(st.table.s2m[l])} t CO₂e in ${l} (location-based ` +
      `${n(st.table.s2l[l])} t CO₂e). Scope 3 emissions in our value chain were ${n(st.s3Total)} t CO₂e. The ` +
      'five-year summary at the back of this report gives the figures for earlier years.'
  );
  para(ctx, FILLER[1]);
  categories(ctx, co, st, style());
  para(ctx, FILLER[2]);
}

function summaryRows(co, st) {
  const years = [0, 1, 2, 3, 4].map((b) => co.latest - b);
  const fin = years.map((_, b) => financials(co, b));
  const has = (y) => y === co.baseYear || co.years.includes(y);
  const ghg = (v) => years.map((y) => (has(y) ? kt(v[y]) : '–'));
  const intensity = years.map((y, b) => {
    if (b === 0) return fmtDec(st.intensity.value, 1);
    return has(y) ? fmtDec((co.s1[y] + co.s2m[y]) / fin[b].rev, 1) : '–';
  });
  const shares = years.map((_, b) => sharesIn(co, st, b));
  const f = (key) => fin.map((x) => (typeof x[key] === 'number' ? n(x[key]) : x[key]));
  const tb = st.table;
  return {
    years,
    rows: [
      ['Revenue', 'EUR m', ...f('rev')],
      ['EBITDA', 'EUR m', ...f('ebitda')],
      ['Scope 1 GHG emissions', 'kt CO₂e', ...ghg(tb.s1)],
      ['Scope 2 GHG emissions (location-based)', 'kt CO₂e', ...ghg(tb.s2l)],
      ['Scope 2 GHG emissions (market-based)', 'kt CO₂e', ...ghg(tb.s2m)],
      ['Operating profit (EBIT)', 'EUR m', ...f('ebit')],
      ['Scope 3 GHG emissions', 'kt CO₂e', ...ghg(tb.s3)],
      ['Total GHG emissions', 'kt CO₂e', ...ghg(tb.total)],
      ['GHG intensity (Scope 1 and 2, market-based)', 't CO₂e / EUR m revenue', ...intensity],
      ['Capital expenditure', 'EUR m', ...f('capex')],
      ['Renewable electricity', '% of energy', ...shares.map((s) => String(s[0]))],
      ['Natural gas', '% of energy', ...shares.map((s) => String(s[1]))],
      ['Other fuels', '% of energy', ...shares.map((s) => String(s[2]))],
      ['Employees at year end', 'FTE', ...f('fte')],
      ['Lost-time injury frequency', 'per million hours', ...f('ltir')],
      ['Dividend per share', 'EUR', ...f('dps')]
    ]
  };
}

function fiveYearSummary(ctx, co, st) {
  const { years, rows } = summaryRows(co, st);
  heading(ctx, 'Five-year summary');
  para(ctx, 'Unaudited. Financial figures under IFRS; environmental figures under the GHG Protocol.');
  grid(ctx, {
    header: [['', 'Unit', ...years.map(String)]],
    rows,
    widths: [0.32, 0.16, 0.104, 0.104, 0.104, 0.104, 0.104],
    aligns: ['left', 'left', 'right', 'right', 'right', 'right', 'right'],
    size: 7.8,
    key: 'ghgTable'
  });
  mark(ctx, 'intensity');
  mark(ctx, 'shares');
  const base = years.includes(co.baseYear) ? `the ${co.baseYear} base year and ` : '';
  para(
    ctx,
    `kt = thousand tonnes. Greenhouse gas figures are shown for ${base}${co.years[0]} onwards, when the ` +
      'inventory was rebuilt under operational control; other years are not comparable and are shown as "–". ' +
      'Total GHG emissions are Scope 1, market-based Scope 2 and Scope 3.'
  );
}

const fiveYear = {
  name: 'five_year_summary',
  heldOut: false, // spent: scored once (2026-11-29 04:47 UTC), now tuned on
  company: { step: 100 },
  about:
    'an annual report closing with a five-year summary, newest year first, a unit column, financial and ' +
    'environmental rows interleaved, scopes in kt with one decimal and "–" for years without an inventory',
  errors: ['intensity_mismatch', 'wrong_unit', 'shares_over_100'],
  render(ctx, co, st) {
    const s = style();
    review(ctx, co, st);
    newPage(ctx);
    climateChapter(ctx, co, st);
    newPage(ctx);
    targets(ctx, co, st, s);
    newPage(ctx);
    intensityAndEnergy(ctx, co, st, s);
    methodology(ctx, co, st);
    otherMetrics(ctx, co, s);
    newPage(ctx);
    fiveYearSummary(ctx, co, st);
  }
};

export const FIVE_YEAR_FAMILIES = [fiveYear];
