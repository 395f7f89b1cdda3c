// Evaluation reports (held out, written blind): a GHG statement whose figures carry marks explained in notes
// under the table — note letters in brackets on the labels ("Scope 1 (a)"), "R" after restated figures (the
// base year and the prior year, recalculated after an acquisition) and "†" after figures within the
// assurance scope — with the notes in small type under a short rule, the GWP basis among them.
import { heading, para, mark, LEFT, WIDTH } from '../lib/pdf.mjs';
import { grid } from '../lib/draw.mjs';
import { style, inventoryRows } from '../lib/sections.mjs';
import { standardReport, FILLER } from './common.mjs';

const LABELS = [
  'Scope 1 (a)',
  'Scope 2 – location-based (b)',
  'Scope 2 – market-based (b)(c)',
  'Scope 3 (d)',
  'Total (e)'
];
const ASSURED = new Set([0, 1, 2]);

function notes(ctx, co, st) {
  const { doc } = ctx;
  const ar = st.gwp === 'AR4' ? 'Fourth Assessment Report (AR4)' : 'Sixth Assessment Report (AR6)';
  const lines = [
    'R  Restated. Figures for the base year and the prior year were recalculated after the acquisition of a ' +
      'packaging plant, in line with our recalculation policy (threshold 5 % of Scope 1 and 2).',
    '†  Within the scope of the independent limited assurance engagement (ISAE 3410).',
    '(a)  Stationary and mobile combustion, process emissions and refrigerant losses at all controlled sites.',
    '(b)  Purchased electricity, heat and steam. (c) Using supplier-specific factors and residual mixes.',
    '(d)  Relevant categories only; see the Scope 3 table. (e) Scope 1 + Scope 2 (market-based) + Scope 3.',
    `Global warming potentials: 100-year values of the IPCC ${ar}.`
  ];
  doc
    .moveTo(LEFT, doc.y)
    .lineTo(LEFT + 120, doc.y)
    .lineWidth(0.5)
    .stroke('#555');
  doc.moveDown(0.3);
  mark(ctx, 'methodology');
  doc.font('body').fontSize(7.5).fillColor('#333');
  for (const line of lines) doc.text(line, LEFT, undefined, { width: WIDTH }).moveDown(0.15);
  doc.fillColor('black').fontSize(10);
  doc.moveDown(0.6);
}

const marks = {
  name: 'restatement_marks',
  heldOut: false, // spent: scored once (2026-11-29 08:36 UTC), now tuned on
  about:
    'a GHG statement with marks on labels and figures ("Scope 1 (a)", "R" after restated base-year and ' +
    'prior-year figures, "†" after assured ones) explained in small-type notes under the table, GWP among them',
  errors: ['base_year_conflict', 'progress_contradicted', 'gwp_ar4'],
  render(ctx, co, st) {
    const s = style();
    const years = [co.baseYear, ...co.years];
    standardReport(ctx, co, st, s, () => {
      const cell = (v, i, y) => {
        if (y === co.latest) return ASSURED.has(i) ? `${s.n(v)} †` : s.n(v);
        if (y === co.latest - 1 || y === co.baseYear) return `${s.n(v)} R`;
        return s.n(v);
      };
      const rows = inventoryRows(co, st).map(([, v], i) => [
        i === 4 ? { text: LABELS[i], bold: true } : LABELS[i],
        ...years.map((y) => cell(v[y], i, y))
      ]);
      const tb = st.table;
      const s12 = Object.fromEntries(years.map((y) => [y, tb.s1[y] + tb.s2m[y]]));
      rows.splice(3, 0, ['Scope 1 and 2 (market-based)', ...years.map((y) => cell(s12[y], 2, y))]);
      grid(ctx, {
        caption: 'Greenhouse gas emissions statement',
        header: [['t CO₂e', ...years.map((y) => (y === co.baseYear ? `${y} (base year)` : String(y)))]],
        rows,
        widths: [0.36, 0.16, 0.16, 0.16, 0.16],
        key: 'ghgTable'
      });
      notes(ctx, co, st);
      heading(ctx, 'Changes in the year', 12);
      para(ctx, FILLER[1]);
    });
  }
};

export const RESTATEMENT_MARKS_FAMILIES = [marks];
