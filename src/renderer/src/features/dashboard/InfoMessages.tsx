/** The latest info requests between agents and their answers, newest first. */
import { memo } from 'react';
import type { InfoMessage } from './dashboardFold';
import { nodeLabel } from './labels';

const SHOWN = 3;

function InfoMessagesView({ info }: { info: readonly InfoMessage[] }) {
  if (!info.length) return null;
  const latest = info.slice(-SHOWN).reverse();
  return (
    <div className="dashboard-info" data-testid="dashboard-info">
      <h3 className="dashboard-subtitle">
        Info requests <span className="tab-count">{info.length}</span>
      </h3>
      <ul>
        {latest.map((m) => (
          <li key={m.id} data-testid="info-message">
            <div className="dashboard-info-q">
              <strong>{nodeLabel(m.from)} → {m.to.map(nodeLabel).join(', ')}</strong> <span className="muted">cycle {m.cycle}</span>: {m.question}
            </div>
            <div className="dashboard-info-a" title={m.answer?.text}>
              {m.answer ? (
                <>
                  <strong>{nodeLabel(m.answer.from)}</strong>: {m.answer.text}
                </>
              ) : (
                <span className="muted">not answered yet</span>
              )}
            </div>
          </li>
        ))}
      </ul>
    </div>
  );
}

export const InfoMessages = memo(InfoMessagesView);
