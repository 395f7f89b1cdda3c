// Evaluation reports: families that differ in page layout or typography — two-column prose with the
// inventory in sentences, a KPI strip over the table, footnote marks, fiscal years and European separators.
import { table, heading, para, twoColumns, kpiStrip, newPage, mark } from '../lib/pdf.mjs';
import {
  style,
  inventoryRows,
  categories,
  targets,
  intensityAndEnergy,
  methodology,
  otherMetrics
} from '../lib/sections.mjs';
import { standardReport, FILLER } from './common.mjs';

const twoColumn = {
  name: 'two_column',
  about: 'two-column prose; the inventory only in sentences, no GHG table',
  errors: ['progress_contradicted', 'shares_over_100'],
  render(ctx, co, st) {
    const s = style();
    const tb = st.table;
    const [y0, y1, y2] = co.years;
    heading(ctx, `${co.name} — Climate Report ${y2}`, 20);
    mark(ctx, 'ghgTable');
    mark(ctx, 'yoy');
    mark(ctx, 'proseS1');
    twoColumns(ctx, [
      `${co.name} is a fictitious company invented for testing. ${FILLER[0]}`,
      `In ${y2}, our Scope 1 emissions were ${s.t(tb.s1[y2])} (${y1}: ${s.t(tb.s1[y1])}; ${y0}: ${s.t(tb.s1[y0])}). ` +
        `Scope 1 emissions ${st.yoy.pct <= 0 ? 'fell' : 'rose'} ${Math.abs(st.yoy.pct)} % compared with ${y1}.`,
      `Market-based Scope 2 emissions were ${s.t(tb.s2m[y2])} in ${y2}, against ${s.t(tb.s2m[y1])} in ${y1}. ` +
        `Location-based Scope 2 emissions were ${s.t(tb.s2l[y2])} (${y1}: ${s.t(tb.s2l[y1])}).`,
      `Scope 3 emissions were ${s.t(tb.s3[y2])} in ${y2} (${y1}: ${s.t(tb.s3[y1])}). Total emissions across ` +
        `Scope 1, market-based Scope 2 and Scope 3 came to ${s.t(tb.total[y2])} in ${y2} and ` +
        `${s.t(tb.total[y1])} in ${y1}.`,
      `In the ${co.baseYear} base year, Scope 1 emissions were ${s.t(tb.s1[co.baseYear])} and market-based ` +
        `Scope 2 emissions ${s.t(tb.s2m[co.baseYear])}.`,
      FILLER[1],
      FILLER[2],
      'Part of the executive committee’s bonus is linked to the emission reduction targets.'
    ]);
    newPage(ctx);
    categories(ctx, co, st, s);
    newPage(ctx);
    targets(ctx, co, st, s);
    newPage(ctx);
    intensityAndEnergy(ctx, co, st, s);
    methodology(ctx, co, st);
    otherMetrics(ctx, co, s);
  }
};

const kpiGrid = {
  name: 'kpi_grid',
  about: 'a strip of big KPI numbers on page 1, then an indicator table with a unit column',
  errors: ['restated_value', 'intensity_mismatch'],
  render(ctx, co, st) {
    const s = style();
    const y = co.latest;
    const tiles = [
      { value: s.n(st.kpi.s1), label: `t CO₂e Scope 1 emissions in ${y}` },
      { value: s.n(st.kpi.s2m), label: `t CO₂e Scope 2 emissions (market-based) in ${y}` },
      { value: s.n(st.kpi.s3), label: `t CO₂e Scope 3 emissions in ${y}` },
      { value: `${st.targets[1].pct}%`, label: `Scope 1 and 2 reduction target by ${st.targets[1].year}` }
    ];
    standardReport(
      ctx,
      co,
      st,
      s,
      () => {
        const head = ['Indicator', 'Unit', ...co.years.map(String)];
        const rows = inventoryRows(co, st).map(([label, v]) => [label, 't CO₂e', ...co.years.map((yy) => s.n(v[yy]))]);
        table(ctx, [head, ...rows], {
          widths: [0.37, 0.12, 0.17, 0.17, 0.17],
          key: 'ghgTable',
          caption: 'Key figures'
        });
      },
      { proseS1: false, beforeIntro: () => kpiStrip(ctx, tiles, 'kpi') }
    );
  }
};

const footnotes = {
  name: 'footnotes',
  heldOut: false, // spent: looked at in the 2026-11-28 evening session, now tuned on
  about: 'footnote marks on labels, numbers and headers ("Scope 2¹", "1 234*", "2024 3)"); space separators',
  errors: ['target_wrong_scope', 'yoy_contradicted', 'wrong_unit'],
  render(ctx, co, st) {
    const s = style({ sep: ' ' });
    standardReport(ctx, co, st, s, () => {
      const marks = ['Scope 1¹', 'Scope 2 (location-based)²', 'Scope 2 (market-based)²', 'Scope 3³', 'Total⁴'];
      const head = ['t CO₂e', ...co.years.map((y, i) => (i === 2 ? `${y} 5)` : String(y)))];
      const rows = inventoryRows(co, st).map(([, v], i) => [
        marks[i],
        ...co.years.map((y, j) => `${s.n(v[y])}${i === 0 && j === 1 ? '*' : ''}`)
      ]);
      table(ctx, [head, ...rows], { widths: [0.4, 0.2, 0.2, 0.2], key: 'ghgTable', caption: 'GHG emissions' });
      para(
        ctx,
        '¹ Includes refrigerant losses. ² Scope 2 includes purchased heat. ³ Seven relevant categories. ' +
          '⁴ Scope 1, market-based Scope 2 and Scope 3. 5) Preliminary. * Restated for an acquisition.',
        null,
        { align: 'left' }
      );
    });
  }
};

const fiscalSeparators = {
  name: 'fiscal_separators',
  heldOut: false, // spent: looked at in the 2026-11-28 evening session, now tuned on
  about: 'fiscal years ("FY2024", "2023/24"), "." thousands and "," decimals, changes in brackets, "n/a" and dashes',
  errors: ['base_year_conflict', 'intensity_mismatch', 'scope3_categories_exceed'],
  render(ctx, co, st) {
    const s = style({ sep: '.', dec: ',', yl: (y) => `FY${y}` });
    const fy = (y) => `${y - 1}/${String(y).slice(2)}`;
    const l = co.latest;
    standardReport(ctx, co, st, s, () => {
      const years = [co.baseYear, ...co.years];
      const head = ['t CO₂e', ...years.map(fy), `Change ${fy(l)}`];
      const rows = inventoryRows(co, st).map(([label, v]) => [
        label,
        ...years.map((y) => (label.includes('location') && y === co.baseYear ? 'n/a' : s.n(v[y]))),
        fmtChange(v, l, s)
      ]);
      rows.push(['Biogenic CO₂ (outside scopes)', '–', '–', '–', '–', 'n/a']);
      table(ctx, [head, ...rows], { widths: [0.32, 0.13, 0.13, 0.13, 0.13, 0.16], key: 'ghgTable', size: 8.5 });
    });
  }
};

function fmtChange(series, l, s) {
  const diff = series[l] - series[l - 1];
  const abs = s.n(Math.abs(diff));
  return diff < 0 ? `(${abs})` : abs;
}

export const LAYOUT_FAMILIES = [twoColumn, kpiGrid, footnotes, fiscalSeparators];
