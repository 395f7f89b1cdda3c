// Evaluation reports (held out, written blind): a German group's bilingual report — German text on the left,
// English on the right; tables with two-line labels (German over English), German number format in the tables
// ("1.234,5" thousand tonnes with one decimal, "4,3 %"), a unit column "Tsd. t CO₂e / '000 t CO₂e" and the base
// year as the first year column "(Basisjahr / base year)". The company is rounded to 100 t so one decimal of
// thousands prints it exactly.
import { fmtDec, fmtInt } from '../lib/model.mjs';
import { newPage, mark } from '../lib/pdf.mjs';
import { grid } from '../lib/draw.mjs';
import { pairPara, pairHeading, both } from '../lib/bilingual.mjs';
import { style, otherMetrics } from '../lib/sections.mjs';

const kt = (v) => fmtDec(v / 1000, 1, { dec: ',', sep: '.' });
const deT = (v) => `${fmtInt(v, { sep: '.' })} t CO₂e`;
const enT = (v) => `${fmtInt(v)} t CO₂e`;
const dePct = (v) => `${fmtDec(v, 1, { dec: ',' })} %`;
const KT = both('Tsd. t CO₂e', "'000 t CO₂e");

const CAT_DE = {
  1: 'Eingekaufte Waren und Dienstleistungen',
  2: 'Kapitalgüter',
  3: 'Brennstoff- und energiebezogene Aktivitäten',
  4: 'Vorgelagerter Transport und Verteilung',
  5: 'Abfall im Betrieb',
  6: 'Geschäftsreisen',
  7: 'Pendeln der Mitarbeitenden',
  9: 'Nachgelagerter Transport und Verteilung',
  11: 'Nutzung der verkauften Produkte',
  12: 'Behandlung verkaufter Produkte am Lebensende'
};
const SHARE_DE = ['Erneuerbarer Strom', 'Erdgas', 'Sonstige Brennstoffe'];

function opening(ctx, co, st) {
  const l = co.latest;
  const y = st.yoy;
  const fell = y.pct <= 0;
  pairHeading(ctx, `Nachhaltigkeitsbericht ${l}`, `Sustainability Report ${l}`, 17);
  pairPara(
    ctx,
    `Die ${co.name} ist ein für Testzwecke erfundenes Unternehmen. Dieser Bericht umfasst das Geschäftsjahr ${l} ` +
      'und die beiden Vorjahre und folgt dem Corporate Standard des GHG Protocol.',
    `${co.name} is a fictitious company invented for testing. This report covers the financial year ${l} and ` +
      'the two years before it and follows the GHG Protocol Corporate Standard.'
  );
  pairPara(
    ctx,
    `Im Jahr ${l} ${fell ? 'sanken' : 'stiegen'} unsere Scope-1-Emissionen gegenüber ${y.from} um ` +
      `${dePct(Math.abs(y.pct))}, vor allem weil zwei Standorte von Heizöl auf Wärmepumpen umgestellt haben.`,
    `In ${l}, our Scope 1 emissions ${fell ? 'fell' : 'rose'} by ${fmtDec(Math.abs(y.pct), 1)}% compared with ` +
      `${y.from}, mainly because two sites switched from heating oil to heat pumps.`,
    'yoy'
  );
  pairPara(
    ctx,
    `Unsere direkten Emissionen (Scope 1) betrugen ${l} ${deT(st.proseS1)}.`,
    `Our direct (Scope 1) emissions were ${enT(st.proseS1)} in ${l}.`,
    'proseS1'
  );
  pairPara(
    ctx,
    'Der Vorstand befasst sich zweimal im Jahr mit Klimafragen. Klimarisiken sind Teil des Risikoregisters ' +
      'des Konzerns; die variable Vergütung des Vorstands hängt teilweise an den unten genannten Zielen.',
    'The Executive Board reviews climate matters twice a year. Climate risks are part of the group risk ' +
      'register; the variable pay of the Executive Board is linked in part to the targets below.'
  );
}

function inventory(ctx, co, st) {
  const tb = st.table;
  const years = [co.baseYear, ...co.years];
  const row = (de, en, v) => [both(de, en), KT, ...years.map((y) => kt(v[y]))];
  pairHeading(ctx, 'Treibhausgasemissionen', 'Greenhouse gas emissions');
  pairPara(
    ctx,
    'Wir erfassen die Emissionen aller Standorte unter operativer Kontrolle. Scope 2 weisen wir standort- und ' +
      'marktbasiert aus; die Summe enthält Scope 2 marktbasiert.',
    'We report the emissions of all sites under operational control. Scope 2 is reported location-based and ' +
      'market-based; the total includes market-based Scope 2.'
  );
  grid(ctx, {
    caption: 'THG-Emissionen / GHG emissions',
    header: [
      [
        both('Kennzahl', 'Indicator'),
        both('Einheit', 'Unit'),
        `${co.baseYear}\n(Basisjahr / base year)`,
        ...co.years.map(String)
      ]
    ],
    rows: [
      row('Scope-1-Emissionen (direkt)', 'Scope 1 emissions (direct)', tb.s1),
      row('Scope-2-Emissionen (standortbasiert)', 'Scope 2 emissions (location-based)', tb.s2l),
      row('Scope-2-Emissionen (marktbasiert)', 'Scope 2 emissions (market-based)', tb.s2m),
      row('Scope-3-Emissionen (weitere indirekte)', 'Scope 3 emissions (other indirect)', tb.s3),
      row('THG-Emissionen gesamt', 'Total GHG emissions', tb.total)
    ],
    widths: [0.36, 0.13, 0.15, 0.12, 0.12, 0.12],
    aligns: ['left', 'left', 'right', 'right', 'right', 'right'],
    size: 8,
    key: 'ghgTable'
  });
}

function categories(ctx, co, st) {
  pairHeading(ctx, 'Scope-3-Emissionen nach Kategorien', 'Scope 3 emissions by category');
  grid(ctx, {
    header: [[both('Kategorie', 'Category'), both('Einheit', 'Unit'), String(co.latest)]],
    rows: [
      ...st.categories.map((c) => [both(`${c.n}. ${CAT_DE[c.n]}`, `${c.n}. ${c.label}`), KT, kt(c.value)]),
      [{ text: both('Scope 3 gesamt', 'Total Scope 3'), bold: true }, KT, kt(st.s3Total)]
    ],
    widths: [0.62, 0.18, 0.2],
    aligns: ['left', 'left', 'right'],
    size: 8,
    key: 'categories'
  });
}

function targets(ctx, co, st) {
  const b = co.baseYear;
  const [interim, final, s3] = st.targets;
  pairHeading(ctx, 'Ziele und Fortschritt', 'Targets and progress');
  const label = (tg) =>
    tg.scope === 'Scope 3'
      ? both('Scope 3 (absolut)', 'Scope 3 (absolute)')
      : both('Scope 1 und 2 (absolut)', 'Scope 1 and 2 (absolute)');
  grid(ctx, {
    header: [
      [
        both('Ziel', 'Target'),
        both('Basisjahr', 'Base year'),
        both('Zieljahr', 'Target year'),
        both('Minderung', 'Reduction')
      ]
    ],
    rows: st.targets.map((tg) => [label(tg), String(b), String(tg.year), `${tg.pct} %`]),
    widths: [0.46, 0.18, 0.18, 0.18],
    size: 8,
    key: 'targets'
  });
  pairPara(
    ctx,
    `Wir wollen die absoluten Scope-1- und Scope-2-Emissionen gegenüber dem Basisjahr ${b} bis ${interim.year} um ` +
      `${interim.pct} % und bis ${final.year} um ${final.pct} % senken, die Scope-3-Emissionen bis ${s3.year} um ` +
      `${s3.pct} %.`,
    `We aim to cut absolute Scope 1 and 2 emissions by ${interim.pct}% by ${interim.year} and by ${final.pct}% by ` +
      `${final.year} against the ${b} base year, and Scope 3 emissions by ${s3.pct}% by ${s3.year}.`,
    'targets'
  );
  pairPara(
    ctx,
    `Im Basisjahr ${b} betrugen unsere Scope-1-Emissionen ${deT(st.baseStated.value)}, die marktbasierten ` +
      `Scope-2-Emissionen ${deT(st.table.s2m[b])}.`,
    `In the ${b} base year, our Scope 1 emissions were ${enT(st.baseStated.value)} and our market-based Scope 2 ` +
      `emissions ${enT(st.table.s2m[b])}.`,
    'targets'
  );
  const p = st.progress.pct;
  pairPara(
    ctx,
    `${co.latest} lagen die Scope-1- und Scope-2-Emissionen (marktbasiert) um ${dePct(Math.abs(p))} ` +
      `${p <= 0 ? 'unter' : 'über'} dem Basisjahr ${b}.`,
    `In ${co.latest}, Scope 1 and 2 emissions (market-based) were ${fmtDec(Math.abs(p), 1)}% ` +
      `${p <= 0 ? 'below' : 'above'} the ${b} base year.`,
    'progress'
  );
  if (st.s3TargetRestated != null)
    pairPara(
      ctx,
      `Für unser Scope-3-Ziel von ${st.s3TargetRestated} % bis ${s3.year} arbeiten wir eng mit Lieferanten.`,
      `We work closely with suppliers on our Scope 3 target of ${st.s3TargetRestated}% by ${s3.year}.`,
      'targets'
    );
}

function energyAndIntensity(ctx, co, st) {
  const l = co.latest;
  const iv = st.intensity.value;
  pairHeading(ctx, 'Intensität und Energie', 'Intensity and energy');
  pairPara(
    ctx,
    `Der Umsatz betrug ${l} ${fmtInt(co.revenue, { sep: '.' })} Mio. EUR. Die THG-Intensität (Scope 1 und 2, ` +
      `marktbasiert) lag bei ${fmtDec(iv, 1, { dec: ',' })} t CO₂e je Mio. EUR Umsatz.`,
    `Revenue in ${l} was EUR ${fmtInt(co.revenue)} million. Scope 1 and 2 (market-based) GHG intensity was ` +
      `${fmtDec(iv, 1)} t CO₂e per EUR million of revenue.`,
    'intensity'
  );
  const total = st.shares.reduce((a, x) => a + x.pct, 0);
  grid(ctx, {
    caption: `Energiemix / Energy mix ${l}`,
    header: [[both('Energieträger', 'Energy source'), both('Anteil am Energieverbrauch', 'Share of energy use')]],
    rows: [
      ...st.shares.map((x, i) => [both(SHARE_DE[i], x.label[0].toUpperCase() + x.label.slice(1)), `${x.pct} %`]),
      [{ text: both('Summe', 'Total'), bold: true }, `${total} %`]
    ],
    widths: [0.6, 0.4],
    size: 8,
    key: 'shares'
  });
}

function methodology(ctx, st) {
  const de = st.gwp === 'AR4' ? 'Vierten Sachstandsberichts (AR4)' : 'Sechsten Sachstandsberichts (AR6)';
  const en = st.gwp === 'AR4' ? 'Fourth Assessment Report (AR4)' : 'Sixth Assessment Report (AR6)';
  pairHeading(ctx, 'Methodik', 'Methodology');
  mark(ctx, 'methodology');
  pairPara(
    ctx,
    'Die Emissionen berechnen wir nach dem GHG Protocol. CO₂-Äquivalente beruhen auf den Treibhauspotenzialen ' +
      `über 100 Jahre (GWP-100) des ${de} des IPCC. Die Summe ist Scope 1 plus Scope 2 marktbasiert plus Scope 3. ` +
      'Ein unabhängiger Prüfer hat Scope 1 und 2 mit begrenzter Sicherheit geprüft.',
    'We calculate emissions with the GHG Protocol. CO₂ equivalents use the 100-year global warming potentials ' +
      `(GWP-100) of the IPCC ${en}. The total is Scope 1 plus market-based Scope 2 plus Scope 3. An ` +
      'independent auditor gave limited assurance on Scope 1 and 2.',
    'methodology'
  );
}

const bilingualTable = {
  name: 'bilingual_de_en',
  heldOut: false, // spent: scored once (2026-11-29 02:15 UTC), now tuned on
  company: { step: 100 },
  about:
    'a German/English bilingual report: German text left, English right; tables with German-over-English ' +
    'labels, German number format ("1.234,5" thousand tonnes, "4,3 %"), a unit column and the base year first',
  errors: ['wrong_unit', 'base_year_conflict', 'shares_over_100'],
  render(ctx, co, st) {
    opening(ctx, co, st);
    newPage(ctx);
    inventory(ctx, co, st);
    categories(ctx, co, st);
    newPage(ctx);
    targets(ctx, co, st);
    newPage(ctx);
    energyAndIntensity(ctx, co, st);
    methodology(ctx, st);
    otherMetrics(ctx, co, style());
  }
};

export const BILINGUAL_FAMILIES = [bilingualTable];
