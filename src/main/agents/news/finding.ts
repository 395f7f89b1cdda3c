/**
 * One claim's News/Media finding. Offline, or with web search off, it says no news source was consulted
 * and concludes nothing (`not_consulted`: the Judge counts it as a perspective not heard, never as an
 * absence of coverage). With search on: the relevant results as sources with their tier and stance,
 * best tier first; the claim is contradicted when a tier 1–2 source disputes it, supported when tier 1–2
 * sources confirm it and none disputes it, otherwise neither. A search that found nothing on the claim
 * says what was searched (`no_coverage`), which is a result, not a verdict.
 */
import type { Claim } from '../../../shared/domain/claim';
import type { FindingOf } from '../../../shared/domain/finding';
import { NewsEvidenceSchema, type NewsDetails, type SourceTier } from '../../../shared/domain/findingDetails';
import type { WebSearchResult } from '../../evidence/types';
import { findingBase, reportPage, type FindingContext } from '../kit';
import { outletName, outletTier } from './outlets';
import type { Contradiction, Reading } from './stance';

const NEWS_VERSION = 'news-1';
const MAX_SOURCES = 6;

const KIND = NewsEvidenceSchema.enum;

/** `failure`: why the switched-on search could not be used; absent when web search is off. */
export function notConsultedFinding(
  claim: Claim,
  at: FindingContext<'news_media'>,
  failure?: string
): FindingOf<'news_media'> {
  const reason = failure ?? 'web search is off (Settings › Evidence providers)';
  return {
    ...findingBase(at, claim.id),
    evidenceType: KIND.not_consulted,
    supportsClaim: null,
    confidence: 'low',
    summary: `No news source was consulted: ${reason}. Nothing is concluded from the absence of coverage.`,
    details: { sources: [], contradictionType: null, notConsulted: reason },
    provenance: {
      engine: at.engine,
      promptVersion: NEWS_VERSION,
      sources: [reportPage(at.reportId, claim.sourcePage)]
    }
  };
}

export interface ReadResult {
  result: WebSearchResult;
  reading: Reading;
}

const dateOf = (iso?: string): string | undefined =>
  iso && /^\d{4}-\d{2}-\d{2}/u.test(iso) ? iso.slice(0, 10) : undefined;

function sourcesOf(
  read: readonly ReadResult[]
): Array<NewsDetails['sources'][number] & { contradiction: Contradiction | null }> {
  const seen = new Set<string>();
  return read
    .filter((r) => r.reading.relevant && !seen.has(r.result.url) && (seen.add(r.result.url), true))
    .map((r) => ({
      outlet: outletName(r.result.host),
      title: r.result.title,
      url: r.result.url,
      tier: outletTier(r.result.host),
      stance: r.reading.stance,
      contradiction: r.reading.contradiction,
      ...(dateOf(r.result.publishedAt) ? { publishedOn: dateOf(r.result.publishedAt)! } : {})
    }))
    .sort((a, b) => a.tier - b.tier || (a.stance === 'neutral' ? 1 : 0) - (b.stance === 'neutral' ? 1 : 0))
    .slice(0, MAX_SOURCES);
}

const best = (tiers: SourceTier[]): SourceTier | undefined =>
  tiers.length ? (Math.min(...tiers) as SourceTier) : undefined;

export function searchedFinding(
  claim: Claim,
  read: readonly ReadResult[],
  queries: readonly string[],
  provider: string,
  at: FindingContext<'news_media'>
): FindingOf<'news_media'> {
  const sources = sourcesOf(read);
  const against = sources.filter((s) => s.stance === 'contradicts');
  const forIt = sources.filter((s) => s.stance === 'supports');
  const strongAgainst = best(against.filter((s) => s.tier <= 2).map((s) => s.tier));
  const strongFor = best(forIt.filter((s) => s.tier <= 2).map((s) => s.tier));
  const supportsClaim = strongAgainst !== undefined ? false : strongFor !== undefined ? true : null;
  const confidence =
    supportsClaim === false ? (strongAgainst === 1 ? 'high' : 'medium') : supportsClaim === true ? 'medium' : 'low';
  const searched = `${provider} searched for ${queries.map((q) => `"${q}"`).join(' and ')} (${read.length} result(s))`;
  const summary = !sources.length
    ? `${searched}; none was about this claim. No coverage found is not evidence either way.`
    : `${searched}: ${sources.length} relevant, ${against.length} against the claim, ${forIt.length} for it. ${sources
        .slice(0, 3)
        .map((s) => `${s.outlet} (tier ${s.tier}, ${s.stance}): ${s.title}`)
        .join('; ')}.`;
  const contradictionType =
    supportsClaim === false ? against.find((s) => s.tier === strongAgainst)!.contradiction : null;
  return {
    ...findingBase(at, claim.id),
    evidenceType: sources.length ? KIND.news_coverage : KIND.no_coverage,
    supportsClaim,
    confidence,
    summary,
    details: { sources: sources.map(({ contradiction: _c, ...s }) => s), contradictionType },
    provenance: {
      engine: at.engine,
      promptVersion: NEWS_VERSION,
      sources: [
        reportPage(at.reportId, claim.sourcePage),
        ...sources.map((s) => ({ kind: 'news' as const, ref: s.url, title: s.title ?? s.outlet }))
      ]
    }
  };
}
