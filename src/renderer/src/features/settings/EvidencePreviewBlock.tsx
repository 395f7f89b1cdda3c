/** What one evidence provider would receive: shown before it is switched on, and while it is on. */
import type { EvidencePreview } from '../../../../shared/ipc/routes/evidence';

export function EvidencePreviewBlock({ preview, testId }: { preview: EvidencePreview; testId: string }) {
  return (
    <div className="evidence-preview" data-testid={testId}>
      <p className="model-field-hint">
        <strong>What {preview.label} would receive: </strong>
        <span data-testid={`${testId}-sends`}>{preview.sends}</span>
      </p>
      <p className="model-field-hint" data-testid={`${testId}-never`}>
        {preview.neverSends}
      </p>
      {preview.requests.length > 0 && (
        <pre
          className="evidence-requests"
          aria-label={`Example requests to ${preview.label}`}
          data-testid={`${testId}-requests`}
        >
          {preview.requests
            .map((r) => [`${r.method} ${r.url}`, ...r.headers, ...(r.body ? ['', r.body] : [])].join('\n'))
            .join('\n\n')}
        </pre>
      )}
      {preview.hosts.length > 0 && (
        <p className="model-field-hint">Hosts added to the allowlist while it is on: {preview.hosts.join(', ')}.</p>
      )}
      {preview.problem && (
        <p className="field-error" data-testid={`${testId}-problem`}>
          {preview.problem}
        </p>
      )}
    </div>
  );
}
