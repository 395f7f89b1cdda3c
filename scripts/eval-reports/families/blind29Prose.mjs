// Evaluation reports (held out, blind set 29, written blind): a management report in prose — every figure given
// with the prior year in brackets ("Scope 1 emissions amounted to 412,300 t CO₂e (prior year: 437,100 t)"), no GHG
// table in the body; the inventory table only in a short annex at the end.
import { heading, para, table, mark, newPage } from '../lib/pdf.mjs';
import { style, categories, targets, intensityAndEnergy, methodology, otherMetrics } from '../lib/sections.mjs';
import { FILLER } from './common.mjs';

const moved = (pct) => (pct <= 0 ? 'a decrease' : 'an increase');

function managementProse(ctx, co, st, s) {
  const l = co.latest;
  const p = l - 1;
  const tb = st.table;
  heading(ctx, `${co.name} — Combined management report ${l}`, 18);
  para(
    ctx,
    `${co.name} is a fictitious company invented for testing. This combined management report includes the ` +
      `non-financial statement for the financial year ${l}. Figures for the prior year are given in brackets. ` +
      'Greenhouse gas emissions follow the GHG Protocol Corporate Standard.'
  );
  heading(ctx, 'Environmental matters', 12);
  mark(ctx, 'yoy');
  para(
    ctx,
    `Scope 1 emissions amounted to ${s.n(st.proseS1)} t CO₂e (prior year: ${s.n(tb.s1[p])} t), ` +
      `${moved(st.yoy.pct)} of ${s.d(Math.abs(st.yoy.pct), 1)} % (prior year: ` +
      `${s.d(Math.abs(100 * (tb.s1[p] / tb.s1[p - 1] - 1)), 1)} %). ` +
      'The decline reflects two sites that switched from fuel oil to heat pumps.',
    'proseS1'
  );
  para(
    ctx,
    `Indirect emissions from purchased electricity and heat (Scope 2) were ${s.n(tb.s2m[l])} t CO₂e ` +
      `market-based (prior year: ${s.n(tb.s2m[p])} t) and ${s.n(tb.s2l[l])} t CO₂e location-based ` +
      `(prior year: ${s.n(tb.s2l[p])} t).`
  );
  para(
    ctx,
    `Emissions in the value chain (Scope 3) came to ${s.n(tb.s3[l])} t CO₂e (prior year: ${s.n(tb.s3[p])} t). ` +
      `Total emissions, with market-based Scope 2, were ${s.n(tb.total[l])} t CO₂e ` +
      `(prior year: ${s.n(tb.total[p])} t).`
  );
  // Added after the set was scored (the generator's contract: every clean twin prints every checklist item).
  para(
    ctx,
    'The supervisory board reviews climate matters twice a year, and the variable remuneration of the executive ' +
      'board is linked in part to the emission targets.'
  );
  para(ctx, FILLER[0]);
  para(ctx, FILLER[1]);
}

function annex(ctx, co, st, s) {
  const l = co.latest;
  const tb = st.table;
  const years = [co.baseYear, l - 1, l];
  heading(ctx, 'Annex: Greenhouse gas inventory');
  const line = (label, v) => [label, ...years.map((y) => s.n(v[y]))];
  table(
    ctx,
    [
      ['t CO₂e', `${co.baseYear} (base year)`, String(l - 1), String(l)],
      line('Scope 1', tb.s1),
      line('Scope 2 (location-based)', tb.s2l),
      line('Scope 2 (market-based)', tb.s2m),
      line('Scope 3', tb.s3),
      line('Total (Scope 1, 2 market-based, 3)', tb.total)
    ],
    { widths: [0.4, 0.2, 0.2, 0.2], key: 'ghgTable', size: 8.5 }
  );
  para(ctx, 'The annex restates the figures of the management report in one place.', 'annex');
}

const priorYearBrackets = {
  name: 'prior_year_brackets',
  heldOut: false, // spent: blind set 29, scored once (2026-11-29 14:38 UTC, 9/15), now tuned on
  about:
    'a combined management report in prose giving each figure with the prior year in brackets ("Scope 1 emissions ' +
    'amounted to 412,300 t CO₂e (prior year: 437,100 t)"), no GHG table in the body, the inventory only in a short ' +
    'annex table on the last page',
  errors: ['restated_value', 'yoy_contradicted', 'progress_contradicted'],
  render(ctx, co, st) {
    const s = style();
    managementProse(ctx, co, st, s);
    newPage(ctx);
    categories(ctx, co, st, s);
    para(ctx, FILLER[2]);
    newPage(ctx);
    targets(ctx, co, st, s);
    newPage(ctx);
    intensityAndEnergy(ctx, co, st, s);
    methodology(ctx, co, st);
    otherMetrics(ctx, co, s);
    newPage(ctx);
    annex(ctx, co, st, s);
  }
};

export const BLIND29_PROSE_FAMILIES = [priorYearBrackets];
