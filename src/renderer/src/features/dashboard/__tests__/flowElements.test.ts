/** What the graph shows for a view: node names for assistive technology, edge states, info and back edges, reused node objects. */
import { describe, expect, it } from 'vitest';
import type { PipelineEvent } from '../../../../../shared/domain/events';
import plantedLog from './fixtures/planted-events.json';
import mixedLog from './fixtures/mixed-events.json';
import { emptyDashboard, foldDashboard, type InfoMessage } from '../dashboardFold';
import { flowEdges, flowNodes } from '../flowElements';

const planted = plantedLog as unknown as PipelineEvent[];
const mixed = mixedLog as unknown as PipelineEvent[];
const fold = (log: PipelineEvent[], upTo = log.length) =>
  foldDashboard(emptyDashboard(log[0]!.runId), log.slice(0, upTo));

describe('flow elements', () => {
  it('names every node by agent, status and claims', () => {
    const names = flowNodes(fold(planted)).map((n) => n.ariaLabel);
    // The name says everything the node's face shows, in its order (axe: label-content-name-mismatch).
    expect(names).toEqual([
      'Claims: done, 15 claims, cycle 1. 15 claims, 100% anchored',
      'Orchestrator: done, 9 claims, cycle 3. cycle 3: re-investigating 9 claim(s) the Judge sent back',
      'Legal: unavailable, 15 claims not investigated',
      'Data/Metrics: done, 9 claims, 33 findings, cycle 3. Searched the report for 8 refined queries of 8 claim(s): 8 new sentence(s) with figures.',
      'Academic: unavailable, 15 claims not investigated',
      'News/Media: unavailable, 15 claims not investigated',
      'Geography: unavailable, 15 claims not investigated',
      'Judge: done, 15 claims judged, cycle 3. 7 contradicted, 2 unverified; 0 sent back',
      'Compile: done, 15 claims judged, cycle 3'
    ]);
    expect(flowNodes(emptyDashboard()).map((n) => n.ariaLabel)[3]).toBe('Data/Metrics: idle, 0 claims');
  });

  it('reuses the node object of an unchanged card', () => {
    const a = fold(planted, 40);
    const b = foldDashboard(a, planted.slice(40, 41));
    const [na, nb] = [flowNodes(a), flowNodes(b)];
    expect(nb.filter((n, i) => n !== na[i]).length).toBeLessThanOrEqual(1);
    expect(nb[2]).toBe(na[2]);
  });

  it('marks the edges into the agent at work (coloured, not animated) and fades those of unavailable agents', () => {
    const cut = planted.findIndex((e) => e.type === 'agent_thinking' && e.agent === 'data_metrics') + 1;
    const edges = Object.fromEntries(flowEdges(fold(planted, cut)).map((e) => [e.id, e]));
    expect(edges['orchestrate->data_metrics']).toMatchObject({
      animated: false,
      className: expect.stringContaining('dash-edge-active')
    });
    expect(edges['orchestrate->legal']?.className).toContain('dash-edge-off');
    expect(edges['claims->orchestrate']?.className).toContain('dash-edge-taken');
    expect(edges['judge->orchestrate']).toMatchObject({ type: 'back', data: { rounds: [] } });
  });

  it('draws the Judge’s rounds on the back edge and one dashed edge per pair of agents that exchanged requests', () => {
    const done = fold(mixed);
    const edges = flowEdges(done);
    expect(edges.find((e) => e.id === 'judge->orchestrate')).toMatchObject({
      data: {
        rounds: [
          { cycle: 1, claims: 8 },
          { cycle: 2, claims: 7 }
        ]
      },
      className: expect.stringContaining('dash-edge-taken')
    });
    const info = edges.filter((e) => e.type === 'info');
    expect(info).toHaveLength(1);
    expect(info[0]).toMatchObject({
      source: 'legal',
      target: 'data_metrics',
      ariaLabel: 'Info request from Legal to Data/Metrics: 1 request, answered'
    });
    expect((info[0]!.data as { title: string }).title).toMatch(
      /^Legal asked Data\/Metrics \(cycle 1\): What does data_metrics know about the first claim\?\nData\/Metrics answered: 6 check/
    );
  });
});

describe('edge identity', () => {
  it('keeps the edge objects whose state did not change while claims stream in', () => {
    const claims = planted.filter((e) => e.type === 'claim_extracted');
    const a = fold(planted, planted.indexOf(claims[3]!));
    const b = foldDashboard(a, [claims[3]!]);
    const [ea, eb] = [flowEdges(a), flowEdges(b)];
    expect(eb).toHaveLength(ea.length);
    expect(eb.every((e, i) => e === ea[i])).toBe(true);
    // No edge changed: the same array, so React Flow has nothing to reconcile.
    expect(eb).toBe(ea);
  });

  it('counts many requests per pair of agents, names the latest, and computes an info list once', () => {
    const ask = (i: number, from: InfoMessage['from'], to: InfoMessage['to'], answered: boolean): InfoMessage => ({
      id: `q${i}`,
      from,
      to,
      claimId: null,
      question: `question ${i}`,
      cycle: 1,
      answer: answered ? { from: to[0]!, text: `answer ${i}`, cycle: 1 } : null
    });
    const info = [
      ...Array.from({ length: 300 }, (_, i) => ask(i, 'legal', ['data_metrics'], true)),
      ask(300, 'legal', ['data_metrics', 'legal'], false),
      ask(301, 'data_metrics', ['legal'], true)
    ];
    const view = { ...emptyDashboard('run_x'), info };
    const edges = flowEdges(view).filter((e) => e.type === 'info');
    expect(edges.map((e) => [e.id, (e.data as { count: number }).count])).toEqual([
      ['info:legal->data_metrics', 301],
      ['info:data_metrics->legal', 1]
    ]);
    expect(edges[0]!.ariaLabel).toBe('Info request from Legal to Data/Metrics: 301 requests, open');
    expect((edges[0]!.data as { title: string }).title).toContain('question 300');
    const again = flowEdges({ ...view, cards: { ...view.cards } }).filter((e) => e.type === 'info');
    expect(again.every((e, i) => e === edges[i])).toBe(true);
  });
});
