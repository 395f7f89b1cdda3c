// Evaluation reports (held out, blind set 19, written blind): three table layouts — an inventory as an indented
// hierarchy (scope lines carrying the sum of the sources and categories indented under them, no line called
// "Total"), an inventory with a free-text "Notes" column and letter superscripts on figures, and the
// inventory as a printed worksheet of an ESG databook (column letters, row numbers, sheet tabs).
import { pctChange } from '../lib/model.mjs';
import { heading, para, newPage, mark } from '../lib/pdf.mjs';
import { style, intro, categories, targets, intensityAndEnergy, methodology, otherMetrics } from '../lib/sections.mjs';
import { grid } from '../lib/draw.mjs';
import { sheet } from '../lib/sheet.mjs';
import { scope1Sources, scope2Sources } from '../lib/sources.mjs';
import { standardReport, FILLER } from './common.mjs';

const byYear = (years, f) => years.map((y) => f(y));

function hierarchyRows(co, st, s) {
  const tb = st.table;
  const years = [co.baseYear, ...co.years];
  const line = (text, v, indent = 0, bold = false) => [{ text, indent, bold }, ...byYear(years, (y) => s.n(v[y]))];
  const sub = (sourcesOf, series, indent) =>
    sourcesOf(series[co.baseYear]).map((src, i) => [
      { text: src.label, indent },
      ...byYear(years, (y) => s.n(sourcesOf(series[y])[i].value))
    ]);
  const latestOnly = (text, v, indent) => [{ text, indent }, '–', '–', '–', s.n(v)];
  const rows = [line('Scope 1 – direct emissions', tb.s1, 0, true), ...sub(scope1Sources, co.s1, 12)];
  rows.push(line('Scope 2 – indirect, market-based', tb.s2m, 0, true), ...sub(scope2Sources, co.s2m, 12));
  rows.push(line('Scope 2 – indirect, location-based (for reference)', tb.s2l, 0, true));
  rows.push(line('Scope 3 – value chain', tb.s3, 0, true));
  const up = st.categories.filter((c) => c.n <= 8);
  const down = st.categories.filter((c) => c.n > 8);
  for (const [label, list] of [
    ['Upstream (categories 1–8)', up],
    ['Downstream (categories 9–15)', down]
  ]) {
    if (!list.length) continue;
    rows.push(
      latestOnly(
        label,
        list.reduce((a, c) => a + c.value, 0),
        12
      )
    );
    for (const c of list) rows.push(latestOnly(`${c.n}. ${c.label}`, c.value, 24));
  }
  rows.push(line('Scope 1, Scope 2 (market-based) and Scope 3', tb.total, 0, true));
  return rows;
}

const hierarchy = {
  name: 'indented_source_hierarchy',
  heldOut: false, // spent: blind set 19, scored once (2026-11-29 10:47 UTC, 12/15, 8 false fails), now tuned on
  about:
    'one GHG table as an indented hierarchy: bold scope lines carrying the sum of the sources indented under them ' +
    '(Scope 1 by combustion, fleet, process and refrigerants; market-based Scope 2 by electricity and heat), ' +
    'Scope 3 over upstream and downstream groups and their categories (latest year only), and a last line ' +
    '"Scope 1, Scope 2 (market-based) and Scope 3" instead of a "Total"',
  errors: ['total_not_sum', 'wrong_unit', 'scope3_categories_exceed'],
  render(ctx, co, st) {
    const s = style();
    standardReport(ctx, co, st, s, () => {
      grid(ctx, {
        caption: 'Greenhouse gas emissions by scope and source (t CO₂e)',
        header: [['', `${co.baseYear} (base year)`, ...co.years.map(String)]],
        rows: hierarchyRows(co, st, s),
        widths: [0.4, 0.15, 0.15, 0.15, 0.15],
        size: 8,
        key: 'ghgTable'
      });
      // The table prints the Scope 3 categories too (a planted category shows here as on the category page).
      mark(ctx, 'categories');
      para(
        ctx,
        'Indented lines break down the line above them; each scope line is the sum of its sources. Scope 3 ' +
          `categories are calculated for ${co.latest} only. The last line adds Scope 1, market-based Scope 2 ` +
          'and Scope 3.',
        null,
        { align: 'left' }
      );
    });
  }
};

const SUP = { a: 'ᵃ', b: 'ᵇ', c: 'ᶜ', d: 'ᵈ' };

function notesTable(ctx, co, st, s) {
  const tb = st.table;
  const b = co.baseYear;
  const l = co.latest;
  const cells = (v, marks = {}) => [b, ...co.years].map((y) => s.n(v[y]) + (marks[y] ? SUP[marks[y]] : ''));
  const ar = st.gwp === 'AR4' ? 'AR4' : 'AR6';
  const rows = [
    [
      'Scope 1',
      ...cells(tb.s1, { [b]: 'a' }),
      `Base year recalculated after the sale of the coatings business: ${s.n(st.baseStated.value)} t (ᵃ). ` +
        'Includes refrigerant losses from cold stores.'
    ],
    ['Scope 2 – location-based', ...cells(tb.s2l), 'Average grid factors of each country (IEA).'],
    [
      'Scope 2 – market-based',
      ...cells(tb.s2m, { [l]: 'b' }),
      'Supplier-specific factors, residual mix elsewhere; ᵇ three sites on green tariffs from April.'
    ],
    [
      'Scope 3',
      ...cells(tb.s3, { [l]: 'c' }),
      'ᶜ The relevant categories are listed on page 3; categories 1 and 2 are spend-based.'
    ],
    [
      { text: 'Total', bold: true },
      ...cells(tb.total),
      `Scope 1 + Scope 2 (market-based) + Scope 3. GWP-100 values of IPCC ${ar}.`
    ]
  ];
  grid(ctx, {
    caption: 'Greenhouse gas emissions (t CO₂e)',
    header: [['', `${b} (base year)`, ...co.years.map(String), 'Notes']],
    rows,
    widths: [0.16, 0.105, 0.105, 0.105, 0.105, 0.42],
    aligns: ['left', 'right', 'right', 'right', 'right', 'left'],
    size: 7.5,
    key: 'ghgTable'
  });
  mark(ctx, 'methodology');
  ctx.doc
    .font('body')
    .fontSize(7.5)
    .text(
      'ᵃ Recalculated under our base-year policy (structural change above 5 %). ᵇ Reviewed by the assurance ' +
        'provider. ᶜ Estimated in part from spend data.',
      { width: 483 }
    )
    .moveDown(1);
}

const notesColumn = {
  name: 'notes_column_table',
  heldOut: false, // spent: blind set 19, scored once (2026-11-29 10:47 UTC, 12/15, 8 false fails), now tuned on
  about:
    'an inventory table (base year and three years) with a wide free-text "Notes" column beside the figures ' +
    '(recalculation, emission factors, the GWP basis) and letter superscripts on some figures ("412,310ᵃ") ' +
    'explained under the table',
  errors: ['restated_value', 'base_year_conflict', 'gwp_ar4'],
  render(ctx, co, st) {
    const s = style();
    standardReport(ctx, co, st, s, () => notesTable(ctx, co, st, s));
  }
};

const TABS = ['Cover', 'GHG', 'Scope 3', 'Energy', 'Targets', 'Notes'];
const pctCell = (v) => `${v > 0 ? '+' : v < 0 ? '-' : ''}${Math.abs(v).toFixed(1)}%`;

function ghgSheet(ctx, co, st, s) {
  const tb = st.table;
  const [b, l, p] = [co.baseYear, co.latest, co.latest - 1];
  const s12 = (y) => tb.s1[y] + tb.s2m[y];
  const row = (label, v, yoy, vsBase) => [
    label,
    ...[b, ...co.years].map((y) => s.n(v[y])),
    pctCell(yoy),
    pctCell(vsBase)
  ];
  const ch = (v) => [pctChange(v[p], v[l]), pctChange(v[b], v[l])];
  const s12v = Object.fromEntries([b, ...co.years].map((y) => [y, s12(y)]));
  const rows = [
    [{ text: 'Greenhouse gas emissions', bold: true }],
    ['Unit: t CO2e (GHG Protocol, operational control)'],
    [],
    [
      { text: 'Indicator', bold: true },
      ...[`${b} (base)`, ...co.years.map(String)].map((t) => ({ text: t, bold: true, align: 'right' })),
      { text: `Δ ${l}/${p}`, bold: true, align: 'right' },
      { text: `Δ vs ${b}`, bold: true, align: 'right' }
    ],
    row('Scope 1', tb.s1, st.yoy.pct, ch(tb.s1)[1]),
    row('Scope 2 location-based', tb.s2l, ...ch(tb.s2l)),
    row('Scope 2 market-based', tb.s2m, ...ch(tb.s2m)),
    row('Scope 1+2 market-based', s12v, ch(s12v)[0], st.progress.pct),
    row('Scope 3', tb.s3, ...ch(tb.s3)),
    row('Total (S1+S2 MB+S3)', tb.total, ...ch(tb.total)),
    [],
    [`Δ columns: change of ${l} against ${p} and against the ${b} base year.`]
  ];
  sheet(ctx, {
    file: `${co.name.replace(/ /g, '_')}_ESG_Databook_${l}.xlsx`,
    tab: 'GHG',
    tabs: TABS,
    rows,
    widths: [0.24, 0.13, 0.11, 0.11, 0.11, 0.15, 0.15],
    keys: ['ghgTable', 'yoy', 'progress']
  });
}

function targetSheet(ctx, co, st, s) {
  const [interim, final, s3] = st.targets;
  const s3pct = st.s3TargetRestated ?? s3.pct;
  const rows = [
    [{ text: 'Reduction targets (absolute, vs base year)', bold: true }],
    [],
    ['Scope', 'Base year', 'Target year', 'Reduction'].map((t, i) => ({
      text: t,
      bold: true,
      align: i ? 'right' : 'left'
    })),
    ['Scope 1+2 market-based', String(co.baseYear), String(interim.year), `${interim.pct}%`],
    ['Scope 1+2 market-based', String(co.baseYear), String(final.year), `${final.pct}%`],
    ['Scope 3', String(co.baseYear), String(s3.year), `${s3pct}%`],
    [],
    ['Base-year Scope 1 (t CO2e)', s.n(st.baseStated.value)]
  ];
  sheet(ctx, {
    file: `${co.name.replace(/ /g, '_')}_ESG_Databook_${co.latest}.xlsx`,
    tab: 'Targets',
    tabs: TABS,
    rows,
    widths: [0.34, 0.22, 0.22, 0.22],
    keys: ['targets']
  });
}

const databook = {
  name: 'spreadsheet_databook',
  heldOut: false, // spent: blind set 19, scored once (2026-11-29 10:47 UTC, 12/15, 8 false fails), now tuned on
  about:
    'the inventory and the targets as worksheets of an ESG databook printed to PDF: file and sheet name in the ' +
    'head, grey column letters and row numbers, gridlines, sheet tabs at the foot, a unit line above the figures, ' +
    'Excel-style signed change columns ("-6.2%") against the prior year and the base year',
  errors: ['yoy_contradicted', 'progress_contradicted', 'target_wrong_scope'],
  render(ctx, co, st) {
    const s = style();
    intro(ctx, co, st, s);
    para(ctx, FILLER[0]);
    newPage(ctx);
    heading(ctx, 'Greenhouse gas emissions');
    para(ctx, `The figures below are printed from the GHG sheet of our ESG databook, published with this report.`);
    ghgSheet(ctx, co, st, s);
    para(ctx, FILLER[1]);
    newPage(ctx);
    categories(ctx, co, st, s);
    para(ctx, FILLER[2]);
    newPage(ctx);
    targets(ctx, co, st, s);
    targetSheet(ctx, co, st, s);
    newPage(ctx);
    intensityAndEnergy(ctx, co, st, s);
    methodology(ctx, co, st);
    otherMetrics(ctx, co, s);
  }
};

export const BLIND19_TABLE_FAMILIES = [hierarchy, notesColumn, databook];
