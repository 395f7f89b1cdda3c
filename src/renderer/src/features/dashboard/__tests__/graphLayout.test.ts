/** The dashboard's picture of PIPELINE_GRAPH: every node placed once, deterministic, no overlap, every declared edge drawn. */
import { describe, expect, it } from 'vitest';
import { PIPELINE_GRAPH, type PipelineGraph } from '../../../../../shared/domain/pipeline';
import { backEdges, depths, graphEdges, layoutNodes, NODE_HEIGHT, NODE_WIDTH } from '../graphLayout';

describe('graph layout', () => {
  it('reads the flow claims → orchestrate → specialists → judge → compile from the graph, with judge → orchestrate as its one back edge', () => {
    expect(Object.fromEntries(depths())).toEqual({
      claims: 0,
      orchestrate: 1,
      legal: 2,
      data_metrics: 2,
      academic: 2,
      news_media: 2,
      geography: 2,
      judge: 3,
      compile: 4
    });
    expect([...backEdges()]).toEqual(['judge->orchestrate']);
  });

  it('places the spine in a column top to bottom and the five specialists in a column beside it, the same every time', () => {
    const placed = layoutNodes();
    expect(layoutNodes()).toEqual(placed);
    expect(placed.map((p) => p.id)).toEqual(PIPELINE_GRAPH.nodes);
    const at = Object.fromEntries(placed.map((p) => [p.id, p]));
    const spine = ['claims', 'orchestrate', 'judge', 'compile'].map((id) => at[id]!);
    expect(spine.every((p) => p.x === 0 && p.column === 'spine')).toBe(true);
    expect(spine.map((p) => p.y)).toEqual([...spine.map((p) => p.y)].sort((a, b) => a - b));
    const fan = ['legal', 'data_metrics', 'academic', 'news_media', 'geography'].map((id) => at[id]!);
    expect(new Set(fan.map((p) => p.x)).size).toBe(1);
    expect(fan[0]!.x).toBeGreaterThan(NODE_WIDTH);
    // Orchestrate stands above the fan's middle and the Judge below it.
    const mid = (fan[0]!.y + fan[4]!.y + NODE_HEIGHT) / 2;
    expect(at.orchestrate!.y + NODE_HEIGHT).toBeLessThan(mid);
    expect(at.judge!.y).toBeGreaterThan(mid);
    expect(Math.min(...placed.map((p) => p.y))).toBe(0);
    for (const a of placed)
      for (const b of placed) {
        if (a === b) continue;
        const apart =
          a.x + NODE_WIDTH <= b.x || b.x + NODE_WIDTH <= a.x || a.y + NODE_HEIGHT <= b.y || b.y + NODE_HEIGHT <= a.y;
        expect(apart, `${a.id} overlaps ${b.id}`).toBe(true);
      }
  });

  it('draws every edge the graph declares once, conditional ones marked', () => {
    const edges = graphEdges();
    const ids = edges.map((e) => e.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const e of PIPELINE_GRAPH.edges) expect(ids).toContain(`${e.from}->${e.to}`);
    for (const c of PIPELINE_GRAPH.conditional) for (const t of c.targets) expect(ids).toContain(`${c.from}->${t}`);
    expect(edges.find((e) => e.id === 'orchestrate->data_metrics')).toMatchObject({ kind: 'route', conditional: true });
    expect(edges.find((e) => e.id === 'data_metrics->judge')).toMatchObject({ kind: 'route', conditional: false });
    expect(edges.find((e) => e.id === 'judge->orchestrate')).toMatchObject({ kind: 'back', conditional: true });
    expect(edges.find((e) => e.id === 'claims->orchestrate')).toMatchObject({ kind: 'flow' });
  });

  it('follows another graph: a new specialist-free step lands on the spine in order', () => {
    const g: PipelineGraph = {
      start: 'claims',
      nodes: ['claims', 'judge', 'compile'],
      edges: [{ from: 'claims', to: 'judge' }],
      conditional: [{ from: 'judge', targets: ['claims', 'compile'], label: 'again' }],
      joins: []
    };
    expect(layoutNodes(g).map((p) => [p.id, p.column])).toEqual([
      ['claims', 'spine'],
      ['judge', 'spine'],
      ['compile', 'spine']
    ]);
    expect(graphEdges(g).find((e) => e.id === 'judge->claims')?.kind).toBe('back');
  });
});
