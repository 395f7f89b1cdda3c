// Evaluation reports (held out, written blind): a climate dashboard page of six small line charts (sparklines) in
// two columns — Scope 1, market-based Scope 2, Scope 3, Scope 1 and 2, the total and the renewable share — each
// running from the base year to the latest year with its first and last values printed at the line's ends and a
// change line above it; the inventory, categories and targets follow in ordinary tables.
import { fmtDec, pctChange } from '../lib/model.mjs';
import { heading, para, newPage, LEFT, WIDTH } from '../lib/pdf.mjs';
import { grid } from '../lib/draw.mjs';
import { sparkPanel, SPARK_H } from '../lib/sparkline.mjs';
import {
  style,
  intro,
  categories,
  targets,
  intensityAndEnergy,
  methodology,
  otherMetrics,
  inventoryRows
} from '../lib/sections.mjs';
import { FILLER } from './common.mjs';

const tri = (pct, what) => `${pct <= 0 ? '▼' : '▲'} ${fmtDec(Math.abs(pct), 1)} % ${what}`;

function panels(co, st, s) {
  const l = co.latest;
  const years = [co.baseYear, ...co.years];
  const tb = st.table;
  const line = (v, lastV) => years.map((y) => ({ year: y, v: y === l && lastV != null ? lastV : v[y] }));
  const s12 = Object.fromEntries(years.map((y) => [y, tb.s1[y] + tb.s2m[y]]));
  const ren = st.shares[0].pct;
  const renLine = years.map((y, i) => ({ year: y, v: Math.max(5, ren - (years.length - 1 - i) * 6 - (i ? 0 : 4)) }));
  const [a, b, c] = st.shares;
  return [
    {
      label: 'Scope 1 emissions',
      unit: 't CO₂e, direct',
      change: tri(st.yoy.pct, `vs ${l - 1}`),
      points: line(tb.s1, st.kpi.s1),
      key: ['kpi', 'yoy']
    },
    {
      label: 'Scope 2 emissions (market-based)',
      unit: 't CO₂e, purchased energy',
      change: tri(pctChange(tb.s2m[l - 1], tb.s2m[l]), `vs ${l - 1}`),
      points: line(tb.s2m)
    },
    {
      label: 'Scope 3 emissions',
      unit: 't CO₂e, value chain',
      change: tri(pctChange(tb.s3[l - 1], tb.s3[l]), `vs ${l - 1}`),
      points: line(tb.s3)
    },
    {
      label: 'Scope 1 and 2 emissions (market-based)',
      unit: 't CO₂e',
      change: tri(st.progress.pct, `since ${co.baseYear} (base year)`),
      points: line(s12),
      key: 'progress'
    },
    {
      label: 'Total emissions',
      unit: 't CO₂e, Scope 1, Scope 2 (market-based) and Scope 3',
      change: tri(pctChange(tb.total[l - 1], tb.total[l]), `vs ${l - 1}`),
      points: line(tb.total)
    },
    {
      label: 'Renewable share of energy use',
      unit: '% of energy consumed',
      change: null,
      points: renLine,
      pct: true,
      note: `Energy mix ${l}: ${a.label} ${a.pct}\u00a0%, ${b.label} ${b.pct}\u00a0%, ${c.label} ${c.pct}\u00a0%.`,
      key: 'shares'
    }
  ].map((p) => ({ ...p, fmt: p.pct ? (v) => `${v} %` : (v) => s.n(v) }));
}

function dashboard(ctx, co, st, s) {
  const { doc } = ctx;
  heading(ctx, `Climate dashboard ${co.latest}`, 18);
  para(
    ctx,
    `Each line runs from our ${co.baseYear} base year through ${co.years[0]}–${co.latest}; the dots mark the years ` +
      'we report. The first and the last value are printed at the ends of each line. The full figures are in the ' +
      'tables on the following pages.'
  );
  const gap = 12;
  const w = (WIDTH - gap) / 2;
  const top = doc.y + 4;
  panels(co, st, s).forEach((p, i) => {
    const x = LEFT + (i % 2) * (w + gap);
    const y = top + Math.floor(i / 2) * SPARK_H;
    sparkPanel(ctx, { ...p, x, y, w });
  });
  doc.x = LEFT;
  doc.y = top + 3 * SPARK_H + 6;
  para(ctx, FILLER[1]);
}

function inventory(ctx, co, st, s) {
  heading(ctx, 'Greenhouse gas inventory');
  para(ctx, FILLER[0]);
  const years = [co.baseYear, ...co.years];
  grid(ctx, {
    caption: 'Greenhouse gas emissions (t CO₂e)',
    header: [['', ...years.map((y) => (y === co.baseYear ? `${y} (base year)` : String(y)))]],
    rows: inventoryRows(co, st).map(([label, v]) => [label, ...years.map((y) => s.n(v[y]))]),
    widths: [0.32, 0.17, 0.17, 0.17, 0.17],
    key: 'ghgTable'
  });
}

const sparklineDashboard = {
  name: 'sparkline_dashboard',
  heldOut: false, // spent: scored once (2026-11-29 08:52 UTC), now tuned on
  about:
    'a climate dashboard of six small line charts (base year to latest year) with the first and last values ' +
    'printed at the ends of each line and a change line above it; ordinary tables after it',
  errors: ['restated_value', 'yoy_contradicted', 'shares_over_100'],
  render(ctx, co, st) {
    const s = style();
    intro(ctx, co, st, s);
    para(ctx, FILLER[2]);
    newPage(ctx);
    dashboard(ctx, co, st, s);
    newPage(ctx);
    inventory(ctx, co, st, s);
    categories(ctx, co, st, s);
    newPage(ctx);
    targets(ctx, co, st, s);
    newPage(ctx);
    intensityAndEnergy(ctx, co, st, s);
    methodology(ctx, co, st);
    otherMetrics(ctx, co, s);
  }
};

export const SPARKLINE_DASHBOARD_FAMILIES = [sparklineDashboard];
