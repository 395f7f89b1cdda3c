// Evaluation reports (held out, written blind): a report that ends with the independent practitioner's
// limited-assurance report (ISAE 3000 / ISAE 3410), which repeats the assured figures in its own words —
// the "Selected Information" as a list of figures with their units, the reporting criteria naming the GWP
// source, procedures, conclusion and signature — while the inventory table flags the same figures with "◊".
import { fmtInt } from '../lib/model.mjs';
import { heading, para, newPage, mark } from '../lib/pdf.mjs';
import { grid, bullets } from '../lib/draw.mjs';
import {
  style,
  intro,
  categories,
  targets,
  intensityAndEnergy,
  methodology,
  otherMetrics,
  inventoryRows
} from '../lib/sections.mjs';
import { FILLER } from './common.mjs';

const n = (v) => fmtInt(v);
const FIRM = 'Marlow Pierce & Co. LLP';

function inventoryTable(ctx, co, st) {
  const years = [co.baseYear, ...co.years];
  const assured = new Set(['Scope 1', 'Scope 2 (location-based)', 'Scope 2 (market-based)']);
  const isAssured = (y, label) => (y === co.latest && assured.has(label)) || (y === co.baseYear && label === 'Scope 1');
  const rows = inventoryRows(co, st).map(([label, v]) => [
    label,
    ...years.map((y) => (isAssured(y, label) ? `${n(v[y])} ◊` : n(v[y])))
  ]);
  heading(ctx, 'Greenhouse gas emissions');
  para(ctx, FILLER[1]);
  grid(ctx, {
    caption: 'GHG emissions (t CO₂e)',
    header: [['', `${co.baseYear} (base year)`, ...co.years.map(String)]],
    rows,
    widths: [0.36, 0.16, 0.16, 0.16, 0.16],
    size: 9,
    key: 'ghgTable'
  });
  ctx.doc.font('body').fontSize(8);
  ctx.doc.text(
    `◊ Within the scope of ${FIRM}'s limited assurance engagement; see the independent assurance report at the ` +
      'end of this report.'
  );
  ctx.doc.moveDown(0.8);
  para(ctx, FILLER[0]);
}

function selectedInformation(ctx, co, st) {
  const l = co.latest;
  bullets(
    ctx,
    [
      `Scope 1 greenhouse gas emissions for ${l}: ${n(st.kpi.s1)} tonnes CO₂e`,
      `Scope 2 greenhouse gas emissions, location-based, for ${l}: ${n(st.table.s2l[l])} tonnes CO₂e`,
      `Scope 2 greenhouse gas emissions, market-based, for ${l}: ${n(st.table.s2m[l])} tonnes CO₂e`,
      `Scope 1 greenhouse gas emissions in the ${co.baseYear} base year, as recalculated: ` +
        `${n(st.baseStated.value)} tonnes CO₂e`
    ],
    null,
    { size: 9.5 }
  );
  mark(ctx, 'kpi');
  mark(ctx, 'targets');
}

function assuranceReport(ctx, co, st) {
  const l = co.latest;
  const ar = st.gwp === 'AR4' ? 'Fourth Assessment Report (AR4)' : 'Sixth Assessment Report (AR6)';
  heading(ctx, `Independent limited assurance report to the Directors of ${co.name}`, 13);
  para(
    ctx,
    `We have been engaged by the Directors of ${co.name} to perform a limited assurance engagement on selected ` +
      `greenhouse gas information for the year ended 31 December ${l}, marked with the symbol ◊ in this report ` +
      '(the "Selected Information"). The Selected Information comprises:'
  );
  selectedInformation(ctx, co, st);
  heading(ctx, 'Reporting criteria', 10.5);
  para(
    ctx,
    `The Selected Information has been prepared under the company's reporting criteria, which follow the GHG ` +
      'Protocol Corporate Standard and its Scope 2 Guidance and convert gases to CO₂ equivalents with the ' +
      `100-year global warming potentials of the IPCC ${ar}.`,
    'methodology'
  );
  heading(ctx, 'Inherent limitations', 10.5);
  para(
    ctx,
    'Greenhouse gas quantification is subject to inherent uncertainty, because scientific knowledge of emission ' +
      'factors and of the values needed to combine emissions of different gases is incomplete.'
  );
  heading(ctx, 'Work performed', 10.5);
  para(
    ctx,
    'We performed our engagement under ISAE 3000 (Revised) and ISAE 3410. Our procedures included interviews ' +
      'with the staff responsible for the data, analytical review of monthly site data, recomputation of a sample ' +
      'of calculations and agreement of a sample of fuel and electricity records to invoices. A limited assurance ' +
      'engagement is substantially smaller in scope than a reasonable assurance engagement.'
  );
  heading(ctx, 'Conclusion', 10.5);
  para(
    ctx,
    'Based on the procedures performed and the evidence obtained, nothing has come to our attention that causes ' +
      `us to believe that the Selected Information for the year ended 31 December ${l} has not been prepared, in ` +
      'all material respects, in accordance with the reporting criteria.'
  );
  ctx.doc.moveDown(0.5);
  para(ctx, `${FIRM}\nChartered Accountants\nLeeds, 14 March ${l + 1}`, null, { align: 'left' });
}

const assuranceStatement = {
  name: 'assurance_statement',
  heldOut: false, // spent: scored once (2026-11-29 04:47 UTC), now tuned on
  about:
    'an independent limited-assurance report at the end that repeats the assured figures in its own words ' +
    '("Selected Information"), the reporting criteria naming the GWP source; "◊" marks the assured table cells',
  errors: ['restated_value', 'base_year_conflict', 'gwp_ar4'],
  render(ctx, co, st) {
    const s = style();
    intro(ctx, co, st, s);
    newPage(ctx);
    inventoryTable(ctx, co, st);
    newPage(ctx);
    categories(ctx, co, st, s);
    para(ctx, FILLER[2]);
    newPage(ctx);
    targets(ctx, co, st, s);
    newPage(ctx);
    intensityAndEnergy(ctx, co, st, s);
    methodology(ctx, co, st);
    otherMetrics(ctx, co, s);
    newPage(ctx);
    assuranceReport(ctx, co, st);
  }
};

export const ASSURANCE_FAMILIES = [assuranceStatement];
