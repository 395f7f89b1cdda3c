/**
 * The pipeline drawn with React Flow: fixed positions, no dragging or connecting, the library's
 * keyboard access on (Tab reaches each node; its accessible name says its status and claims; Enter
 * opens its detail sheet). Memoised on the parts of the view it draws.
 */
import { memo, useMemo, type KeyboardEvent } from 'react';
import { ReactFlow, type EdgeTypes, type FitViewOptions, type NodeMouseHandler, type NodeTypes } from '@xyflow/react';
import '@xyflow/react/dist/style.css';
import type { NodeId } from '../../../../shared/domain/pipeline';
import { AgentNode } from './AgentNode';
import { BackEdge, InfoEdge } from './DashboardEdges';
import type { DashboardView } from './dashboardFold';
import { flowEdges, flowNodes } from './flowElements';
import { useTheme } from '../../stores/themeStore';

const NODE_TYPES: NodeTypes = { agent: AgentNode };
const EDGE_TYPES: EdgeTypes = { back: BackEdge, info: InfoEdge };
// Room beside the nodes for the back edge and its badges (left) and the info arcs (right).
const FIT: FitViewOptions = { padding: { top: '6px', bottom: '6px', left: '40px', right: '34px' } };
const ARIA = {
  'node.a11yDescription.default': 'Press Enter to open the agent’s findings.',
  'node.a11yDescription.keyboardDisabled': 'Press Enter to open the agent’s findings.',
  'edge.a11yDescription.default': 'An edge of the investigation graph.'
};

interface Props {
  cards: DashboardView['cards'];
  reinvestigations: DashboardView['reinvestigations'];
  info: DashboardView['info'];
  onOpen: (id: NodeId) => void;
}

function AgentFlowView({ cards, reinvestigations, info, onOpen }: Props) {
  const theme = useTheme();
  const nodes = useMemo(() => flowNodes({ cards }), [cards]);
  const edges = useMemo(() => flowEdges({ cards, reinvestigations, info }), [cards, reinvestigations, info]);
  const onNodeClick: NodeMouseHandler = (_, node) => onOpen(node.id as NodeId);
  const onKeyDown = (e: KeyboardEvent<HTMLDivElement>) => {
    if (e.key !== 'Enter') return;
    const node = (e.target as HTMLElement).closest<HTMLElement>('.react-flow__node');
    const id = node?.dataset.id;
    if (id && id in cards) {
      e.preventDefault();
      onOpen(id as NodeId);
    }
  };
  return (
    <div className="dashboard-flow" onKeyDown={onKeyDown}>
      <ReactFlow
        colorMode={theme}
        nodes={nodes}
        edges={edges}
        nodeTypes={NODE_TYPES}
        edgeTypes={EDGE_TYPES}
        onNodeClick={onNodeClick}
        fitView
        fitViewOptions={FIT}
        nodesDraggable={false}
        nodesConnectable={false}
        elementsSelectable
        nodesFocusable
        edgesFocusable
        disableKeyboardA11y={false}
        autoPanOnNodeFocus={false}
        ariaLabelConfig={ARIA}
        panOnDrag={false}
        zoomOnScroll={false}
        zoomOnPinch
        zoomOnDoubleClick={false}
        preventScrolling={false}
        minZoom={0.3}
        maxZoom={1.5}
      />
    </div>
  );
}

export const AgentFlow = memo(AgentFlowView);
