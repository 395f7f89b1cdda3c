/**
 * Where each node of PIPELINE_GRAPH stands on the dashboard, and the edges drawn between them,
 * computed from the graph's own definition (no layout engine: the same graph always gives the same
 * picture). The spine (claims → orchestrate → judge → compile) runs down the left column, the
 * specialists stand in a column on the right between orchestrate and the Judge, so the flow reads
 * claims → orchestrate → the five specialists → judge → compile in a narrow panel. A conditional
 * edge back to an earlier node (judge → orchestrate) is a back edge, drawn around the spine's left.
 * Pure.
 */
import { SPECIALISTS, type SpecialistId } from '../../../../shared/domain/agents';
import { PIPELINE_GRAPH, type NodeId, type PipelineGraph } from '../../../../shared/domain/pipeline';

export const NODE_WIDTH = 136;
export const NODE_HEIGHT = 62;
const COLUMN_GAP = 40;
const ROW_GAP = 10;

export interface Placed {
  id: NodeId;
  x: number;
  y: number;
  column: 'spine' | 'specialists';
}

type EdgeKind = 'flow' | 'route' | 'back';

export interface GraphEdge {
  id: string;
  from: NodeId;
  to: NodeId;
  kind: EdgeKind;
  /** Declared by a conditional edge (a routing choice), not always taken. */
  conditional: boolean;
}

const isSpecialist = (n: NodeId): n is SpecialistId => (SPECIALISTS as readonly string[]).includes(n);

const successors = (graph: PipelineGraph, n: NodeId): NodeId[] => [
  ...graph.edges.filter((e) => e.from === n).map((e) => e.to),
  ...graph.conditional.filter((c) => c.from === n).flatMap((c) => c.targets)
];

/** Edges that close a cycle (depth-first from the start: an edge to a node still on the path), as `from->to`. */
export function backEdges(graph: PipelineGraph = PIPELINE_GRAPH): Set<string> {
  const back = new Set<string>();
  const state = new Map<NodeId, 'open' | 'closed'>();
  const visit = (n: NodeId): void => {
    state.set(n, 'open');
    for (const t of successors(graph, n)) {
      if (state.get(t) === 'open') back.add(`${n}->${t}`);
      else if (!state.has(t)) visit(t);
    }
    state.set(n, 'closed');
  };
  visit(graph.start);
  return back;
}

/** Depth of each node: the longest path to it from the start over the forward edges. */
export function depths(graph: PipelineGraph = PIPELINE_GRAPH): Map<NodeId, number> {
  const back = backEdges(graph);
  const out = new Map<NodeId, number>([[graph.start, 0]]);
  for (let round = 0; round < graph.nodes.length; round++) {
    for (const n of graph.nodes) {
      const d = out.get(n);
      if (d === undefined) continue;
      for (const t of successors(graph, n))
        if (!back.has(`${n}->${t}`) && (out.get(t) ?? -1) < d + 1) out.set(t, d + 1);
    }
  }
  return out;
}

/** Node positions (top-left corners in flow units). */
export function layoutNodes(graph: PipelineGraph = PIPELINE_GRAPH): Placed[] {
  const depth = depths(graph);
  const specialists = graph.nodes.filter(isSpecialist);
  const spine = graph.nodes.filter((n) => !isSpecialist(n)).sort((a, b) => (depth.get(a) ?? 0) - (depth.get(b) ?? 0));
  const rowH = NODE_HEIGHT + ROW_GAP;
  const fanTop = rowH * 0.6;
  const fanHeight = specialists.length * rowH - ROW_GAP;
  const fanDepth = Math.min(...specialists.map((s) => depth.get(s) ?? 0));
  const placed: Placed[] = specialists.map((id, i) => ({
    id,
    x: NODE_WIDTH + COLUMN_GAP,
    y: fanTop + i * rowH,
    column: 'specialists'
  }));
  // Spine nodes before the fan stack above its middle, the ones after it below.
  const before = spine.filter((n) => (depth.get(n) ?? 0) < fanDepth);
  const after = spine.filter((n) => (depth.get(n) ?? 0) > fanDepth);
  const mid = fanTop + fanHeight / 2;
  before.forEach((id, i) =>
    placed.push({ id, x: 0, y: mid - (before.length - i) * (rowH + ROW_GAP) - ROW_GAP, column: 'spine' })
  );
  after.forEach((id, i) => placed.push({ id, x: 0, y: mid + ROW_GAP + i * (rowH + ROW_GAP), column: 'spine' }));
  const top = Math.min(...placed.map((p) => p.y));
  return graph.nodes.map((n) => placed.find((p) => p.id === n)!).map((p) => ({ ...p, y: Math.round(p.y - top) }));
}

/** Every edge the graph declares, each once: plain edges, then each conditional target. */
export function graphEdges(graph: PipelineGraph = PIPELINE_GRAPH): GraphEdge[] {
  const back = backEdges(graph);
  const out: GraphEdge[] = [];
  const add = (from: NodeId, to: NodeId, conditional: boolean): void => {
    const id = `${from}->${to}`;
    if (out.some((e) => e.id === id)) return;
    const kind: EdgeKind = back.has(id) ? 'back' : isSpecialist(from) || isSpecialist(to) ? 'route' : 'flow';
    out.push({ id, from, to, kind, conditional });
  };
  for (const e of graph.edges) add(e.from, e.to, false);
  for (const c of graph.conditional) for (const t of c.targets) add(c.from, t, true);
  return out;
}
