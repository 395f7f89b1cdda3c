// Evaluation reports (held out, written blind): a narrative report with no data table — pages of prose whose
// figures are given in numbered notes at the foot of each page ("³ Scope 3 emissions, t CO₂e: 2025: …; 2024:
// …"), the running text carrying only the changes and a superscript number; the last page is plain prose.
import { fmtDec, fmtInt } from '../lib/model.mjs';
import { heading, newPage } from '../lib/pdf.mjs';
import { notedPage } from '../lib/pageNotes.mjs';
import { style, otherMetrics } from '../lib/sections.mjs';
import { FILLER } from './common.mjs';

const n = (v) => fmtInt(v);
const pct1 = (v) => fmtDec(Math.abs(v), 1);

/** "t CO₂e: 2025: 1,234; 2024: …; 2023: …; 2020 (base year): …" for one series. */
function yearsLine(co, v) {
  const years = [...co.years].reverse().map((y) => `${y}: ${n(v[y])}`);
  return `${years.join('; ')}; ${co.baseYear} (base year): ${n(v[co.baseYear])}.`;
}

function scopesPage(ctx, co, st) {
  const tb = st.table;
  const y = st.yoy;
  heading(ctx, `${co.name} — Sustainability Report ${co.latest}`, 20);
  notedPage(ctx, [
    {
      text:
        `${co.name} is a fictitious company invented for testing. This report tells the story of our climate work ` +
        `in ${co.latest}: where our emissions come from, what we changed and what is still ahead. Figures are in ` +
        'the notes at the foot of each page; the inventory follows the GHG Protocol Corporate Standard.'
    },
    {
      text:
        `Our own sites did most of the work this year. Direct (Scope 1) emissions ${y.pct <= 0 ? 'fell' : 'rose'} ` +
        `by ${pct1(y.pct)} % compared with ${y.from}^, mainly because two sites switched from fuel oil to heat ` +
        'pumps and the delivery fleet took its first electric vans.',
      key: 'yoy',
      notes: [{ text: `Scope 1 (direct) emissions, t CO₂e: ${yearsLine(co, tb.s1)}`, key: ['ghgTable', 'yoy'] }]
    },
    {
      text:
        'The electricity we buy is the second source of our own footprint. We report its Scope 2 emissions on ' +
        'the grid average^ and, counting our green power contracts, market-based^; the market-based figure fell ' +
        'again, and the wind power purchase agreement signed this year should take most of what remains.',
      notes: [
        { text: `Scope 2 emissions, location-based, t CO₂e: ${yearsLine(co, tb.s2l)}`, key: 'ghgTable' },
        { text: `Scope 2 emissions, market-based, t CO₂e: ${yearsLine(co, tb.s2m)}`, key: 'ghgTable' }
      ]
    },
    {
      text:
        'The board reviews climate matters twice a year. Climate-related risks are part of the group risk ' +
        'register, and the remuneration of the executive committee is linked in part to our targets.'
    },
    { text: FILLER[0] },
    { text: FILLER[1] }
  ]);
}

function valueChainPage(ctx, co, st) {
  const tb = st.table;
  const cats = st.categories.map((c) => `${c.n}. ${c.label} ${n(c.value)}`).join('; ');
  heading(ctx, 'Our value chain');
  notedPage(ctx, [
    {
      text:
        'Most of our footprint lies outside our own walls, in what we buy and in how our products are used. ' +
        'Scope 3 emissions came down again^, helped by suppliers who moved to renewable power. We screened all ' +
        'fifteen Scope 3 categories and report those that are relevant^.',
      notes: [
        { text: `Scope 3 emissions, t CO₂e: ${yearsLine(co, tb.s3)}`, key: 'ghgTable' },
        {
          text: `Scope 3 emissions by category, ${co.latest}, t CO₂e: ${cats}; total Scope 3 ${n(st.s3Total)}.`,
          key: 'categories'
        }
      ]
    },
    {
      text:
        'Across all three scopes our footprint is smaller than a year ago^. We engage our largest suppliers ' +
        'through an annual questionnaire and ask them to set their own targets; suppliers covering a majority of ' +
        'our purchasing spend responded this year.',
      notes: [
        {
          text: `Total emissions (Scope 1, market-based Scope 2 and Scope 3), t CO₂e: ${yearsLine(co, tb.total)}`,
          key: 'ghgTable'
        }
      ]
    },
    {
      text:
        'Downstream, the energy our products use in service matters most. Our design teams now carry an energy ' +
        'budget for every new product line, and the first products designed this way reach the market next year.'
    }
  ]);
}

function targetsPage(ctx, co, st) {
  const b = co.baseYear;
  const l = co.latest;
  const [interim, final, s3] = st.targets;
  const p = st.progress.pct;
  const s12 = (y) => st.table.s1[y] + st.table.s2m[y];
  heading(ctx, 'Targets and progress');
  const blocks = [
    {
      text:
        'Our targets are absolute, cover Scope 1 and 2 (market-based) and Scope 3, and were validated by the ' +
        `Science Based Targets initiative^. They are measured against ${b}, our base year^.`,
      key: 'targets',
      notes: [
        {
          text:
            `Targets against the ${b} base year: Scope 1 and 2 (market-based) −${interim.pct} % by ${interim.year} ` +
            `and −${final.pct} % by ${final.year}; Scope 3 −${s3.pct} % by ${s3.year}.`,
          key: 'targets'
        },
        {
          text:
            `Base-year (${b}) emissions: Scope 1 ${n(st.baseStated.value)} t CO₂e; Scope 2 (market-based) ` +
            `${n(st.table.s2m[b])} t CO₂e.`,
          key: 'targets'
        }
      ]
    },
    {
      text:
        `By ${l}, our Scope 1 and 2 emissions were ${pct1(p)} % ${p <= 0 ? 'below' : 'above'} the base year^, ` +
        'mostly thanks to heat pumps, renewable power contracts and a more efficient vehicle fleet.',
      key: 'progress',
      notes: [
        {
          text: `Scope 1 and 2 (market-based), t CO₂e: ${b}: ${n(s12(b))}; ${l}: ${n(s12(l))}.`,
          key: 'progress'
        }
      ]
    }
  ];
  blocks.push({
    text:
      'Each site has its own reduction plan, reviewed every quarter by the operations board. Where a plan falls ' +
      'behind, the site names the projects it will bring forward and the budget they need.'
  });
  if (st.s3TargetRestated != null)
    blocks.push({
      text: `Our supplier programme is central to the Scope 3 target of a ${st.s3TargetRestated} % cut by ${s3.year}.`,
      key: 'targets'
    });
  notedPage(ctx, blocks);
}

function energyPage(ctx, co, st) {
  const l = co.latest;
  const gwp = st.gwp === 'AR4' ? 'Fourth Assessment Report (AR4)' : 'Sixth Assessment Report (AR6)';
  heading(ctx, 'Energy, intensity and method');
  notedPage(ctx, [
    {
      text:
        'Renewable electricity covers a growing part of the energy we use^, and gas is next: two boilers will be ' +
        'replaced by heat pumps in the coming year.',
      notes: [
        {
          text: `Energy consumed in ${l}, share of total: ${st.shares.map((x) => `${x.label} ${x.pct} %`).join('; ')}.`,
          key: 'shares'
        }
      ]
    },
    {
      text:
        'We also track our emissions against revenue, so that growth and decarbonisation can be read side by ' +
        'side^.',
      notes: [
        {
          text:
            `Revenue ${l}: EUR ${n(co.revenue)} million. Scope 1 and 2 (market-based) intensity: ` +
            `${fmtDec(st.intensity.value, 1)} t CO₂e per EUR million of revenue.`,
          key: 'intensity'
        }
      ]
    },
    {
      text:
        'We collect data monthly from our sites and consolidate it under operational control; an independent ' +
        'firm gave limited assurance on our Scope 1 and 2 emissions^.',
      key: 'methodology',
      notes: [
        {
          text:
            `Calculated with the GHG Protocol; CO₂ equivalents with the 100-year GWPs of the IPCC ${gwp}. Scope 2 ` +
            'market-based uses supplier factors and residual mixes; the total adds Scope 1, market-based Scope 2 ' +
            'and Scope 3.',
          key: 'methodology'
        }
      ]
    }
  ]);
}

const footnoteFigures = {
  name: 'footnote_figures',
  heldOut: false, // spent: scored once (2026-11-29 02:15 UTC), now tuned on
  about:
    'a narrative report with no data table: the running text gives changes and superscript numbers, the figures ' +
    'stand in numbered notes at the foot of each page ("Scope 3 emissions, t CO₂e: 2025: …; 2024: …")',
  errors: ['progress_contradicted', 'yoy_contradicted', 'total_not_sum'],
  render(ctx, co, st) {
    scopesPage(ctx, co, st);
    newPage(ctx);
    valueChainPage(ctx, co, st);
    newPage(ctx);
    targetsPage(ctx, co, st);
    newPage(ctx);
    energyPage(ctx, co, st);
    newPage(ctx);
    otherMetrics(ctx, co, style());
  }
};

export const FOOTNOTE_FIGURES_FAMILIES = [footnoteFigures];
