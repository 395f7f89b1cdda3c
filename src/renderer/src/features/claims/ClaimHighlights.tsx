/**
 * The claims drawn on one PDF page: one absolutely placed box per anchor rectangle, inside the
 * page's overlay (rectangles are page-relative, multiplied by the overlay size). Coloured by claim
 * type, stronger for the active claim, pulsing after "go to". The first box of a claim is the
 * focusable control (click, Enter or Space opens the claim's popover); the others only add area.
 */
import { memo, useEffect, useRef, type KeyboardEvent } from 'react';
import type { Claim } from '../../../../shared/domain/claim';
import type { ReportId } from '../../../../shared/domain/report';
import type { OverlaySize } from '../../components/overlay';
import { priorityLabel, typeClass, typeLabel } from './claimColors';
import { endPulse, openPopover } from './claimsActions';
import { isAnchored, scaleRect } from './claimsLogic';
import { useClaimsStore, usePageClaims } from './claimsStore';
import { ClaimPopover } from './ClaimPopover';

export interface ClaimHighlightsProps {
  reportId: ReportId;
  pageNumber: number;
  size: OverlaySize;
}

export function ClaimHighlights({ reportId, pageNumber, size }: ClaimHighlightsProps) {
  const claims = usePageClaims(reportId, pageNumber);
  // Only the ids that concern this page, so other pages do not re-render on selection.
  const activeId = useClaimsStore((s) => (s.activeId !== null && claims.some((c) => c.id === s.activeId) ? s.activeId : null));
  const popoverId = useClaimsStore((s) => (s.popoverId !== null && claims.some((c) => c.id === s.popoverId) ? s.popoverId : null));
  const pulse = useClaimsStore((s) => (s.pulse && claims.some((c) => c.id === s.pulse?.claimId) ? s.pulse : null));
  if (claims.length === 0) return null;
  const popoverClaim = popoverId ? claims.find((c) => c.id === popoverId) : undefined;
  return (
    <>
      {claims.filter(isAnchored).map((c) => (
        <ClaimHighlight key={c.id} claim={c} size={size} active={c.id === activeId} open={c.id === popoverId} pulseSeq={pulse?.claimId === c.id ? pulse.seq : 0} />
      ))}
      {popoverClaim && <ClaimPopover key={popoverClaim.id} claim={popoverClaim} size={size} />}
    </>
  );
}

interface ClaimHighlightProps {
  claim: Claim;
  size: OverlaySize;
  active: boolean;
  open: boolean;
  /** Non-zero while a "go to" pulse for this claim is playing. */
  pulseSeq: number;
}

/** Pulses already scrolled to, so a highlight re-mounted by a filter change does not scroll again. */
let scrolledPulse = 0;

const ClaimHighlight = memo(function ClaimHighlight({ claim, size, active, open, pulseSeq }: ClaimHighlightProps) {
  const ref = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (pulseSeq === 0 || pulseSeq <= scrolledPulse) return;
    scrolledPulse = pulseSeq;
    // The viewer has already jumped to the page; bring the claim itself into view if it is below.
    ref.current?.scrollIntoView({ block: 'nearest', inline: 'nearest' });
  }, [pulseSeq]);

  const activate = () => openPopover(claim.id);
  const onKeyDown = (e: KeyboardEvent<HTMLDivElement>) => {
    if (e.key === 'Enter' || e.key === ' ') {
      e.preventDefault();
      activate();
    }
  };
  const classes = ['claim-hl', typeClass(claim.type), active ? 'is-active' : '', pulseSeq ? 'is-pulsing' : ''].filter(Boolean).join(' ');
  const label = `${typeLabel(claim.type)} claim, ${priorityLabel(claim.priority).toLowerCase()} priority, page ${claim.anchor.page}: ${claim.text}`;

  return (
    <div className={classes} data-claim-id={claim.id}>
      {claim.anchor.rects.map((r, i) => {
        const box = scaleRect(r, size);
        const style = { left: box.left, top: box.top, width: box.width, height: box.height };
        return i === 0 ? (
          <div
            key={i}
            ref={ref}
            className="claim-rect"
            style={style}
            role="button"
            tabIndex={0}
            aria-label={label}
            aria-haspopup="dialog"
            aria-expanded={open}
            aria-current={active ? 'true' : undefined}
            data-testid="claim-highlight"
            data-claim-id={claim.id}
            data-claim-type={claim.type}
            data-active={active ? 'true' : 'false'}
            onClick={activate}
            onKeyDown={onKeyDown}
            onAnimationEnd={() => pulseSeq && endPulse(pulseSeq)}
          />
        ) : (
          <div key={i} className="claim-rect claim-rect-part" style={style} aria-hidden="true" data-testid="claim-highlight-part" data-claim-id={claim.id} onClick={activate} />
        );
      })}
    </div>
  );
});
