// Evaluation reports (held out, written blind): greenhouse gas emissions disclosed as a note to the
// consolidated financial statements ("14 Greenhouse gas emissions", sub-notes 14.1–14.6) under a running head,
// with a "Note" column of cross-references in the emissions table, the unit in a small line over it
// ("In tonnes of CO₂ equivalent"), two years only (current and comparative) as financial statements print
// them, base-year values in the targets sub-note, revenue referred to its own note ("Note 4"). Page 1 is an
// extract of the management report with key figures that point to the note.
import { fmtDec } from '../lib/model.mjs';
import { heading, para, mark } from '../lib/pdf.mjs';
import { grid } from '../lib/draw.mjs';
import { style, otherMetrics } from '../lib/sections.mjs';
import { runningHead, notePage, noteTitle, subNote, unitLine } from '../lib/noteHeads.mjs';

const N = 14;

function managementReport(ctx, co, st, s) {
  const l = co.latest;
  const y = st.yoy.pct;
  heading(ctx, `${co.name} — Annual Report ${l}`, 19);
  para(ctx, 'Combined management report (extract): Non-financial statement — Climate', null, { align: 'left' });
  para(
    ctx,
    `${co.name} is a fictitious company invented for testing. Greenhouse gas emissions are disclosed in the ` +
      `notes to the consolidated financial statements (Note ${N}), prepared under the GHG Protocol for the same ` +
      'consolidation scope as the financial statements. The Audit Committee oversees climate reporting. ' +
      'The variable remuneration of the Executive Board is linked in part to the climate targets in Note 14.'
  );
  mark(ctx, 'kpi');
  grid(ctx, {
    caption: 'Key figures',
    header: [['', String(l), 'Reference']],
    rows: [
      ['Scope 1 emissions (t CO₂e)', s.n(st.kpi.s1), `Note ${N}.2`],
      ['Scope 2 emissions, market-based (t CO₂e)', s.n(st.kpi.s2m), `Note ${N}.2`],
      ['Scope 3 emissions (t CO₂e)', s.n(st.kpi.s3), `Note ${N}.3`]
    ],
    widths: [0.55, 0.25, 0.2],
    size: 9
  });
  para(
    ctx,
    `Scope 1 emissions were ${s.t(st.proseS1)} in ${l}, ${y <= 0 ? 'a decrease' : 'an increase'} of ` +
      `${fmtDec(Math.abs(y), 1)} % on the prior year, mainly from the electrification of process heat at two plants.`,
    'proseS1'
  );
  mark(ctx, 'yoy');
}

function emissionsNote(ctx, co, st, s) {
  const tb = st.table;
  const [p, l] = [co.latest - 1, co.latest];
  noteTitle(ctx, N, 'Greenhouse gas emissions');
  subNote(ctx, `${N}.1`, 'Basis of preparation');
  const ar = st.gwp === 'AR4' ? 'Fourth Assessment Report (AR4)' : 'Sixth Assessment Report (AR6)';
  mark(ctx, 'methodology');
  para(
    ctx,
    'Emissions are measured under the GHG Protocol Corporate Standard for all entities consolidated in these ' +
      'financial statements (Note 2). CO₂ equivalents use the 100-year global warming potentials of the IPCC ' +
      `${ar}. Scope 2 is measured location-based and market-based. Total emissions are Scope 1, market-based ` +
      `Scope 2 and Scope 3. Comparative figures for ${p} are presented on the same basis.`
  );
  subNote(ctx, `${N}.2`, 'Emissions by scope');
  unitLine(ctx, 'In tonnes of CO₂ equivalent');
  const row = (label, note, v) => [label, note, s.n(v[l]), s.n(v[p])];
  grid(ctx, {
    header: [['', 'Note', String(l), String(p)]],
    rows: [
      row('Scope 1 – direct emissions', `${N}.1`, tb.s1),
      row('Scope 2 – location-based', `${N}.1`, tb.s2l),
      row('Scope 2 – market-based', `${N}.1`, tb.s2m),
      row('Scope 3 – value chain', `${N}.3`, tb.s3),
      [{ text: 'Total greenhouse gas emissions', bold: true }, '', s.n(tb.total[l]), s.n(tb.total[p])]
    ],
    widths: [0.46, 0.12, 0.21, 0.21],
    aligns: ['left', 'center', 'right', 'right'],
    size: 9,
    key: 'ghgTable'
  });
  para(
    ctx,
    'Scope 1 arises from fuels burnt at our plants, the vehicle fleet and process emissions. No emissions were ' +
      'offset. The figures are subject to limited assurance by the group auditor.'
  );
}

function categoriesAndTargets(ctx, co, st, s) {
  const b = co.baseYear;
  const [interim, final, s3] = st.targets;
  subNote(ctx, `${N}.3`, 'Scope 3 emissions by category');
  para(ctx, `Relevant categories after screening all fifteen; ${co.latest}, in tonnes of CO₂ equivalent:`);
  const rows = st.categories.map((c) => [`Category ${c.n} – ${c.label}`, s.n(c.value)]);
  rows.push([{ text: `Scope 3 (Note ${N}.2)`, bold: true }, s.n(st.s3Total)]);
  grid(ctx, { header: [['', String(co.latest)]], rows, widths: [0.72, 0.28], size: 9, key: 'categories' });
  subNote(ctx, `${N}.4`, 'Reduction targets');
  grid(ctx, {
    header: [['Target', 'Base year', 'Target year', 'Reduction']],
    rows: st.targets.map((tg) => [`${tg.scope}, absolute`, String(b), String(tg.year), `${tg.pct} %`]),
    widths: [0.46, 0.18, 0.18, 0.18],
    size: 9,
    key: 'targets'
  });
  para(
    ctx,
    `The group aims to reduce absolute Scope 1 and 2 emissions by ${interim.pct} % by ${interim.year} and by ` +
      `${final.pct} % by ${final.year}, and Scope 3 emissions by ${s3.pct} % by ${s3.year}, each against ${b}. ` +
      `Base-year emissions (${b}): Scope 1 ${s.t(st.baseStated.value)}; Scope 2, market-based, ` +
      `${s.t(st.table.s2m[b])}.`,
    'targets'
  );
  const p = st.progress.pct;
  para(
    ctx,
    `At the reporting date, Scope 1 and 2 emissions (market-based) were ${s.d(Math.abs(p), 1)} % ` +
      `${p <= 0 ? 'below' : 'above'} the ${b} base year.`,
    'progress'
  );
  if (st.s3TargetRestated != null)
    para(
      ctx,
      `Purchase contracts signed in the year include emission clauses that support the Scope 3 reduction of ` +
        `${st.s3TargetRestated} % by ${s3.year} (Note ${N}.4).`,
      'targets'
    );
}

function intensityAndEnergy(ctx, co, st, s) {
  subNote(ctx, `${N}.5`, 'Emission intensity');
  para(
    ctx,
    `Revenue was EUR ${s.n(co.revenue)} million (Note 4). Scope 1 and 2 emissions (market-based) per EUR million ` +
      `of revenue were ${s.d(st.intensity.value, 1)} t CO₂e.`,
    'intensity'
  );
  subNote(ctx, `${N}.6`, 'Energy consumption');
  const [a, b, c] = st.shares;
  para(
    ctx,
    `Of the energy consumed in ${co.latest}: ${a.label} ${a.pct}%, ${b.label} ${b.pct}%, ${c.label} ${c.pct}%.`,
    'shares'
  );
}

const financialNote = {
  name: 'financial_note',
  heldOut: false, // spent: scored once (2026-11-29 01:46 UTC), now tuned on
  about:
    'emissions as Note 14 to the consolidated financial statements: a running head, numbered sub-notes, a "Note" ' +
    'column of cross-references, the unit in a line over the table, current and comparative year only',
  errors: ['target_wrong_scope', 'restated_value', 'yoy_contradicted'],
  render(ctx, co, st) {
    const s = style();
    const head = ['Notes to the consolidated financial statements', `${co.name} · Annual Report ${co.latest}`];
    runningHead(ctx, 'Combined management report', head[1]);
    managementReport(ctx, co, st, s);
    notePage(ctx, ...head);
    emissionsNote(ctx, co, st, s);
    notePage(ctx, ...head);
    categoriesAndTargets(ctx, co, st, s);
    notePage(ctx, ...head);
    intensityAndEnergy(ctx, co, st, s);
    notePage(ctx, 'Combined management report', head[1]);
    otherMetrics(ctx, co, s);
  }
};

export const FINANCIAL_NOTE_FAMILIES = [financialNote];
