/**
 * The PDF pane's legend for the highlights: what they are coloured by (by type, or by verdict once
 * the analysis has verdicts; the analyst switches), a swatch with its word for each colour (the
 * border pattern of each verdict shows in the swatch too), and how many claims the filters hide.
 */
import type { ReportId } from '../../../../shared/domain/report';
import { setColourBy, setFilters } from './claimsActions';
import { colourMode, legendKeys, type ColourBy } from './claimsDensity';
import { NO_FILTERS } from './claimsLogic';
import { selectVerdicts, selectVisibleClaims, useClaimsStore, useClaimVerdicts } from './claimsStore';

const CHOICES: ReadonlyArray<{ by: ColourBy; label: string }> = [
  { by: 'type', label: 'By type' },
  { by: 'verdict', label: 'By verdict' }
];

export function ClaimsLegend({ reportId }: { reportId: ReportId }) {
  const verdicts = useClaimVerdicts(reportId);
  const by = useClaimsStore((s) => colourMode(s.colourBy, selectVerdicts(s, reportId)));
  const total = useClaimsStore((s) => s.reports[reportId]?.claims.length ?? 0);
  const shown = useClaimsStore((s) => selectVisibleClaims(s, reportId).length);
  if (total === 0) return null;
  const hasVerdicts = Object.keys(verdicts).length > 0;
  const hidden = total - shown;

  return (
    <div className="claims-legend" data-testid="claims-legend" data-colour-by={by}>
      <div className="legend-switch" role="group" aria-label="Colour highlights">
        {CHOICES.map((c) => (
          <button
            key={c.by}
            type="button"
            className="btn btn-small legend-choice"
            aria-pressed={by === c.by}
            disabled={c.by === 'verdict' && !hasVerdicts}
            title={c.by === 'verdict' && !hasVerdicts ? 'Analyze the claims to colour them by verdict' : undefined}
            onClick={() => setColourBy(c.by)}
            data-testid={`legend-by-${c.by}`}
          >
            {c.label}
          </button>
        ))}
      </div>
      <ul
        className="legend-keys"
        aria-label={by === 'verdict' ? 'Highlight colours by verdict' : 'Highlight colours by claim type'}
      >
        {legendKeys(by).map((k) => (
          <li
            key={k.key}
            className={`legend-key ${k.className}${by === 'verdict' ? ' by-verdict' : ''}`}
            data-testid="legend-key"
            data-key={k.key}
          >
            <span className="legend-swatch" aria-hidden="true" />
            {k.label}
          </li>
        ))}
      </ul>
      {hidden > 0 && (
        <p className="legend-hidden" data-testid="legend-hidden" data-hidden={hidden}>
          {hidden} of {total} claims hidden by filters{' '}
          <button
            type="button"
            className="link-button"
            onClick={() => setFilters(NO_FILTERS)}
            data-testid="legend-show-all"
          >
            Show all
          </button>
        </p>
      )}
    </div>
  );
}
