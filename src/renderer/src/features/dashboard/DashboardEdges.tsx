/**
 * The dashboard's own edge shapes: the Judge's back edge to the orchestrator, drawn around the
 * spine's left with a badge per re-investigation round, and the dashed info-request arcs between
 * specialists (the latest request and answer as the edge's title, shown on hover).
 */
import { memo } from 'react';
import { BaseEdge, EdgeLabelRenderer, type Edge, type EdgeProps } from '@xyflow/react';
import type { Reinvestigation } from './dashboardFold';

export type BackEdgeType = Edge<{ rounds: readonly Reinvestigation[] }, 'back'>;
export type InfoEdgeType = Edge<{ title: string; count: number }, 'info'>;

const BULGE = 30;

function BackEdgeView({ id, sourceX, sourceY, targetX, targetY, markerEnd, style, data }: EdgeProps<BackEdgeType>) {
  const left = Math.min(sourceX, targetX) - BULGE;
  const path = `M ${sourceX},${sourceY} C ${left},${sourceY} ${left},${targetY} ${targetX},${targetY}`;
  const midY = (sourceY + targetY) / 2;
  const rounds = data?.rounds ?? [];
  return (
    <>
      <BaseEdge id={id} path={path} markerEnd={markerEnd} style={style} />
      {rounds.length > 0 && (
        <EdgeLabelRenderer>
          <div
            className="dashboard-badges nodrag nopan"
            style={{ transform: `translate(-50%, -50%) translate(${left + BULGE * 0.25}px, ${midY}px)` }}
          >
            {rounds.map((r) => (
              <span
                key={r.cycle}
                className="cycle-badge"
                title={`The Judge sent ${r.claims} claim(s) back after cycle ${r.cycle}`}
              >
                ↺{r.cycle + 1} · {r.claims}
              </span>
            ))}
          </div>
        </EdgeLabelRenderer>
      )}
    </>
  );
}

function InfoEdgeView({ id, sourceX, sourceY, targetX, targetY, markerEnd, style, data }: EdgeProps<InfoEdgeType>) {
  const right = Math.max(sourceX, targetX) + BULGE + Math.min(24, Math.abs(targetY - sourceY) * 0.1);
  const path = `M ${sourceX},${sourceY} C ${right},${sourceY} ${right},${targetY} ${targetX},${targetY}`;
  return (
    <g>
      <title>{data?.title ?? ''}</title>
      <BaseEdge id={id} path={path} markerEnd={markerEnd} style={style} interactionWidth={14} />
    </g>
  );
}

export const BackEdge = memo(BackEdgeView);
export const InfoEdge = memo(InfoEdgeView);
