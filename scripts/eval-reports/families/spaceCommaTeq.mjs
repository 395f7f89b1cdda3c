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
  'Indirect – Scope 2, location-based',
  'Indirect – Scope 2, market-based',
  'Other indirect – Scope 3',
  'Total (Scope 1 + 2 MB + 3)'
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
  rows.push(['Intensity, Scope 1 + 2 MB (teqCO2/MEUR)', s.d(st.intensity.value, 1), ...dash, '']);
  mark(ctx, 'intensity');
  grid(ctx, {
    caption: 'Greenhouse gas emissions (teqCO2)',
    header: [['teqCO2', ...years.map((y) => (y === co.baseYear ? `${y} (ref.)` : String(y))), `Change ${l}/${l - 1}`]],
    rows,
    widths: [0.38, 0.12, 0.12, 0.12, 0.12, 0.14],
    size: 8.5,
    key: 'ghgTable'
  });
}

const spaceComma = {
  name: 'space_comma_teq',
  heldOut: false, // spent: scored once (2026-11-29 08:36 UTC), now tuned on
  about:
    'a French/Nordic-style report in English: a space as thousand separator and a decimal comma everywhere, ' +
    'units "teqCO2"/"kteqCO2", years newest first, reference year last, "Change N/N-1" column, intensity row',
  errors: ['total_not_sum', 'yoy_contradicted', 'intensity_mismatch'],
  render(ctx, co, st) {
    // Tables group thousands with a plain space; prose with a no-break space, so a figure never wraps.
    const s = style({ sep: ' ', dec: ',' });
    const p = style({ sep: '\u00a0', dec: ',' });
    const l = co.latest;
    const kt = (v) => `${p.d(v / 1000, 1)}\u00a0kteqCO2`;
    standardReport(ctx, co, st, p, () => {
      para(
        ctx,
        `Our carbon footprint came to ${kt(st.table.total[l])} in ${l} (${l - 1}: ${kt(st.table.total[l - 1])}), ` +
          `of which ${p.n(st.table.s1[l])}\u00a0teqCO2 were direct emissions from our own sites.`,
        'ghgTable'
      );
      inventory(ctx, co, st, s);
      heading(ctx, 'Scope and consolidation', 12);
      para(ctx, FILLER[2]);
    });
  }
};

export const SPACE_COMMA_FAMILIES = [spaceComma];
