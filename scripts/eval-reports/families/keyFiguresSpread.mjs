// Evaluation reports (held out, written blind): an annual report's "Key figures" double-page spread, exported
// as one landscape page — on the left an environmental table (emissions, energy mix, intensity), on the right
// a financial and workforce table (revenue, EBIT, capital expenditure, employees), both with the three years
// as columns and bold section rows naming each block and its unit. A CEO letter on page 1 quotes Scope 1.
import { para, newPage, mark, LEFT } from '../lib/pdf.mjs';
import { grid } from '../lib/draw.mjs';
import { style, intro, categories, targets, intensityAndEnergy, methodology, otherMetrics } from '../lib/sections.mjs';
import { FILLER } from './common.mjs';

const PAGE_W = 841.89;
const GUTTER = 44;
const HALF = (PAGE_W - 2 * LEFT - GUTTER) / 2;

/** Revenue of the three years (EUR million): the model gives the latest, the years before grew towards it. */
function revenues(co) {
  const [a, b, c] = co.years;
  return { [a]: Math.round(co.revenue * 0.91), [b]: Math.round(co.revenue * 0.96), [c]: co.revenue };
}

/** Energy shares by year: the printed shares for the latest year, the company's own shifted back before it. */
function sharesByYear(co, st) {
  const out = {};
  co.years.forEach((y, i) => {
    const k = co.years.length - 1 - i;
    out[y] = k === 0 ? st.shares.map((x) => x.pct) : co.shares.map((x, j) => x.pct + [-3, 2, 1][j] * k);
  });
  return out;
}

const section = (text) => [{ text, bold: true, span: 4 }];

function environmentRows(co, st, s) {
  const tb = st.table;
  const rev = revenues(co);
  const shares = sharesByYear(co, st);
  const l = co.latest;
  const per = (f) => co.years.map(f);
  const intensity = (y) => (y === l ? st.intensity.value : Math.round(((co.s1[y] + co.s2m[y]) / rev[y]) * 10) / 10);
  return [
    section('Greenhouse gas emissions (t CO₂e)'),
    ['Scope 1', ...per((y) => s.n(tb.s1[y]))],
    ['Scope 2 (location-based)', ...per((y) => s.n(tb.s2l[y]))],
    ['Scope 2 (market-based)', ...per((y) => s.n(tb.s2m[y]))],
    ['Scope 3', ...per((y) => s.n(tb.s3[y]))],
    ['Total (Scope 1, 2 market-based, 3)', ...per((y) => s.n(tb.total[y]))],
    section('Energy mix (% of energy consumed)'),
    ...st.shares.map((x, j) => [x.label[0].toUpperCase() + x.label.slice(1), ...per((y) => String(shares[y][j]))]),
    section('Intensity (t CO₂e per EUR million revenue)'),
    ['Scope 1 and 2 (market-based)', ...per((y) => s.d(intensity(y), 1))]
  ];
}

function financialRows(co, s) {
  const rev = revenues(co);
  const per = (f) => co.years.map((y) => f(rev[y], y));
  const ebit = (r, y) => Math.round(r * (0.084 - 0.003 * (co.latest - y)));
  return [
    section('Financial (EUR million)'),
    ['Revenue', ...per((r) => s.n(r))],
    ['EBIT', ...per((r, y) => s.n(ebit(r, y)))],
    ['EBIT margin (%)', ...per((r, y) => s.d((ebit(r, y) / r) * 100, 1))],
    ['Capital expenditure', ...per((r) => s.n(Math.round(r * 0.07)))],
    ['of which climate-related', ...per((r) => s.n(Math.round(r * 0.02)))],
    section('Workforce'),
    ['Employees (FTE, 31 December)', ...per((r) => s.n(Math.round(r * 2.6)))],
    ['Women in management (%)', ...per((r, y) => String(28 + (y - co.years[0]) * 2))]
  ];
}

function spread(ctx, co, st, s) {
  const { doc } = ctx;
  doc.addPage({ size: 'A4', layout: 'landscape', margin: LEFT });
  const years = co.years.map(String);
  doc.font('bold').fontSize(16).text(`Key figures ${co.latest}`, LEFT, LEFT, { width: HALF });
  doc.font('body').fontSize(9).text('Group, continuing operations', LEFT, undefined, { width: HALF });
  const top = doc.y + 14;
  mark(ctx, 'shares');
  mark(ctx, 'intensity');
  const widths = [0.46, 0.18, 0.18, 0.18];
  const leftEnd = grid(ctx, {
    caption: 'Environment',
    header: [['', ...years]],
    rows: environmentRows(co, st, s),
    x: LEFT,
    top,
    width: HALF,
    widths,
    size: 8.5,
    key: 'ghgTable'
  });
  const rightX = LEFT + HALF + GUTTER;
  const rightEnd = grid(ctx, {
    caption: 'Financial and workforce',
    header: [['', ...years]],
    rows: financialRows(co, s),
    x: rightX,
    top,
    width: HALF,
    widths,
    size: 8.5
  });
  const mid = LEFT + HALF + GUTTER / 2;
  doc
    .moveTo(mid, LEFT - 10)
    .lineTo(mid, doc.page.height - LEFT + 10)
    .lineWidth(0.3)
    .dash(2, { space: 3 })
    .stroke('#999')
    .undash();
  doc.font('body').fontSize(7.5);
  doc.text(
    'Energy mix and intensity as defined in "Intensity and energy". EBIT: earnings before interest and taxes.',
    LEFT,
    Math.max(leftEnd, rightEnd) + 12,
    { width: HALF }
  );
  doc.fontSize(10);
}

const keyFiguresSpread = {
  name: 'key_figures_spread',
  heldOut: false, // spent: scored once (2026-11-28 23:47 UTC), now tuned on
  about:
    'a "Key figures" double-page spread on one landscape page: an environment table (emissions, energy mix, ' +
    'intensity) beside a financial and workforce table, years as columns, bold section rows naming each unit',
  errors: ['restated_value', 'scope3_categories_exceed', 'shares_over_100'],
  render(ctx, co, st) {
    const s = style();
    intro(ctx, co, st, s);
    para(
      ctx,
      `From the chief executive: “This year our own operations emitted ${s.n(st.kpi.s1)} tonnes of CO₂e in Scope 1, ` +
        'and every site now has a plan to go further. The key figures on the next spread show where we stand.”',
      'kpi'
    );
    spread(ctx, co, st, s);
    newPage(ctx);
    categories(ctx, co, st, s);
    para(ctx, FILLER[2]);
    newPage(ctx);
    targets(ctx, co, st, s);
    newPage(ctx);
    intensityAndEnergy(ctx, co, st, s);
    methodology(ctx, co, st);
    otherMetrics(ctx, co, s);
  }
};

export const KEY_FIGURES_SPREAD_FAMILIES = [keyFiguresSpread];
