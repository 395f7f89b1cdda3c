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
import type { FindingOf, InfoRequest, InfoResponse } from '../../../shared/domain/finding';
import { loadGazetteer, type Gazetteer } from '../../corpus/gazetteer';
import { companyName } from '../companyName';
import type { SpecialistAgent, SpecialistContext, SpecialistInput, SpecialistOutput } from '../specialist';
import { geographyFinding, type GeoOutcome } from './finding';
import { compareImagery, comparisonYears, landUseKind } from './landUse';
import { locateClaim } from './locate';

async function investigateClaim(
  claim: Claim,
  input: SpecialistInput,
  gazetteer: Gazetteer,
  ctx: SpecialistContext
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
    {
      runId: ctx.runId,
      reportId: ctx.reportId,
      cycle: input.cycle,
      engine: ctx.engine
    }
  );
}

function answer(inbox: readonly InfoRequest[], findings: readonly FindingOf<'geography'>[]): InfoResponse[] {
  return inbox.map((q) => {
    const f = findings.find((x) => x.claimId === q.claimId);
    return {
      requestId: q.id,
      from: 'geography',
      answer: f
        ? f.summary
        : q.claimId
          ? 'Geography was not asked to locate that claim in this cycle, so it has nothing on it.'
          : 'Geography answers about the places of a claim; this request names no claim.',
      findingIds: f ? [f.id] : []
    };
  });
}

async function investigate(input: SpecialistInput, ctx: SpecialistContext): Promise<SpecialistOutput> {
  const gazetteer = loadGazetteer();
  const { geocoder, imagery } = ctx.evidence;
  ctx.emit({
    type: 'agent_thinking',
    text: `Locating the places named in ${input.claims.length} claim(s) with the offline gazetteer (${gazetteer.counts.countries} countries, ${gazetteer.counts.cities} cities, ${gazetteer.counts.regions} regions)${geocoder ? `, ${geocoder.label} for finer names` : '; geocoding is off'}${imagery ? `, ${imagery.label} for land-use claims` : '; satellite imagery is off'}.`
  });
  const findings = await ctx.mapLimit(input.claims, (claim) => investigateClaim(claim, input, gazetteer, ctx));
  const located = findings.filter((f) => f.details.locations.length).length;
  const seen = findings.filter((f) => f.evidenceType === 'imagery_comparison').length;
  ctx.emit({
    type: 'agent_thinking',
    text: `Located places for ${located} of ${findings.length} claim(s)${seen ? `; compared imagery for ${seen}` : ''}.`
  });
  return { findings, infoResponses: answer(input.inbox, findings) };
}

export function createGeographyAgent(): SpecialistAgent {
  return {
    id: 'geography',
    description:
      'Resolves the places claims name (offline gazetteer; geocoding and satellite imagery when switched on)',
    investigate
  };
}
