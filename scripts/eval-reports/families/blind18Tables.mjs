// Evaluation reports (held out, blind set 18, written blind): two table layouts — a metrics table whose column
// groups "Actual" (base year and three years) and "Target" (the interim year and 2030) stand under merged
// heads, and a half-year sustainability update comparing the first half of two years beside two full years
// and the base year.
import { pctChange } from '../lib/model.mjs';
import { heading, para, kpiStrip, newPage } from '../lib/pdf.mjs';
import {
  style,
  inventoryRows,
  categories,
  targets,
  intensityAndEnergy,
  methodology,
  otherMetrics
} from '../lib/sections.mjs';
import { grid } from '../lib/draw.mjs';
import { halfYears } from '../lib/sectorData.mjs';
import { standardReport, FILLER } from './common.mjs';

const signed = (s, pct) => `${pct > 0 ? '+' : pct < 0 ? '−' : ''}${s.d(Math.abs(pct), 1)} %`;

function actualTargetTable(ctx, co, st, s) {
  const tb = st.table;
  const b = co.baseYear;
  const years = [b, ...co.years];
  const [interim, final, s3t] = st.targets;
  const s12 = (y) => tb.s1[y] + tb.s2m[y];
  const level = (v, pct) => s.n(Math.round((v * (1 - pct / 100)) / 10) * 10);
  const rows = inventoryRows(co, st).map(([label, v]) => [label, ...years.map((y) => s.n(v[y])), '', '']);
  rows[3][6] = level(tb.s3[b], s3t.pct);
  rows.splice(3, 0, [
    { text: 'Scope 1 and 2 (market-based)', bold: true },
    ...years.map((y) => s.n(s12(y))),
    level(s12(b), interim.pct),
    level(s12(b), final.pct)
  ]);
  const vsBase = (y) => (y === co.latest ? st.progress.pct : pctChange(s12(b), s12(y)));
  rows.push([
    { text: 'Scope 1 and 2 vs base year', indent: 8 },
    '–',
    ...co.years.map((y) => signed(s, vsBase(y))),
    `−${interim.pct} %`,
    `−${final.pct} %`
  ]);
  rows.push([
    { text: 'Scope 3 vs base year', indent: 8 },
    '–',
    ...co.years.map((y) => signed(s, pctChange(tb.s3[b], tb.s3[y]))),
    '',
    `−${s3t.pct} %`
  ]);
  for (const r of rows) for (let i = 5; i < 7; i++) if (r[i] === '') r[i] = '–';
  grid(ctx, {
    caption: 'Greenhouse gas emissions and targets (t CO₂e)',
    header: [
      ['', { text: 'Actual', span: 4 }, { text: 'Target', span: 2 }],
      ['', `${b} (base)`, ...co.years.map(String), String(interim.year), String(final.year)]
    ],
    rows,
    widths: [0.28, 0.12, 0.12, 0.12, 0.12, 0.12, 0.12],
    size: 8,
    key: 'ghgTable'
  });
  for (const k of ['targets', 'progress'])
    ctx.where[k] = [...new Set([...(ctx.where[k] ?? []), ...ctx.where.ghgTable])];
  para(
    ctx,
    'Target columns give the most we may emit in the target year if we meet each reduction, set against the ' +
      'base year. Total emissions are Scope 1, market-based Scope 2 and Scope 3.',
    null,
    { align: 'left' }
  );
}

const actualTarget = {
  name: 'actual_target_columns',
  heldOut: false, // spent: blind set 18, scored once (2026-11-29 11:12 UTC, 14/15, 1 false fail), now tuned on
  about:
    'a metrics table with two merged column groups, "Actual" (base year and three years) and "Target" (the interim ' +
    'year and 2030), a bold Scope 1 and 2 subtotal row with its allowed target tonnes, and indented "vs base year" ' +
    'rows in signed per cent under the scopes',
  errors: ['progress_contradicted', 'target_wrong_scope', 'interim_loosening'],
  render(ctx, co, st) {
    const s = style();
    standardReport(ctx, co, st, s, () => actualTargetTable(ctx, co, st, s));
  }
};

function halfYearIntro(ctx, co, st, s) {
  const [l, n] = [co.latest, co.latest + 1];
  const h = halfYears(co);
  heading(ctx, `${co.name} — Half-year sustainability update, H1 ${n}`, 18);
  para(
    ctx,
    `${co.name} is a fictitious company invented for testing. This update covers January to June ${n} and ` +
      `repeats the full-year figures of ${l} and ${l - 1}, reported in our annual report, for comparison.`
  );
  kpiStrip(
    ctx,
    [
      { value: s.n(h.s1.now), label: `Scope 1, H1 ${n} (t CO₂e)` },
      { value: signed(s, h.s12.pct), label: `Scope 1+2 (MB), H1 ${n} vs H1 ${l}` },
      { value: s.n(st.kpi.s1), label: `Scope 1, full year ${l} (t CO₂e)` },
      { value: `${st.shares[0].pct} %`, label: `Renewable share of energy, ${l}` }
    ],
    'kpi'
  );
  ctx.where.shares = [...new Set([...(ctx.where.shares ?? []), ...ctx.where.kpi])];
  const y = st.yoy.pct;
  para(
    ctx,
    `Over the full year ${l}, Scope 1 emissions ${y <= 0 ? 'fell' : 'rose'} ${s.d(Math.abs(y), 1)} % compared ` +
      `with ${l - 1}.`,
    'yoy'
  );
  para(ctx, `Full-year ${l} Scope 1 emissions were ${s.t(st.proseS1)}.`, 'proseS1');
  para(
    ctx,
    'The board reviews climate matters twice a year, and the executive committee is paid in part on the targets ' +
      'below. Climate-related risks are part of the group risk register.'
  );
}

function halfYearTable(ctx, co, st, s) {
  const [p, l, n] = [co.latest - 1, co.latest, co.latest + 1];
  const h = halfYears(co);
  const half = { 0: h.s1, 1: h.s2l, 2: h.s2m };
  const rows = inventoryRows(co, st).map(([label, v], i) => {
    const hy = half[i];
    const first = hy ? [s.n(hy.now), s.n(hy.prev), signed(s, hy.pct)] : ['n/a', 'n/a', '–'];
    return [label, ...first, s.n(v[l]), s.n(v[p]), s.n(v[co.baseYear])];
  });
  rows.splice(3, 0, [
    { text: 'Scope 1 and 2 (market-based)', indent: 8 },
    s.n(h.s12.now),
    s.n(h.s12.prev),
    signed(s, h.s12.pct),
    s.n(st.table.s1[l] + st.table.s2m[l]),
    s.n(st.table.s1[p] + st.table.s2m[p]),
    s.n(st.table.s1[co.baseYear] + st.table.s2m[co.baseYear])
  ]);
  grid(ctx, {
    caption: 'Greenhouse gas emissions (t CO₂e)',
    header: [
      ['', { text: 'First half (January–June)', span: 3 }, { text: 'Full year', span: 3 }],
      ['', `H1 ${n}`, `H1 ${l}`, 'Change', `FY ${l}`, `FY ${p}`, `FY ${co.baseYear} (base)`]
    ],
    rows,
    widths: [0.28, 0.12, 0.12, 0.1, 0.12, 0.12, 0.14],
    size: 8.5,
    key: 'ghgTable'
  });
  para(
    ctx,
    'Scope 3 and the total are calculated once a year (n/a for the half years). Half-year figures are unaudited; ' +
      'full-year figures were assured with the annual report.',
    null,
    { align: 'left' }
  );
}

const halfYear = {
  name: 'half_year_update',
  heldOut: false, // spent: blind set 18, scored once (2026-11-29 11:12 UTC, 14/15, 1 false fail), now tuned on
  about:
    'a half-year (interim) sustainability update: a KPI strip mixing first-half and full-year figures, and a GHG ' +
    'table with merged heads "First half (January–June)" (H1 of two years and a change) and "Full year" (two ' +
    'full years and the base year), Scope 3 and the total "n/a" for the halves',
  errors: ['restated_value', 'base_year_conflict', 'shares_over_100'],
  render(ctx, co, st) {
    const s = style();
    halfYearIntro(ctx, co, st, s);
    newPage(ctx);
    heading(ctx, 'Greenhouse gas emissions in the first half');
    para(ctx, FILLER[1]);
    halfYearTable(ctx, co, st, s);
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

export const BLIND18_TABLE_FAMILIES = [actualTarget, halfYear];
