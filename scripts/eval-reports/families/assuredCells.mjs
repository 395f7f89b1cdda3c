// Evaluation reports (held out, written blind): a performance-data table whose cells carry value and unit
// together ("412,300 tCO₂e", "55 %", "EUR 1,234 m"), with an "Assurance" column of check marks and the level
// in brackets ("✓ (R)" reasonable, "✓ (L)" limited, "–" not assured) and a legend under the table; a small
// "Highlights" table on page 1 in the same style.
import { fmtDec, fmtInt } from '../lib/model.mjs';
import { heading, para, newPage, mark } from '../lib/pdf.mjs';
import { grid } from '../lib/draw.mjs';
import {
  style,
  intro,
  targets,
  intensityAndEnergy,
  methodology,
  otherMetrics,
  inventoryRows
} from '../lib/sections.mjs';
import { FILLER } from './common.mjs';

const tc = (v) => `${fmtInt(v)} tCO₂e`;
const R = '✓ (R)';
const L = '✓ (L)';
const NONE = '–';
const LEVEL = { s1: R, s2l: R, s2m: R, s3: L, total: L };

function highlights(ctx, co, st) {
  const l = co.latest;
  heading(ctx, `Highlights ${l}`, 12);
  grid(ctx, {
    header: [['Indicator', String(l), 'Assurance']],
    rows: [
      ['Scope 1 emissions', tc(st.kpi.s1), R],
      ['Scope 2 emissions (market-based)', tc(st.kpi.s2m), R],
      ['Scope 3 emissions', tc(st.kpi.s3), L],
      ['Renewable electricity in energy use', `${st.shares[0].pct} %`, L]
    ],
    widths: [0.5, 0.3, 0.2],
    aligns: ['left', 'right', 'center'],
    size: 8.5,
    key: 'kpi'
  });
}

function dataRows(co, st) {
  const years = [co.baseYear, ...co.years];
  const l = co.latest;
  const latestOnly = (text) => [...years.map((y) => (y === l ? text : NONE))];
  const section = (text) => [{ text, bold: true, span: 6 }];
  const series = ['s1', 's2l', 's2m', 's3', 'total'];
  const rows = [section('Greenhouse gas emissions')];
  inventoryRows(co, st).forEach(([label, v], i) => rows.push([label, ...years.map((y) => tc(v[y])), LEVEL[series[i]]]));
  rows.push(section(`Scope 3 emissions by category (${l} only)`));
  for (const c of st.categories) rows.push([`${c.n}. ${c.label}`, ...latestOnly(tc(c.value)), NONE]);
  rows.push(['Total Scope 3 (sum of categories)', ...latestOnly(tc(st.s3Total)), L]);
  rows.push(section('Energy use by source (share of total)'));
  for (const x of st.shares) rows.push([x.label[0].toUpperCase() + x.label.slice(1), ...latestOnly(`${x.pct} %`), L]);
  rows.push(section('Economic and intensity'));
  rows.push(['Revenue', ...latestOnly(`EUR ${fmtInt(co.revenue)} m`), R]);
  rows.push([
    'GHG intensity (Scope 1 and 2, market-based; tCO₂e per EUR m revenue)',
    ...latestOnly(`${fmtDec(st.intensity.value, 1)} t/EUR m`),
    L
  ]);
  return rows;
}

function performanceData(ctx, co, st) {
  heading(ctx, 'Environmental performance data');
  para(ctx, FILLER[1]);
  grid(ctx, {
    caption: 'Performance data',
    header: [['Indicator', `${co.baseYear} (base year)`, ...co.years.map(String), 'Assurance']],
    rows: dataRows(co, st),
    widths: [0.25, 0.16, 0.16, 0.16, 0.16, 0.11],
    aligns: ['left', 'right', 'right', 'right', 'right', 'center'],
    size: 7.5,
    key: 'ghgTable'
  });
  for (const k of ['categories', 'shares', 'intensity']) mark(ctx, k);
  ctx.doc
    .font('body')
    .fontSize(7.5)
    .text(
      '✓ Assured by Marlowe & Fenn Assurance (an invented firm) under ISAE 3000 (Revised) and ISAE 3410. ' +
        '(R) reasonable assurance; (L) limited assurance; – not assured or not reported. Totals add Scope 1, ' +
        'market-based Scope 2 and Scope 3.'
    );
  ctx.doc.moveDown(1);
}

const assuredCells = {
  name: 'assured_value_units',
  heldOut: false, // spent: scored once (2026-11-29 02:15 UTC), now tuned on
  about:
    'a performance-data table whose cells carry value and unit together ("412,300 tCO₂e", "55 %", "EUR 1,234 m") ' +
    'with an "Assurance" column ("✓ (R)" reasonable, "✓ (L)" limited, "–") and a legend; a highlights table on page 1',
  errors: ['total_not_sum', 'restated_value', 'gwp_ar4'],
  render(ctx, co, st) {
    const s = style();
    intro(ctx, co, st, s);
    highlights(ctx, co, st);
    newPage(ctx);
    performanceData(ctx, co, st);
    newPage(ctx);
    targets(ctx, co, st, s);
    para(ctx, FILLER[2]);
    newPage(ctx);
    intensityAndEnergy(ctx, co, st, s);
    methodology(ctx, co, st);
    otherMetrics(ctx, co, s);
  }
};

export const ASSURED_CELLS_FAMILIES = [assuredCells];
