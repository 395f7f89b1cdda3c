// Evaluation reports: a family whose GHG table is in "thousand tonnes" with avoided emissions and an
// "of which biogenic" row beside the inventory, and the same table printed again in an annex.
import { fmtDec } from '../lib/model.mjs';
import { table, heading, para, newPage } from '../lib/pdf.mjs';
import { style, inventoryRows } from '../lib/sections.mjs';
import { standardReport } from './common.mjs';

function ghgRows(co, st, s1Latest) {
  const th = (v) => fmtDec(v / 1000, 1);
  const rows = inventoryRows(co, st).map(([label, v]) => [
    label,
    ...co.years.map((y) => th(label === 'Scope 1' && y === co.latest ? s1Latest : v[y]))
  ]);
  rows.splice(1, 0, ['of which biogenic CO₂', ...co.years.map((y) => th(st.table.s1[y] * 0.04))]);
  rows.push(['Avoided emissions (not in the inventory)', ...co.years.map((y) => th(st.table.s1[y] * 0.3))]);
  return [['Thousand tonnes CO₂e', ...co.years.map(String)], ...rows];
}

const annexRepeat = {
  name: 'annex_repeat',
  about: 'a "thousand tonnes" table with "of which" and avoided-emissions rows, printed again in an annex',
  errors: ['restated_value', 'progress_contradicted'],
  render(ctx, co, st) {
    const s = style();
    const widths = [0.46, 0.18, 0.18, 0.18];
    standardReport(
      ctx,
      co,
      st,
      s,
      () => table(ctx, ghgRows(co, st, st.table.s1[co.latest]), { widths, key: 'ghgTable', caption: 'Our emissions' }),
      { proseS1: false }
    );
    newPage(ctx);
    heading(ctx, 'Annex: environmental data');
    para(ctx, 'The tables below repeat the figures of the report for reference.');
    table(ctx, ghgRows(co, st, st.kpi.s1), { widths, key: 'annex', caption: 'A1. Greenhouse gas emissions' });
  }
};

export const ANNEX_FAMILIES = [annexRepeat];
