// Evaluation reports (held out, written blind): emissions broken down by greenhouse gas — one table with a block
// per year (latest, previous, base year) under a bold year row, the scopes as rows and the gases as columns
// (CO₂, CH₄, N₂O, HFCs, PFCs, SF₆, NF₃) with a "Total CO₂e" column; Scope 3 is not split by gas; a Scope 1 and
// 2 row adds the gases up; a table of the GWP-100 values used, with their source, in the methodology.
import { fmtInt } from '../lib/model.mjs';
import { heading, para, newPage, mark, WIDTH } from '../lib/pdf.mjs';
import { grid } from '../lib/draw.mjs';
import { style, intro, categories, targets, intensityAndEnergy, methodology, otherMetrics } from '../lib/sections.mjs';
import { FILLER } from './common.mjs';

const n = (v) => fmtInt(v);
const GASES = ['CO₂', 'CH₄', 'N₂O', 'HFCs', 'PFCs', 'SF₆', 'NF₃'];
// Shares of each scope's CO₂e by gas (CO₂ takes the remainder so the parts add up to the scope exactly).
const SPLIT = { s1: [0, 0.021, 0.009, 0.026, 0, 0.004, 0], s2: [0, 0.004, 0.011, 0, 0, 0, 0] };

function byGas(total, key) {
  const parts = SPLIT[key].map((f) => Math.round(total * f));
  parts[0] = total - parts.reduce((s, v) => s + v, 0);
  return parts;
}

const cells = (parts) => parts.map((v) => (v === 0 ? '0' : n(v)));
const dashes = GASES.map(() => '–');

function yearBlock(co, st, y, label) {
  const tb = st.table;
  const s1 = byGas(tb.s1[y], 's1');
  const s2l = byGas(tb.s2l[y], 's2');
  const s2m = byGas(tb.s2m[y], 's2');
  const true2m = byGas(co.s2m[y], 's2');
  const s12 = byGas(co.s1[y], 's1').map((v, i) => v + true2m[i]);
  return [
    [{ text: label, bold: true, span: 9 }],
    [{ text: 'Scope 1', indent: 6 }, ...cells(s1), n(tb.s1[y])],
    [{ text: 'Scope 2 (location-based)', indent: 6 }, ...cells(s2l), n(tb.s2l[y])],
    [{ text: 'Scope 2 (market-based)', indent: 6 }, ...cells(s2m), n(tb.s2m[y])],
    [{ text: 'Scope 1 and 2 (market-based)', indent: 6 }, ...cells(s12), n(s12.reduce((a, v) => a + v, 0))],
    [{ text: 'Scope 3 (not split by gas)', indent: 6 }, ...dashes, n(tb.s3[y])],
    [{ text: 'Total (Scope 1, 2 market-based, 3)', indent: 6 }, ...dashes, n(tb.total[y])]
  ];
}

function gasTable(ctx, co, st) {
  const l = co.latest;
  heading(ctx, 'Emissions by greenhouse gas');
  para(
    ctx,
    'Our inventory covers the seven gases of the Kyoto Protocol. Refrigerant losses (HFCs) and switchgear (SF₆) ' +
      'are measured from top-ups and maintenance logs; methane and nitrous oxide come from combustion.'
  );
  grid(ctx, {
    caption: 'GHG emissions by gas (t CO₂e)',
    header: [['', ...GASES, 'Total CO₂e']],
    rows: [
      ...yearBlock(co, st, l, String(l)),
      ...yearBlock(co, st, l - 1, String(l - 1)),
      ...yearBlock(co, st, co.baseYear, `${co.baseYear} (base year)`)
    ],
    widths: [0.25, 0.13, 0.09, 0.09, 0.08, 0.06, 0.07, 0.06, 0.17],
    size: 7,
    key: 'ghgTable'
  });
  ctx.doc
    .font('body')
    .fontSize(7.5)
    .text(
      'Each gas is converted to CO₂e with the GWP-100 values in the methodology; the gases of a row add up to its ' +
        `total. Figures for ${co.latest - 2} are in last year's report.`,
      { width: WIDTH }
    );
  ctx.doc.moveDown(0.8);
}

const GWP = {
  AR6: { source: 'IPCC AR6 (2021)', values: ['1', '29.8', '273', '1,530', '7,380', '25,200', '17,400'] },
  AR4: { source: 'IPCC AR4 (2007)', values: ['1', '25', '298', '1,430', '7,390', '22,800', '17,200'] }
};
const GWP_GASES = [
  'Carbon dioxide',
  'Methane (fossil)',
  'Nitrous oxide',
  'HFC-134a',
  'PFC-14',
  'Sulphur hexafluoride',
  'Nitrogen trifluoride'
];

function gwpTable(ctx, st) {
  const g = GWP[st.gwp] ?? GWP.AR6;
  heading(ctx, 'Global warming potentials used', 12);
  mark(ctx, 'methodology');
  grid(ctx, {
    header: [['Gas', 'GWP-100', 'Source']],
    rows: GWP_GASES.map((gas, i) => [gas, g.values[i], g.source]),
    widths: [0.4, 0.2, 0.4],
    aligns: ['left', 'right', 'right'],
    size: 8.5
  });
}

const gasMatrix = {
  name: 'ghg_by_gas',
  heldOut: false, // spent: scored once (2026-11-29 03:18 UTC), now tuned on
  about:
    'emissions by greenhouse gas: a block per year (latest, previous, base year), scopes as rows and the seven ' +
    'gases as columns with a "Total CO₂e" column, Scope 3 not split; a table of the GWP-100 values used',
  errors: ['total_not_sum', 'gwp_ar4', 'wrong_unit'],
  render(ctx, co, st) {
    const s = style();
    intro(ctx, co, st, s);
    para(ctx, FILLER[0]);
    newPage(ctx);
    gasTable(ctx, co, st);
    newPage(ctx);
    categories(ctx, co, st, s);
    para(ctx, FILLER[2]);
    newPage(ctx);
    targets(ctx, co, st, s);
    para(ctx, FILLER[1]);
    newPage(ctx);
    intensityAndEnergy(ctx, co, st, s);
    methodology(ctx, co, st);
    gwpTable(ctx, st);
    otherMetrics(ctx, co, s);
  }
};

export const GAS_MATRIX_FAMILIES = [gasMatrix];
