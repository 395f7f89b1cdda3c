// Evaluation reports (held out, written blind): a chief executive's letter that states the year's figures in
// its narrative (Scope 1, the change on the year, intensity, the renewable share, the targets) in a narrow
// column beside a shaded "At a glance" sidebar box of the same figures; the inventory, categories and
// targets follow in ordinary tables.
import { heading, para, newPage, table } from '../lib/pdf.mjs';
import { letterWithSidebar } from '../lib/sidebar.mjs';
import { style, intro, categories, targets, intensityAndEnergy, methodology, otherMetrics } from '../lib/sections.mjs';
import { FILLER } from './common.mjs';

const FIRST = ['Helena', 'Marcus', 'Ingrid', 'Tobias', 'Sofia', 'Anders'];
const LAST = ['Varga', 'Lindqvist', 'Okafor', 'Moreau', 'Brandt', 'Kessler'];

function glance(co, st, s) {
  const l = co.latest;
  const y = st.yoy.pct;
  const p = st.progress.pct;
  return [
    { label: `Scope 1 emissions ${l}`, value: `${s.n(st.kpi.s1)} t`, note: `${s.d(y, 1)} % vs ${l - 1}`, key: 'kpi' },
    { label: 'Scope 2 emissions (market-based)', value: `${s.n(st.kpi.s2m)} t` },
    { label: 'Scope 3 emissions', value: `${s.n(st.kpi.s3)} t` },
    { label: `Scope 1 and 2 vs ${co.baseYear} base year`, value: `${s.d(p, 1)} %`, key: 'progress' },
    {
      label: 'Emission intensity (Scope 1 and 2)',
      value: s.d(st.intensity.value, 1),
      note: 't CO₂e per EUR million revenue',
      key: 'intensity'
    },
    { label: 'Renewable electricity share', value: `${st.shares[0].pct} %`, note: 'of energy consumed', key: 'shares' }
  ];
}

function letter(co, st, s, signer) {
  const l = co.latest;
  const y = st.yoy.pct;
  const [interim, final, s3] = st.targets;
  return [
    { text: 'Dear shareholders, colleagues and partners,' },
    {
      text:
        `${l} was a year in which our climate plan moved from paper to the plant floor. Our direct emissions ` +
        `came to ${s.n(st.proseS1)} tonnes of CO₂e, ${Math.abs(y)} % ${y <= 0 ? 'less' : 'more'} than in ` +
        `${l - 1}, as two sites replaced oil boilers with heat pumps and our fleet took its first electric trucks.`,
      key: 'proseS1'
    },
    {
      text:
        `For every million euros of revenue we emitted ${s.d(st.intensity.value, 1)} tonnes of Scope 1 and 2 ` +
        `(market-based) CO₂e, on revenue of EUR ${s.n(co.revenue)} million. ${st.shares[0].pct} % of the energy we ` +
        'used was renewable electricity.',
      key: 'intensity'
    },
    {
      text:
        `We have committed to cut Scope 1 and 2 emissions by ${interim.pct} % by ${interim.year} and ${final.pct} % ` +
        `by ${final.year}, and Scope 3 by ${s3.pct} %, all from ${co.baseYear}. Most of our footprint lies with ` +
        'our suppliers and customers, so this year we asked our hundred largest suppliers to set targets of their own.',
      key: 'targets'
    },
    {
      text:
        'Climate targets now weigh in the bonus of every member of the executive committee, and the board ' +
        'reviews our progress twice a year. I thank our employees for a demanding year.'
    },
    { text: 'Yours sincerely,' },
    { text: `${signer}\nChief Executive Officer`, bold: true }
  ];
}

const ceoLetter = {
  name: 'ceo_letter_glance',
  heldOut: false, // spent: scored once (2026-11-29 07:35 UTC), now tuned on
  about:
    "a chief executive's letter stating Scope 1, its change on the year, intensity and targets in a narrow " +
    'column beside a shaded "At a glance" sidebar of the same figures; ordinary tables after it',
  errors: ['restated_value', 'yoy_contradicted', 'intensity_mismatch'],
  render(ctx, co, st) {
    const s = style();
    const signer = `${FIRST[co.name.length % FIRST.length]} ${LAST[co.revenue % LAST.length]}`;
    intro(ctx, co, st, s, { proseS1: false });
    para(ctx, FILLER[0]);
    newPage(ctx);
    heading(ctx, 'Letter from our Chief Executive', 18);
    letterWithSidebar(ctx, { paragraphs: letter(co, st, s, signer), title: 'At a glance', items: glance(co, st, s) });
    newPage(ctx);
    heading(ctx, 'Greenhouse gas emissions');
    para(ctx, FILLER[1]);
    const years = [co.baseYear, ...co.years];
    const rows = [['t CO₂e', ...years.map((y) => (y === co.baseYear ? `Base year ${y}` : String(y)))]];
    for (const [label, v] of [
      ['Scope 1 (direct)', st.table.s1],
      ['Scope 2, location-based', st.table.s2l],
      ['Scope 2, market-based', st.table.s2m],
      ['Scope 3 (value chain)', st.table.s3],
      ['Total emissions', st.table.total]
    ])
      rows.push([label, ...years.map((y) => s.n(v[y]))]);
    table(ctx, rows, { widths: [0.32, 0.17, 0.17, 0.17, 0.17], key: 'ghgTable' });
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

export const CEO_LETTER_FAMILIES = [ceoLetter];
