/**
 * Intensity recomputed (issue 26): when the report prints an emission intensity per million of revenue
 * ("Our Scope 1 and 2 (market-based) emission intensity was 186.0 t CO₂e per EUR million of revenue",
 * or a table row "Scope 1+2 intensity (t CO2e/EUR million) — 2024 186.0"), names its numerator (the
 * scopes printed with it) and also prints that numerator and its revenue for the same year, the
 * intensity is recomputed: numerator (series.ts: Scopes 1+2 added up from its parts when needed) over
 * revenue in millions. Within 1 % (or half the last printed digit, when coarser) it passes; beyond it
 * fails naming the intensity, the numerator, the revenue and their pages. A numerator or revenue
 * stated twice with different values is tried both ways, as the progress check does.
 */
import type { ClaimFigure } from '../../../shared/domain/claim';
import type { CheckValue, MetricCheck } from '../../../shared/domain/findingDetails';
import type { GhgBasis, GhgKind } from '../../facts/ghg';
import type { GhgObservation, StatedText } from '../../facts/inventory';
import { GHG_LABEL as LABEL, fmtTonnes } from './checkTypes';
import { ghgParagraphs } from './metricCheck';
import { seriesValues, type SeriesValue } from './series';
import { fiscalYearsAsEnds } from '../../facts/dates';

type Currency = 'EUR' | 'USD' | 'GBP';

interface Intensity {
  value: number;
  raw: string;
  currency: Currency;
  kind: GhgKind;
  basis?: GhgBasis;
  year?: number;
  src: StatedText;
}

interface Revenue {
  millions: number;
  currency: Currency;
  year: number;
  src: StatedText;
}

const CURRENCY: Record<string, Currency> = {
  eur: 'EUR',
  '€': 'EUR',
  euro: 'EUR',
  euros: 'EUR',
  usd: 'USD',
  $: 'USD',
  gbp: 'GBP',
  '£': 'GBP',
  pounds: 'GBP'
};
/** "t CO₂e per EUR million", "t CO2e/EUR m", "tonnes CO2e per million euros". */
const PER_REVENUE = new RegExp(
  String.raw`^\s*(?:co[2₂]e?\s*)?(?:\/|per)\s*(?:(eur|€|usd|\$|gbp|£)\s*(?:m|mn|million)\b|` +
    String.raw`(?:m|mn|million)\s*(eur|€|euros?|usd|\$|gbp|pounds))`,
  'iu'
);
const ROW_PER_REVENUE = /\(\s*t\s*co[2₂]e?\s*\/\s*(eur|€|usd|\$|gbp|£)\s*(?:m|mn|million)\s*\)/iu;
const INTENSITY_WORD = /\bintensit(?:y|ies)\b/iu;
const REVENUE_WORD = /\b(?:revenues?|net sales|turnover)\b/iu;
const SCOPE_KIND: Record<string, GhgKind> = { '1': 'scope1', '2': 'scope2', '3': 'scope3', '1,2': 'scope1_2' };
const YEAR_IN = /\b(?:in|for|during)\s+(?:FY\s?|fiscal\s+(?:year\s+)?)?((?:19|20)\d\d)\b/iu;
const TOLERANCE = 0.01;

const currencyOf = (token: string | undefined): Currency | undefined =>
  token ? CURRENCY[token.toLowerCase()] : undefined;
const basisOf = (text: string): GhgBasis | undefined =>
  /market[- ]based/iu.test(text) ? 'market' : /location[- ]based/iu.test(text) ? 'location' : undefined;

function intensity(src: StatedText, f: ClaimFigure, currency: Currency, year?: number): Intensity | undefined {
  const kind = SCOPE_KIND[[...f.scopes].sort().join(',')];
  if (!kind) return undefined;
  const basis = basisOf(src.text.slice(0, f.start));
  // The number as printed, without its unit ("186.0 t CO₂e" → "186.0").
  const raw = /\d[\d.,]*/u.exec(f.raw)?.[0] ?? f.raw;
  return { value: f.value, raw, currency, kind, src, ...(basis ? { basis } : {}), ...(year ? { year } : {}) };
}

/** The intensities per million of revenue a text states with the scopes of their numerator. */
function intensitiesIn(src: StatedText): Intensity[] {
  const row = ROW_PER_REVENUE.exec(src.text);
  if (row && src.text.includes(' — ') && INTENSITY_WORD.test(src.text)) {
    const currency = currencyOf(row[1])!;
    return src.figures.flatMap((f) => (f.year !== undefined ? (intensity(src, f, currency, f.year) ?? []) : []));
  }
  if (!INTENSITY_WORD.test(src.text)) return [];
  return src.figures.flatMap((f) => {
    if (f.unit !== 'tCO2e') return [];
    const per = PER_REVENUE.exec(src.text.slice(f.end));
    const currency = currencyOf(per?.[1] ?? per?.[2]);
    if (!currency) return [];
    const year = f.year ?? Number(YEAR_IN.exec(fiscalYearsAsEnds(src.text))?.[1] ?? NaN);
    return intensity(src, f, currency, Number.isFinite(year) ? year : undefined) ?? [];
  });
}

/** Revenue a text states in a currency, with its year. */
function revenuesIn(src: StatedText): Revenue[] {
  if (!REVENUE_WORD.test(src.text)) return [];
  const sentenceYear = Number(YEAR_IN.exec(fiscalYearsAsEnds(src.text))?.[1] ?? NaN);
  return src.figures.flatMap((f) => {
    const currency = currencyOf(f.unit);
    const year = f.year ?? sentenceYear;
    // The revenue word is the row's label, or stands just before its amount in the same sentence
    // ("Revenue in 2024 was EUR 4,858 million").
    const row = src.text.indexOf(' — ');
    const before =
      row >= 0 && row < f.start
        ? src.text.slice(0, row)
        : src.text
            .slice(Math.max(0, f.start - 60), f.start)
            .split(/[.;](?=\s)/u)
            .at(-1)!;
    const named = REVENUE_WORD.test(before);
    if (!currency || !named || !Number.isFinite(year) || f.value < 1e6) return [];
    return [{ millions: f.value / 1e6, currency, year, src }];
  });
}

const fmt = (n: number, d = 1): string => n.toLocaleString('en-US', { maximumFractionDigits: d });
/** Half a unit of the last printed digit, relative to the value ("186.0" → 0.05 / 186). */
function printedHalfStep(raw: string, value: number): number {
  const decimals = /\d[.,](\d+)\b/u.exec(raw)?.[1]?.length ?? 0;
  return value ? (0.5 * 10 ** -decimals) / Math.abs(value) : 0;
}

function numeratorValues(v: SeriesValue, year: number): CheckValue[] {
  return v.from.map((o: GhgObservation) => ({
    label: `${LABEL[o.kind]}${o.basis ? ` (${o.basis}-based)` : ''}, ${year}`,
    value: o.tonnes,
    unit: 't CO2e',
    role: 'input',
    page: o.page,
    rects: o.rects.map((r) => ({ ...r })),
    ...(o.source.kind === 'claim' ? { claimId: o.source.claimId } : {})
  }));
}

const place = (src: StatedText) => ({
  page: src.page,
  rects: src.rects.map((r) => ({ ...r })),
  ...(src.source.kind === 'claim' ? { claimId: src.source.claimId } : {})
});

const pagesOf = (obs: readonly GhgObservation[]): string => {
  const pages = [...new Set(obs.map((o) => o.page))].sort((a, b) => a - b);
  return `${pages.length > 1 ? 'pp.' : 'p.'} ${pages.join(', ')}`;
};

function recompute(i: Intensity, year: number, nums: SeriesValue[], revs: Revenue[]): MetricCheck {
  const name = `${LABEL[i.kind]}${i.basis ? ` (${i.basis}-based)` : ''}`;
  const unit = `t CO2e/${i.currency} million`;
  const tol = Math.max(TOLERANCE, printedHalfStep(i.raw, i.value));
  const readings = nums.flatMap((n) => revs.map((r) => ({ n, r, computed: n.tonnes / r.millions })));
  const ok = (c: number) => Math.abs(c - i.value) <= tol * Math.abs(i.value) + 1e-9;
  const values: CheckValue[] = [
    { label: `stated intensity, ${year}`, value: i.value, unit, role: 'tested', ...place(i.src) },
    ...nums.flatMap((n) => numeratorValues(n, year)),
    ...revs.map((r): CheckValue => ({
      label: `revenue, ${year}`,
      value: r.millions,
      unit: `${i.currency} million`,
      role: 'input',
      ...place(r.src)
    }))
  ];
  const computation = readings
    .map((x) => `${fmtTonnes(x.n.tonnes)} t / ${fmt(x.r.millions)} ${i.currency} m = ${fmt(x.computed, 2)}`)
    .join('; ')
    .concat(`; stated ${i.raw} (± ${fmt(tol * 100, 2)} %)`);
  const base = {
    checkName: 'intensity_recomputed' as const,
    values,
    computation,
    tolerance: tol,
    ifrsParagraphs: ghgParagraphs(i.kind, i.basis),
    sources: []
  };
  const where = (x: (typeof readings)[number]) =>
    `${fmtTonnes(x.n.tonnes)} t CO2e of ${name} (${pagesOf(x.n.from)}) over ` +
    `${i.currency} ${fmt(x.r.millions)} million of revenue (p. ${x.r.src.page}) gives ${fmt(x.computed, 2)}`;
  if (readings.every((x) => ok(x.computed)))
    return {
      ...base,
      result: 'pass',
      severity: 'low',
      message:
        `The ${name} intensity of ${i.raw} per ${i.currency} million (p. ${i.src.page}, ${year}) agrees with ` +
        `its parts: ${readings.map(where).join('; ')}.`
    };
  if (readings.some((x) => ok(x.computed)))
    return {
      ...base,
      values: values.map((v) => ({ ...v, role: 'input' as const })),
      result: 'inconclusive',
      severity: 'low',
      message:
        `The ${name} intensity of ${i.raw} (p. ${i.src.page}, ${year}) cannot be recomputed once: its numerator ` +
        `or revenue is stated with different values (${readings.map(where).join('; ')}).`
    };
  return {
    ...base,
    result: 'fail',
    severity: 'medium',
    message:
      `Page ${i.src.page} states a ${name} intensity of ${i.raw} t CO2e per ${i.currency} million for ${year}, ` +
      `but ${readings.map(where).join('; or ')}.`
  };
}

/** One check per stated intensity per million of revenue whose numerator and revenue the report prints. */
export function checkIntensityRecomputed(
  stated: readonly StatedText[],
  inventory: readonly GhgObservation[]
): MetricCheck[] {
  const revenues = stated.flatMap(revenuesIn);
  const out: MetricCheck[] = [];
  for (const i of stated.flatMap(intensitiesIn)) {
    const years = i.year !== undefined ? [i.year] : [...new Set(revenues.map((r) => r.year))].sort().reverse();
    const year = years.find(
      (y) =>
        revenues.some((r) => r.year === y && r.currency === i.currency) &&
        seriesValues(inventory, { kind: i.kind, ...(i.basis ? { basis: i.basis } : {}) }, y).length > 0
    );
    if (year === undefined) continue;
    const nums = seriesValues(inventory, { kind: i.kind, ...(i.basis ? { basis: i.basis } : {}) }, year);
    const revs = revenues.filter((r) => r.year === year && r.currency === i.currency);
    const distinctRevs = revs.filter((r, k) => revs.findIndex((s) => Math.abs(s.millions - r.millions) < 1e-6) === k);
    out.push(recompute(i, year, nums, distinctRevs));
  }
  return out;
}
