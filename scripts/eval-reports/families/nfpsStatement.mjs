// Evaluation reports (held out, written blind): a "Statement of Non-Financial Performance" of a French- or
// German-style group translated into English — fiscal years "FY 2024/25" everywhere (the reference year
// too), units "tCO2eq" and "k tCO2eq", decimal commas and no-break spaces as thousand separators in the
// prose as well as the tables, a "Var. N/N-1" column, and the energy mix as a small table of its own.
import { fmtDec, pctChange } from '../lib/model.mjs';
import { heading, para, table, newPage, mark } from '../lib/pdf.mjs';
import { style, methodology, otherMetrics } from '../lib/sections.mjs';
import { FILLER } from './common.mjs';

const NBSP = '\u00a0';
const fy = (y) => `FY ${y - 1}/${String(y).slice(2)}`;
const kt = (v) => fmtDec(v / 1000, 1, { dec: ',', sep: NBSP });
const pct = (p, s) => `${p > 0 ? '+' : p < 0 ? '-' : ''}${s.d(Math.abs(p), 1)} %`;

function opening(ctx, co, st, s) {
  const l = co.latest;
  heading(ctx, `${co.name} — Statement of Non-Financial Performance ${fy(l)}`, 18);
  para(
    ctx,
    `${co.name} is a fictitious company invented for testing. This statement covers the financial year ` +
      `${fy(l)} (1 April ${l - 1} to 31 March ${l}) and compares it with the two previous financial years. ` +
      'Greenhouse gas emissions are reported under the GHG Protocol and given in tonnes of CO2 equivalent (tCO2eq).'
  );
  const y = st.yoy.pct;
  mark(ctx, 'yoy');
  para(
    ctx,
    `Over ${fy(l)}, our direct emissions (Scope 1) amounted to ${s.n(st.proseS1)} tCO2eq, ` +
      `${y <= 0 ? 'a decrease' : 'an increase'} of ${s.d(Math.abs(y), 1)} % compared with ${fy(st.yoy.from)}.`,
    'proseS1'
  );
  para(
    ctx,
    'The Board of Directors reviews climate issues twice a year. Climate risks are part of the group risk map, ' +
      'and part of the variable remuneration of the executive committee depends on the climate targets below.'
  );
  para(ctx, FILLER[0]);
}

function inventory(ctx, co, st, s) {
  const tb = st.table;
  const [b, p, l] = [co.baseYear, co.latest - 1, co.latest];
  const years = [b, ...co.years];
  heading(ctx, 'Greenhouse gas emissions');
  para(ctx, FILLER[1]);
  const row = (label, v, change) => [label, ...years.map((y) => kt(v[y])), pct(change, s)];
  const truth = (v) => pctChange(v[p], v[l]);
  table(
    ctx,
    [
      ['k tCO2eq', `${fy(b)} (reference)`, ...co.years.map(fy), 'Var. N/N-1'],
      row('Direct emissions (Scope 1)', tb.s1, st.yoy.pct),
      row('Indirect emissions, energy – location-based (Scope 2)', tb.s2l, truth(co.s2l)),
      row('Indirect emissions, energy – market-based (Scope 2)', tb.s2m, truth(co.s2m)),
      row('Other indirect emissions (Scope 3)', tb.s3, truth(co.s3)),
      row('Total Scopes 1, 2 (market-based) and 3', tb.total, truth(co.total))
    ],
    {
      widths: [0.32, 0.16, 0.13, 0.13, 0.13, 0.13],
      key: 'ghgTable',
      caption: 'Table 3 – GHG emissions by scope (k tCO2eq)',
      size: 8.5
    }
  );
  mark(ctx, 'yoy');
  para(
    ctx,
    `Market-based Scope 2 emissions amounted to ${s.n(tb.s2m[l])} tCO2eq in ${fy(l)} (${fy(p)}: ` +
      `${s.n(tb.s2m[p])} tCO2eq); location-based, they were ${s.n(tb.s2l[l])} tCO2eq. Scope 3 emissions, ` +
      `which cover the relevant categories of the value chain, amounted to ${s.n(tb.s3[l])} tCO2eq.`
  );
}

function categoryTable(ctx, co, st, s) {
  heading(ctx, 'Scope 3 emissions by category');
  para(
    ctx,
    'All fifteen categories of the GHG Protocol were screened; the categories below are significant, the others ' +
      `are not material. Values for ${fy(co.latest)}.`
  );
  const rows = [['Category (GHG Protocol)', 'tCO2eq']];
  for (const c of st.categories) rows.push([`${c.n} – ${c.label}`, s.n(c.value)]);
  rows.push(['Total Scope 3', s.n(st.s3Total)]);
  table(ctx, rows, { widths: [0.72, 0.28], key: 'categories' });
}

function trajectory(ctx, co, st, s) {
  const b = co.baseYear;
  heading(ctx, 'Climate trajectory and targets');
  const rows = [['Commitment', 'Reference year', 'Horizon', 'Reduction']];
  for (const tg of st.targets) rows.push([`${tg.scope} emissions (absolute)`, fy(b), fy(tg.year), `${tg.pct} %`]);
  table(ctx, rows, { widths: [0.46, 0.18, 0.18, 0.18], key: 'targets' });
  const [interim, final, s3] = st.targets;
  para(
    ctx,
    `We are committed to reducing our absolute Scope 1 and 2 emissions by ${interim.pct} % by ${fy(interim.year)} ` +
      `and by ${final.pct} % by ${fy(final.year)} compared with ${fy(b)}, and our Scope 3 emissions by ${s3.pct} % ` +
      'over the same period.',
    'targets'
  );
  para(
    ctx,
    `In the reference year ${fy(b)}, direct emissions (Scope 1) amounted to ${s.n(st.baseStated.value)} tCO2eq ` +
      `and market-based Scope 2 emissions to ${s.n(st.table.s2m[b])} tCO2eq.`,
    'targets'
  );
  const p = st.progress.pct;
  para(
    ctx,
    `Between ${fy(b)} and ${fy(co.latest)}, Scope 1 and 2 emissions (market-based) ` +
      `${p <= 0 ? 'decreased' : 'increased'} by ${s.d(Math.abs(p), 1)} %.`,
    'progress'
  );
  if (st.s3TargetRestated != null)
    para(
      ctx,
      `Our purchasing teams carry the Scope 3 commitment of a ${st.s3TargetRestated} % reduction by ${fy(s3.year)}.`,
      'targets'
    );
}

function intensityAndMix(ctx, co, st, s) {
  heading(ctx, 'Carbon intensity and energy');
  para(
    ctx,
    `Revenue for ${fy(co.latest)} amounted to EUR ${s.n(co.revenue)} million. Carbon intensity (Scope 1 and 2, ` +
      `market-based) was ${s.d(st.intensity.value, 1)} tCO2eq per EUR million of revenue.`,
    'intensity'
  );
  const rows = [[`Energy mix ${fy(co.latest)}`, '% of consumption']];
  for (const x of st.shares) rows.push([x.label[0].toUpperCase() + x.label.slice(1), `${x.pct} %`]);
  table(ctx, rows, { widths: [0.6, 0.4], key: 'shares' });
}

const nfpsStatement = {
  name: 'nfps_tco2eq',
  heldOut: false, // spent: scored once (2026-11-28 23:47 UTC), now tuned on
  about:
    'a translated "Statement of Non-Financial Performance": "FY 2024/25" years (reference year too), "tCO2eq" ' +
    'and "k tCO2eq", decimal commas and no-break-space thousands in prose and tables, a "Var. N/N-1" column',
  errors: ['base_year_conflict', 'intensity_mismatch', 'progress_contradicted'],
  render(ctx, co, st) {
    const s = style({ sep: NBSP, dec: ',', yl: fy });
    opening(ctx, co, st, s);
    newPage(ctx);
    inventory(ctx, co, st, s);
    newPage(ctx);
    categoryTable(ctx, co, st, s);
    para(ctx, FILLER[2]);
    newPage(ctx);
    trajectory(ctx, co, st, s);
    newPage(ctx);
    intensityAndMix(ctx, co, st, s);
    methodology(ctx, co, st);
    otherMetrics(ctx, co, s);
  }
};

export const NFPS_FAMILIES = [nfpsStatement];
