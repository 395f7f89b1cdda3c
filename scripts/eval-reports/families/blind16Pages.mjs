// Evaluation reports (held out, blind set 16, written blind): two page layouts — a rating-agency style ESG
// factsheet of small dense boxes with abbreviations ("S1", "S2 (MB)", "S3", "tCO2e") over a compact table, and
// an emissions chapter with a wide outer margin whose notes carry the figures beside the body text.
import { fmtDec, pctChange } from '../lib/model.mjs';
import { table, heading, para } from '../lib/pdf.mjs';
import { style } from '../lib/sections.mjs';
import { factBoxes } from '../lib/boxes.mjs';
import { marginPara } from '../lib/marginNotes.mjs';
import { standardReport } from './common.mjs';

const signed = (pct) => `${pct > 0 ? '+' : pct < 0 ? '−' : ''}${fmtDec(Math.abs(pct), 1)} %`;

function boxes(co, st, s) {
  const tb = st.table;
  const [p, l] = [co.latest - 1, co.latest];
  const prior = (v, d) => [`FY${p}: ${s.n(v[p])}`, `YoY: ${signed(d ?? pctChange(v[p], v[l]))}`];
  const [interim, final, s3] = st.targets;
  return [
    { title: `S1 (tCO2e) FY${l}`, value: s.n(st.kpi.s1), lines: prior(tb.s1, st.yoy.pct), key: 'kpi' },
    { title: `S2 (LB) (tCO2e) FY${l}`, value: s.n(tb.s2l[l]), lines: prior(tb.s2l) },
    { title: `S2 (MB) (tCO2e) FY${l}`, value: s.n(tb.s2m[l]), lines: prior(tb.s2m) },
    { title: `S3 (tCO2e) FY${l}`, value: s.n(tb.s3[l]), lines: prior(tb.s3) },
    {
      title: `S1+S2 (MB) vs BY ${co.baseYear}`,
      value: signed(st.progress.pct),
      lines: [
        `BY: ${s.n(tb.s1[co.baseYear] + tb.s2m[co.baseYear])} tCO2e`,
        `FY${l}: ${s.n(tb.s1[l] + tb.s2m[l])} tCO2e`
      ],
      key: 'progress'
    },
    {
      title: `Carbon intensity FY${l}`,
      value: `${s.d(st.intensity.value, 1)}`,
      lines: ['tCO2e / EURm revenue, S1+S2 (MB)', `Rev.: EUR ${s.n(co.revenue)}m`],
      key: 'intensity'
    },
    {
      title: `Energy mix FY${l} (%)`,
      value: `${st.shares[0].pct} % RE`,
      lines: st.shares.map((x) => `${x.label}: ${x.pct} %`),
      key: 'shares'
    },
    {
      title: `Targets (BY ${co.baseYear})`,
      value: `−${final.pct} % S1+2`,
      lines: [
        `S1+2: −${interim.pct} % by ${interim.year}`,
        `S1+2: −${final.pct} % by ${final.year}`,
        `S3: −${s3.pct} % by ${s3.year}`
      ],
      key: 'targets'
    },
    {
      title: 'Method',
      value: `GWP ${st.gwp}`,
      lines: ['GHG Protocol, operational control', 'Ext. assurance: limited (S1, S2)', 'SBTi: near-term validated'],
      key: 'methodology'
    }
  ];
}

const factsheet = {
  name: 'esg_rating_factsheet',
  heldOut: false, // spent: blind set 16, scored once (2026-11-29 10:22 UTC, 10/15), now tuned on
  about:
    'a rating-agency style ESG factsheet: nine small framed boxes with a dark title bar and abbreviations ' +
    '("S1 (tCO2e) FY2025", "S2 (MB)", "S1+S2 (MB) vs BY", "YoY: −4.1 %", "Rev.: EUR 2,310m"), then a compact ' +
    'table with years as rows and "S1 | S2 (LB) | S2 (MB) | S3 | Total" as columns in tCO2e',
  errors: ['restated_value', 'yoy_contradicted', 'shares_over_100'],
  render(ctx, co, st) {
    const s = style();
    standardReport(ctx, co, st, s, () => {
      heading(ctx, 'Climate factsheet', 12);
      para(ctx, `Data as of 31 Dec ${co.latest}. FY = calendar year. BY = base year. All GHG data in tCO2e.`, null, {
        align: 'left'
      });
      factBoxes(ctx, boxes(co, st, s));
      const tb = st.table;
      const years = [...co.years].reverse();
      const row = (y, label) => [label, ...[tb.s1, tb.s2l, tb.s2m, tb.s3, tb.total].map((v) => s.n(v[y]))];
      const rows = [
        ['tCO2e', 'S1', 'S2 (LB)', 'S2 (MB)', 'S3', 'Total'],
        ...years.map((y) => row(y, `FY${y}`)),
        row(co.baseYear, `BY ${co.baseYear}`)
      ];
      table(ctx, rows, { widths: [0.15, 0.17, 0.17, 0.17, 0.17, 0.17], key: 'ghgTable', size: 8 });
      ctx.doc.moveUp(0.3);
      para(
        ctx,
        'S1 = Scope 1; S2 (LB/MB) = Scope 2 location-/market-based; S3 = Scope 3; Total = S1 + S2 (MB) + S3.',
        null,
        {
          align: 'left'
        }
      );
    });
  }
};

function marginChapter(ctx, co, st, s) {
  const tb = st.table;
  const [b, p, l] = [co.baseYear, co.latest - 1, co.latest];
  const note = (name, v) =>
    `${name}, t CO₂e\n${l}: ${s.n(v[l])}\n${p}: ${s.n(v[p])}\n${co.years[0]}: ${s.n(v[co.years[0]])}\n` +
    `${b} (base year): ${s.n(v[b])}`;
  const blocks = [
    ['Direct emissions from our boilers, furnaces, vehicles and refrigerant losses make up Scope 1.', 'Scope 1', tb.s1],
    [
      'Scope 2 counts the electricity, heat and steam we buy, first with the average factor of each grid.',
      'Scope 2 location-based',
      tb.s2l
    ],
    [
      'The market-based method uses the factors of the contracts we hold, including guarantees of origin.',
      'Scope 2 market-based',
      tb.s2m
    ],
    [
      'Scope 3 covers our value chain: purchased goods, transport, business travel and the use of products sold.',
      'Scope 3',
      tb.s3
    ],
    ['Our total footprint adds Scope 1, market-based Scope 2 and Scope 3.', 'Total', tb.total]
  ];
  for (const [text, name, v] of blocks) marginPara(ctx, text, { note: note(name, v), key: null, noteKey: 'ghgTable' });
}

const marginNotes = {
  name: 'margin_notes',
  heldOut: false, // spent: blind set 16, scored once (2026-11-29 10:22 UTC, 10/15), now tuned on
  about:
    'an emissions chapter set in a narrow text column with a wide outer margin: each scope explained in the body, ' +
    'its figures (latest year first, down to the base year) only in a small grey margin note beside the paragraph',
  errors: ['progress_contradicted', 'scope3_categories_exceed', 'restated_value'],
  render(ctx, co, st) {
    const s = style();
    standardReport(ctx, co, st, s, () => marginChapter(ctx, co, st, s));
  }
};

export const BLIND16_PAGE_FAMILIES = [factsheet, marginNotes];
