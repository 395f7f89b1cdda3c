// Evaluation reports (held out, blind set 19, written blind): two page layouts — the annual greenhouse gas
// and energy return filed with a regulator, printed as the filled-in form (parts, numbered fields, answer
// boxes, tick boxes), and a footprint tree (the total over the scopes over their sources and categories)
// ahead of an ordinary inventory table.
import { heading, para, newPage, table } from '../lib/pdf.mjs';
import {
  style,
  intro,
  inventoryRows,
  categories,
  targets,
  intensityAndEnergy,
  methodology,
  otherMetrics
} from '../lib/sections.mjs';
import { formPart, formFields, tickField } from '../lib/formFields.mjs';
import { sourceTree } from '../lib/sourceTree.mjs';
import { scope1Sources, scope2Sources } from '../lib/sources.mjs';
import { FILLER } from './common.mjs';

function formEmissions(ctx, co, st, s) {
  const tb = st.table;
  const [b, l, p] = [co.baseYear, co.latest, co.latest - 1];
  const f = (no, label, v) => ({ no, label, values: [s.n(v[l]), s.n(v[p]), s.n(v[b])] });
  formPart(ctx, 'Part B – Greenhouse gas emissions (tonnes CO₂-e)');
  formFields(ctx, {
    heads: [`Reporting year ${l}`, `Prior year ${p}`, `Base year ${b}`],
    fields: [
      f('B1', 'Scope 1 emissions (direct, all facilities under operational control)', tb.s1),
      f('B2', 'Scope 2 emissions – location-based method', tb.s2l),
      f('B3', 'Scope 2 emissions – market-based method', tb.s2m),
      f('B4', 'Scope 3 emissions (relevant categories, see attachment 1)', tb.s3),
      f('B5', 'Total emissions (B1 + B3 + B4)', tb.total)
    ],
    key: 'ghgTable'
  });
  tickField(ctx, {
    no: 'B6',
    label: 'Global warming potentials used (100-year)',
    options: ['IPCC AR4', 'IPCC AR5', 'IPCC AR6'],
    chosen: `IPCC ${st.gwp}`,
    key: 'methodology'
  });
  tickField(ctx, {
    no: 'B7',
    label: 'Consolidation approach',
    options: ['Operational', 'Financial', 'Equity share'],
    chosen: 'Operational'
  });
}

function formEnergyAndTargets(ctx, co, st, s) {
  const l = co.latest;
  const [a, g, o] = st.shares;
  formPart(ctx, `Part C – Energy consumed in ${l} (share of total, %)`);
  formFields(ctx, {
    fields: [
      { no: 'C1', label: 'Renewable electricity', values: [String(a.pct)] },
      { no: 'C2', label: 'Natural gas', values: [String(g.pct)] },
      { no: 'C3', label: 'Other fuels', values: [String(o.pct)] },
      { no: 'C4', label: 'Sum of C1 to C3', values: [String(a.pct + g.pct + o.pct)] }
    ],
    key: 'shares'
  });
  formPart(ctx, `Part D – Revenue and emissions intensity, ${l}`);
  formFields(ctx, {
    fields: [
      { no: 'D1', label: 'Revenue (EUR million)', values: [s.n(co.revenue)] },
      {
        no: 'D2',
        label: 'Scope 1 and 2 (market-based) per EUR million of revenue (t CO₂-e)',
        values: [s.d(st.intensity.value, 1)]
      }
    ],
    key: 'intensity'
  });
  formPart(ctx, 'Part E – Emissions reduction targets');
  formFields(ctx, {
    heads: ['Base year', 'Target year', 'Reduction (%)'],
    fields: [
      ...st.targets.map((t, i) => ({
        no: `E${i + 1}`,
        label: `${t.scope} emissions, absolute`,
        values: [String(co.baseYear), String(t.year), String(t.pct)]
      })),
      { no: 'E4', label: `Scope 1 emissions in the base year (t CO₂-e)`, values: [s.n(st.baseStated.value), '', ''] }
    ],
    key: 'targets'
  });
  const pr = st.progress.pct;
  formFields(ctx, {
    fields: [
      {
        no: 'E5',
        label: `Change in Scope 1 and 2 (market-based) since the base year (%)`,
        values: [`${pr > 0 ? '+' : ''}${s.d(pr, 1)}`]
      }
    ],
    key: 'progress'
  });
}

function formHead(ctx, co) {
  const { doc } = ctx;
  doc
    .font('body')
    .fontSize(8)
    .fillColor('#555')
    .text('Form GHG-AR · Annual greenhouse gas and energy return', { align: 'right' });
  doc.fillColor('black');
  heading(ctx, `Annual return for the reporting period 1 January – 31 December ${co.latest}`, 13);
  formPart(ctx, 'Part A – Reporting entity');
  formFields(ctx, {
    fields: [
      { no: 'A1', label: 'Name of reporting entity', values: [co.name] },
      { no: 'A2', label: 'Registration number', values: [`GHG-${String(co.revenue).padStart(5, '0')}`] },
      { no: 'A3', label: 'Reporting standard', values: ['GHG Protocol'] }
    ]
  });
}

const returnForm = {
  name: 'regulatory_return_form',
  heldOut: false, // spent: blind set 19, scored once (2026-11-29 10:47 UTC, 12/15, 8 false fails), now tuned on
  about:
    'the annual greenhouse gas and energy return filed with a regulator, printed filled in: dark bands per part, ' +
    'numbered fields (B1 Scope 1 … E5) with labels on the left and answers in framed boxes under "Reporting year", ' +
    '"Prior year" and "Base year" heads, tick boxes for the GWP source ("☒ IPCC AR6"), a "Sum of C1 to C3" field ' +
    'for the energy shares; a covering report around it',
  errors: ['interim_loosening', 'shares_over_100', 'intensity_mismatch'],
  render(ctx, co, st) {
    const s = style();
    intro(ctx, co, st, s);
    para(ctx, 'Our annual return to the environmental regulator is reproduced on the following pages as filed.');
    newPage(ctx);
    formHead(ctx, co);
    formEmissions(ctx, co, st, s);
    newPage(ctx);
    formEnergyAndTargets(ctx, co, st, s);
    newPage(ctx);
    heading(ctx, 'Attachment 1 to the return');
    categories(ctx, co, st, s);
    para(ctx, FILLER[2]);
    targets(ctx, co, st, s);
    newPage(ctx);
    intensityAndEnergy(ctx, co, st, s);
    methodology(ctx, co, st);
    otherMetrics(ctx, co, s);
  }
};

const tri = (pct) => (pct < 0 ? '▼' : '▲');

function tree(ctx, co, st, s) {
  const tb = st.table;
  const [l, p] = [co.latest, co.latest - 1];
  const prior = (v) => `${p}: ${s.n(v)}`;
  const y = st.yoy.pct;
  sourceTree(ctx, {
    keys: ['ghgTable', 'kpi', 'yoy'],
    root: {
      title: `Total footprint ${l}, t CO₂e`,
      value: s.n(tb.total[l]),
      lines: [prior(tb.total[p]), 'Scope 1 + Scope 2 (market-based) + Scope 3']
    },
    branches: [
      {
        title: 'Scope 1 – direct',
        value: s.n(st.kpi.s1),
        lines: [prior(tb.s1[p]), `${tri(y)} ${s.d(Math.abs(y), 1)} % vs ${p}`],
        leaves: scope1Sources(co.s1[l]).map((x) => ({ title: x.label, value: s.n(x.value) }))
      },
      {
        title: 'Scope 2 – market-based',
        value: s.n(tb.s2m[l]),
        lines: [prior(tb.s2m[p]), `Location-based: ${s.n(tb.s2l[l])} (${p}: ${s.n(tb.s2l[p])})`],
        leaves: scope2Sources(co.s2m[l]).map((x) => ({ title: x.label, value: s.n(x.value) }))
      },
      {
        title: 'Scope 3 – value chain',
        value: s.n(tb.s3[l]),
        lines: [prior(tb.s3[p])],
        leaves: st.categories.map((c) => ({ title: `Cat. ${c.n} ${c.label}`, value: s.n(c.value) }))
      }
    ]
  });
}

const footprintTree = {
  name: 'footprint_tree',
  heldOut: false, // spent: blind set 19, scored once (2026-11-29 10:47 UTC, 12/15, 8 false fails), now tuned on
  about:
    'a footprint tree on page 2: the latest total in a dark box over one box per scope (latest value in bold, the ' +
    'prior year under it, a "▼ 5.1 % vs 2024" line on Scope 1, location-based Scope 2 in small type) joined by ' +
    'elbow lines, each scope with its sources or Scope 3 categories as small boxes hanging under it; an ordinary ' +
    'inventory table on the next page',
  errors: ['restated_value', 'total_not_sum', 'yoy_contradicted'],
  render(ctx, co, st) {
    const s = style();
    intro(ctx, co, st, s);
    para(ctx, FILLER[0]);
    newPage(ctx);
    heading(ctx, `Our footprint in ${s.yl(co.latest)}`);
    para(ctx, 'Each box adds up the boxes under it. Figures in tonnes of CO₂ equivalent.');
    tree(ctx, co, st, s);
    newPage(ctx);
    heading(ctx, 'Greenhouse gas inventory');
    para(ctx, FILLER[1]);
    const years = [co.baseYear, ...co.years];
    const rows = [['t CO₂e', `${co.baseYear} (base year)`, ...co.years.map(String)]];
    for (const [label, v] of inventoryRows(co, st)) rows.push([label, ...years.map((yy) => s.n(v[yy]))]);
    table(ctx, rows, { widths: [0.32, 0.17, 0.17, 0.17, 0.17], key: 'ghgTable' });
    categories(ctx, co, st, s);
    newPage(ctx);
    targets(ctx, co, st, s);
    para(ctx, FILLER[2]);
    newPage(ctx);
    intensityAndEnergy(ctx, co, st, s);
    methodology(ctx, co, st);
    otherMetrics(ctx, co, s);
  }
};

export const BLIND19_PAGE_FAMILIES = [returnForm, footprintTree];
