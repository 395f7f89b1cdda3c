/**
 * A News/Media finding read for people: either "not consulted" with the reason (web search off, or the
 * provider failed), which is a perspective not heard and never an absence of coverage, or the sources
 * with their outlet tier and stance and the kind of contradiction. The reasoning panel, the report
 * view and the PDF draw from this. Pure.
 */
import { NOT_CONSULTED } from '../domain/finding';
import type { NewsDetails, NewsEvidence } from '../domain/findingDetails';

export interface NewsSourceView {
  outlet: string;
  /** 1 (regulators, courts, established press) to 4 (social media, blogs). */
  tier: number;
  stance: string;
  date?: string;
  title?: string;
  url: string;
}

export type NewsView =
  | { kind: 'not_consulted'; reason: string }
  | { kind: 'sources'; sources: NewsSourceView[]; contradiction: string | null }
  | { kind: 'none' };

const TIER: Record<number, string> = {
  1: 'regulator, court or established press',
  2: 'specialist or national press',
  3: 'press release, aggregator or unknown outlet',
  4: 'social media or blog'
};
export const tierText = (tier: number): string => `tier ${tier}${TIER[tier] ? ` (${TIER[tier]})` : ''}`;

const CONTRADICTION: Record<NonNullable<NewsDetails['contradictionType']>, string> = {
  direct: 'direct: the coverage says otherwise',
  contextual: 'contextual: criticism that weakens the claim without refuting it',
  omission: 'omission: a controversy on the topic the claim leaves out',
  timeline: 'timeline: a delay or a date moved',
  magnitude: 'magnitude: other figures',
  scope: 'scope: a narrower perimeter'
};

/** The reason of a not-consulted finding: the details' own, else read from the summary of documents written before it was stored. */
function reasonOf(summary: string, d: NewsDetails): string {
  if (d.notConsulted) return d.notConsulted;
  return /^No news source was consulted: (.*?)\. Nothing is concluded/u.exec(summary)?.[1] ?? summary;
}

/** The sources with their tier and stance, and the contradiction in words (null when none). */
export function sourcesView(d: NewsDetails): { sources: NewsSourceView[]; contradiction: string | null } {
  return {
    sources: d.sources.map((s) => ({
      outlet: s.outlet,
      tier: s.tier,
      stance: s.stance,
      url: s.url,
      ...(s.publishedOn ? { date: s.publishedOn } : {}),
      ...(s.title ? { title: s.title } : {})
    })),
    contradiction: d.contradictionType ? CONTRADICTION[d.contradictionType] : null
  };
}

export function newsView(f: { evidenceType: NewsEvidence; summary: string; details: NewsDetails }): NewsView {
  if (f.evidenceType === NOT_CONSULTED) return { kind: 'not_consulted', reason: reasonOf(f.summary, f.details) };
  return f.details.sources.length ? { kind: 'sources', ...sourcesView(f.details) } : { kind: 'none' };
}

const NOT_CONSULTED_NOTE = 'Nothing is concluded from the absence of coverage.';

export const newsSourceText = (s: NewsSourceView): string =>
  `${s.outlet} (tier ${s.tier}, ${s.stance}${s.date ? `, ${s.date}` : ''})${s.title ? `: ${s.title}` : ''} — ${s.url}`;

/** The finding in one line: "Not consulted: web search is off (…). Nothing is concluded …" or its sources with tiers. */
export function newsLine(v: NewsView): string | null {
  if (v.kind === 'not_consulted') return `Not consulted: ${v.reason}. ${NOT_CONSULTED_NOTE}`;
  if (v.kind === 'none') return null;
  const n = v.sources.length;
  return `${n} source${n === 1 ? '' : 's'}: ${v.sources.map(newsSourceText).join('; ')}.${v.contradiction ? ` Contradiction ${v.contradiction}.` : ''}`;
}
