/**
 * Offline routing: which specialists should look at a claim, and why. A default matrix per claim type
 * (the agents the Judge expects for that type, seed FRD 11 §2.5) is widened by content rules: a
 * governance claim that cites a figure also goes to data_metrics, a named place to geography, and so
 * on. Academic/Research gets only claims with a technical assertion it can investigate (its own
 * selection cues, text/technical.ts): a strategic or environmental claim without one is not sent
 * to it, and the Judge does not expect it there (agents/expectedAgents.ts); a claim of another type
 * goes to it on a certificate, credit, target or method cue, or on scientific wording that is also a
 * technical cue. Agents this build does not have are recorded as unavailable, never silently dropped. On later
 * cycles only the Judge's re-investigation requests are routed, to the agents they name.
 */
import { EXPECTED_AGENTS, sortSpecialists, type SpecialistId } from '../../../shared/domain/agents';
import type { Claim } from '../../../shared/domain/claim';
import type { ReinvestigationRequest } from '../../../shared/domain/finding';
import type { RoutingDecision } from '../../../shared/domain/pipeline';
import { GOVERNANCE_CORE, PLACE_NAMES, PLACE_TERMS, termPattern } from '../../text/lexicon';
import { PERCENT_PATTERN } from '../../facts/quantities';
import { describePicks, hasPreciseCue, isTechnicalClaim, technicalPicks } from '../../text/technical';
import { expectedAgents } from '../expectedAgents';

/** First-cycle routing per claim type: the agents the Judge expects for that type (Academic only on technical claims). */
const DEFAULT_MATRIX = EXPECTED_AGENTS;

const FIGURE =
  /\d[\d,.]*\s?(?:%|per ?cent|t(?:co2e?)?\b|tonnes?|kt|mt|gwh|mwh|kwh|tj|gj|m3|m³|litres?|liters?|ha\b|hectares?|km|employees|people|€|\$|eur\b|usd\b|million|billion|bn\b)/iu;
const PLACE = termPattern([...PLACE_TERMS, ...PLACE_NAMES]);
const GOVERNANCE = termPattern(GOVERNANCE_CORE);
const SCIENCE =
  /\b(?:science[- ]based|sbti|ipcc|peer[- ]reviewed|life[- ]cycle assessment|lca\b|methodolog\w*|scenario analysis|1\.5\s?°?c|2\s?°c|well[- ]below|carbon budget|offset\w*|removals?|sequestration|biodiversity|emission factors?|study|research|carbon credits?|renewable energy certificates?|guarantees? of origin|i-recs?|recs|(?:ghg|greenhouse gas) protocol|iso 14064)\b/iu;
const PUBLIC_RECORD =
  /\b(?:award\w*|recogni[sz]ed|rank(?:ed|ing)|rating|rated|lawsuit\w*|litigation|fine[sd]?|penalt\w*|controvers\w*|incident\w*|spill\w*|accident\w*|strike\w*|boycott\w*|protest\w*|investigation|allegation\w*|first (?:company|in the industry)|industry[- ]first|leader|leading)\b/iu;
const STANDARDS =
  /\b(?:ifrs|issb|tcfd|csrd|esrs|gri\b|sasb|eu taxonomy|regulation|directive|law\b|compliance|complian(?:t|ce))\b/iu;

interface Rule {
  agent: SpecialistId;
  applies: (c: Claim) => boolean;
  why: string;
}

const RULES: readonly Rule[] = [
  {
    agent: 'data_metrics',
    applies: (c) => c.type !== 'quantitative' && (FIGURE.test(c.text) || PERCENT_PATTERN.test(c.text)),
    why: 'cites a figure'
  },
  { agent: 'geography', applies: (c) => c.type !== 'geographic' && hit(PLACE, c.text), why: 'names a place or site' },
  {
    agent: 'legal',
    applies: (c) => hit(GOVERNANCE, c.text) || STANDARDS.test(c.text),
    why: 'touches governance, a standard or the law'
  },
  { agent: 'legal', applies: (c) => c.preliminaryIfrs.length > 0, why: 'maps to IFRS paragraphs' },
  {
    agent: 'academic',
    applies: (c) => hasPreciseCue(c) || (SCIENCE.test(c.text) && isTechnicalClaim(c)),
    why: 'makes a technical assertion (a method, certificate, credit, target or benchmark)'
  },
  {
    agent: 'news_media',
    applies: (c) => PUBLIC_RECORD.test(c.text),
    why: 'is the kind of statement the public record can confirm or dispute'
  }
];

function hit(re: RegExp, text: string): boolean {
  re.lastIndex = 0;
  return re.test(text);
}

/** Why Academic, in the type's table, was or was not sent the claim. */
function academicNote(claim: Claim): string {
  if (!DEFAULT_MATRIX[claim.type].includes('academic')) return '';
  const picks = technicalPicks(claim);
  return picks.length
    ? ` (academic for ${describePicks(picks)})`
    : ' (not academic: no method, certificate, target, benchmark or technology to check)';
}

/** First-cycle routing of one claim. */
export function routeClaim(claim: Claim, available: ReadonlySet<SpecialistId>, cycle = 1): RoutingDecision {
  const expected = expectedAgents(claim);
  const wanted = new Set<SpecialistId>(expected);
  const because: string[] = [
    `${claim.type.replace('_', '/')} claims go to ${expected.join(', ')}${academicNote(claim)}`
  ];
  const extra = new Map<SpecialistId, string[]>();
  for (const rule of RULES) {
    if (wanted.has(rule.agent) || !rule.applies(claim)) continue;
    extra.set(rule.agent, [...(extra.get(rule.agent) ?? []), rule.why]);
  }
  for (const [agent, whys] of extra) {
    wanted.add(agent);
    because.push(`${agent} because it ${whys.join(' and ')}`);
  }
  return decision(claim.id, cycle, wanted, available, because.join('; '), {});
}

/** Routing of a re-investigation request: only the agents the Judge named, with its refined queries. */
export function routeReinvestigation(
  request: ReinvestigationRequest,
  available: ReadonlySet<SpecialistId>,
  cycle: number
): RoutingDecision {
  const targets = sortSpecialists(request.targetAgents);
  const queries: Partial<Record<SpecialistId, string[]>> = {};
  // The Judge writes one query per target agent, in order; otherwise every target gets them all.
  const paired = request.refinedQueries.length === request.targetAgents.length;
  request.targetAgents.forEach((agent, i) => {
    queries[agent] = paired ? [request.refinedQueries[i] as string] : request.refinedQueries.slice();
  });
  return decision(
    request.claimId,
    cycle,
    targets,
    available,
    `re-investigation (cycle ${cycle}): ${request.evidenceGap}`,
    queries
  );
}

function decision(
  claimId: string,
  cycle: number,
  wanted: Iterable<SpecialistId>,
  available: ReadonlySet<SpecialistId>,
  reason: string,
  queries: Partial<Record<SpecialistId, string[]>>
): RoutingDecision {
  const all = sortSpecialists(wanted);
  const agents = all.filter((a) => available.has(a));
  const unavailable = all.filter((a) => !available.has(a));
  const note = unavailable.length ? `; not available in this build: ${unavailable.join(', ')}` : '';
  return {
    claimId,
    cycle,
    agents,
    unavailable,
    queries: Object.fromEntries(Object.entries(queries).filter(([a]) => available.has(a as SpecialistId))),
    reason: reason + note
  };
}
