// Evaluation reports (held out, blind set 29, written blind): four table layouts — a French-language key-figure
// table quoted in an English report (spaces as thousand separators, decimal commas); a wide table folded into two
// halves set side by side with the labels repeated; a table whose cells carry the change against the year before
// in small grey type under each value; and a Nordic key-figure table whose cells read "current (prior)".
import { para, mark, LEFT, WIDTH } from '../lib/pdf.mjs';
import { style } from '../lib/sections.mjs';
import { grid } from '../lib/draw.mjs';
import { pctChange } from '../lib/model.mjs';
import { valueNoteTable, foldedHalves } from '../lib/blind29Draw.mjs';
import { standardReport } from './common.mjs';

// ---- french_key_figures ----

function frenchTable(ctx, co, st, s) {
  const l = co.latest;
  const fr = style({ sep: ' ', dec: ',' });
  const years = [co.baseYear, l - 1, l];
  const tb = st.table;
  const line = (label, v) => [label, ...years.map((y) => fr.n(v[y]))];
  const latestOnly = (label, v) => [label, '–', '–', v];
  const [a, b, c] = st.shares;
  para(
    ctx,
    'The key figures below are quoted as published, in French, in the universal registration document of our ' +
      'listed parent company (section 4.3, "Indicateurs environnementaux"). They use the French number format: ' +
      'a space between thousands and a comma as the decimal mark.'
  );
  mark(ctx, 'shares');
  mark(ctx, 'intensity');
  grid(ctx, {
    caption: 'Indicateurs clés – Émissions de GES (t CO₂e)',
    header: [['Indicateur', `${co.baseYear} (année de référence)`, String(l - 1), String(l)]],
    rows: [
      line('Émissions directes – Scope 1', tb.s1),
      line('Scope 2 – basé sur la localisation', tb.s2l),
      line('Scope 2 – basé sur le marché', tb.s2m),
      line('Scope 3 – autres émissions indirectes', tb.s3),
      line('Total des émissions (Scopes 1, 2 marché et 3)', tb.total),
      latestOnly('Chiffre d’affaires (M€)', fr.n(co.revenue)),
      latestOnly('Intensité Scopes 1 et 2 marché (t CO₂e / M€)', fr.d(st.intensity.value, 1)),
      latestOnly('Électricité renouvelable (% de l’énergie)', `${a.pct} %`),
      latestOnly('Gaz naturel (% de l’énergie)', `${b.pct} %`),
      latestOnly('Autres combustibles (% de l’énergie)', `${c.pct} %`)
    ],
    widths: [0.46, 0.2, 0.17, 0.17],
    size: 8.5,
    key: 'ghgTable'
  });
  ctx.doc
    .font('body')
    .fontSize(8)
    .fillColor('#444')
    .text(
      'Source : Document d’enregistrement universel, § 4.3. Périmètre : contrôle opérationnel. ' +
        'Translation of the terms: "basé sur la localisation" = location-based, "basé sur le marché" = market-based, ' +
        '"Total des émissions" = total emissions, "Chiffre d’affaires" = revenue, "M€" = EUR million.',
      LEFT,
      undefined,
      { width: WIDTH }
    );
  ctx.doc.fillColor('black').fontSize(10).moveDown(0.8);
}

const frenchKeyFigures = {
  name: 'french_key_figures',
  heldOut: false, // spent: blind set 29, scored once (2026-11-29 14:38 UTC, 9/15), now tuned on
  about:
    'an English report quoting its French parent\'s key-figure table as published ("Émissions de GES", ' +
    '"Scope 2 – basé sur le marché", "Total des émissions", "Chiffre d’affaires (M€)"), spaces as thousand ' +
    'separators and decimal commas in the table, English number format in the prose, a translation note under it',
  errors: ['wrong_unit', 'shares_over_100', 'gwp_ar4'],
  render(ctx, co, st) {
    const s = style();
    standardReport(ctx, co, st, s, () => frenchTable(ctx, co, st, s));
  }
};

// ---- folded_halves ----

const LABELS = ['Scope 1', 'Scope 2 (location)', 'Scope 2 (market)', 'Scope 3', 'Total (S1+S2m+S3)'];

function foldedTable(ctx, co, st, s) {
  const l = co.latest;
  const tb = st.table;
  const series = [tb.s1, tb.s2l, tb.s2m, tb.s3, tb.total];
  const half = (years, heads) => ({
    header: [['t CO₂e', ...heads]],
    rows: LABELS.map((label, i) => [label, ...years.map((y) => s.n(series[i][y]))])
  });
  para(
    ctx,
    'Our emissions table is too wide for the page. It is folded: the earlier years stand in the left half, ' +
      'the later years in the right half, and the row labels are repeated in each half.'
  );
  ctx.doc
    .font('bold')
    .fontSize(10)
    .text('Greenhouse gas emissions by scope (t CO₂e)', LEFT, undefined, { width: WIDTH });
  ctx.doc.moveDown(0.3);
  foldedHalves(ctx, {
    left: half([co.baseYear, l - 2], [`${co.baseYear}\n(base year)`, `${l - 2}\n `]),
    right: half([l - 1, l], [`${l - 1}\n `, `${l}\n `]),
    widths: [0.42, 0.29, 0.29],
    key: 'ghgTable'
  });
  para(ctx, `Left half: base year ${co.baseYear} and ${l - 2}. Right half: ${l - 1} and ${l}.`);
}

const foldedHalvesFamily = {
  name: 'folded_halves',
  heldOut: false, // spent: blind set 29, scored once (2026-11-29 14:38 UTC, 9/15), now tuned on
  about:
    'a wide GHG table folded into two halves set side by side on one page (base year and the oldest year in the ' +
    'left half, the last two years in the right half), the short row labels repeated in each half, a dashed rule ' +
    'between the halves',
  errors: ['total_not_sum', 'base_year_conflict', 'interim_loosening'],
  render(ctx, co, st) {
    const s = style();
    standardReport(ctx, co, st, s, () => foldedTable(ctx, co, st, s));
  }
};

// ---- change_under_values ----

function changeTable(ctx, co, st, s) {
  const l = co.latest;
  const tb = st.table;
  const years = [co.baseYear, l - 2, l - 1, l];
  const signed = (p) => `${p > 0 ? '+' : ''}${s.d(p, 1)} %`;
  const note = (v, i) => {
    if (i === 0) return 'base year';
    return `${signed(pctChange(v[years[i - 1]], v[years[i]]))} vs ${years[i - 1]}`;
  };
  const row = (label, v, bold = false) => ({
    label,
    bold,
    cells: years.map((y, i) => ({ value: s.n(v[y]), note: note(v, i) }))
  });
  valueNoteTable(ctx, {
    head: ['Emissions (t CO₂e)', `${co.baseYear}`, String(l - 2), String(l - 1), String(l)],
    rows: [
      row('Scope 1', tb.s1),
      row('Scope 2, location-based', tb.s2l),
      row('Scope 2, market-based', tb.s2m),
      row('Scope 3', tb.s3),
      row('Total (S1 + S2 market + S3)', tb.total, true)
    ],
    widths: [0.32, 0.17, 0.17, 0.17, 0.17],
    key: 'ghgTable'
  });
  para(ctx, 'Grey figures under each value give the change against the column to its left.');
}

const changeUnderValues = {
  name: 'change_under_values',
  heldOut: false, // spent: blind set 29, scored once (2026-11-29 14:38 UTC, 9/15), now tuned on
  about:
    'a GHG table (base year and three years) whose every cell prints the value with a small grey line under it ' +
    'giving the change against the previous column ("-4.6 % vs 2023", "base year"), a bold total row',
  errors: ['scope3_categories_exceed', 'intensity_mismatch', 'target_wrong_scope'],
  render(ctx, co, st) {
    const s = style();
    standardReport(ctx, co, st, s, () => changeTable(ctx, co, st, s));
  }
};

// ---- current_prior_cells ----

function nordicTable(ctx, co, st, s) {
  const l = co.latest;
  const tb = st.table;
  const cell = (v) => `${s.n(v[l])} (${s.n(v[l - 1])})`;
  const row = (label, v) => [label, 'tonnes CO₂e', cell(v), s.n(v[co.baseYear])];
  grid(ctx, {
    caption: 'Climate key figures',
    header: [['', 'Unit', `${l} (${l - 1})`, `Base year ${co.baseYear}`]],
    rows: [
      row('Scope 1 – direct emissions', tb.s1),
      row('Scope 2 – location-based', tb.s2l),
      row('Scope 2 – market-based', tb.s2m),
      row('Scope 3 – value chain', tb.s3),
      row('Total emissions (Scope 1, 2 market-based, 3)', tb.total)
    ],
    widths: [0.38, 0.16, 0.28, 0.18],
    size: 8.5,
    key: 'ghgTable'
  });
  para(ctx, `Figures for ${l - 1} in brackets. Operational control; market-based Scope 2 in the total.`);
}

const currentPriorCells = {
  name: 'current_prior_cells',
  heldOut: false, // spent: blind set 29, scored once (2026-11-29 14:38 UTC, 9/15), now tuned on
  about:
    'a Nordic-style "Climate key figures" table with one column headed "<year> (<prior year>)" whose cells read ' +
    '"412,300 (437,100)", a "Unit" column ("tonnes CO₂e") and a base-year column',
  errors: ['wrong_unit', 'yoy_contradicted', 'intensity_mismatch'],
  render(ctx, co, st) {
    const s = style();
    standardReport(ctx, co, st, s, () => nordicTable(ctx, co, st, s));
  }
};

export const BLIND29_TABLE_FAMILIES = [frenchKeyFigures, foldedHalvesFamily, changeUnderValues, currentPriorCells];
