/**
 * The Judge's vocabulary: the canonical order of the specialists (every agent list the Judge emits is
 * sorted by it, so output never depends on input order), their names in prose, and the small text
 * helpers the reasoning and the re-investigation requests share. Pure; no domain decisions here.
 */
import { SPECIALISTS, SpecialistIdSchema, sortSpecialists, type SpecialistId } from '../../../shared/domain/agents';
import type { SourceRef } from '../../../shared/domain/provenance';
import { agentText } from '../../../shared/report/labels';

/** The canonical specialist order (shared with the orchestrator and the pipeline). */
export const SPECIALIST_ORDER = SPECIALISTS;

/** Specialists' names in prose: the names the report view, the exports and the dashboard use. */
export const AGENT_LABEL = Object.fromEntries(SPECIALISTS.map((s) => [s, agentText(s)])) as Record<
  SpecialistId,
  string
>;

/** Distinct agents in canonical order. */
export const sortAgents = sortSpecialists;

export const isSpecialist = (v: unknown): v is SpecialistId => SpecialistIdSchema.safeParse(v).success;

/** "a", "a and b", "a, b and c". */
export function listWords(items: readonly string[]): string {
  if (items.length <= 1) return items[0] ?? '';
  return `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`;
}

export const agentList = (agents: readonly SpecialistId[]): string => listWords(agents.map((a) => AGENT_LABEL[a]));

/** Collapses whitespace and caps the length with an ellipsis. */
export function clip(text: string, max: number): string {
  const t = text.replace(/\s+/g, ' ').trim();
  return t.length <= max ? t : `${t.slice(0, max - 1).trimEnd()}…`;
}

export const plural = (n: number, one: string, many = `${one}s`): string => `${n} ${n === 1 ? one : many}`;

/** Two decimals, for scores quoted in prose. */
export const fmt = (x: number): string => x.toFixed(2);

const KIND_LABEL: Record<SourceRef['kind'], string> = {
  report: 'report',
  ifrs_s1: 'IFRS S1',
  ifrs_s2: 'IFRS S2',
  sasb: 'SASB',
  benchmark: 'benchmark',
  reference: 'reference',
  web: 'web',
  academic: 'paper',
  news: 'news',
  geo: 'geodata'
};

/** "report p. 12", "IFRS S2 S2.29(a)(i)(1)", "news: Reuters, 3 May 2024". */
export function sourceLabel(s: SourceRef): string {
  if (s.kind === 'report') return s.page !== undefined ? `report p. ${s.page}` : `report ${clip(s.ref, 60)}`;
  const name = clip(s.title ?? s.ref, 80);
  const sep = s.kind === 'ifrs_s1' || s.kind === 'ifrs_s2' ? ' ' : ': ';
  return `${KIND_LABEL[s.kind]}${sep}${name}${s.page !== undefined ? `, p. ${s.page}` : ''}`;
}

/** Stable identity of a source, for de-duplication. */
export const sourceKey = (s: SourceRef): string => `${s.kind}\u0000${s.ref}\u0000${s.page ?? ''}`;
