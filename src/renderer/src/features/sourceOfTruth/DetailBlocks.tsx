/**
 * A finding's typed details as the shared blocks describe them (`shared/report/findingBlocks.ts`):
 * one renderer for every agent's details, so a new agent's findings show without new code here.
 */
import { detailBlocks } from '../../../../shared/report/findingBlocks';

export function DetailBlocks({ agent, details }: { agent: string; details: unknown }) {
  const blocks = detailBlocks(agent, details);
  if (!blocks.length) return null;
  return (
    <div className="sot-blocks">
      {blocks.map((b, i) => (
        <div key={i} className="sot-block">
          <p className="sot-block-title">{b.title}</p>
          {b.kind === 'table' ? (
            <div className="sot-table-wrap">
              <table className="sot-table sot-table-small">
                <thead>
                  <tr>
                    {b.head.map((h) => (
                      <th key={h} scope="col">
                        {h}
                      </th>
                    ))}
                  </tr>
                </thead>
                <tbody>
                  {b.rows.map((row, r) => (
                    <tr key={r}>
                      {row.map((c, j) => (
                        <td key={j}>{c}</td>
                      ))}
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          ) : b.kind === 'list' ? (
            <ul>
              {b.items.map((it, j) => (
                <li key={j}>{it}</li>
              ))}
            </ul>
          ) : (
            <p>{b.text}</p>
          )}
        </div>
      ))}
    </div>
  );
}
