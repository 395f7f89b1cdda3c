// Evaluation reports (held out, written blind): a French- or Nordic-style report in English — a plain space
// as thousand separator and a decimal comma everywhere ("35 330", "4,6 %"), units abbreviated "teqCO2" and
// "kteqCO2", years newest first with the reference year last, a "Change N/N-1" column with a true minus sign,
// revenue ("MEUR") and intensity ("teqCO2/MEUR") as rows under the inventory.
import { pctChange } from '../lib/model.mjs';
import { heading, para, mark } from '../lib/pdf.mjs';
import { grid } from '../lib/draw.mjs';
import { style, inventoryRows } from '../lib/sections.mjs';
import { standardReport, FILLER } from './common.mjs';

const LABELS = [
  'Direct emissions – Scope 1',
  'Indirect emissions – Scope 2, location-based',
  'Indirect emissions – Scope 2, market-based',
  'Other indirect emissions – Scope 3',
  'Total emissions (Scope 1 + 2 MB + 3)'
];

function inventory(ctx, co, st, s) {
  const l = co.latest;
  const years = [l, l - 1, l - 2, co.baseYear];
  const change = (v) => {
    const p = pctChange(v[l - 1], v[l]);
    return `${p < 0 ? '−' : '+'}${s.d(Math.abs(p), 1)} %`;
  };
  const rows = inventoryRows(co, st).map(([, v], i) => [
    i === 4 ? { text: LABELS[i], bold: true } : LABELS[i],
    ...years.map((y) => s.n(v[y])),
    change(v)
  ]);
  const dash = ['–', '–', '–'];
  rows.push(['Revenue (MEUR)', s.n(co.revenue), ...dash, '']);
  rows.push([{ text: 'Intensity Scope 1 + 2 MB (teqCO2/MEUR)', indent: 0 }, s.d(st.intensity.value, 1), ...dash, '']);
  mark(ctx, 'intensity');
  grid(ctx, {
    caption: 'Greenhouse gas emissions (teqCO2)',
    header: [['teqCO2', ...years.map((y) => (y === co.baseYear ? `${y} (ref.)` : String(y))), `Change ${l}/${l - 1}`]],
    rows,
    widths: [0.35, 0.12, 0.12, 0.12, 0.13, 0.16],
    size: 8.5,
    key: 'ghgTable'
  });
}

const spaceComma = {
  name: 'space_comma_teq',
  heldOut: true,
  about:
    'a French/Nordic-style report in English: a space as thousand separator and a decimal comma everywhere, ' +
    'units "teqCO2"/"kteqCO2", years newest first, reference year last, "Change N/N-1" column, intensity row',
  errors: ['total_not_sum', 'yoy_contradicted', 'intensity_mismatch'],
  render(ctx, co, st) {
    const s = style({ sep: ' ', dec: ',' });
    const l = co.latest;
    const kt = (v) => `${s.d(v / 1000, 1)} kteqCO2`;
    standardReport(ctx, co, st, s, () => {
      para(
        ctx,
        `Our carbon footprint came to ${kt(st.table.total[l])} in ${l} (${l - 1}: ${kt(st.table.total[l - 1])}), ` +
          `of which ${s.n(st.table.s1[l])} teqCO2 were direct emissions from our own sites.`,
        'ghgTable'
      );
      inventory(ctx, co, st, s);
      heading(ctx, 'Scope and consolidation', 12);
      para(ctx, FILLER[2]);
    });
  }
};

export const SPACE_COMMA_FAMILIES = [spaceComma];
