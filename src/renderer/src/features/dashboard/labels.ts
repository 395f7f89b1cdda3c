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

const STATUS_LABELS: Record<NodeStatus, string> = { idle: 'idle', working: 'working', done: 'done', error: 'error', unavailable: 'unavailable' };

const DIRECTION_LABELS: Record<Direction, string> = { supports: 'Supports', contradicts: 'Contradicts', inconclusive: 'Inconclusive' };

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

/** The same, short enough for the node's face: "576 not investigated", "576 judged". */
export function claimsShort(card: AgentCard): string {
  if (card.status === 'unavailable') return `${card.claims} not investigated`;
  if (card.id === 'judge' || card.id === 'compile') return `${card.claims} judged`;
  return plural(card.claims, 'claim');
}

/** "Data/Metrics: working, 12 claims" (the node's accessible name). */
export const nodeName = (card: AgentCard): string => `${nodeLabel(card.id)}: ${statusLabel(card.status)}, ${claimsText(card)}`;

/** The node's one line of reasoning: its latest thinking, else its latest status message. */
export const reasoningLine = (card: AgentCard): string | null => card.thinking ?? card.message;
