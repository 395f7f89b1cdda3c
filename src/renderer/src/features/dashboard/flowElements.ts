/**
 * The React Flow nodes and edges of a dashboard view: positions from graphLayout.ts, one node per
 * card, the graph's edges (taken, active or out of use), and an info edge per pair of agents that
 * exchanged requests. A node object is reused while its card is unchanged, so React Flow skips it.
 * Pure apart from that cache.
 */
import { MarkerType, type Edge } from '@xyflow/react';
import type { NodeId } from '../../../../shared/domain/pipeline';
import type { AgentNodeType } from './AgentNode';
import type { BackEdgeType, InfoEdgeType } from './DashboardEdges';
import type { AgentCard, DashboardView, InfoMessage } from './dashboardFold';
import { graphEdges, layoutNodes, type GraphEdge } from './graphLayout';
import { nodeLabel, nodeName } from './labels';

const PLACED = layoutNodes();
const EDGES = graphEdges();
const SPINE = new Set(PLACED.filter((p) => p.column === 'spine').map((p) => p.id));

const nodeCache = new WeakMap<AgentCard, AgentNodeType>();

function nodeOf(card: AgentCard): AgentNodeType {
  const cached = nodeCache.get(card);
  if (cached) return cached;
  const p = PLACED.find((x) => x.id === card.id)!;
  const node: AgentNodeType = {
    id: card.id,
    type: 'agent',
    position: { x: p.x, y: p.y },
    data: { card },
    ariaLabel: nodeName(card),
    ariaRole: 'button',
    draggable: false,
    connectable: false,
    deletable: false
  };
  nodeCache.set(card, node);
  return node;
}

/** `next`, or `prev` when it holds the same items (React Flow then has nothing to reconcile). */
function sameOr<T>(prev: readonly T[] | null, next: T[]): T[] {
  return prev && prev.length === next.length && prev.every((x, i) => x === next[i]) ? (prev as T[]) : next;
}

let lastNodes: AgentNodeType[] | null = null;

export const flowNodes = (view: Pick<DashboardView, 'cards'>): AgentNodeType[] =>
  (lastNodes = sameOr(
    lastNodes,
    PLACED.map((p) => nodeOf(view.cards[p.id]))
  ));

function handles(e: GraphEdge): { sourceHandle: string; targetHandle: string } {
  if (e.kind === 'back') return { sourceHandle: 'back-out', targetHandle: 'back-in' };
  if (SPINE.has(e.from) && SPINE.has(e.to)) return { sourceHandle: 'bottom', targetHandle: 'top' };
  return SPINE.has(e.from)
    ? { sourceHandle: 'right', targetHandle: 'left' }
    : { sourceHandle: 'left-out', targetHandle: 'right-in' };
}

/**
 * taken: the run went along it; active: its target is at work now; idle: not (yet) used; off: its end is unavailable.
 */
function edgeState(
  e: GraphEdge,
  view: Pick<DashboardView, 'cards' | 'reinvestigations'>
): 'taken' | 'active' | 'idle' | 'off' {
  const from = view.cards[e.from];
  const to = view.cards[e.to];
  if (from.status === 'unavailable' || to.status === 'unavailable') return 'off';
  if (e.kind === 'back') return view.reinvestigations.length ? (to.status === 'working' ? 'active' : 'taken') : 'idle';
  const reached = to.cycle > 0 && from.cycle > 0 && to.cycle >= from.cycle;
  if (to.status === 'working' && (from.status === 'done' || from.status === 'working')) return 'active';
  return reached ? 'taken' : 'idle';
}

const arrow = { type: MarkerType.ArrowClosed, width: 14, height: 14 };

function graphEdge(e: GraphEdge, view: Pick<DashboardView, 'cards' | 'reinvestigations'>): Edge | BackEdgeType {
  const state = edgeState(e, view);
  const base = {
    id: e.id,
    source: e.from,
    target: e.to,
    ...handles(e),
    className: `dash-edge dash-edge-${e.kind} dash-edge-${state}`,
    // Not React Flow's marching dashes: a stroke-dashoffset animation repaints the graph on the main
    // thread every frame of a run, on the cores the analysis needs; the active edge is coloured instead.
    animated: false,
    markerEnd: arrow,
    ariaLabel:
      `${nodeLabel(e.from)} to ${nodeLabel(e.to)}${e.kind === 'back' ? ' (re-investigation)' : ''}: ` +
      `${state === 'off' ? 'unavailable' : state}`,
    selectable: false,
    focusable: false
  };
  if (e.kind === 'back') return { ...base, type: 'back', focusable: true, data: { rounds: view.reinvestigations } };
  return { ...base, type: e.kind === 'flow' ? 'straight' : 'default' };
}

/** Per ordered pair of agents, how many requests went that way and the latest. */
function infoPairs(info: readonly InfoMessage[]): Map<string, { count: number; last: InfoMessage }> {
  const pairs = new Map<string, { count: number; last: InfoMessage }>();
  for (const m of info) {
    for (const to of m.to) {
      if (to === m.from) continue;
      const key = `${m.from}->${to}`;
      const pair = pairs.get(key);
      if (pair) {
        pair.count += 1;
        pair.last = m;
      } else pairs.set(key, { count: 1, last: m });
    }
  }
  return pairs;
}

/** The info edges of an info list, computed once per list (cards change on every batch, the info list rarely). */
const infoCache = new WeakMap<readonly InfoMessage[], InfoEdgeType[]>();

/** One dashed edge per ordered pair of agents that exchanged requests. */
function infoEdges(info: readonly InfoMessage[]): InfoEdgeType[] {
  const cached = infoCache.get(info);
  if (cached) return cached;
  const edges = [...infoPairs(info)].map(([key, { count, last }]) => {
    const [from, to] = key.split('->') as [NodeId, NodeId];
    const answer = last.answer
      ? `\n${nodeLabel(last.answer.from)} answered: ${last.answer.text}`
      : '\n(not answered yet)';
    const title = `${nodeLabel(from)} asked ${nodeLabel(to)} (cycle ${last.cycle}): ${last.question}${answer}`;
    return {
      id: `info:${key}`,
      source: from,
      target: to,
      sourceHandle: 'info-out',
      targetHandle: 'info-in',
      type: 'info' as const,
      className: `dash-edge dash-edge-info${last.answer ? ' dash-edge-answered' : ''}`,
      markerEnd: arrow,
      ariaLabel:
        `Info request from ${nodeLabel(from)} to ${nodeLabel(to)}: ${count} ` +
        `request${count === 1 ? '' : 's'}${last.answer ? ', answered' : ', open'}`,
      selectable: false,
      focusable: true,
      data: { title, count }
    };
  });
  infoCache.set(info, edges);
  return edges;
}

/** Edge objects by what they show: an edge whose state did not change is the same object (React Flow skips it). */
const edgeCache = new Map<string, Edge>();

function cachedGraphEdge(e: GraphEdge, view: Pick<DashboardView, 'cards' | 'reinvestigations'>): Edge {
  const key = `${e.id}|${edgeState(e, view)}|${e.kind === 'back' ? JSON.stringify(view.reinvestigations) : ''}`;
  let edge = edgeCache.get(key);
  if (!edge) {
    edge = graphEdge(e, view);
    edgeCache.set(key, edge);
  }
  return edge;
}

let lastEdges: Edge[] | null = null;

export const flowEdges = (view: Pick<DashboardView, 'cards' | 'reinvestigations' | 'info'>): Edge[] =>
  (lastEdges = sameOr(lastEdges, [...EDGES.map((e) => cachedGraphEdge(e, view)), ...infoEdges(view.info)]));
