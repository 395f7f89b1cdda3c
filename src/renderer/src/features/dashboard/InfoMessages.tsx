/**
 * The latest info requests between agents and their answers, newest first. The block keeps one
 * height whether it lists none, one or three (each question and answer one line, the whole of it in
 * the title), so what sits below it — the run controls — does not move as requests come in.
 */
import { memo } from 'react';
import type { InfoMessage } from './dashboardFold';
import { nodeLabel } from './labels';

const SHOWN = 3;

function InfoMessagesView({ info }: { info: readonly InfoMessage[] }) {
  const latest = info.slice(-SHOWN).reverse();
  return (
    <div className="dashboard-info" data-testid="dashboard-info" data-count={info.length}>
      <h3 className="dashboard-subtitle">
        Info requests <span className="tab-count">{info.length}</span>
      </h3>
      {latest.length === 0 ? (
        <p className="muted dashboard-info-none">No agent has asked another for information yet.</p>
      ) : (
        <ul>
          {latest.map((m) => {
            const to = m.to.map(nodeLabel).join(', ');
            const question = `${nodeLabel(m.from)} → ${to}, cycle ${m.cycle}: ${m.question}`;
            return (
              <li key={m.id} data-testid="info-message">
                <div className="dashboard-info-q" title={question}>
                  <strong>
                    {nodeLabel(m.from)} → {m.to.map(nodeLabel).join(', ')}
                  </strong>{' '}
                  <span className="muted">cycle {m.cycle}</span>: {m.question}
                </div>
                <div
                  className="dashboard-info-a"
                  title={m.answer ? `${nodeLabel(m.answer.from)}: ${m.answer.text}` : undefined}
                >
                  {m.answer ? (
                    <>
                      <strong>{nodeLabel(m.answer.from)}</strong>: {m.answer.text}
                    </>
                  ) : (
                    <span className="muted">not answered yet</span>
                  )}
                </div>
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}

export const InfoMessages = memo(InfoMessagesView);
