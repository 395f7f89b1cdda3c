// Evaluation reports (held out, written blind): the Streamlined Energy and Carbon Reporting (SECR) section of a
// UK group's Directors' report — a running head, the statutory table with the reporting and comparative year
// each split into "UK and offshore" and "Global (incl. UK)" columns, energy in kWh, revenue in £m and an
// intensity ratio per £m; Scope 3 and the total in a second small table; the SECR methodology and energy
// efficiency paragraphs; the other climate disclosures of the strategic report in pounds sterling.
import { fmtInt, fmtDec } from '../lib/model.mjs';
import { heading, para, mark } from '../lib/pdf.mjs';
import { grid } from '../lib/draw.mjs';
import { runningHead, notePage } from '../lib/noteHeads.mjs';
import { style, categories, targets } from '../lib/sections.mjs';

const n = (v) => fmtInt(v);
const r10 = (v) => Math.round(v / 10) * 10;

/** The UK's share of the group (deterministic for a company), and the figures derived from it. */
function ukOf(co) {
  const u = 0.25 + ((co.s1[co.baseYear] / 10) % 20) / 100;
  const kwh = (y) => Math.round((co.s1[y] * 4870 + co.s2l[y] * 4310) / 1000) * 1000;
  const revenue = { [co.latest]: co.revenue, [co.latest - 1]: Math.round(co.revenue * 0.95) };
  return { u, kwh, revenue, ukRevenue: (y) => Math.round(revenue[y] * (u + 0.05)) };
}

function head(ctx, co) {
  runningHead(ctx, `${co.name} plc · Annual Report and Accounts ${co.latest}`, "Directors' report");
}

function directorsIntro(ctx, co, st, s) {
  head(ctx, co);
  heading(ctx, "Directors' report", 20);
  para(
    ctx,
    `The directors present their report and the audited financial statements of ${co.name} plc (a fictitious ` +
      `company invented for testing; every figure is invented) for the year ended 31 December ${co.latest}.`
  );
  heading(ctx, 'Principal activities and results', 12);
  para(
    ctx,
    'The group designs, makes and distributes products from sites in the UK and abroad. The results for the year ' +
      'are set out in the consolidated income statement; the directors recommend a final dividend.'
  );
  heading(ctx, 'Streamlined energy and carbon reporting', 12);
  para(
    ctx,
    'This section meets the energy and carbon reporting duties of a quoted company under the Companies Act 2006 ' +
      '(Strategic Report and Directors’ Report) Regulations 2013 as amended in 2018. It covers the UK and the ' +
      'group’s operations abroad, under operational control.'
  );
  const y = st.yoy;
  para(
    ctx,
    `Group Scope 1 emissions ${y.pct <= 0 ? 'fell' : 'rose'} by ${s.d(Math.abs(y.pct), 1)} % in ${co.latest} ` +
      `compared with ${y.from}, mainly because two sites switched from fuel oil to heat pumps.`,
    'yoy'
  );
  para(ctx, `Global Scope 1 emissions were ${n(st.proseS1)} tCO₂e in ${co.latest}.`, 'proseS1');
  para(
    ctx,
    'The board reviews climate matters twice a year and climate-related risks are in the group risk register. ' +
      'Part of the executive directors’ remuneration is linked to the emission targets set out below.'
  );
}

function secrTable(ctx, co, st) {
  const uk = ukOf(co);
  const tb = st.table;
  const years = [co.latest, co.latest - 1];
  const pair = (label, ukv, glob) => [label, ...years.flatMap((y) => [ukv(y), glob(y)])];
  const ukT = (s) => (y) => n(r10(co[s][y] * uk.u));
  const ukS12 = (y) => r10(co.s1[y] * uk.u) + r10(co.s2m[y] * uk.u);
  const intensity = (y) => (y === co.latest ? st.intensity.value : (co.s1[y] + co.s2m[y]) / uk.revenue[y]);
  heading(ctx, 'Energy and greenhouse gas emissions', 12);
  grid(ctx, {
    header: [
      ['', { text: `${co.latest} (reporting year)`, span: 2 }, { text: `${co.latest - 1} (comparative)`, span: 2 }],
      ['', 'UK and offshore', 'Global (incl. UK)', 'UK and offshore', 'Global (incl. UK)']
    ],
    rows: [
      pair(
        'Energy consumption used to calculate emissions (kWh)',
        (y) => n(Math.round((uk.kwh(y) * uk.u) / 1000) * 1000),
        (y) => n(uk.kwh(y))
      ),
      pair('Emissions from combustion of gas and transport fuel – Scope 1 (tCO₂e)', ukT('s1'), (y) => n(tb.s1[y])),
      pair('Emissions from purchased electricity – Scope 2, location-based (tCO₂e)', ukT('s2l'), (y) => n(tb.s2l[y])),
      pair('Emissions from purchased electricity – Scope 2, market-based (tCO₂e)', ukT('s2m'), (y) => n(tb.s2m[y])),
      pair(
        'Total gross Scope 1 and 2 emissions, market-based (tCO₂e)',
        (y) => n(ukS12(y)),
        (y) => n(co.s1[y] + co.s2m[y])
      ),
      pair(
        'Revenue (£m)',
        (y) => n(uk.ukRevenue(y)),
        (y) => n(uk.revenue[y])
      ),
      pair(
        'Intensity ratio: tCO₂e (Scope 1 and 2, market-based) per £m revenue',
        (y) => fmtDec(ukS12(y) / uk.ukRevenue(y), 1),
        (y) => fmtDec(intensity(y), 1)
      )
    ],
    widths: [0.4, 0.15, 0.15, 0.15, 0.15],
    size: 8,
    key: 'ghgTable'
  });
  mark(ctx, 'intensity');
  grid(ctx, {
    caption: 'Scope 3 and total emissions, global (tCO₂e)',
    header: [['', String(co.latest), String(co.latest - 1)]],
    rows: [
      ['Scope 3 (value chain)', n(tb.s3[co.latest]), n(tb.s3[co.latest - 1])],
      ['Total emissions (Scope 1, 2 market-based and 3)', n(tb.total[co.latest]), n(tb.total[co.latest - 1])]
    ],
    widths: [0.6, 0.2, 0.2],
    size: 8,
    key: 'ghgTable'
  });
}

function secrMethod(ctx, co, st) {
  heading(ctx, 'Methodology', 12);
  const ar = st.gwp === 'AR4' ? 'Fourth Assessment Report (AR4)' : 'Sixth Assessment Report (AR6)';
  para(
    ctx,
    'We follow the GHG Protocol Corporate Standard and the government’s environmental reporting guidelines. ' +
      'UK emissions use the UK Government GHG Conversion Factors for Company Reporting for the year; emissions ' +
      'abroad use national grid factors and, for the market-based method, supplier-specific factors and residual ' +
      `mixes. CO₂-equivalents use the 100-year global warming potentials of the IPCC ${ar}. Energy is taken from ` +
      'invoices and meter readings; transport fuel from fuel cards. Scope 3 uses spend-based and activity-based ' +
      'factors. Total emissions are Scope 1, market-based Scope 2 and Scope 3. An independent firm gave limited ' +
      'assurance over the Scope 1 and 2 figures.',
    'methodology'
  );
  heading(ctx, 'Energy efficiency action taken', 12);
  para(
    ctx,
    'In the year we replaced lighting at four sites with LEDs, installed rooftop solar panels on two warehouses, ' +
      'fitted heat pumps at two sites that burned fuel oil and signed a wind power purchase agreement that starts ' +
      'delivering next year.'
  );
}

function intensityAndMix(ctx, co, st) {
  heading(ctx, 'Intensity and energy mix', 12);
  para(
    ctx,
    `Group revenue in ${co.latest} was £${n(co.revenue)} million. Our intensity ratio was ` +
      `${fmtDec(st.intensity.value, 1)} tCO₂e of Scope 1 and 2 (market-based) emissions per £m of revenue.`,
    'intensity'
  );
  const [a, b, c] = st.shares;
  para(
    ctx,
    `Of the energy the group consumed in ${co.latest}, ${a.pct}% was ${a.label}, ${b.pct}% was ${b.label} and ` +
      `${c.pct}% came from ${c.label}.`,
    'shares'
  );
}

function otherDisclosures(ctx, co) {
  heading(ctx, 'Other climate-related disclosures', 12);
  para(
    ctx,
    `Assets of £${n(Math.round(co.revenue * 0.15))} million, 18% of our asset base, are vulnerable to transition ` +
      `risks such as carbon pricing on fuels; assets of £${n(Math.round(co.revenue * 0.06))} million (7% of total ` +
      'assets) are exposed to physical risks, mainly flooding at two coastal sites. Products aligned with ' +
      'climate-related opportunities generated 31% of revenue.'
  );
  para(
    ctx,
    `In ${co.latest} we deployed £${n(Math.round(co.revenue * 0.02))} million of capital expenditure towards ` +
      'climate-related risks and opportunities. We apply an internal carbon price of £75 per tonne of CO₂e to ' +
      'investment decisions and use no carbon credits to meet our targets. Our near-term targets were validated ' +
      'by the Science Based Targets initiative (SBTi); the SASB metrics for our industry are in the ESG appendix.'
  );
  para(ctx, 'Approved by the board and signed on its behalf by the company secretary.');
}

const secrReport = {
  name: 'uk_secr',
  heldOut: false, // spent: scored once (2026-11-29 05:47 UTC), now tuned on
  about:
    'the SECR section of a UK Directors’ report: reporting and comparative year each split into "UK and ' +
    'offshore" and "Global (incl. UK)" columns, energy in kWh, revenue in £m, an intensity ratio per £m, a ' +
    'methodology paragraph, a running head',
  errors: ['intensity_mismatch', 'wrong_unit', 'gwp_ar4'],
  render(ctx, co, st) {
    const s = style();
    const page = () => notePage(ctx, `${co.name} plc · Annual Report and Accounts ${co.latest}`, "Directors' report");
    directorsIntro(ctx, co, st, s);
    page();
    secrTable(ctx, co, st);
    secrMethod(ctx, co, st);
    page();
    categories(ctx, co, st, s);
    targets(ctx, co, st, s);
    page();
    intensityAndMix(ctx, co, st);
    otherDisclosures(ctx, co);
  }
};

export const SECR_FAMILIES = [secrReport];
