/**
 * One claim's Geography finding: the places resolved (each with where the point came from), what was
 * seen from above when imagery was on, and, said plainly, what was not checked and why — geocoding or
 * imagery switched off counts as "not checked", never as "nothing there". Locating a place does not
 * confirm a claim about it, so only an imagery comparison takes a stance.
 */
import type { Claim } from '../../../shared/domain/claim';
import type { FindingOf } from '../../../shared/domain/finding';
import { GeographyEvidenceSchema, type GeographyDetails } from '../../../shared/domain/findingDetails';
import type { SourceRef } from '../../../shared/domain/provenance';
import { findingBase, reportPage, type FindingContext } from '../kit';
import { NDVI_CHANGE, type LandUseKind, type ImageryComparison } from './landUse';
import type { ClaimPlaces } from './locate';

const GEOGRAPHY_VERSION = 'geography-1';

export interface GeoOutcome {
  places: ClaimPlaces;
  landUse: LandUseKind | null;
  /** The imagery comparison, the reason there is none, or null when imagery is off or not relevant. */
  imagery: ImageryComparison | { missing: string } | null;
  geocoderOn: boolean;
  imageryOn: boolean;
}

const LAND_USE_WORDS: Record<LandUseKind, string> = {
  greening: 'the planting or restoration',
  closure: 'the closure',
  protection: 'the protected or deforestation-free land'
};
const fmt = (x: number): string => x.toFixed(2);

function placesLine(p: ClaimPlaces): string {
  const named = [
    ...p.located.map(
      (l) =>
        `${l.location.name} (${l.precision === 'geocoded' ? 'geocoded' : l.precision}${l.alternatives ? `, ${l.alternatives + 1} places share the name: the largest or the one in a named country was taken` : ''})`
    ),
    ...p.regions.map((r) => `${r.name} (region of ${r.countries} countries)`)
  ];
  return named.length ? `Located ${named.join('; ')}.` : 'The claim names no place the gazetteer knows.';
}

function notChecked(o: GeoOutcome): string[] {
  const out: string[] = [];
  if (o.places.failures.length) out.push(`The geocoder failed for ${o.places.failures.join('; ')}.`);
  if (o.places.unresolved.length)
    out.push(
      o.geocoderOn
        ? `Not found by the geocoder: ${o.places.unresolved.join(', ')}.`
        : `Geocoding is off, so ${o.places.unresolved.map((n) => `"${n}"`).join(', ')} ${o.places.unresolved.length > 1 ? 'were' : 'was'} not looked up.`
    );
  if (o.landUse) {
    if (!o.imageryOn) out.push(`Satellite imagery is off: ${LAND_USE_WORDS[o.landUse]} was not checked on the ground.`);
    else if (o.imagery && 'missing' in o.imagery)
      out.push(`Imagery could not compare the years: ${o.imagery.missing}.`);
    else if (!o.imagery)
      out.push(
        `No place in the claim is small enough to look at from above, so ${LAND_USE_WORDS[o.landUse]} was not checked.`
      );
  }
  return out;
}

function imageryLine(c: ImageryComparison): string {
  const trend = c.stance === true ? 'greener' : c.stance === false ? 'less green' : 'about as green';
  return `Satellite NDVI over the site's box: ${fmt(c.before.mean)} on ${c.before.datetime.slice(0, 10)} and ${fmt(c.after.mean)} on ${c.after.datetime.slice(0, 10)} (change ${c.change >= 0 ? '+' : ''}${fmt(c.change)}): ${trend}.`;
}

function observations(o: GeoOutcome): GeographyDetails['observations'] {
  const c = o.imagery && !('missing' in o.imagery) ? o.imagery : null;
  const at = o.places.located.findIndex((l) => l.bbox);
  if (!c || at < 0) return [];
  return (['before', 'after'] as const).map((role) => {
    const r = c[role];
    return {
      kind: 'satellite_imagery' as const,
      location: at,
      provider: r.scene.collection,
      ref: r.scene.href,
      capturedOn: r.datetime.slice(0, 10),
      note: `NDVI ${fmt(r.mean)} over ${r.validPixels} pixels${r.scene.cloudCover !== null ? `, ${Math.round(r.scene.cloudCover)} % cloud` : ''}`,
      sceneId: r.scene.id,
      ndvi: r.mean,
      role,
      ...(r.scene.cloudCover !== null ? { cloudCover: r.scene.cloudCover } : {})
    };
  });
}

function details(o: GeoOutcome, c: ImageryComparison | null): GeographyDetails {
  const obs = observations(o);
  return {
    locations: o.places.located.map((l) => l.location),
    observations: obs,
    regions: o.places.regions,
    unresolved: o.places.unresolved,
    notChecked: notChecked(o),
    ...(c && obs.length && o.landUse
      ? {
          ndvi: {
            landUse: o.landUse,
            before: c.before.mean,
            after: c.after.mean,
            change: c.change,
            threshold: NDVI_CHANGE
          }
        }
      : {})
  };
}

export function geographyFinding(claim: Claim, o: GeoOutcome, at: FindingContext<'geography'>): FindingOf<'geography'> {
  const c = o.imagery && !('missing' in o.imagery) ? o.imagery : null;
  const summary = [placesLine(o.places), ...(c ? [imageryLine(c)] : []), ...notChecked(o)].join(' ');
  const sources: SourceRef[] = [
    reportPage(at.reportId, claim.sourcePage),
    ...o.places.located.map((l) => l.location.source),
    ...(c
      ? [c.before.scene, c.after.scene].map((s) => ({
          kind: 'geo' as const,
          ref: s.href,
          title: `${s.collection} ${s.datetime.slice(0, 10)}`
        }))
      : [])
  ];
  const kind = GeographyEvidenceSchema.enum;
  const evidenceType = c
    ? kind.imagery_comparison
    : o.places.located.length || o.places.regions.length
      ? kind.locations_resolved
      : kind.no_location;
  return {
    ...findingBase(at, claim.id),
    evidenceType,
    summary,
    supportsClaim: c ? c.stance : null,
    confidence: c && c.stance !== null ? 'medium' : o.places.located.length ? 'medium' : 'low',
    details: details(o, c),
    provenance: { engine: at.engine, promptVersion: GEOGRAPHY_VERSION, sources }
  };
}
