/**
 * Intensity plausibility (seed FRD 7): emission intensities the report states (t CO2e per EUR million
 * of revenue, t CO2 per tonne of cement, g CO2/km, …) against the corpus's sector bands
 * (corpus/reference/sector-intensity.json). The bands are deliberately wide plausibility ranges, not
 * performance benchmarks: inside passes (low severity); outside fails (medium) as "needs an
 * explanation" — a unit slip, a missing scope or a factor of 1000 is the usual cause. The sector is
 * the one whose keywords the report's pages name most, clearly ahead of the next; otherwise, or when
 * the sector has no band in the intensity's unit, the check is inconclusive and says why.
 */
import type { MetricCheck } from '../../../shared/domain/findingDetails';
import type { Sector as SectorBand, SectorIntensityFile } from '../../corpus/referenceSchema';
import type { PageText, StatedText } from '../../facts/inventory';

type Denominator = 'revenue_eur_m' | 'cement' | 'crude_steel' | 'aluminium' | 'km' | 'mwh' | 'boe' | 'pkm';

export interface StatedIntensity {
  value: number;
  /** Tonnes of CO2(e) per unit of the denominator. */
  tonnesPer: number;
  denominator: Denominator;
  year?: number;
  src: StatedText;
}

const MASS: Record<string, number> = { g: 1e-6, kg: 1e-3, t: 1, tonne: 1, tonnes: 1, ton: 1, tons: 1 };
const INLINE = new RegExp(
  String.raw`(\d[\d.,]*)\s*(g|kg|t|tonnes?|(?:metric\s+)?tons?)\s*(?:of\s+)?co[2₂]` +
    String.raw`e?(?:\s*eq\w*)?\s*(?:\/|per)\s*([^.;()]{1,50})`,
  'giu'
);
const DENOMINATORS: ReadonlyArray<[Denominator, RegExp]> = [
  ['revenue_eur_m', /^(?:€|eur(?:o|os)?)\s*(?:m|mn|million)\b|^(?:m|million)\s*(?:€|eur(?:o|os)?)\b/iu],
  ['cement', /^(?:t|tonnes?|ton)\s+(?:of\s+)?(?:cementitious|cement|clinker)/iu],
  ['crude_steel', /^(?:t|tonnes?|ton)\s+(?:of\s+)?(?:crude\s+)?steel/iu],
  ['aluminium', /^(?:t|tonnes?|ton)\s+(?:of\s+)?(?:primary\s+)?alumini?um/iu],
  ['km', /^(?:vehicle[- ])?km\b|^kilomet/iu],
  ['mwh', /^mwh\b/iu],
  ['boe', /^boe\b|^barrel/iu],
  ['pkm', /^(?:pkm|rpk|passenger[- ]km)/iu]
];
/** The corpus band units, by denominator, and what one band unit is in tonnes per denominator unit. */
const BAND_UNITS: Record<string, { denominator: Denominator; tonnes: number }> = {
  't CO2e / EUR million revenue': { denominator: 'revenue_eur_m', tonnes: 1 },
  't CO2 / t cementitious product': { denominator: 'cement', tonnes: 1 },
  't CO2 / t crude steel': { denominator: 'crude_steel', tonnes: 1 },
  't CO2e / t aluminium': { denominator: 'aluminium', tonnes: 1 },
  'g CO2/km': { denominator: 'km', tonnes: 1e-6 },
  'kg CO2 / MWh': { denominator: 'mwh', tonnes: 1e-3 },
  'kg CO2e / boe': { denominator: 'boe', tonnes: 1e-3 },
  'g CO2 / pkm': { denominator: 'pkm', tonnes: 1e-6 }
};
/** A table row of revenue intensity: "Total emissions/revenues (million euro) … (TONNES OF CO2e) — 2023 0.85". */
const ROW_REVENUE =
  /\/\s*revenues?\s*\((?:million|m)\s*(?:euro|eur|€)s?\)|per\s+(?:eur|€)\s*(?:m|million)\s+(?:of\s+)?revenue/iu;
const ROW_TONNES = /\b(?:tonnes?|t|metric tons?)\s*(?:of\s+)?co[2₂]e?\b/iu;

/**
 * Words right before or after an intensity that make it something other than the entity's own level: a
 * bound or a regulatory limit ("<50 g CO2/km", "the limit is 95 g CO2/km", "the 95 g CO2/km target"), a
 * change ("by a further 10.9 g", "a difference of 105 g"), or a unit of account ("EUR 95 per 1 g CO2/km").
 */
const NOT_A_LEVEL_BEFORE = new RegExp(
  String.raw`(?:[<>≤≥]|\b(?:below|under|above|over|less than|more than|at most|at least|up to|maximum|` +
    String.raw`max\.?|limit(?:s|ed)?(?:\s+(?:of|is|was|at))?|threshold(?:\s+(?:of|is))?|` +
    String.raw`by(?:\s+a(?:\s+further)?)?|difference\s+of|per|each|every))\s*$`,
  'iu'
);
const NOT_A_LEVEL_AFTER = /^\s*(?:\w+\s+){0,2}(?:limit|threshold|target|ceiling|cap)\b/iu;

/**
 * Whether an intensity is a level the entity reports, not a bound, change or unit: `before` is the text
 * ahead of its figure, `after` the text after its unit.
 */
function isStatedLevel(before: string, after: string, value: number): boolean {
  if (value === 0) return false; // "vehicles with 0 g CO2/km" defines a class; it is not a fleet's level
  return !NOT_A_LEVEL_BEFORE.test(before.slice(-24)) && !NOT_A_LEVEL_AFTER.test(after.slice(0, 30));
}

const num = (raw: string): number => Number(raw.replace(/,(?=\d{3}\b)/gu, '').replace(',', '.'));

export function intensitiesOf(stated: readonly StatedText[]): StatedIntensity[] {
  const out: StatedIntensity[] = [];
  for (const src of stated) {
    if (src.text.includes(' — ') && ROW_REVENUE.test(src.text) && ROW_TONNES.test(src.text)) {
      for (const f of src.figures)
        if (f.year !== undefined && f.unit !== '%')
          out.push({ value: f.value, tonnesPer: f.value, denominator: 'revenue_eur_m', year: f.year, src });
      continue;
    }
    for (const m of src.text.matchAll(INLINE)) {
      const per = m[3]!.trim();
      const [denominator, unitRe] = DENOMINATORS.find(([, re]) => re.test(per)) ?? [];
      const mass = MASS[m[2]!.toLowerCase().replace(/^metric\s+/u, '')];
      if (!denominator || mass === undefined) continue;
      const value = num(m[1]!);
      if (
        !isStatedLevel(
          src.text.slice(0, m.index),
          `${per.replace(unitRe!, '')} ${src.text.slice(m.index + m[0].length)}`,
          value
        )
      )
        continue;
      // The year the sentence gives the figure ("… in 2023"), as facts/ read it.
      const year = src.figures.find((f) => f.start <= m.index && m.index < f.end)?.year;
      if (Number.isFinite(value))
        out.push({ value, tonnesPer: value * mass, denominator, src, ...(year !== undefined ? { year } : {}) });
    }
  }
  return out;
}

/** The sector the report is about: most keyword hits on its pages, at least 3 and twice the runner-up. */
export function sectorOf(pages: readonly PageText[], file: SectorIntensityFile): SectorBand | undefined {
  const text = pages
    .map((p) => p.text)
    .join('\n')
    .toLowerCase();
  const scored = file.sectors
    .map((s) => ({
      s,
      hits: s.keywords.reduce(
        (n, k) =>
          n +
          (text.match(new RegExp(`\\b${k.toLowerCase().replace(/[.*+?^${}()|[\]\\]/gu, '\\$&')}\\b`, 'gu'))?.length ??
            0),
        0
      )
    }))
    .sort((a, b) => b.hits - a.hits);
  const [best, next] = scored;
  return best && best.hits >= 3 && best.hits >= 2 * (next?.hits ?? 0) ? best.s : undefined;
}

/** An intensity the corpus has no band for: what Data/Metrics asks the research agent for. */
export interface MissingBenchmark {
  intensity: StatedIntensity;
  /** The report's sector, when its pages tell it. */
  sector?: SectorBand;
}

const bandFor = (sector: SectorBand | undefined, i: StatedIntensity) =>
  sector?.metrics.find((m) => BAND_UNITS[m.unit]?.denominator === i.denominator);

/** The stated intensities no sector band covers (sector unknown, or no band in their unit). */
export function missingBenchmarks(
  stated: readonly StatedText[],
  pages: readonly PageText[],
  file: SectorIntensityFile
): MissingBenchmark[] {
  const found = intensitiesOf(stated);
  if (!found.length) return [];
  const sector = sectorOf(pages, file);
  return found.filter((i) => !bandFor(sector, i)).map((intensity) => ({ intensity, ...(sector ? { sector } : {}) }));
}

export function checkIntensities(
  stated: readonly StatedText[],
  pages: readonly PageText[],
  file: SectorIntensityFile
): MetricCheck[] {
  const found = intensitiesOf(stated);
  if (!found.length) return [];
  const sector = sectorOf(pages, file);
  return found.map((i) => {
    const where = { page: i.src.page, rects: i.src.rects.map((r) => ({ ...r })) };
    const metric = bandFor(sector, i);
    const band = metric ? BAND_UNITS[metric.unit]! : undefined;
    const inBandUnits = band ? i.tonnesPer / band.tonnes : i.value;
    const label = `intensity${i.year ? `, ${i.year}` : ''}`;
    const base = {
      checkName: 'intensity_plausibility' as const,
      ifrsParagraphs: ['S2.32'],
      computation: '',
      values: [
        { label, value: inBandUnits, ...(metric ? { unit: metric.unit } : {}), ...where, role: 'input' as const }
      ]
    };
    if (!sector)
      return {
        ...base,
        result: 'inconclusive' as const,
        severity: 'low' as const,
        sources: [],
        message:
          `An intensity of ${i.value} is stated on page ${i.src.page}, but the report's ` +
          'sector could not be told from its pages, so there is no band to compare it with.'
      };
    if (!metric)
      return {
        ...base,
        result: 'inconclusive' as const,
        severity: 'low' as const,
        sources: [],
        message:
          `An intensity of ${i.value} is stated on page ${i.src.page}; ` +
          `the ${sector.name} bands have none in its unit.`
      };
    const source = {
      kind: 'reference' as const,
      ref: `sector-intensity#${sector.id}/${metric.metric}`,
      title: `${sector.name}: ${metric.label}`
    };
    const inside = inBandUnits >= metric.low && inBandUnits <= metric.high;
    const computation = `${+inBandUnits.toPrecision(4)} ${metric.unit} vs plausible band ${metric.low}–${metric.high}`;
    return inside
      ? {
          ...base,
          computation,
          sources: [source],
          result: 'pass' as const,
          severity: 'low' as const,
          message:
            `The intensity on page ${i.src.page} (${+inBandUnits.toPrecision(4)} ${metric.unit}) ` +
            `is within the plausible band for ${sector.name} (${metric.low}–${metric.high}); the ` +
            'band is a plausibility range, not a benchmark of performance.'
        }
      : {
          ...base,
          computation,
          sources: [source],
          result: 'fail' as const,
          severity: 'medium' as const,
          message:
            `The intensity on page ${i.src.page} (${+inBandUnits.toPrecision(4)} ` +
            `${metric.unit}) lies outside the plausible band for ${sector.name} ` +
            `(${metric.low}–${metric.high}): it needs an explanation (a unit slip, a missing ` +
            'scope or a factor of 1000 are the usual causes), not a verdict on performance.'
        };
  });
}
