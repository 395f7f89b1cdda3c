/** How the dashboard names nodes and statuses, and the accessible name of a node. Pure. */
import type { NodeId } from '../../../../shared/domain/pipeline';
import type { AgentCard, Direction, NodeStatus } from './dashboardFold';

const NODE_LABELS: Record<NodeId, string> = {
  claims: 'Claims',
  orchestrate: 'Orchestrator',
  legal: 'Legal',
  data_metrics: 'Data/Metrics',
  academic: 'Academic',
  news_media: 'News/Media',
  geography: 'Geography',
  judge: 'Judge',
  compile: 'Compile'
};

const STATUS_LABELS: Record<NodeStatus, string> = {
  idle: 'idle',
  working: 'working',
  done: 'done',
  error: 'error',
  unavailable: 'unavailable'
};

const DIRECTION_LABELS: Record<Direction, string> = {
  supports: 'Supports',
  contradicts: 'Contradicts',
  inconclusive: 'Inconclusive'
};

export const nodeLabel = (id: NodeId): string => NODE_LABELS[id];
export const statusLabel = (s: NodeStatus): string => STATUS_LABELS[s];
export const directionLabel = (d: Direction): string => DIRECTION_LABELS[d];

const plural = (n: number, one: string): string => `${n} ${one}${n === 1 ? '' : 's'}`;

/** What the node's claim count means for it. */
export function claimsText(card: AgentCard): string {
  const n = plural(card.claims, 'claim');
  if (card.status === 'unavailable') return `${n} not investigated`;
  if (card.id === 'judge' || card.id === 'compile') return `${n} judged`;
  return n;
}

/** The node's one line of reasoning: its latest thinking, else its latest status message (none when unavailable). */
export const reasoningLine = (card: AgentCard): string | null =>
  card.status === 'unavailable' ? null : (card.thinking ?? card.message);

/** What the node's face says under its name, in order: status, claims, findings, cycle. */
export function nodeFacts(card: AgentCard): string[] {
  const facts = [statusLabel(card.status), claimsText(card)];
  if (card.findings) facts.push(plural(card.findings, 'finding'));
  if (card.cycle) facts.push(`cycle ${card.cycle}`);
  return facts;
}

/**
 * "Data/Metrics: working, 12 claims, 3 findings, cycle 1. Checking Scope 1…" (the node's accessible
 * name): everything the node's face shows, in the same order, so the name contains the visible text
 * (WCAG 2.5.3, axe's label-content-name-mismatch) and starts with what the analyst sees first.
 */
export function nodeName(card: AgentCard): string {
  const line = reasoningLine(card);
  return `${nodeLabel(card.id)}: ${nodeFacts(card).join(', ')}${line ? `. ${line}` : ''}`;
}
