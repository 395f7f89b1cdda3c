/**
 * Answers to the questions other agents send the research agent. Data/Metrics asks for a sector
 * benchmark it lacks ("Benchmark needed: a plausible range of emission intensity in tonnes of CO2e per
 * <denominator> for the <sector> sector …", dataMetrics/benchmarkRequests.ts): the corpus's bands are
 * looked up for that sector and denominator; when none applies the answer says so, and says the web
 * was not consulted (provider off) or cites what a search found, ranked by tier. Ranges are never read
 * out of snippets. Any other question is answered with what this agent filed on the request's claim.
 * Every answer cites the research agent's findings on that claim.
 */
import type { InfoRequest, InfoResponse } from '../../../shared/domain/finding';
import type { AcademicEvidence } from '../../../shared/domain/findingDetails';
import type { Sector, SectorMetric } from '../../corpus/referenceSchema';
import { rankByTier, searchOnce, shortQuery, type WebSession } from './webSearch';
import { sourceTier } from '../../corpus/reference';
import { answerFromFindings, type Filed as KitFiled } from '../kit';

/** A finding this agent filed on a claim in this or an earlier cycle of the run. */
export interface Filed extends KitFiled {
  evidenceType: AcademicEvidence;
}

const BENCHMARK = /^Benchmark needed:/u;
const DENOMINATOR = /tonnes of CO2e\s+(per [^,]+?)\s+for the/u;
const SECTOR = /for the (.+?) sector\b/u;

/** Which corpus units a denominator phrase of Data/Metrics stands for. */
const UNIT_WORDS: Array<[RegExp, RegExp]> = [
  [/revenue/u, /revenue|eur ?m|million/iu],
  [/cementitious/u, /cement/iu],
  [/crude steel/u, /steel/iu],
  [/aluminium/u, /aluminium/iu],
  [/kilometre/u, /\bkm\b/iu],
  [/MWh/u, /mwh/iu],
  [/barrel/u, /boe|barrel/iu],
  [/passenger/u, /pkm|passenger/iu]
];

export interface BenchmarkQuestion {
  sector?: string;
  denominator?: string;
}

export function parseBenchmarkQuestion(question: string): BenchmarkQuestion | null {
  if (!BENCHMARK.test(question)) return null;
  const sector = SECTOR.exec(question)?.[1];
  const denominator = DENOMINATOR.exec(question)?.[1];
  return { ...(sector ? { sector } : {}), ...(denominator ? { denominator } : {}) };
}

function bandsFor(q: BenchmarkQuestion, sectors: readonly Sector[]): { sector?: Sector; bands: SectorMetric[] } {
  const sector = q.sector
    ? sectors.find((s) => s.name.toLowerCase() === q.sector!.toLowerCase() || s.id === q.sector)
    : undefined;
  if (!sector) return { bands: [] };
  const unit = UNIT_WORDS.find(([d]) => q.denominator && d.test(q.denominator))?.[1];
  return { sector, bands: unit ? sector.metrics.filter((m) => unit.test(m.unit) || unit.test(m.metric)) : [] };
}

const bandLine = (m: SectorMetric): string =>
  `${m.label}: ${m.low} to ${m.high} ${m.unit}${m.typical !== undefined ? ` (published average about ${m.typical})` : ''}, source ${m.bandSource.publisher}, ${m.bandSource.document} (${m.bandSource.year})`;

async function web(q: BenchmarkQuestion, session: WebSession, signal: AbortSignal, company: string): Promise<string> {
  if (!session.provider) return 'The web was not consulted (web search is off), so no range can be given.';
  // "the report's sector" names no sector: the company stands in for it.
  const who = q.sector && !/\breport/u.test(q.sector) ? q.sector : company;
  const query = shortQuery(`${who} emission intensity ${q.denominator ?? ''} benchmark`);
  const got = await searchOnce(session, query, 'academic:benchmark_request', signal);
  if ('skipped' in got) return "The web was not searched (the run's query budget is spent), so no range can be given.";
  if ('failed' in got) return `The web search failed (${got.failed}); the web was not consulted.`;
  const results = got.results;
  if (!results.length) return `A web search for "${query}" (${session.provider.label}) returned no result.`;
  const top = rankByTier(results)
    .slice(0, 3)
    .map((r) => `${r.title} — ${r.url} (tier ${sourceTier(r.host).tier})`);
  return `A web search for "${query}" (${session.provider.label}) found, most credible first: ${top.join('; ')}. No range is read from their snippets: the sources must be read before one is used.`;
}

/** The findings filed on the request's claim, or the corpus's bands (and the web) for a benchmark request. */
async function answerOne(
  q: InfoRequest,
  mine: readonly Filed[],
  sectors: readonly Sector[],
  session: WebSession,
  signal: AbortSignal,
  company: string
): Promise<string> {
  const parsed = parseBenchmarkQuestion(q.question);
  if (!parsed)
    return mine.length
      ? [
          `${mine.length} research finding(s) on this claim:`,
          ...mine.slice(0, 3).map((f) => `${f.evidenceType}: ${f.summary.slice(0, 300)}`)
        ].join('\n')
      : 'The research agent has no finding on this claim: it was not routed to it, or states nothing technical.';
  const { sector, bands } = bandsFor(parsed, sectors);
  if (bands.length)
    return `The local corpus has ${bands.length > 1 ? 'bands' : 'a band'} for the ${sector!.name} sector: ${bands.map(bandLine).join('; ')}. These are wide plausibility bands, not performance benchmarks.`;
  const corpus = sector
    ? `The local corpus has no band for the ${sector.name} sector ${parsed.denominator ?? ''} (it holds ${sector.metrics.map((m) => m.label).join('; ')}).`.replace(
        /\s+\(/u,
        ' ('
      )
    : `The local corpus has no band for ${parsed.sector && !/\breport/u.test(parsed.sector) ? `the ${parsed.sector} sector` : "the report's sector, which the request does not name"}.`;
  return `${corpus} ${await web(parsed, session, signal, company)}`;
}

/** Every request answered, citing the research agent's findings on the claim it names. */
export function answerInbox(
  inbox: readonly InfoRequest[],
  sectors: readonly Sector[],
  session: WebSession,
  filed: readonly Filed[],
  signal: AbortSignal,
  company = ''
): Promise<InfoResponse[]> {
  return answerFromFindings(inbox, filed, {
    from: 'academic',
    format: (q, mine) => answerOne(q, mine, sectors, session, signal, company)
  });
}
