// Evaluation reports (held out, written blind): a results press release on the sustainability report — a
// "Press release" tag, dateline, headline and sub-headline, highlight bullets, a quote, a "Key figures" table
// (latest year, prior year, change), "About the company" and a media contact — followed by the report's
// sustainability data as annex pages.
import { heading, para, newPage, mark, LEFT, WIDTH } from '../lib/pdf.mjs';
import { grid, bullets } from '../lib/draw.mjs';
import { style, categories, targets, intensityAndEnergy, methodology, otherMetrics } from '../lib/sections.mjs';
import { pctChange } from '../lib/model.mjs';
import { FILLER } from './common.mjs';

const CITIES = ['Rotterdam', 'Lyon', 'Gothenburg', 'Antwerp', 'Turin'];
const MONTHS = ['March', 'April'];

function masthead(ctx, co) {
  const { doc } = ctx;
  doc.rect(LEFT, doc.y, 112, 20).fill('#b22a2a');
  doc
    .fillColor('white')
    .font('bold')
    .fontSize(10)
    .text('PRESS RELEASE', LEFT + 10, doc.y + 5);
  doc.fillColor('black').font('body').fontSize(9);
  const city = CITIES[co.revenue % CITIES.length];
  const day = 3 + (co.revenue % 24);
  doc.text(`${city}, ${day} ${MONTHS[co.revenue % 2]} ${co.latest + 1}`, LEFT, doc.y + 12, { width: WIDTH });
  doc.moveDown(0.6);
  return city;
}

function release(ctx, co, st, s) {
  const l = co.latest;
  const y = st.yoy.pct;
  const city = masthead(ctx, co);
  const verb = y <= 0 ? 'cuts' : 'reports higher';
  mark(ctx, 'yoy');
  heading(ctx, `${co.name} ${verb} direct emissions by ${s.d(Math.abs(y), 1)} % in ${l}`, 17);
  ctx.doc.font('body').fontSize(11).fillColor('#444');
  ctx.doc.text(
    `Sustainability report ${l} published – renewable share reaches ${st.shares[0].pct} %`,
    LEFT,
    undefined,
    {
      width: WIDTH
    }
  );
  ctx.doc.fillColor('black').moveDown(0.6);
  bullets(
    ctx,
    [
      `Scope 1 emissions of ${s.t(st.kpi.s1)}, ` +
        `${s.d(Math.abs(y), 1)} % ${y <= 0 ? 'lower' : 'higher'} than in ${l - 1}`,
      `Market-based Scope 2 emissions of ${s.t(st.kpi.s2m)}; Scope 3 emissions of ${s.t(st.kpi.s3)}`,
      `${st.shares[0].pct} % of energy consumed came from renewable electricity`
    ],
    'kpi'
  );
  para(
    ctx,
    `${city} – ${co.name} today published its sustainability report for ${l}. The group's direct (Scope 1) ` +
      `emissions were ${s.t(st.proseS1)} in ${l}, as heat pumps replaced oil boilers at two plants and the ` +
      'first electric trucks joined the fleet. The report follows the GHG Protocol and covers all sites under ' +
      'operational control.',
    'proseS1'
  );
  para(
    ctx,
    '"Our emissions are falling while the business grows, and our suppliers are starting to follow," said the ' +
      'Chief Executive Officer. "Part of every executive\'s bonus now depends on our climate targets, and the ' +
      'board reviews our progress twice a year."'
  );
}

function keyFigures(ctx, co, st, s) {
  const [p, l] = [co.latest - 1, co.latest];
  const tb = st.table;
  const rows = [
    ['Scope 1', tb.s1],
    ['Scope 2 (location-based)', tb.s2l],
    ['Scope 2 (market-based)', tb.s2m],
    ['Scope 3', tb.s3],
    [{ text: 'Total emissions', bold: true }, tb.total]
  ].map(([label, v]) => [label, s.n(v[l]), s.n(v[p]), `${s.d(pctChange(v[p], v[l]), 1)} %`]);
  grid(ctx, {
    caption: 'Key figures (t CO₂e)',
    header: [['', `FY ${l}`, `FY ${p}`, 'Change']],
    rows,
    widths: [0.43, 0.19, 0.19, 0.19],
    key: 'ghgTable'
  });
}

function backmatter(ctx, co, s) {
  heading(ctx, `About ${co.name}`, 11);
  para(
    ctx,
    `${co.name} is a fictitious company invented for testing, with revenue of EUR ${s.n(co.revenue)} ` +
      'million. Its sustainability report, including the full data annex, is available on its website.'
  );
  heading(ctx, 'Media contact', 11);
  para(ctx, 'Group Communications · press@example.com · +00 00 000 00 00');
}

function annexInventory(ctx, co, st, s) {
  heading(ctx, 'Annex – Sustainability data');
  para(ctx, FILLER[1]);
  const years = [co.baseYear, ...co.years];
  const rows = [
    ['Scope 1', st.table.s1],
    ['Scope 2 (location-based)', st.table.s2l],
    ['Scope 2 (market-based)', st.table.s2m],
    ['Scope 3', st.table.s3],
    [{ text: 'Total emissions', bold: true }, st.table.total]
  ].map(([label, v]) => [label, ...years.map((y) => s.n(v[y]))]);
  grid(ctx, {
    caption: 'Greenhouse gas emissions (t CO₂e)',
    header: [['', ...years.map((y) => (y === co.baseYear ? `${y} (base year)` : String(y)))]],
    rows,
    widths: [0.36, 0.16, 0.16, 0.16, 0.16],
    key: 'ghgTable'
  });
  mark(ctx, 'annex');
}

const pressRelease = {
  name: 'press_release',
  heldOut: false, // spent: scored once (2026-11-29 08:09 UTC), now tuned on
  about:
    'a press release on the sustainability report (dateline, headline stating the Scope 1 change, highlight ' +
    'bullets, a quote, a key figures table of two years and the change, media contact), data annex after it',
  errors: ['restated_value', 'yoy_contradicted', 'total_not_sum'],
  render(ctx, co, st) {
    const s = style();
    release(ctx, co, st, s);
    keyFigures(ctx, co, st, s);
    backmatter(ctx, co, s);
    newPage(ctx);
    annexInventory(ctx, co, st, s);
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

export const PRESS_KEY_FIGURES_FAMILIES = [pressRelease];
