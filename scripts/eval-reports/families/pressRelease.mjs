// Evaluation reports (held out, written blind): a one-page results press release as page 1 — dateline, highlight
// bullets, quotes from the chief executive and the finance chief, an "About" paragraph, a media contact and a small
// key-figures table at its end — followed by the report's fact pages (inventory, categories, targets, energy).
import { heading, para, newPage, table } from '../lib/pdf.mjs';
import { grid } from '../lib/draw.mjs';
import {
  style,
  categories,
  targets,
  intensityAndEnergy,
  methodology,
  otherMetrics,
  inventoryRows
} from '../lib/sections.mjs';
import { masthead, releasePara, highlights, quote, boilerplate, endMark } from '../lib/pressRelease.mjs';
import { FILLER } from './common.mjs';

const CITIES = ['HAMBURG', 'ROTTERDAM', 'LYON', 'COPENHAGEN', 'VIENNA', 'ANTWERP', 'BILBAO'];
const PEOPLE = [
  ['Clara Ventimiglia', 'Jonas Aberg'],
  ['Pieter Holm', 'Marta Sørlie'],
  ['Eva Lindahl', 'Rafael Costa'],
  ['Simon Achterberg', 'Nadia Farouk']
];

function release(ctx, co, st, s) {
  const l = co.latest;
  const y = st.yoy.pct;
  const [ceo, cfo] = PEOPLE[co.revenue % PEOPLE.length];
  const date = `${3 + (co.revenue % 20)} March ${l + 1}`;
  masthead(ctx, {
    company: co.name,
    release: `For immediate release · ${date}`,
    headline: `${co.name} reports lower direct emissions for ${l} and confirms its 2030 climate targets`,
    subheading:
      `Scope 1 emissions ${y <= 0 ? 'down' : 'up'} ${s.d(Math.abs(y), 1)} % on the year; ` +
      `Sustainability Report ${l} published today`
  });
  releasePara(
    ctx,
    `${CITIES[co.name.length % CITIES.length]}, ${date} — ${co.name} today published its Sustainability Report ` +
      `${l}. The group's direct (Scope 1) emissions ${y <= 0 ? 'fell' : 'rose'} by ` +
      `${s.d(Math.abs(y), 1)} % compared with ${l - 1}, as sites moved from fuel oil to heat pumps.`,
    'yoy'
  );
  const p = st.progress.pct;
  highlights(ctx, [
    { text: `Scope 1 emissions of ${s.n(st.proseS1)} tonnes CO₂e in ${l}`, key: ['proseS1', 'kpi'] },
    {
      text:
        `Market-based Scope 2 emissions of ${s.n(st.table.s2m[l])} tonnes CO₂e; ` +
        `Scope 3 of ${s.n(st.kpi.s3)} tonnes`
    },
    {
      text:
        `Emission intensity of ${s.d(st.intensity.value, 1)} t CO₂e per EUR million of revenue ` +
        `(Scope 1 and 2, market-based), on revenue of EUR ${s.n(co.revenue)} million`,
      key: 'intensity'
    },
    { text: `Scope 1 and 2 emissions ${s.d(Math.abs(p), 1)} % below the ${co.baseYear} base year`, key: 'progress' },
    { text: `${st.shares[0].pct} % of energy consumed was renewable electricity` }
  ]);
  quote(
    ctx,
    'We cut emissions while our order books grew. The next step is in our supply chain, where most of our ' +
      'footprint lies, and we are asking our largest suppliers to set targets of their own.',
    `${ceo}, Chief Executive Officer`
  );
  quote(
    ctx,
    `Climate capital expenditure of EUR ${s.n(Math.round(co.revenue * 0.02))} million this year went mostly into ` +
      'heat pumps and on-site solar. Part of executive remuneration is linked to our emission targets.',
    `${cfo}, Chief Financial Officer`
  );
  releasePara(
    ctx,
    'The board reviews climate-related risks and progress on the targets twice a year. The full report, ' +
      'including the GHG inventory, the Scope 3 categories and the methodology, is available on our website.'
  );
  boilerplate(
    ctx,
    `About ${co.name}`,
    `${co.name} is a fictitious company invented for testing, with manufacturing sites, warehouses and offices ` +
      `in twelve countries and revenue of EUR ${s.n(co.revenue)} million in ${l}.`
  );
  boilerplate(ctx, 'Media contact', 'Group Communications · press@example.invalid · +00 0000 0000');
  ctx.doc.font('bold').fontSize(9).text(`Key figures ${l}`, undefined, undefined).moveDown(0.1);
  grid(ctx, {
    header: [['', String(l), String(l - 1), 'Change']],
    rows: [
      ['Scope 1 emissions (t CO₂e)', s.n(st.kpi.s1), s.n(st.table.s1[l - 1]), `${s.d(y, 1)} %`],
      ['Scope 2 emissions, market-based (t CO₂e)', s.n(st.table.s2m[l]), s.n(st.table.s2m[l - 1]), ''],
      ['Intensity (t CO₂e / EUR million)', s.d(st.intensity.value, 1), '–', '']
    ],
    widths: [0.46, 0.18, 0.18, 0.18],
    size: 8,
    key: 'kpi'
  });
  endMark(ctx);
}

const pressRelease = {
  name: 'results_press_release',
  heldOut: false, // spent: scored once (2026-11-29 07:47 UTC), now tuned on
  about:
    'a one-page results press release on page 1 (dateline, highlight bullets, quotes, "About" paragraph, media ' +
    'contact, a small key-figures table at its end), then the fact pages of the report',
  errors: ['yoy_contradicted', 'intensity_mismatch', 'restated_value'],
  render(ctx, co, st) {
    const s = style();
    release(ctx, co, st, s);
    newPage(ctx);
    heading(ctx, `Sustainability Report ${co.latest}: facts and figures`, 18);
    heading(ctx, 'Greenhouse gas emissions');
    para(ctx, FILLER[1]);
    const years = [co.baseYear, ...co.years];
    const head = ['t CO₂e', ...years.map((y) => (y === co.baseYear ? `${y} (base year)` : String(y)))];
    const rows = inventoryRows(co, st).map(([label, v]) => [label, ...years.map((y) => s.n(v[y]))]);
    table(ctx, [head, ...rows], { widths: [0.32, 0.17, 0.17, 0.17, 0.17], key: 'ghgTable' });
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

export const PRESS_RELEASE_FAMILIES = [pressRelease];
