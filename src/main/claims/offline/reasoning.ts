/**
 * Plain-language reasoning for a detection: which checkable elements the sentence states, what it is
 * about, and what a reviewer would check it against; or, for a rejected sentence, why it is not a
 * verifiable claim. Also the short signal tags shown next to the score. Wording only: decisions are
 * taken in detect.ts and classify.ts.
 */
import type { ClaimType } from '../../../shared/domain/claim';
import { envTerms, type SentenceFacts } from './features';
import { ENV_GROUP_LABEL, SPECIFIC_ENV_GROUPS, type EnvGroup } from '../../text/lexicon';

/** Why a sentence was rejected, strongest reason first. */
export type Rejection =
  | 'question'
  | 'heading'
  | 'too_short'
  | 'spoken'
  | 'reference'
  | 'boilerplate'
  | 'hypothetical'
  | 'method'
  | 'low_score';

const REJECTION_TEXT: Record<Rejection, string> = {
  question: 'it is a question',
  heading: 'it is a heading or label, not a statement',
  too_short: 'it is a fragment too short to assert anything',
  spoken: 'it is spoken commentary rather than a reported fact',
  reference: 'it points elsewhere in the document instead of asserting something',
  boilerplate: 'it is a general statement of intent or values with no figure, date, place or named action to check',
  hypothetical: 'it is conditional or speculative',
  method: 'it defines a term or describes how something is measured or reported rather than stating a result',
  low_score:
    'it states nothing specific enough to check (no figure, date, place, named action or environmental outcome)'
};

/** Single words that name a topic by themselves (others, like "renewable", are shown by their theme). */
const TOPIC_NOUNS = new Set([
  'emissions',
  'waste',
  'water',
  'biodiversity',
  'deforestation',
  'reforestation',
  'packaging',
  'plastics',
  'plastic',
  'methane',
  'coal',
  'hydrogen',
  'landfill',
  'wastewater',
  'recycling',
  'forests',
  'electricity',
  'carbon',
  'ghg'
]);

function first<T>(xs: readonly T[]): T | undefined {
  return xs[0];
}

/** What the sentence is about, most specific first: scopes, an environmental term, else a theme. */
function topicPhrase(f: SentenceFacts): string {
  if (f.scopes)
    return f.scopes.replace(/\bscopes?\b/i, (m) => m[0]!.toUpperCase() + m.slice(1).toLowerCase()).replace(/\s+/g, ' ');
  const group =
    SPECIFIC_ENV_GROUPS.find((g) => f.topics[g].length > 0 && g !== 'energyBusiness') ??
    (envTerms(f).length > 0 ? 'energyBusiness' : undefined);
  if (group) {
    const term = first(f.topics[group]);
    return term && (term.includes(' ') || TOPIC_NOUNS.has(term)) ? term : ENV_GROUP_LABEL[group];
  }
  const framing = f.topics.greenFraming.find((t) => t.includes(' ') && !/^(?:our|the) /.test(t));
  if (framing) return framing;
  const gov = first(f.governanceCore) ?? first(f.governance);
  if (gov) return gov;
  const site = first(f.placeTerms);
  return site ? `the ${site}` : "the company's activities";
}

/** The checkable elements, as "a figure (42%)", "a target year (2030)" ... */
function statedElements(f: SentenceFacts): string[] {
  const parts: string[] = [];
  const figure = first(f.percents) ?? first(f.measures) ?? first(f.currencies) ?? first(f.multipliers);
  if (figure) parts.push(`a figure (${figure})`);
  else if (f.numbers > 0) parts.push('a count');
  const base = first(f.baseYears);
  const target = first(f.targetYears);
  if (base) parts.push(`a baseline year (${base})`);
  if (target) parts.push(`a target year (${target})`);
  const other = f.years.find((y) => y !== base && y !== target && !y.endsWith(target ?? '~'));
  if (!base && !target && other) parts.push(`a date (${other})`);
  if (f.certification) parts.push(`a certification or external scheme (${f.certification})`);
  if (f.legalCompliance) parts.push(`a compliance assertion ("${f.legalCompliance}")`);
  const place = first(f.placeNames);
  if (place) parts.push(`a named place (${capitalise(place)})`);
  const action = first(f.achievements);
  if (action) parts.push(`a completed action ("${action}")`);
  else if (f.commitments.length > 0 && f.forward) parts.push(`a commitment ("${f.forward}")`);
  const body = first(f.governanceCore);
  if (body) parts.push(`a governance element (${body})`);
  return parts;
}

function capitalise(s: string): string {
  return s.replace(/\b\p{Ll}/gu, (c) => c.toUpperCase());
}

function evidenceFor(type: ClaimType, f: SentenceFacts): string {
  const climate =
    f.scopes !== null || f.topics.climate.length + f.topics.ghgAccounting.length + f.topics.climateOutcome.length > 0;
  switch (type) {
    case 'quantitative':
      return climate
        ? 'the emissions table and the GHG inventory method'
        : "the report's data tables and prior-year figures";
    case 'strategic':
      return /sbti|science[- ]based/i.test(f.text)
        ? 'the SBTi target register and reported progress'
        : 'the target-setting method, the transition plan and reported progress';
    case 'legal_governance':
      return f.legalCompliance
        ? 'regulatory records and the assurance statement'
        : 'governance disclosures, committee charters and filings';
    case 'geographic':
      return 'site records, maps and satellite imagery of the named place';
    case 'environmental':
      return f.certification
        ? 'the certification registry and the environmental data tables'
        : "the environmental data tables and the company's own records";
  }
}

function joinList(parts: string[]): string {
  if (parts.length <= 1) return parts.join('');
  return `${parts.slice(0, -1).join(', ')} and ${parts[parts.length - 1]}`;
}

/** One or two sentences: what is stated, about what, checkable against what. */
export function claimReasoning(f: SentenceFacts, type: ClaimType): string {
  const parts = statedElements(f);
  const about = topicPhrase(f);
  const [head, ...rest] = parts.slice(0, 4);
  const stated = head
    ? `States ${head}${rest.length > 0 ? ` with ${joinList(rest)}` : ''} about ${about}`
    : `Asserts an environmental position on ${about}`;
  return `${stated}: checkable against ${evidenceFor(type, f)}.`;
}

export function rejectionReasoning(reason: Rejection): string {
  return `Not a verifiable claim: ${REJECTION_TEXT[reason]}.`;
}

/** Reasoning for a table row: the row label, its columns and how to check it. */
export function tableRowReasoning(
  label: string,
  cells: number,
  header: readonly string[] | undefined,
  climate: boolean
): string {
  const years = header && header.length > 0 ? ` for ${header[0]}–${header[header.length - 1]}` : '';
  const check = climate
    ? 'the totals of the emissions table, the GHG inventory method and prior-year reports'
    : 'the table totals and prior-year reports';
  return `Table row stating ${label}${years} (${cells} figures): checkable for internal consistency against ${check}.`;
}

/** Short tags naming the signals behind a decision. */
export function signalTags(f: SentenceFacts): string[] {
  const tags: string[] = [];
  const push = (name: string, value?: string) => tags.push(value ? `${name}:${value}` : name);
  for (const p of f.percents.slice(0, 2)) push('figure', p);
  for (const m of f.measures.slice(0, 2)) push('figure', m);
  for (const c of f.currencies.slice(0, 1)) push('money', c);
  for (const y of f.baseYears.slice(0, 1)) push('base-year', y);
  for (const y of f.targetYears.slice(0, 1)) push('target-year', y);
  if (f.years.length > 0 && f.baseYears.length + f.targetYears.length === 0) push('year', f.years[0]);
  const groups = (Object.keys(f.topics) as EnvGroup[]).filter((g) => f.topics[g].length > 0);
  for (const g of groups) push('topic', g);
  if (f.scopes) push('scopes', f.scopes.toLowerCase());
  if (f.firstPerson > 0 || f.orgSubject) push('actor');
  if (f.achievements.length > 0) push('achieved', f.achievements[0]);
  if (f.commitments.length > 0) push('commitment', f.commitments[0]);
  if (f.reduceEnv) push('reduction');
  if (f.placeNames.length > 0) push('place', f.placeNames[0]);
  if (f.certification) push('certification', f.certification.toLowerCase());
  if (f.legalCompliance) push('compliance');
  if (f.governanceCore.length > 0) push('governance', f.governanceCore[0]);
  if (f.hedges > 0) push('hedged');
  if (f.speech || f.spoken >= 2) push('spoken');
  if (f.question) push('question');
  if (f.reference) push('reference');
  return tags;
}
