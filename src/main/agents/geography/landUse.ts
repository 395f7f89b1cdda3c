/**
 * Land-use claims (reforestation, restored land, site closures) seen from above: when the analyst
 * switched satellite imagery on and the claim's place is small enough to look at, the clearest scene
 * of the claim's earlier year and of its later year over a box around the place, and the mean NDVI of
 * each (red and near-infrared bands). Greening supports a claim of planting or restoration, browning
 * goes against it; a closure or a change too small to tell is recorded without a stance. A coarse box
 * around a city is not the site itself, so a stance from imagery is never more than medium confidence.
 */
import type { Claim } from '../../../shared/domain/claim';
import type { BBox, ImageryProvider, NdviReading, Scene } from '../../evidence/types';

export type LandUseKind = 'greening' | 'closure' | 'protection';

const KINDS: ReadonlyArray<[LandUseKind, RegExp]> = [
  [
    'greening',
    /\b(?:re-?forest\w*|afforest\w*|tree[- ]planting|planted\s+(?:[\d,.]+\s+(?:million\s+)?)?(?:trees|saplings|hectares)|trees?\s+planted|restor(?:ed|ing|ation)\s+(?:of\s+)?(?:[\d,.]+\s+)?(?:hectares|ha|acres|land|forests?|mangroves?|wetlands?|habitats?|peatlands?)|rewild\w*|mangrove\s+(?:restoration|planting)|green(?:ed|ing)\s+of)\b/iu
  ],
  [
    'closure',
    /\b(?:clos(?:ed|ure\s+of|ing)\s+(?:(?:our|the|its|a|two|three|\d+)\s+)?(?:[\w-]+\s+)?(?:plants?|sites?|mines?|factor(?:y|ies)|facilit(?:y|ies)|refiner(?:y|ies)|power\s+stations?)|decommission\w*|site\s+(?:closure|rehabilitation)|mine\s+(?:closure|rehabilitation))\b/iu
  ],
  [
    'protection',
    /\b(?:protected\s+areas?|biodiversity\s+(?:sites?|areas?|offsets?)|conservation\s+areas?|no[- ]deforestation|deforestation[- ]free|zero[- ]deforestation)\b/iu
  ]
];

export function landUseKind(text: string): LandUseKind | null {
  return KINDS.find(([, re]) => re.test(text))?.[0] ?? null;
}

/** The years to compare: the claim's earliest and latest years, or the three years before its latest. */
export function comparisonYears(claim: Pick<Claim, 'text'>, now: number): { before: number; after: number } {
  const years = [...claim.text.matchAll(/\b(20[0-4]\d)\b/gu)]
    .map((m) => Number(m[1]))
    .filter((y) => y >= 2016 && y <= now);
  const after = years.length ? Math.max(...years) : now - 1;
  const before = years.length > 1 ? Math.min(...years) : after - 3;
  return { before: Math.max(2016, before), after };
}

/** NDVI change that counts as greening or browning (mean over the box). */
export const NDVI_CHANGE = 0.05;

export interface ImageryComparison {
  before: NdviReading & { scene: Scene };
  after: NdviReading & { scene: Scene };
  change: number;
  /** true greening supports, false browning contradicts, null neither / not a greening claim. */
  stance: boolean | null;
}

async function clearest(
  imagery: ImageryProvider,
  bbox: BBox,
  year: number,
  signal?: AbortSignal
): Promise<Scene | null> {
  // The growing season of the hemisphere the box stands in, where the vegetation signal is strongest.
  const south = (bbox[1] + bbox[3]) / 2 < 0;
  const [from, to] = south ? [`${year}-12-01`, `${year + 1}-03-31`] : [`${year}-06-01`, `${year}-09-30`];
  const scenes = await imagery.scenes(
    { bbox, from, to, maxCloud: 30, limit: 10 },
    { purpose: 'imagery:scenes', ...(signal ? { signal } : {}) }
  );
  return [...scenes].sort((a, b) => (a.cloudCover ?? 100) - (b.cloudCover ?? 100))[0] ?? null;
}

/** Before/after NDVI over `bbox`, or the reason there is none (no scene in one of the years). */
export async function compareImagery(
  imagery: ImageryProvider,
  bbox: BBox,
  kind: LandUseKind,
  years: { before: number; after: number },
  signal?: AbortSignal
): Promise<ImageryComparison | { missing: string }> {
  const [sb, sa] = [
    await clearest(imagery, bbox, years.before, signal),
    await clearest(imagery, bbox, years.after, signal)
  ];
  if (!sb || !sa) return { missing: `no scene under 30 % cloud in ${!sb ? years.before : years.after}` };
  const opts = { purpose: 'imagery:ndvi', ...(signal ? { signal } : {}) };
  const before = { ...(await imagery.ndvi(sb, bbox, opts)), scene: sb };
  const after = { ...(await imagery.ndvi(sa, bbox, opts)), scene: sa };
  const change = Math.round((after.mean - before.mean) * 1000) / 1000;
  const stance = kind !== 'greening' || Math.abs(change) < NDVI_CHANGE ? null : change > 0;
  return { before, after, change, stance };
}
