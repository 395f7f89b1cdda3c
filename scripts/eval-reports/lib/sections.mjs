// Evaluation reports: the prose and tables every family shares (introduction, Scope 3 categories,
// targets and progress, intensity and energy mix, methodology), printed in the family's number style.
import { fmtInt, fmtDec } from './model.mjs';
import { heading, para, table, mark } from './pdf.mjs';

/** The family's number style: thousand separator, decimal mark, year labels. */
export function style({ sep = ',', dec = '.', yl = (y) => String(y) } = {}) {
  return {
    sep,
    dec,
    yl,
    t: (v) => `${fmtInt(v, { sep })} t CO₂e`,
    n: (v) => fmtInt(v, { sep }),
    d: (v, k) => fmtDec(v, k, { dec, sep })
  };
}

const down = (pct) => (pct <= 0 ? 'fell' : 'rose');

export function intro(ctx, co, st, s, { proseS1 = true } = {}) {
  heading(ctx, `${co.name} — Sustainability Report ${s.yl(co.latest)}`, 20);
  para(
    ctx,
    `${co.name} is a fictitious company invented for testing. This report covers the reporting year ` +
      `${s.yl(co.latest)} and the two years before it. It follows the GHG Protocol Corporate Standard and ` +
      `sets out our greenhouse gas inventory, our reduction targets and the progress we made against them.`
  );
  para(
    ctx,
    `In ${s.yl(co.latest)}, Scope 1 emissions ${down(st.yoy.pct)} ${s.d(Math.abs(st.yoy.pct), 1)} % compared with ` +
      `${s.yl(st.yoy.from)}, mainly because two sites switched from fuel oil to heat pumps.`,
    'yoy'
  );
  if (proseS1) para(ctx, `Our direct (Scope 1) emissions were ${s.t(st.proseS1)} in ${s.yl(co.latest)}.`, 'proseS1');
  para(
    ctx,
    'The board reviews climate matters twice a year. Climate-related risks are part of the group risk ' +
      'register, and the remuneration of the executive committee is linked in part to the targets below.'
  );
}

export function categories(ctx, co, st, s) {
  heading(ctx, 'Scope 3 emissions by category');
  para(
    ctx,
    `We screened all fifteen Scope 3 categories. The categories below are relevant; the others are not ` +
      `material to our business. Values for ${s.yl(co.latest)} in t CO₂e.`
  );
  const rows = [['Category', `${s.yl(co.latest)} (t CO₂e)`]];
  for (const c of st.categories) rows.push([`${c.n}. ${c.label}`, s.n(c.value)]);
  rows.push(['Total Scope 3', s.n(st.s3Total)]);
  table(ctx, rows, { widths: [0.7, 0.3], key: 'categories' });
}

export function targets(ctx, co, st, s) {
  heading(ctx, 'Targets and progress');
  const rows = [['Target', 'Base year', 'Target year', 'Reduction']];
  for (const tg of st.targets)
    rows.push([`${tg.scope} emissions (absolute)`, String(co.baseYear), String(tg.year), `${tg.pct} %`]);
  table(ctx, rows, { widths: [0.46, 0.18, 0.18, 0.18], key: 'targets' });
  const [interim, final, s3] = st.targets;
  para(
    ctx,
    `We aim to reduce absolute Scope 1 and 2 emissions by ${interim.pct}% by ${interim.year} and by ${final.pct}% ` +
      `by ${final.year}, against the ${co.baseYear} base year, and Scope 3 emissions by ${s3.pct}% by ${s3.year}.`,
    'targets'
  );
  para(
    ctx,
    `In the ${co.baseYear} base year, our Scope 1 emissions were ${s.t(st.baseStated.value)} and our ` +
      `market-based Scope 2 emissions ${s.t(st.table.s2m[co.baseYear])}.`,
    'targets'
  );
  const p = st.progress.pct;
  para(
    ctx,
    `By ${s.yl(co.latest)}, Scope 1 and 2 emissions (market-based) were ${s.d(Math.abs(p), 1)} % ` +
      `${p <= 0 ? 'lower' : 'higher'} than in the ${co.baseYear} base year.`,
    'progress'
  );
  if (st.s3TargetRestated != null)
    para(
      ctx,
      `Our supplier engagement programme is central to the Scope 3 target of a ${st.s3TargetRestated}% reduction ` +
        `by ${s3.year}.`,
      'targets'
    );
}

export function intensityAndEnergy(ctx, co, st, s) {
  heading(ctx, 'Intensity and energy');
  para(
    ctx,
    `Revenue in ${s.yl(co.latest)} was EUR ${s.n(co.revenue)} million. Our Scope 1 and 2 (market-based) emission ` +
      `intensity was ${s.d(st.intensity.value, 1)} t CO₂e per EUR million of revenue.`,
    'intensity'
  );
  const [a, b, c] = st.shares;
  para(
    ctx,
    `Of the energy we consumed in ${s.yl(co.latest)}, ${a.pct}% was ${a.label}, ${b.pct}% was ${b.label} and ` +
      `${c.pct}% came from ${c.label}.`,
    'shares'
  );
}

export function methodology(ctx, co, st) {
  heading(ctx, 'Methodology');
  const ar = st.gwp === 'AR4' ? 'Fourth Assessment Report (AR4)' : 'Sixth Assessment Report (AR6)';
  mark(ctx, 'methodology');
  para(
    ctx,
    `Emissions are calculated with the GHG Protocol. CO₂-equivalents use the 100-year global warming potentials ` +
      `of the IPCC ${ar}. Scope 2 is reported both location-based and market-based; market-based figures use ` +
      `supplier-specific factors and residual mixes. Scope 3 uses spend-based and activity-based factors. ` +
      'Total emissions are the sum of Scope 1, market-based Scope 2 and Scope 3.'
  );
  para(
    ctx,
    'Data are collected monthly from our sites and consolidated under operational control. An independent ' +
      'firm provided limited assurance over the Scope 1 and 2 figures.'
  );
}

/** The other IFRS S2 metrics (risk exposure, capital, carbon price, validation), so a clean report lacks none. */
export function otherMetrics(ctx, co, s) {
  heading(ctx, 'Other climate-related metrics');
  const capex = Math.round(co.revenue * 0.02);
  para(
    ctx,
    `Assets of EUR ${s.n(Math.round(co.revenue * 0.15))} million, 18% of our asset base, are vulnerable to ` +
      'transition risks such as carbon pricing on fuels. Assets of EUR ' +
      `${s.n(Math.round(co.revenue * 0.06))} million (7% of total assets) are exposed to physical risks, mainly ` +
      'flooding at two coastal sites.'
  );
  para(
    ctx,
    `Products aligned with climate-related opportunities generated 31% of revenue; these are taxonomy-aligned ` +
      `activities. In ${s.yl(co.latest)} we deployed EUR ${s.n(capex)} million of capital expenditure towards ` +
      'climate-related risks and opportunities. We apply an internal carbon price of EUR 85 per tonne of CO₂e ' +
      'to investment decisions. We use no carbon credits to meet our targets.'
  );
  para(
    ctx,
    'We disclose the industry-based metrics of the SASB standard for our industry in the annex. Our ' +
      'near-term targets were validated by the Science Based Targets initiative (SBTi).'
  );
}

/** The rows of the inventory in tonnes, for families that draw their own table. */
export function inventoryRows(co, st) {
  const tb = st.table;
  return [
    ['Scope 1', tb.s1],
    ['Scope 2 (location-based)', tb.s2l],
    ['Scope 2 (market-based)', tb.s2m],
    ['Scope 3', tb.s3],
    ['Total emissions', tb.total]
  ];
}
