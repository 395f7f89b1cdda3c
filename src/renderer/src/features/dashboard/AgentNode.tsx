/**
 * One node of the dashboard: the agent's name, status (in words and colour), claims, findings and
 * cycle, and its latest reasoning line. Handles on every side let the edges of graphEdges.ts meet it
 * where the layout needs (they are not connectable). Memoised: a node re-renders only when its card
 * changes.
 */
import { memo } from 'react';
import { Handle, Position, type Node, type NodeProps } from '@xyflow/react';
import type { AgentCard } from './dashboardFold';
import { nodeFacts, nodeLabel, reasoningLine } from './labels';

export type AgentNodeType = Node<{ card: AgentCard }, 'agent'>;

const HANDLES: { id: string; type: 'source' | 'target'; position: Position; top?: string }[] = [
  { id: 'top', type: 'target', position: Position.Top },
  { id: 'bottom', type: 'source', position: Position.Bottom },
  { id: 'right', type: 'source', position: Position.Right, top: '50%' },
  { id: 'right-in', type: 'target', position: Position.Right, top: '50%' },
  { id: 'left', type: 'target', position: Position.Left, top: '35%' },
  { id: 'left-out', type: 'source', position: Position.Left, top: '65%' },
  { id: 'back-out', type: 'source', position: Position.Left, top: '50%' },
  { id: 'back-in', type: 'target', position: Position.Left, top: '50%' },
  { id: 'info-out', type: 'source', position: Position.Right, top: '25%' },
  { id: 'info-in', type: 'target', position: Position.Right, top: '75%' }
];

function AgentNodeView({ data }: NodeProps<AgentNodeType>) {
  const { card } = data;
  // The face says what the node's accessible name says (labels.ts nodeName), in the same order.
  const line = reasoningLine(card);
  const meta = nodeFacts(card).join(' · ');
  return (
    <div className={`agent-node status-${card.status}`} data-status={card.status} data-testid={`agent-node-${card.id}`}>
      {HANDLES.map((h) => (
        <Handle
          key={h.id}
          id={h.id}
          type={h.type}
          position={h.position}
          isConnectable={false}
          className="agent-node-handle"
          style={h.top ? { top: h.top } : undefined}
        />
      ))}
      {/* Spaces between the blocks keep the face's words apart where its text is read as one string (axe). */}
      <div className="agent-node-head">
        <span className="agent-node-name">{nodeLabel(card.id)}</span>{' '}
        <span className="agent-node-dot" aria-hidden="true" />
      </div>{' '}
      <div className="agent-node-meta">{meta}</div>{' '}
      <div className="agent-node-line" title={line ?? undefined}>
        {line ?? '\u00a0'}
      </div>
    </div>
  );
}

export const AgentNode = memo(AgentNodeView);
