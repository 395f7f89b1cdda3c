// Evaluation reports (held out, written blind): a climate investor presentation exported to PDF — landscape
// slides with a big title, short bullets and one chart, KPI row or small table per slide, a footer with the deck's
// name and the slide number; the full inventory on one slide, the targets as a slide table, an appendix slide
// with the basis of preparation and the other climate metrics.
import { fmtInt, fmtDec } from '../lib/model.mjs';
import { mark } from '../lib/pdf.mjs';
import { slide, slideBullets, kpiBoxes, slideTable, slideBars, shareStrip, SX, SW } from '../lib/slides.mjs';

const n = (v) => fmtInt(v);
const pct1 = (v) => fmtDec(Math.abs(v), 1);
const fell = (v) => (v <= 0 ? 'down' : 'up');

function cover(ctx, co, foot) {
  const { doc } = ctx;
  slide(ctx, {
    title: `${co.name}`,
    subtitle: 'Climate transition update — investor presentation',
    n: 1,
    footer: foot,
    first: true
  });
  doc.fillColor('#14324a').font('bold').fontSize(30);
  doc.text(`Decarbonising the business: ${co.latest} results and our path to 2030`, SX, 200, { width: SW * 0.8 });
  doc.fillColor('#555').font('body').fontSize(14);
  doc.text(`Capital Markets Day · March ${co.latest + 1}`, SX, doc.y + 16, { width: SW });
  doc
    .fontSize(9)
    .text(
      `${co.name} is a fictitious company invented for testing; every figure in this presentation is invented. ` +
        'Figures are for the financial year ending 31 December and cover all operations under operational control.',
      SX,
      440,
      { width: SW * 0.7 }
    );
  doc.fillColor('black');
}

function highlights(ctx, co, st, foot) {
  const l = co.latest;
  const y = slide(ctx, {
    title: `${l} climate highlights`,
    subtitle: 'Emissions down across our own operations',
    n: 2,
    footer: foot
  });
  const yoy = st.yoy.pct;
  const after = kpiBoxes(
    ctx,
    [
      { label: 'Scope 1', value: n(st.kpi.s1), unit: 't CO₂e', note: `${fell(yoy)} ${pct1(yoy)} % vs ${st.yoy.from}` },
      { label: 'Scope 2 (market-based)', value: n(st.kpi.s2m), unit: 't CO₂e' },
      { label: 'Scope 3', value: n(st.kpi.s3), unit: 't CO₂e' }
    ],
    { y, key: 'kpi' }
  );
  mark(ctx, 'yoy');
  mark(ctx, 'proseS1');
  slideBullets(
    ctx,
    [
      `Scope 1 emissions of ${n(st.proseS1)} t CO₂e in ${l}, ${fell(yoy)} ${pct1(yoy)} % compared with ` +
        `${st.yoy.from}: two sites moved from fuel oil to heat pumps`,
      'Board reviews climate matters twice a year; climate risks sit in the group risk register',
      'Executive committee remuneration is linked in part to the emission targets'
    ],
    { y: after + 6, size: 13 }
  );
}

function trajectory(ctx, co, st, foot) {
  const b = co.baseYear;
  const p = st.progress.pct;
  const y = slide(ctx, {
    title: `Scope 1 and 2 emissions ${pct1(p)} % ${p <= 0 ? 'below' : 'above'} ${b}`,
    subtitle: 'Scope 1 + Scope 2 (market-based), t CO₂e',
    n: 3,
    footer: foot
  });
  mark(ctx, 'progress');
  const years = [b, ...co.years];
  const bars = years.map((yr) => ({
    label: yr === b ? `${yr} (base year)` : String(yr),
    value: co.s1[yr] + co.s2m[yr],
    text: n(co.s1[yr] + co.s2m[yr])
  }));
  slideBars(ctx, { x: SX, y: y + 10, width: SW * 0.58, height: 230, bars });
  slideBullets(
    ctx,
    [
      `${pct1(p)} % ${p <= 0 ? 'reduction' : 'increase'} in Scope 1 and 2 (market-based) since the ${b} base year`,
      'Heat pumps, fleet electrification and renewable power contracts drive the fall',
      'On track for the 2030 target'
    ],
    { x: SX + SW * 0.62, y: y + 20, width: SW * 0.38, size: 13 }
  );
}

function inventory(ctx, co, st, foot) {
  const y = slide(ctx, {
    title: 'Greenhouse gas inventory',
    subtitle: 'GHG Protocol, operational control',
    n: 4,
    footer: foot
  });
  const ys = [co.baseYear, ...co.years];
  const tb = st.table;
  const row = (label, s) => [label, ...ys.map((yr) => n(s[yr]))];
  slideTable(ctx, {
    y,
    header: [['t CO₂e', `${co.baseYear} (base)`, ...co.years.map(String)]],
    rows: [
      row('Scope 1', tb.s1),
      row('Scope 2 (location-based)', tb.s2l),
      row('Scope 2 (market-based)', tb.s2m),
      row('Scope 3', tb.s3),
      [{ text: 'Total (Scope 1 + 2 market-based + 3)', bold: true }, ...ys.map((yr) => n(tb.total[yr]))]
    ],
    widths: [0.36, 0.16, 0.16, 0.16, 0.16],
    size: 12,
    key: 'ghgTable'
  });
  ctx.doc
    .fillColor('#555')
    .font('body')
    .fontSize(10)
    .text('Location-based Scope 2 shown for reference; the total uses market-based Scope 2.', SX, ctx.doc.y, {
      width: SW
    });
  ctx.doc.fillColor('black');
}

function scope3(ctx, co, st, foot) {
  const y = slide(ctx, {
    title: 'Scope 3: most of our footprint sits in the value chain',
    subtitle: `Relevant Scope 3 categories, ${co.latest}, t CO₂e (the other categories are not material)`,
    n: 5,
    footer: foot
  });
  slideTable(ctx, {
    y,
    header: [['Category', `${co.latest}`]],
    rows: [
      ...st.categories.map((c) => [`${c.n}. ${c.label}`, n(c.value)]),
      [{ text: 'Total Scope 3', bold: true }, n(st.s3Total)]
    ],
    widths: [0.72, 0.28],
    width: SW * 0.62,
    size: 11,
    key: 'categories'
  });
  slideBullets(ctx, ['All fifteen categories screened', 'Top suppliers engaged through an annual questionnaire'], {
    x: SX + SW * 0.67,
    y: y + 10,
    width: SW * 0.33,
    size: 13
  });
}

function targetSlide(ctx, co, st, foot) {
  const b = co.baseYear;
  const y = slide(ctx, {
    title: 'Our targets',
    subtitle: `Absolute reductions against the ${b} base year`,
    n: 6,
    footer: foot
  });
  const [interim, final, s3] = st.targets;
  const after = slideTable(ctx, {
    y,
    header: [['Target', 'Base year', 'Target year', 'Reduction']],
    rows: st.targets.map((t) => [`${t.scope} (absolute)`, String(b), String(t.year), `${t.pct} %`]),
    widths: [0.46, 0.18, 0.18, 0.18],
    size: 12,
    key: 'targets'
  });
  const items = [
    `Scope 1 and 2: −${interim.pct} % by ${interim.year} and −${final.pct} % by ${final.year}; Scope 3: ` +
      `−${s3.pct} % by ${s3.year}`,
    `Base year ${b}: Scope 1 ${n(st.baseStated.value)} t CO₂e, Scope 2 (market-based) ${n(st.table.s2m[b])} t CO₂e`,
    'Near-term targets validated by the Science Based Targets initiative (SBTi); no carbon credits used'
  ];
  if (st.s3TargetRestated != null)
    items.push(`Supplier engagement is the main lever for our ${st.s3TargetRestated} % Scope 3 target by ${s3.year}`);
  slideBullets(ctx, items, { y: after + 14, size: 13, key: 'targets' });
}

function energy(ctx, co, st, foot) {
  const y = slide(ctx, {
    title: 'Energy mix and carbon intensity',
    subtitle: `Share of energy consumed, ${co.latest}`,
    n: 7,
    footer: foot
  });
  shareStrip(ctx, { x: SX, y: y + 10, width: SW * 0.55, parts: st.shares, key: 'shares' });
  kpiBoxes(
    ctx,
    [
      { label: `Revenue ${co.latest}`, value: n(co.revenue), unit: 'EUR million' },
      {
        label: 'Scope 1 and 2 (market-based) intensity',
        value: fmtDec(st.intensity.value, 1),
        unit: 't CO₂e per EUR million of revenue'
      }
    ],
    { x: SX + SW * 0.6, y: y + 4, width: SW * 0.4, key: 'intensity' }
  );
}

function risks(ctx, co, foot) {
  const capex = Math.round(co.revenue * 0.02);
  const y = slide(ctx, { title: 'Risks, opportunities and capital', n: 8, footer: foot });
  slideBullets(
    ctx,
    [
      `EUR ${n(Math.round(co.revenue * 0.15))} million of assets (18 %) vulnerable to transition risks such as ` +
        'carbon pricing on fuels',
      `EUR ${n(Math.round(co.revenue * 0.06))} million of assets (7 % of total assets) exposed to physical risks, ` +
        'mainly flooding at two coastal sites',
      '31 % of revenue from products aligned with climate-related opportunities (taxonomy-aligned activities)',
      `EUR ${n(capex)} million of capital expenditure deployed towards climate-related risks and opportunities in ` +
        `${co.latest}`,
      'Internal carbon price of EUR 85 per tonne of CO₂e applied to investment decisions',
      'SASB industry metrics disclosed in the sustainability report annex'
    ],
    { y, size: 13 }
  );
}

function basis(ctx, co, st, foot) {
  const y = slide(ctx, { title: 'Appendix: basis of preparation', n: 9, footer: foot });
  mark(ctx, 'methodology');
  const ar = st.gwp === 'AR4' ? 'Fourth Assessment Report (AR4)' : 'Sixth Assessment Report (AR6)';
  slideBullets(
    ctx,
    [
      'GHG Protocol Corporate Standard; operational control; data collected monthly from our sites',
      `CO₂-equivalents use the 100-year global warming potentials of the IPCC ${ar}`,
      'Scope 2 reported location-based and market-based (supplier-specific factors, residual mixes)',
      'Scope 3 from spend-based and activity-based factors; total = Scope 1 + market-based Scope 2 + Scope 3',
      'Limited assurance over Scope 1 and 2 by an independent firm'
    ],
    { y, size: 13 }
  );
}

const investorDeck = {
  name: 'investor_deck',
  heldOut: false, // spent: scored once (2026-11-29 05:47 UTC), now tuned on
  layout: 'landscape',
  about:
    'an investor presentation exported to PDF: landscape slides with big titles, short bullets, one KPI row, ' +
    'bar chart or small table per slide, a footer with the slide number',
  errors: ['restated_value', 'interim_loosening', 'shares_over_100'],
  render(ctx, co, st) {
    const foot = `${co.name} · Climate transition update · Capital Markets Day ${co.latest + 1}`;
    cover(ctx, co, foot);
    highlights(ctx, co, st, foot);
    trajectory(ctx, co, st, foot);
    inventory(ctx, co, st, foot);
    scope3(ctx, co, st, foot);
    targetSlide(ctx, co, st, foot);
    energy(ctx, co, st, foot);
    risks(ctx, co, foot);
    basis(ctx, co, st, foot);
  }
};

export const INVESTOR_DECK_FAMILIES = [investorDeck];
