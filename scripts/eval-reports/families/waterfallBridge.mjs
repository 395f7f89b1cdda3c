// Evaluation reports (held out, written blind): a report whose climate chapter opens with a waterfall (bridge)
// chart from the base-year Scope 1 and 2 footprint to this year's — business growth as a red step up, energy
// efficiency, renewable electricity and fuel switching as green steps down, each labelled with its signed
// tonnes — with the interim and 2030 target levels as dashed lines; a plain inventory table follows.
import { fmtInt, fmtDec } from '../lib/model.mjs';
import { heading, para, newPage, LEFT, WIDTH } from '../lib/pdf.mjs';
import { grid } from '../lib/draw.mjs';
import { waterfall } from '../lib/waterfall.mjs';
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

const n = (v) => fmtInt(v);
const signed = (v) => `${v < 0 ? '−' : '+'}${fmtInt(Math.abs(v))}`;
const r10 = (v) => Math.round(v / 10) * 10;

/** The bridge's steps: growth up, three levers down, adding up exactly to the change since the base year. */
function bridgeSteps(co) {
  const b = co.s1[co.baseYear] + co.s2m[co.baseYear];
  const e = co.s1[co.latest] + co.s2m[co.latest];
  const growth = r10(b * 0.07);
  const rest = e - b - growth;
  const efficiency = r10(rest * 0.35);
  const renewables = r10(rest * 0.45);
  return {
    b,
    e,
    steps: [
      { label: 'Business growth', delta: growth },
      { label: 'Energy efficiency', delta: efficiency },
      { label: 'Renewable electricity', delta: renewables },
      { label: 'Fuel switching', delta: rest - efficiency - renewables }
    ]
  };
}

function bridgePage(ctx, co, st) {
  const { b, e, steps } = bridgeSteps(co);
  const [interim, final] = st.targets;
  heading(ctx, `From ${co.baseYear} to ${co.latest}: our emissions bridge`);
  para(
    ctx,
    'The chart walks from our base-year footprint to this year. Growth in production volumes added emissions; ' +
      'three levers took them out again. Values are Scope 1 and market-based Scope 2 emissions in t CO₂e.'
  );
  const bottom = waterfall(ctx, {
    x: LEFT,
    y: ctx.doc.y + 6,
    w: WIDTH,
    h: 300,
    title: `Scope 1 and 2 emissions bridge, ${co.baseYear}–${co.latest} (t CO₂e, market-based)`,
    start: { label: `${co.baseYear} (base year)`, value: b, text: n(b) },
    steps: steps.map((s) => ({ ...s, text: signed(s.delta) })),
    end: { label: String(co.latest), value: e, text: n(e) },
    lines: [interim, final].map((tg) => ({
      value: b * (1 - tg.pct / 100),
      text: `${tg.year} target: −${tg.pct} % (${n(r10(b * (1 - tg.pct / 100)))} t)`
    })),
    lineKey: 'targets'
  });
  ctx.doc.x = LEFT;
  ctx.doc.y = bottom;
  const p = st.progress.pct;
  para(
    ctx,
    `Net change ${co.baseYear}–${co.latest}: ${signed(e - b)} t CO₂e, a ${p <= 0 ? 'reduction' : 'rise'} of ` +
      `${fmtDec(Math.abs(p), 1)} % in Scope 1 and 2 (market-based) emissions against the base year.`,
    'progress'
  );
  para(
    ctx,
    'Renewable electricity comes from supplier contracts with guarantees of origin and one power purchase ' +
      'agreement. Fuel switching covers two sites that moved from fuel oil to heat pumps and biomass boilers.'
  );
}

function inventoryTable(ctx, co, st) {
  const years = [co.baseYear, ...co.years];
  heading(ctx, 'Greenhouse gas inventory');
  para(ctx, FILLER[1]);
  grid(ctx, {
    caption: 'Greenhouse gas emissions (t CO₂e)',
    header: [['Scope', `Base year ${co.baseYear}`, ...co.years.map(String)]],
    rows: inventoryRows(co, st).map(([label, v]) => [label, ...years.map((y) => n(v[y]))]),
    widths: [0.36, 0.16, 0.16, 0.16, 0.16],
    size: 9,
    key: 'ghgTable'
  });
  para(ctx, 'Total emissions are Scope 1, market-based Scope 2 and Scope 3. Scope 2 location-based is for reference.');
}

const waterfallBridge = {
  name: 'waterfall_bridge',
  heldOut: false, // spent: scored once (2026-11-29 04:47 UTC), now tuned on
  about:
    'a waterfall (bridge) chart from the base-year Scope 1 and 2 footprint to this year with labelled steps ' +
    '(growth up, three levers down) and dashed target levels; a plain inventory table on the next page',
  errors: ['progress_contradicted', 'interim_loosening', 'total_not_sum'],
  render(ctx, co, st) {
    const s = style();
    intro(ctx, co, st, s);
    para(ctx, FILLER[0]);
    newPage(ctx);
    bridgePage(ctx, co, st);
    newPage(ctx);
    inventoryTable(ctx, co, st);
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

export const WATERFALL_FAMILIES = [waterfallBridge];
