// Evaluation reports (held out, written blind): the GHG inventory printed only in a SASB industry-metrics
// appendix ("Code | Accounting metric | Category | Unit of measure | 2024 | 2023", newest year first), its
// emission rows mixed among the industry's other metrics — air pollutants in metric tons, energy in
// gigajoules, water in thousand cubic metres, hazardous waste, production volume in metric tons — with codes
// such as "RT-CH-110a.1" and "—" for the company's own additional rows. Page 1 has highlights in bullets.
import { fmtDec } from '../lib/model.mjs';
import { heading, para, newPage, mark } from '../lib/pdf.mjs';
import { grid, bullets } from '../lib/draw.mjs';
import { style, intro, categories, targets, methodology, otherMetrics } from '../lib/sections.mjs';
import { FILLER } from './common.mjs';

const Q = 'Quantitative';
const DA = 'Discussion and analysis';

/** The previous year's energy shares: the company's own, shifted as in other families. */
const sharesBefore = (co) => co.shares.map((x, j) => x.pct + [-3, 2, 1][j]);

function sasbRows(co, st, s) {
  const tb = st.table;
  const [p, l] = [co.latest - 1, co.latest];
  const both = (v) => [s.n(v[l]), s.n(v[p])];
  const pair = (a, b) => [s.n(a), s.n(b)];
  const base = co.s1[l];
  const gj = Math.round(co.revenue * 1150);
  const before = sharesBefore(co);
  return [
    ['RT-CH-110a.1', 'Gross global Scope 1 emissions', Q, 'Metric tons (t) CO₂e', ...both(tb.s1)],
    [
      'RT-CH-110a.1',
      'Percentage of Scope 1 emissions covered under emissions-limiting regulations',
      Q,
      'Percentage (%)',
      '41.0',
      '39.5'
    ],
    [
      'RT-CH-110a.2',
      'Discussion of strategy to manage Scope 1 emissions, targets and performance',
      DA,
      'n/a',
      'See text',
      ''
    ],
    ['—', 'Scope 2 emissions, location-based', Q, 'Metric tons (t) CO₂e', ...both(tb.s2l)],
    ['—', 'Scope 2 emissions, market-based', Q, 'Metric tons (t) CO₂e', ...both(tb.s2m)],
    ['—', 'Scope 3 emissions (relevant categories)', Q, 'Metric tons (t) CO₂e', ...both(tb.s3)],
    ['—', 'Total GHG emissions (Scope 1, Scope 2 market-based, Scope 3)', Q, 'Metric tons (t) CO₂e', ...both(tb.total)],
    [
      'RT-CH-120a.1',
      'Air emissions: (1) NOx (excluding N₂O)',
      Q,
      'Metric tons (t)',
      ...pair(Math.round(base / 2400), Math.round(base / 2300))
    ],
    [
      'RT-CH-120a.1',
      'Air emissions: (2) SOx',
      Q,
      'Metric tons (t)',
      ...pair(Math.round(base / 9100), Math.round(base / 8700))
    ],
    ['RT-CH-130a.1', '(1) Total energy consumed', Q, 'Gigajoules (GJ)', ...pair(gj, Math.round(gj * 1.04))],
    ...st.shares.map((x, j) => [
      'RT-CH-130a.1',
      `(${j + 2}) Share of energy consumed: ${x.label}`,
      Q,
      'Percentage (%)',
      fmtDec(x.pct, 1),
      fmtDec(before[j], 1)
    ]),
    [
      'RT-CH-140a.1',
      '(1) Total water withdrawn',
      Q,
      'Thousand cubic meters (m³)',
      ...pair(Math.round(co.revenue * 1.9), Math.round(co.revenue * 2.0))
    ],
    [
      'RT-CH-140a.1',
      '(2) Total water consumed, percentage in regions with high baseline water stress',
      Q,
      'Thousand cubic meters (m³), Percentage (%)',
      `${s.n(Math.round(co.revenue * 0.4))}, 12.0`,
      `${s.n(Math.round(co.revenue * 0.42))}, 12.5`
    ],
    [
      'RT-CH-150a.1',
      'Amount of hazardous waste generated, percentage recycled',
      Q,
      'Metric tons (t), Percentage (%)',
      `${s.n(Math.round(co.revenue * 3.1))}, 38.0`,
      `${s.n(Math.round(co.revenue * 3.3))}, 35.0`
    ],
    [
      'RT-CH-000.A',
      'Production by reportable segment',
      Q,
      'Cubic meters (m³) and/or metric tons (t)',
      `${s.n(Math.round(co.revenue * 310))} t`,
      `${s.n(Math.round(co.revenue * 300))} t`
    ]
  ];
}

function appendix(ctx, co, st, s) {
  const [p, l] = [co.latest - 1, co.latest];
  heading(ctx, 'Appendix: SASB index (Chemicals)');
  para(
    ctx,
    'The table follows the SASB Chemicals Standard. Rows marked "—" are additional metrics we report beside ' +
      'the standard. Scope 2 and 3 follow the GHG Protocol; totals add Scope 1, market-based Scope 2 and Scope 3.',
    null,
    { align: 'left' }
  );
  mark(ctx, 'shares');
  grid(ctx, {
    header: [['Code', 'Accounting metric', 'Category', 'Unit of measure', String(l), String(p)]],
    rows: sasbRows(co, st, s),
    widths: [0.12, 0.31, 0.12, 0.19, 0.13, 0.13],
    aligns: ['left', 'left', 'left', 'left', 'right', 'right'],
    size: 7.5,
    key: 'ghgTable'
  });
}

function intensityProse(ctx, co, st, s) {
  heading(ctx, 'Revenue and intensity');
  para(
    ctx,
    `Net sales were EUR ${s.n(co.revenue)} million in ${co.latest}. Scope 1 and market-based Scope 2 emissions per ` +
      `EUR million of net sales came to ${s.d(st.intensity.value, 1)} t CO₂e. Our energy mix by source is given ` +
      'under code RT-CH-130a.1 in the SASB index in the appendix.',
    'intensity'
  );
}

const sasbAppendix = {
  name: 'sasb_appendix',
  heldOut: false, // spent: scored once (2026-11-29 00:04 UTC), now tuned on
  about:
    'the inventory only in a SASB industry-metrics appendix ("Code | Accounting metric | Category | Unit of ' +
    'measure | <latest> | <previous>", newest year first), emission rows among air pollutants, energy (GJ), ' +
    'water (thousand m³), waste and production (t); codes like "RT-CH-110a.1", "—" for additional rows',
  errors: ['restated_value', 'wrong_unit', 'shares_over_100'],
  render(ctx, co, st) {
    const s = style();
    intro(ctx, co, st, s);
    heading(ctx, `Highlights ${co.latest}`, 12);
    bullets(
      ctx,
      [
        `Scope 1 emissions of ${s.n(st.kpi.s1)} metric tons CO₂e across our plants.`,
        'Water withdrawn fell 5 % against the year before.',
        'Two sites converted from fuel oil to heat pumps; one site certified to ISO 50001.'
      ],
      'kpi'
    );
    para(ctx, FILLER[0]);
    newPage(ctx);
    categories(ctx, co, st, s);
    para(ctx, FILLER[1]);
    intensityProse(ctx, co, st, s);
    newPage(ctx);
    targets(ctx, co, st, s);
    para(ctx, FILLER[2]);
    newPage(ctx);
    methodology(ctx, co, st);
    otherMetrics(ctx, co, s);
    newPage(ctx);
    appendix(ctx, co, st, s);
  }
};

export const SASB_APPENDIX_FAMILIES = [sasbAppendix];
