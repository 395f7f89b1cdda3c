// Evaluation reports (blind set 32): drawing helpers — signed changes with a true minus sign, a small
// legend or footnote under a table, targets written with the family's year labels (two-digit fiscal
// years), and a base-year recalculation bridge (as reported, each adjustment, recalculated).
import { LEFT, WIDTH, heading, para, table } from './pdf.mjs';
import { pctChange } from './model.mjs';

const MINUS = '\u2212';

/** A signed number with a true minus sign ("−4.2", "+1.3"), decimals in the family's style. */
export function signed(v, s, digits = 1) {
  const abs = s.d(Math.abs(v), digits);
  if (Math.abs(v) < 10 ** -digits / 2) return s.d(0, digits);
  return `${v < 0 ? MINUS : '+'}${abs}`;
}

/** A note in small grey type under a table (a legend or a footnote). */
export function smallNote(ctx, lines, size = 7.5) {
  const { doc } = ctx;
  doc.font('body').fontSize(size).fillColor('#444');
  for (const line of lines) doc.text(line, LEFT, undefined, { width: WIDTH });
  doc.fillColor('black').font('body').fontSize(10);
  doc.x = LEFT;
  doc.moveDown(0.8);
}

/** Targets and progress with every year in the family's labels (a fiscal-year report writes "FY30"). */
export function targetsWithLabels(ctx, co, st, s) {
  heading(ctx, 'Targets and progress');
  const rows = [['Target', 'Base year', 'Target year', 'Reduction']];
  for (const tg of st.targets)
    rows.push([`${tg.scope} emissions (absolute)`, s.yl(co.baseYear), s.yl(tg.year), `${tg.pct} %`]);
  table(ctx, rows, { widths: [0.46, 0.18, 0.18, 0.18], key: 'targets' });
  const [interim, final, s3] = st.targets;
  para(
    ctx,
    `We aim to cut absolute Scope 1 and 2 emissions by ${interim.pct}% by ${s.yl(interim.year)} and by ` +
      `${final.pct}% by ${s.yl(final.year)} from our ${s.yl(co.baseYear)} base year, and Scope 3 emissions by ` +
      `${s3.pct}% by ${s.yl(s3.year)}.`,
    'targets'
  );
  para(
    ctx,
    `In the ${s.yl(co.baseYear)} base year our Scope 1 emissions were ${s.t(st.baseStated.value)} and our ` +
      `market-based Scope 2 emissions ${s.t(st.table.s2m[co.baseYear])}.`,
    'targets'
  );
  const p = st.progress.pct;
  para(
    ctx,
    `In ${s.yl(co.latest)}, Scope 1 and 2 emissions (market-based) were ${s.d(Math.abs(p), 1)} % ` +
      `${p <= 0 ? 'below' : 'above'} the ${s.yl(co.baseYear)} base year.`,
    'progress'
  );
  if (st.s3TargetRestated != null)
    para(
      ctx,
      `Working with our top suppliers is how we will deliver the ${st.s3TargetRestated}% Scope 3 reduction by ` +
        `${s.yl(s3.year)}.`,
      'targets'
    );
}

const r10 = (x) => Math.round(x / 10) * 10;

/** The base-year adjustments of one series: acquisition, divestment and methodology, in tonnes. */
function adjustments(v) {
  const acq = r10(v * 0.09);
  const div = -r10(v * 0.05);
  const meth = r10(v * 0.02);
  return { original: v - acq - div - meth, acq, div, meth };
}

/**
 * The recalculation bridge: per series the base year as reported, the three adjustments, the recalculated
 * base year, the last two years and the change against the recalculated base; a Scope 1 and 2 row whose
 * change is the stated progress.
 */
export function recalculationTable(ctx, co, st, s) {
  const tb = st.table;
  const b = co.baseYear;
  const l = co.latest;
  const p = l - 1;
  const series = [
    ['Scope 1', tb.s1],
    ['Scope 2 (location-based)', tb.s2l],
    ['Scope 2 (market-based)', tb.s2m],
    ['Scope 3', tb.s3]
  ];
  const signedInt = (v) => (v === 0 ? '–' : v < 0 ? `${MINUS}${s.n(-v)}` : `+${s.n(v)}`);
  const head = [
    't CO₂e',
    `${b} as reported`,
    'Acquired',
    'Divested',
    'Method change',
    `${b} recalculated`,
    String(p),
    String(l),
    `${l} vs ${b}`
  ];
  const rows = [head];
  const sums = { original: 0, acq: 0, div: 0, meth: 0 };
  for (const [label, v] of series) {
    const a = adjustments(v[b]);
    if (label !== 'Scope 2 (location-based)') for (const k of Object.keys(sums)) sums[k] += a[k];
    const ch = `${signed(pctChange(v[b], v[l]), s)} %`;
    rows.push([label, s.n(a.original), signedInt(a.acq), signedInt(a.div), signedInt(a.meth), s.n(v[b]), s.n(v[p])]);
    rows[rows.length - 1].push(s.n(v[l]), ch);
  }
  const s12 = (y) => tb.s1[y] + tb.s2m[y];
  const a1 = adjustments(tb.s1[b]);
  const a2 = adjustments(tb.s2m[b]);
  rows.splice(4, 0, [
    'Scope 1 and 2 (market-based)',
    s.n(a1.original + a2.original),
    signedInt(a1.acq + a2.acq),
    signedInt(a1.div + a2.div),
    signedInt(a1.meth + a2.meth),
    s.n(s12(b)),
    s.n(s12(p)),
    s.n(s12(l)),
    `${signed(st.progress.pct, s)} %`
  ]);
  rows.push([
    'Total (Scope 1, 2 market-based, 3)',
    s.n(sums.original),
    signedInt(sums.acq),
    signedInt(sums.div),
    signedInt(sums.meth),
    s.n(tb.total[b]),
    s.n(tb.total[p]),
    s.n(tb.total[l]),
    `${signed(pctChange(tb.total[b], tb.total[l]), s)} %`
  ]);
  ctx.where.progress = [...new Set([...(ctx.where.progress ?? []), ctx.page])];
  table(ctx, rows, {
    widths: [0.16, 0.11, 0.1, 0.1, 0.09, 0.13, 0.1, 0.1, 0.11],
    key: 'ghgTable',
    caption: `Base-year recalculation and current emissions (t CO₂e)`,
    size: 7
  });
}
