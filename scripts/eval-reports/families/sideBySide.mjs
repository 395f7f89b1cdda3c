// Evaluation reports (held out): a large company's performance-data page with two tables side by side —
// the GHG inventory beside an energy and intensity table, so their rows share baselines. Each table has
// its own "Unit" column: emissions in Mt CO₂e with two decimals, but Scope 3 in t; a "% change" column
// against the previous year; energy shares as "% of energy" rows under a group heading.
import { fmtDec, pctChange } from '../lib/model.mjs';
import { heading, para, newPage, mark, LEFT, WIDTH } from '../lib/pdf.mjs';
import { grid } from '../lib/draw.mjs';
import { style, intro, categories, targets, methodology, otherMetrics } from '../lib/sections.mjs';
import { FILLER } from './common.mjs';

const mt = (v) => fmtDec(v / 1e6, 2);
const change = (pct) => `${pct > 0 ? '+' : ''}${fmtDec(pct, 1)}`;

function ghgTable(co, st, s) {
  const tb = st.table;
  const [p, l] = [co.latest - 1, co.latest];
  const row = (label, unit, v, fmt, pct) => [label, unit, fmt(v[p]), fmt(v[l]), change(pct ?? pctChange(v[p], v[l]))];
  return {
    header: [['Greenhouse gas emissions', 'Unit', String(p), String(l), '% change']],
    rows: [
      row('Scope 1 (direct)', 'Mt CO₂e', tb.s1, mt, st.yoy.pct),
      row('Scope 2, location-based', 'Mt CO₂e', tb.s2l, mt),
      row('Scope 2, market-based', 'Mt CO₂e', tb.s2m, mt),
      row('Scope 3 (value chain)', 't CO₂e', tb.s3, s.n),
      row('Total (Scope 1, 2 market-based, 3)', 'Mt CO₂e', tb.total, mt)
    ]
  };
}

function energyTable(co, st, s) {
  const l = co.latest;
  const gwh = Math.round((co.s1[l] + co.s2m[l]) / 260);
  const [a, b, c] = st.shares;
  const share = (x) => [{ text: x.label, indent: 8 }, '% of energy', String(x.pct)];
  return {
    header: [['Energy and intensity', 'Unit', String(l)]],
    rows: [
      ['Energy consumed', 'GWh', s.n(gwh)],
      ['Share of energy consumed:', '', ''],
      share(a),
      share(b),
      share(c),
      ['Revenue', 'EUR million', s.n(co.revenue)],
      ['GHG intensity, Scope 1 and 2 (market-based)', 't CO₂e per EUR million', s.d(st.intensity.value, 1)]
    ]
  };
}

const sideBySide = {
  name: 'side_by_side',
  heldOut: false, // spent: looked at in the 2026-11-28 evening session, now tuned on
  company: { scale: 10, step: 10_000 },
  about:
    'two tables side by side (GHG inventory beside energy and intensity), a "Unit" column, Mt CO₂e with two ' +
    'decimals but Scope 3 in t, a "% change" column, shares as table rows',
  errors: ['total_not_sum', 'yoy_contradicted', 'shares_over_100', 'intensity_mismatch'],
  render(ctx, co, st) {
    const s = style();
    intro(ctx, co, st, s);
    para(ctx, FILLER[0]);
    newPage(ctx);
    heading(ctx, 'Performance data');
    para(ctx, FILLER[1]);
    const top = ctx.doc.y + 4;
    const leftWidth = WIDTH * 0.58;
    const rightX = LEFT + WIDTH * 0.61;
    const size = 7.5;
    const ghg = ghgTable(co, st, s);
    const energy = energyTable(co, st, s);
    const bottoms = [
      grid(ctx, { ...ghg, top, width: leftWidth, widths: [0.27, 0.15, 0.2, 0.2, 0.18], size, key: 'ghgTable' }),
      grid(ctx, { ...energy, top, x: rightX, width: WIDTH * 0.39, widths: [0.46, 0.3, 0.24], size, key: 'shares' })
    ];
    mark(ctx, 'yoy'); // the % change column states the Scope 1 change
    mark(ctx, 'intensity');
    ctx.doc.x = LEFT;
    ctx.doc.y = Math.max(...bottoms) + 10;
    para(
      ctx,
      'Scope 3 is shown in tonnes, the other emissions in million tonnes (Mt) of CO₂-equivalent. Changes are ' +
        `against ${co.latest - 1}. Total emissions are the sum of Scope 1, market-based Scope 2 and Scope 3. ` +
        'Energy shares are shares of all energy consumed.',
      null,
      { align: 'left' }
    );
    para(ctx, FILLER[2]);
    newPage(ctx);
    categories(ctx, co, st, s);
    newPage(ctx);
    targets(ctx, co, st, s);
    newPage(ctx);
    methodology(ctx, co, st);
    otherMetrics(ctx, co, s);
  }
};

export const SIDE_BY_SIDE_FAMILIES = [sideBySide];
