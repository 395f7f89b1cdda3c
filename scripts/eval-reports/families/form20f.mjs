// Evaluation reports (held out, written blind): the climate passages of a European group's annual report on
// Form 20-F, in US filing style — a running head and folios, "Item" headings (risk factors, environmental
// matters, operating review, compensation), figures in sentences with "approximately" and "metric tons of CO2e",
// fiscal years, the euro sign, and one short emissions table with the newest year first and the baseline last.
import { fmtDec } from '../lib/model.mjs';
import { newPage } from '../lib/pdf.mjs';
import { grid } from '../lib/draw.mjs';
import { filingPage, itemHead, subHead, filingPara } from '../lib/filing.mjs';
import { style } from '../lib/sections.mjs';

const mt = (s, v) => `approximately ${s.n(v)} metric tons of CO2e`;

function riskFactors(ctx, co, s) {
  itemHead(ctx, 'Item 3. Key Information');
  subHead(ctx, 'D. Risk Factors');
  filingPara(
    ctx,
    'Climate change, and laws and regulations adopted to address it, could adversely affect our business, ' +
      'results of operations and financial condition. Carbon pricing on the fuels we burn, stricter limits on ' +
      'emissions and changing customer demand are transition risks; floods and heat waves are physical risks. ' +
      `As of December 31, ${co.latest}, assets with a carrying amount of approximately ` +
      `€${s.n(Math.round(co.revenue * 0.15))} million, or 18% of our total assets, were vulnerable to transition risks and assets of approximately ` +
      `€${s.n(Math.round(co.revenue * 0.06))} million, or 7% of total assets, were exposed to physical risks, ` +
      'mainly flooding at two coastal sites.'
  );
}

function environmental(ctx, co, st, s) {
  const l = co.latest;
  const tb = st.table;
  const y = st.yoy.pct;
  itemHead(ctx, 'Item 4. Information on the Company');
  subHead(ctx, 'B. Business Overview — Environmental Matters');
  filingPara(
    ctx,
    `${co.name} is a fictitious company invented for testing; all figures are invented. We measure our ` +
      'greenhouse gas ("GHG") emissions in accordance with the GHG Protocol Corporate Standard under the ' +
      `operational control approach. Our fiscal year ends on December 31; "fiscal ${l}" means the year ended ` +
      `December 31, ${l}.`
  );
  filingPara(
    ctx,
    `In fiscal ${l}, our direct (Scope 1) GHG emissions were ${mt(s, st.proseS1)}, a ` +
      `${y <= 0 ? 'decrease' : 'increase'} of approximately ${fmtDec(Math.abs(y), 1)}% compared with fiscal ` +
      `${l - 1}, primarily due to the replacement of fuel-oil boilers with heat pumps at two plants. Our indirect ` +
      `(Scope 2) emissions were ${mt(s, tb.s2m[l])} on a market-based basis and ${mt(s, tb.s2l[l])} on a ` +
      `location-based basis. Emissions in our value chain (Scope 3) were ${mt(s, tb.s3[l])}.`,
    ['proseS1', 'yoy']
  );
  filingPara(
    ctx,
    `Our total GHG emissions (Scope 1, market-based Scope 2 and Scope 3) were approximately ` +
      `${fmtDec(tb.total[l] / 1e6, 2)} million metric tons of CO2e in fiscal ${l}. The following table sets forth ` +
      'our GHG emissions for the periods indicated:'
  );
  const years = [l, l - 1, l - 2, co.baseYear];
  const rows = [
    ['Scope 1', tb.s1],
    ['Scope 2 (market-based)', tb.s2m],
    ['Scope 2 (location-based)', tb.s2l],
    ['Scope 3', tb.s3],
    ['Total(1)', tb.total]
  ].map(([label, v]) => [label, ...years.map((yr) => s.n(v[yr]))]);
  grid(ctx, {
    header: [
      ['(in metric tons of CO2e)', ...years.map((yr) => (yr === co.baseYear ? `${yr} (baseline)` : `Fiscal ${yr}`))]
    ],
    rows,
    widths: [0.32, 0.17, 0.17, 0.17, 0.17],
    key: 'ghgTable'
  });
  ctx.doc.font('body').fontSize(7.5).text('(1) Scope 1, market-based Scope 2 and Scope 3.', { width: 400 });
  ctx.doc.moveDown(0.8);
}

function scope3AndTargets(ctx, co, st, s) {
  const l = co.latest;
  const b = co.baseYear;
  const [interim, final, s3] = st.targets;
  const cats = st.categories.map((c) => `${c.label.toLowerCase()} (${mt(s, c.value)})`);
  filingPara(
    ctx,
    `We screened all fifteen Scope 3 categories. In fiscal ${l}, our relevant categories were ` +
      `${cats.slice(0, -1).join('; ')}; and ${cats[cats.length - 1]}, for a total of ${mt(s, st.s3Total)}.`,
    'categories'
  );
  subHead(ctx, 'Climate-Related Targets');
  filingPara(
    ctx,
    `We have set targets to reduce our absolute Scope 1 and 2 emissions by ${interim.pct}% by ${interim.year} and ` +
      `by ${final.pct}% by ${final.year}, and our absolute Scope 3 emissions by ${s3.pct}% by ${s3.year}, in each ` +
      `case from a ${b} baseline. Our targets were validated by the Science Based Targets initiative (SBTi).`,
    'targets'
  );
  grid(ctx, {
    header: [['Target', 'Baseline year', 'Target year', 'Reduction']],
    rows: st.targets.map((tg) => [`Absolute ${tg.scope} emissions`, String(b), String(tg.year), `${tg.pct}%`]),
    widths: [0.46, 0.18, 0.18, 0.18],
    key: 'targets'
  });
  filingPara(
    ctx,
    `Our baseline Scope 1 emissions in ${b} were ${mt(s, st.baseStated.value)} and our baseline market-based ` +
      `Scope 2 emissions were ${mt(s, st.table.s2m[b])}.`,
    'targets'
  );
  const p = st.progress.pct;
  filingPara(
    ctx,
    `As of December 31, ${l}, our combined Scope 1 and 2 (market-based) emissions had ` +
      `${p <= 0 ? 'decreased' : 'increased'} approximately ${fmtDec(Math.abs(p), 1)}% from the ${b} baseline.`,
    'progress'
  );
}

function operatingReview(ctx, co, st, s) {
  const l = co.latest;
  const [a, b, c] = st.shares;
  itemHead(ctx, 'Item 5. Operating and Financial Review and Prospects');
  subHead(ctx, 'Energy and Emissions Intensity');
  filingPara(
    ctx,
    `Revenue for fiscal ${l} was €${s.n(co.revenue)} million. Our Scope 1 and 2 (market-based) GHG emissions ` +
      `intensity was approximately ${s.d(st.intensity.value, 1)} metric tons of CO2e per € million of revenue.`,
    'intensity'
  );
  filingPara(
    ctx,
    `In fiscal ${l}, approximately ${a.pct}% of the energy we consumed was ${a.label}, ${b.pct}% was ${b.label} ` +
      `and ${c.pct}% came from ${c.label}.`,
    'shares'
  );
  subHead(ctx, 'Methodology');
  const ar = st.gwp === 'AR4' ? 'Fourth Assessment Report (AR4)' : 'Sixth Assessment Report (AR6)';
  filingPara(
    ctx,
    'We calculate CO2-equivalent emissions using the 100-year global warming potential values of the IPCC ' +
      `${ar}. Market-based Scope 2 emissions use supplier-specific factors and residual mixes. Total emissions ` +
      'are the sum of Scope 1, market-based Scope 2 and Scope 3. An independent accounting firm provided limited ' +
      'assurance over our Scope 1 and 2 emissions.',
    'methodology'
  );
  filingPara(
    ctx,
    `In fiscal ${l}, we invested approximately €${s.n(Math.round(co.revenue * 0.02))} million of capital ` +
      'expenditure in climate-related risks and opportunities. Products aligned with climate-related ' +
      'opportunities generated approximately 31% of revenue; these are taxonomy-aligned activities. We apply an ' +
      'internal carbon price of €85 per metric ton of CO2e to investment decisions and do not use carbon credits ' +
      'to meet our targets. We disclose the industry metrics of the SASB standard for our industry in an index ' +
      'on our website.'
  );
}

function compensation(ctx) {
  itemHead(ctx, 'Item 6. Directors, Senior Management and Employees');
  subHead(ctx, 'B. Compensation');
  filingPara(
    ctx,
    'The board reviews climate matters twice a year. A portion of the annual incentive compensation of our ' +
      'executive officers is linked to progress against our climate targets, as approved by the compensation ' +
      'committee.'
  );
}

const form20f = {
  name: 'form_20f_climate',
  heldOut: false, // spent: scored once (2026-11-29 08:52 UTC), now tuned on
  about:
    'the climate passages of an annual report on Form 20-F in US filing style: running head, "Item" headings, ' +
    'figures in sentences with "approximately" and "metric tons of CO2e", one short table newest year first',
  errors: ['yoy_contradicted', 'total_not_sum', 'intensity_mismatch'],
  render(ctx, co, st) {
    const s = style();
    const head = `${co.name} — Annual Report on Form 20-F for the fiscal year ended December 31, ${co.latest}`;
    let folio = 41;
    filingPage(ctx, head, folio);
    riskFactors(ctx, co, s);
    environmental(ctx, co, st, s);
    newPage(ctx);
    filingPage(ctx, head, ++folio);
    scope3AndTargets(ctx, co, st, s);
    newPage(ctx);
    filingPage(ctx, head, ++folio);
    operatingReview(ctx, co, st, s);
    compensation(ctx);
  }
};

export const FORM_20F_FAMILIES = [form20f];
