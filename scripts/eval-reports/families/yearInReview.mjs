// Evaluation reports (held out, written blind): a "year in review" chapter — the months of the reporting year down
// the page, each beside a dot on a vertical line with a milestone and, for some, the figure of the moment (the
// prior year's inventory published, the targets adopted, the base year confirmed, the year closing against the
// base year); the inventory, categories and targets follow in ordinary tables.
import { fmtDec } from '../lib/model.mjs';
import { heading, para, newPage } from '../lib/pdf.mjs';
import { grid } from '../lib/draw.mjs';
import { monthTimeline } from '../lib/monthTimeline.mjs';
import {
  style,
  intro,
  categories,
  targets,
  intensityAndEnergy,
  methodology,
  otherMetrics,
  inventoryRows
} from '../lib/sections.mjs';
import { FILLER } from './common.mjs';

const way = (pct, less, more) => `${fmtDec(Math.abs(pct), 1)} % ${pct <= 0 ? less : more}`;

function entries(co, st, s) {
  const l = co.latest;
  const b = co.baseYear;
  const tb = st.table;
  const [interim, final, s3] = st.targets;
  return [
    {
      month: 'January',
      title: 'An energy lead at every site',
      text:
        'Each plant, warehouse and office named an energy lead who reports fuel purchases, refrigerant top-ups ' +
        'and electricity use to the group sustainability team every month.'
    },
    {
      month: 'February',
      title: `Our ${l - 1} inventory is published`,
      text:
        `The ${l - 1} figures were closed and assured: Scope 1 emissions of ${s.t(tb.s1[l - 1])} and market-based ` +
        `Scope 2 emissions of ${s.t(tb.s2m[l - 1])}.`
    },
    {
      month: 'March',
      title: 'The board adopts new climate targets',
      text:
        `Against ${b}, we will cut absolute Scope 1 and 2 emissions by ${interim.pct} % by ${interim.year} and by ` +
        `${final.pct} % by ${final.year}, and absolute Scope 3 emissions by ${s3.pct} % by ${s3.year}.`,
      key: 'targets'
    },
    {
      month: 'April',
      title: 'Base year confirmed after recalculation',
      text:
        `After the acquisitions of recent years we checked the ${b} base year again. It stands at ` +
        `${s.t(st.baseStated.value)} of Scope 1 and ${s.t(tb.s2m[b])} of market-based Scope 2.`,
      key: 'targets'
    },
    {
      month: 'June',
      title: 'Heat pumps replace oil boilers at two plants',
      text: 'The two largest plants now heat their buildings and process water with heat pumps instead of fuel oil.'
    },
    {
      month: 'July',
      title: 'Ten-year wind power agreement signed',
      text: 'A power purchase agreement with a new onshore wind farm will cover a large part of our electricity.'
    },
    {
      month: 'September',
      title: 'First supplier climate day',
      text: 'Sixty of our largest suppliers met our buyers to agree on data exchange and their own targets.'
    },
    {
      month: 'October',
      title: 'Targets validated',
      text: 'The Science Based Targets initiative (SBTi) validated our near-term targets.'
    },
    {
      month: 'December',
      title: `The year closes ${way(st.progress.pct, 'below', 'above')} the base year`,
      text:
        `Scope 1 and 2 emissions (market-based) ended ${l} at ${s.t(tb.s1[l] + tb.s2m[l])}, ` +
        `${way(st.progress.pct, 'lower', 'higher')} than in ${b}. Scope 1 came to ${s.t(st.proseS1)}, ` +
        `${way(st.yoy.pct, 'less', 'more')} than in ${l - 1}.`,
      key: ['progress', 'proseS1', 'yoy']
    }
  ];
}

function inventory(ctx, co, st, s) {
  heading(ctx, 'Greenhouse gas emissions');
  para(ctx, FILLER[1]);
  const years = [co.baseYear, ...co.years];
  grid(ctx, {
    caption: 'Greenhouse gas inventory (t CO₂e)',
    header: [['Scope', ...years.map((y) => (y === co.baseYear ? `${y} (base year)` : String(y)))]],
    rows: inventoryRows(co, st).map(([label, v]) => [label, ...years.map((y) => s.n(v[y]))]),
    widths: [0.32, 0.17, 0.17, 0.17, 0.17],
    key: 'ghgTable'
  });
}

const yearInReview = {
  name: 'year_in_review_timeline',
  heldOut: false, // spent: scored once (2026-11-29 08:52 UTC), now tuned on
  about:
    'a "year in review" timeline: the months down the page beside a vertical line, each with a milestone and ' +
    'some with the figure of the moment (targets adopted, base year confirmed, the year closing); tables after it',
  errors: ['interim_loosening', 'base_year_conflict', 'progress_contradicted'],
  render(ctx, co, st) {
    const s = style();
    intro(ctx, co, st, s, { proseS1: false });
    para(ctx, FILLER[0]);
    newPage(ctx);
    heading(ctx, `The year in review: ${co.latest}`, 18);
    para(ctx, `The milestones of our climate programme in ${co.latest}, month by month.`);
    monthTimeline(ctx, entries(co, st, s));
    newPage(ctx);
    inventory(ctx, co, st, s);
    categories(ctx, co, st, s);
    newPage(ctx);
    targets(ctx, co, st, s);
    para(ctx, FILLER[2]);
    newPage(ctx);
    intensityAndEnergy(ctx, co, st, s);
    methodology(ctx, co, st);
    otherMetrics(ctx, co, s);
  }
};

export const YEAR_IN_REVIEW_FAMILIES = [yearInReview];
