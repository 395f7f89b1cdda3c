// Evaluation reports (held out, written blind): a target scorecard with traffic-light status dots — one row per
// target (scope, base year, baseline tonnes, target, actual in the reporting year, status) — followed by the
// targets in prose; the inventory and the Scope 3 categories in plain tables before it.
import { pctChange } from '../lib/model.mjs';
import { heading, para, newPage, table } from '../lib/pdf.mjs';
import {
  style,
  intro,
  categories,
  intensityAndEnergy,
  methodology,
  otherMetrics,
  inventoryRows
} from '../lib/sections.mjs';
import { scorecard } from '../lib/trafficLights.mjs';
import { FILLER } from './common.mjs';

const RENEWABLE_TARGET = 80;

function status(achieved, target, elapsed) {
  const share = achieved / target;
  if (share >= elapsed) return 'on';
  return share >= elapsed * 0.75 ? 'watch' : 'off';
}

function scoreRows(co, st, s) {
  const b = co.baseYear;
  const l = co.latest;
  const tb = st.table;
  const [interim, final, s3] = st.targets;
  const cut = (pct) => `−${s.d(Math.abs(pct), 1)} %`;
  const progress = st.progress.pct;
  const s3Change = pctChange(tb.s3[b], tb.s3[l]);
  const s12Base = s.n(tb.s1[b] + tb.s2m[b]);
  const s12Now = `${s.n(tb.s1[l] + tb.s2m[l])} t\n${cut(progress)}`;
  const s3Now = `${s.n(tb.s3[l])} t\n${cut(s3Change)}`;
  const row = (scope, base, tg, actual, got) => ({
    cells: [scope, String(b), base, `−${tg.pct} % by ${tg.year}`, actual],
    status: status(got, tg.pct, (l - b) / (tg.year - b))
  });
  const share = st.shares[0].pct;
  return [
    row('Scope 1 and 2 (market-based), absolute', s12Base, interim, s12Now, -progress),
    row('Scope 1 and 2 (market-based), absolute', s12Base, final, s12Now, -progress),
    row('Scope 3, absolute', s.n(tb.s3[b]), s3, s3Now, -s3Change),
    {
      cells: ['Renewable share of energy consumed', '–', '–', `${RENEWABLE_TARGET} % by 2030`, `${share} %`],
      status: share >= 60 ? 'on' : share >= 45 ? 'watch' : 'off'
    }
  ];
}

function targetProse(ctx, co, st, s) {
  const [interim, final, s3] = st.targets;
  para(
    ctx,
    `Our targets, set against the ${co.baseYear} base year, are to cut absolute Scope 1 and 2 emissions by ` +
      `${interim.pct} % by ${interim.year} and by ${final.pct} % by ${final.year}, and absolute Scope 3 emissions by ` +
      `${s3.pct} % by ${s3.year}.`,
    'targets'
  );
  para(
    ctx,
    `The baseline is the ${co.baseYear} inventory: Scope 1 emissions of ${s.t(st.baseStated.value)} and ` +
      `market-based Scope 2 emissions of ${s.t(st.table.s2m[co.baseYear])}.`,
    'targets'
  );
  const p = st.progress.pct;
  para(
    ctx,
    `In ${co.latest}, our Scope 1 and 2 emissions (market-based) stood ${s.d(Math.abs(p), 1)} % ` +
      `${p <= 0 ? 'below' : 'above'} the baseline.`,
    'progress'
  );
  if (st.s3TargetRestated != null)
    para(
      ctx,
      `Working with suppliers on their own targets is how we will reach our ${st.s3TargetRestated} % Scope 3 ` +
        `reduction by ${s3.year}.`,
      'targets'
    );
}

const targetCard = {
  name: 'target_traffic_lights',
  heldOut: false, // spent: scored once (2026-11-29 07:47 UTC), now tuned on
  about:
    'a target scorecard with traffic-light status dots: scope, base year, baseline, target, actual and ' +
    'status columns ("On track" / "Watch" / "Off track"), the targets in prose under it',
  errors: ['interim_loosening', 'target_wrong_scope', 'progress_contradicted'],
  render(ctx, co, st) {
    const s = style();
    intro(ctx, co, st, s);
    para(ctx, FILLER[0]);
    newPage(ctx);
    heading(ctx, 'Greenhouse gas emissions');
    para(ctx, FILLER[1]);
    const years = [co.baseYear, ...co.years];
    const head = ['t CO₂e', ...years.map((y) => (y === co.baseYear ? `${y} (base year)` : String(y)))];
    const rows = inventoryRows(co, st).map(([label, v]) => [label, ...years.map((y) => s.n(v[y]))]);
    table(ctx, [head, ...rows], { widths: [0.32, 0.17, 0.17, 0.17, 0.17], key: 'ghgTable' });
    categories(ctx, co, st, s);
    newPage(ctx);
    heading(ctx, 'Targets scorecard');
    scorecard(ctx, {
      caption: `Progress against our climate targets, ${co.latest}`,
      columns: [
        { title: 'Target', width: 0.27 },
        { title: 'Base year', width: 0.09, align: 'right' },
        { title: 'Baseline (t CO₂e)', width: 0.14, align: 'right' },
        { title: 'Target', width: 0.15, align: 'right' },
        { title: `Actual ${co.latest}`, width: 0.16, align: 'right' },
        { title: 'Status', width: 0.18 }
      ],
      rows: scoreRows(co, st, s),
      keys: ['targets', 'progress']
    });
    para(
      ctx,
      'Status compares the reduction achieved with a straight line from the base year to the target year: on ' +
        'track at or ahead of the line, watch within a quarter of it, off track beyond. For the renewable share, ' +
        '60 % and more is on track and 45 % to 60 % watch.',
      undefined,
      { align: 'left' }
    );
    targetProse(ctx, co, st, s);
    para(ctx, FILLER[2]);
    newPage(ctx);
    intensityAndEnergy(ctx, co, st, s);
    methodology(ctx, co, st);
    otherMetrics(ctx, co, s);
  }
};

export const TARGET_SCORECARD_FAMILIES = [targetCard];
