/**
 * The claims in reading order (page, then priority), following the page in view in the PDF
 * (useFollowPage.ts). Clicking a claim selects it and shows it in the PDF; "p. N"
 * goes to its page and pulses its highlight; the active claim shows its IFRS tags
 * and reasoning. Claims the anchoring could not place carry a "not located on the page" flag and
 * still go to the page they were read from.
 */
import { memo, useEffect, useRef } from 'react';
import type { Claim } from '../../../../shared/domain/claim';
import { priorityClass, priorityLabel, typeClass, typeLabel } from './claimColors';
import { goToClaim } from './claimsActions';
import { claimPage, isAnchored } from './claimsLogic';
import { useClaimSlots } from './claimSlots';
import { useFollowPage } from './useFollowPage';

export function ClaimList({ claims, activeId }: { claims: readonly Claim[]; activeId: string | null }) {
  const ref = useRef<HTMLOListElement>(null);
  useFollowPage(ref, claims, activeId);

  // Keep the active claim visible in the list, whether it was chosen here, in the PDF or by key.
  useEffect(() => {
    if (!activeId) return;
    ref.current?.querySelector(`[data-claim-id="${CSS.escape(activeId)}"]`)?.scrollIntoView({ block: 'nearest' });
  }, [activeId]);

  return (
    <ol ref={ref} className="claims-list" aria-label="Claims" data-testid="claims-list">
      {claims.map((c) => (
        <ClaimItem key={c.id} claim={c} active={c.id === activeId} />
      ))}
    </ol>
  );
}

const ClaimItem = memo(function ClaimItem({ claim, active }: { claim: Claim; active: boolean }) {
  const page = claimPage(claim);
  const anchored = isAnchored(claim);
  const slots = useClaimSlots();
  return (
    <li
      className={`claim-item ${typeClass(claim.type)}${active ? ' is-active' : ''}`}
      data-testid="claim-item"
      data-claim-id={claim.id}
      data-claim-type={claim.type}
      data-priority={claim.priority}
      data-page={page}
      data-anchored={anchored ? 'true' : 'false'}
      data-active={active ? 'true' : 'false'}
      aria-current={active ? 'true' : undefined}
    >
      <div className="claim-item-row">
        <button
          type="button"
          className="claim-item-main"
          onClick={() => goToClaim(claim)}
          aria-expanded={active}
          data-testid="claim-select"
        >
          <span className="claim-badges">
            <span className="claim-type-badge">{typeLabel(claim.type)}</span>
            <span className={`claim-priority ${priorityClass(claim.priority)}`}>{priorityLabel(claim.priority)}</span>
            {slots.badge?.(claim.id)}
          </span>
          <span className="claim-item-text">{claim.text}</span>
          {!anchored && (
            <span className="claim-unanchored" data-testid="claim-unanchored">
              Not located on the page
            </span>
          )}
        </button>
        <button
          type="button"
          className="btn btn-small claim-goto"
          onClick={() => goToClaim(claim)}
          title={`Go to page ${page}`}
          data-testid="claim-goto"
        >
          p. {page}
        </button>
      </div>
      {active && (
        <div className="claim-item-details" data-testid="claim-details">
          {claim.preliminaryIfrs.length > 0 && (
            <ul className="ifrs-tags" aria-label="Preliminary IFRS paragraphs">
              {claim.preliminaryIfrs.map((id) => (
                <li key={id} className="ifrs-tag">
                  {id}
                </li>
              ))}
            </ul>
          )}
          {claim.reasoning && <p className="claim-item-reasoning">{claim.reasoning}</p>}
          <button
            type="button"
            className="link-button"
            onClick={() => goToClaim(claim)}
            data-testid="claim-open-details"
          >
            Show on the page
          </button>
        </div>
      )}
    </li>
  );
});
