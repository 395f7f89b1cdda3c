import { describe, expect, it } from 'vitest';
import { DEFAULT_LAYOUT, parseLayout, RAIL_WIDTH, workspaceColumns } from '../panelLayout';
import { SPLITTER_WIDTH } from '../panelSizes';

const open = { agents: false, reasoning: false };

describe('workspaceColumns', () => {
  it('draws the PDF, then a splitter and each open side panel at its chosen width', () => {
    expect(workspaceColumns({ panels: { agents: 340, reasoning: 380 }, collapsed: open }, 1600)).toBe(
      `minmax(240px, 1fr) ${SPLITTER_WIDTH}px 340px ${SPLITTER_WIDTH}px 380px`
    );
  });

  it('leaves a rail and no splitter for a collapsed panel', () => {
    const layout = { panels: { agents: 340, reasoning: 380 }, collapsed: { agents: true, reasoning: false } };
    expect(workspaceColumns(layout, 1600)).toBe(`minmax(240px, 1fr) ${RAIL_WIDTH}px ${SPLITTER_WIDTH}px 380px`);
    expect(workspaceColumns({ ...layout, collapsed: { agents: true, reasoning: true } }, 1600)).toBe(
      `minmax(240px, 1fr) ${RAIL_WIDTH}px ${RAIL_WIDTH}px`
    );
  });

  it('gives an open panel the room a collapsed one left when the window is narrow', () => {
    const panels = { agents: 500, reasoning: 500 };
    const both = workspaceColumns({ panels, collapsed: open }, 1000).split(' ');
    const one = workspaceColumns({ panels, collapsed: { agents: true, reasoning: false } }, 1000).split(' ');
    expect(Number.parseInt(one.at(-1)!, 10)).toBeGreaterThan(Number.parseInt(both.at(-1)!, 10));
  });
});

describe('parseLayout', () => {
  it('reads back what was stored', () => {
    const stored = { panels: { agents: 300, reasoning: 420 }, collapsed: { agents: false, reasoning: true } };
    expect(parseLayout(JSON.stringify(stored))).toEqual(stored);
  });

  it('takes the default for anything missing, damaged or out of range', () => {
    expect(parseLayout(null)).toBe(DEFAULT_LAYOUT);
    expect(parseLayout('{not json')).toBe(DEFAULT_LAYOUT);
    expect(parseLayout('42')).toBe(DEFAULT_LAYOUT);
    expect(
      parseLayout(JSON.stringify({ panels: { agents: 5, reasoning: 'wide' }, collapsed: { agents: 'yes' } }))
    ).toEqual(DEFAULT_LAYOUT);
  });
});
