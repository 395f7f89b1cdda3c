/**
 * The Geography specialist (issue 15 item 4): where each claim routed to it is, and, for land-use
 * claims, what the land looks like. Offline it resolves the places a claim names in the corpus
 * gazetteer and says what it did not check; with geocoding on it looks up the finer names the
 * gazetteer lacks (only the name leaves the machine); with satellite imagery on it compares NDVI before
 * and after over a small box around the site. On re-investigation the Judge's refined queries are read
 * for places too, and each finding records its cycle. Requests about a claim are answered with what
 * was located.
 */
import type { Claim } from '../../../shared/domain/claim';
import type { FindingOf } from '../../../shared/domain/finding';
import { GeographyEvidenceSchema } from '../../../shared/domain/findingDetails';
import { loadGazetteer, type Gazetteer } from '../../corpus/gazetteer';
import { companyName } from '../companyName';
import { answerFromFindings, findingContext, perClaim, type FindingContext } from '../kit';
import type { SpecialistAgent, SpecialistContext, SpecialistInput, SpecialistOutput } from '../specialist';
import { geographyFinding, type GeoOutcome } from './finding';
import { compareImagery, comparisonYears, landUseKind } from './landUse';
import { locateClaim } from './locate';

async function investigateClaim(
  claim: Claim,
  input: SpecialistInput,
  gazetteer: Gazetteer,
  ctx: SpecialistContext,
  at: FindingContext<'geography'>
): Promise<FindingOf<'geography'>> {
  const queries = input.queries[claim.id] ?? [];
  const read = queries.length ? { ...claim, text: [claim.text, ...queries].join(' ') } : claim;
  const { geocoder, imagery } = ctx.evidence;
  const places = await locateClaim(read, gazetteer, { company: companyName(ctx.report), geocoder, signal: ctx.signal });
  const landUse = landUseKind(claim.text);
  const site = places.located.find((l) => l.bbox && l.precision !== 'country');
  let compared: GeoOutcome['imagery'] = null;
  if (landUse && imagery && site?.bbox) {
    try {
      compared = await compareImagery(
        imagery,
        site.bbox,
        landUse,
        comparisonYears(claim, new Date().getUTCFullYear()),
        ctx.signal
      );
    } catch (err) {
      ctx.signal.throwIfAborted();
      compared = { missing: `the imagery provider failed (${err instanceof Error ? err.message : String(err)})` };
    }
  }
  return geographyFinding(
    claim,
    { places, landUse, imagery: compared, geocoderOn: geocoder !== null, imageryOn: imagery !== null },
    at
  );
}

/** What the offline gazetteer holds and which outside providers are on, said before any claim is read. */
function opening(claims: number, gazetteer: Gazetteer, ctx: SpecialistContext): string {
  const { geocoder, imagery } = ctx.evidence;
  const { countries, cities, regions } = gazetteer.counts;
  const finer = geocoder ? `, ${geocoder.label} for finer names` : '; geocoding is off';
  const seen = imagery ? `, ${imagery.label} for land-use claims` : '; satellite imagery is off';
  return (
    `Locating the places named in ${claims} claim(s) with the offline gazetteer ` +
    `(${countries} countries, ${cities} cities, ${regions} regions)${finer}${seen}.`
  );
}

async function investigate(input: SpecialistInput, ctx: SpecialistContext): Promise<SpecialistOutput> {
  const gazetteer = loadGazetteer();
  const at = findingContext('geography', input, ctx);
  const findings = await perClaim(ctx, input.claims, (claim) => investigateClaim(claim, input, gazetteer, ctx, at), {
    opening: opening(input.claims.length, gazetteer, ctx),
    closing: (found) => {
      const located = found.filter((f) => f.details.locations.length).length;
      const seen = found.filter((f) => f.evidenceType === GeographyEvidenceSchema.enum.imagery_comparison).length;
      return `Located places for ${located} of ${found.length} claim(s)${seen ? `; compared imagery for ${seen}` : ''}.`;
    }
  });
  const infoResponses = await answerFromFindings(input.inbox, findings, {
    from: 'geography',
    noClaim: 'Geography answers about the places of a claim; this request names no claim.',
    nothingOn: 'Geography was not asked to locate that claim in this cycle, so it has nothing on it.'
  });
  return { findings, infoResponses };
}

export function createGeographyAgent(): SpecialistAgent {
  return {
    id: 'geography',
    description:
      'Resolves the places claims name (offline gazetteer; geocoding and satellite imagery when switched on)',
    investigate
  };
}
