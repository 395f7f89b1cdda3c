// Evaluation reports (held out, written blind): a poster-style "year in numbers" report — after a cover,
// one page per figure, each a huge number on a coloured ground with its unit and a one-line caption
// (Scope 1, the Scope 1 and 2 change since the base year, intensity, the interim target, the renewable
// share); the report's text and tables follow on white pages.
import { heading, para, newPage, mark } from '../lib/pdf.mjs';
import { style, inventoryRows } from '../lib/sections.mjs';
import { grid } from '../lib/draw.mjs';
import { bigNumberPage } from '../lib/bigNumber.mjs';
import { standardReport, FILLER } from './common.mjs';

const signed = (s, p) => `${p <= 0 ? '−' : '+'}${s.d(Math.abs(p), 1)} %`;

function cover(ctx, co) {
  const { doc } = ctx;
  doc.font('bold').fontSize(30).fillColor('#0f5c4a').text(`${co.latest} in numbers`, 56, 260, { width: 483 });
  doc.font('body').fontSize(14).fillColor('#333').text(`${co.name} · Climate highlights`, { width: 483 });
  doc.moveDown(1).fontSize(10).text('Five figures from our year, one per page. The full report follows them.');
  doc.fillColor('black');
}

function posters(ctx, co, st, s) {
  const running = `${co.name} · ${co.latest} in numbers`;
  const [interim, final] = st.targets;
  const y = st.yoy;
  bigNumberPage(ctx, {
    running,
    value: s.n(st.kpi.s1),
    unit: 't CO₂e',
    caption:
      `direct (Scope 1) emissions in ${co.latest}, ` +
      `${s.d(Math.abs(y.pct), 1)} % ${y.pct <= 0 ? 'below' : 'above'} ${y.from}`,
    key: 'kpi'
  });
  mark(ctx, 'yoy');
  bigNumberPage(ctx, {
    running,
    value: signed(s, st.progress.pct),
    unit: `since ${co.baseYear}`,
    caption: 'Scope 1 and 2 emissions (market-based) against our base year',
    key: 'progress',
    colour: '#1d4d7a'
  });
  bigNumberPage(ctx, {
    running,
    value: s.d(st.intensity.value, 1),
    unit: 't CO₂e per EUR million',
    caption: `Scope 1 and 2 (market-based) intensity on revenue of EUR ${s.n(co.revenue)} million`,
    key: 'intensity',
    colour: '#5a3d7a'
  });
  bigNumberPage(ctx, {
    running,
    value: `−${interim.pct} %`,
    unit: `by ${interim.year}`,
    caption: `Scope 1 and 2 against ${co.baseYear}, on the way to −${final.pct} % by ${final.year}`,
    key: 'targets',
    colour: '#8a4b12'
  });
  bigNumberPage(ctx, {
    running,
    value: `${st.shares[0].pct} %`,
    unit: 'renewable electricity',
    caption: `share of the energy we consumed in ${co.latest}`,
    key: 'shares',
    colour: '#2e6b2e'
  });
}

const bigNumbers = {
  name: 'big_number_pages',
  heldOut: false, // spent: scored once (2026-11-29 08:36 UTC), now tuned on
  about:
    'a poster-style "year in numbers": a cover, then one huge figure per coloured page with its unit and a ' +
    'one-line caption (Scope 1, change since base year, intensity, interim target, renewables); text after',
  errors: ['intensity_mismatch', 'interim_loosening', 'target_wrong_scope'],
  render(ctx, co, st) {
    const s = style();
    cover(ctx, co);
    posters(ctx, co, st, s);
    newPage(ctx);
    const years = [co.baseYear, ...co.years];
    standardReport(ctx, co, st, s, () => {
      grid(ctx, {
        caption: 'Greenhouse gas emissions (t CO₂e)',
        header: [['Scope', ...years.map((y) => (y === co.baseYear ? `${y} (base year)` : String(y)))]],
        rows: inventoryRows(co, st).map(([label, v]) => [label, ...years.map((yr) => s.n(v[yr]))]),
        widths: [0.36, 0.16, 0.16, 0.16, 0.16],
        key: 'ghgTable'
      });
      heading(ctx, 'Behind the numbers', 12);
      para(ctx, FILLER[2]);
    });
  }
};

export const BIG_NUMBER_FAMILIES = [bigNumbers];
