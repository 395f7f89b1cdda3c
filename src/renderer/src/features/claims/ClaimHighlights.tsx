/**
 * The claims drawn on one PDF page: one absolutely placed box per anchor rectangle, inside the
 * page's overlay (rectangles are page-relative, multiplied by the overlay size). Coloured by verdict
 * once the analysis has one (each verdict also has its own border pattern, and its word is in the
 * highlight's description), by claim type otherwise; stronger for the active claim, pulsing after
 * "go to". The first box of a claim is the control (click, Enter or Space selects the claim, which
 * the reasoning panel shows; its accessible name is the claim's text); the others
 * only add area. The whole layer is one tab stop (roving tabindex): the active claim's
 * highlight, else the first visible one, takes Tab; arrow keys move between claims in reading order,
 * Home and End to the first and last.
 */
import { memo, useEffect, useRef, type KeyboardEvent } from 'react';
import type { Claim } from '../../../../shared/domain/claim';
import type { ReportId } from '../../../../shared/domain/report';
import type { OverlaySize } from '../../components/overlay';
import type { VerdictValue } from '../../../../shared/domain/finding';
import { priorityLabel, typeClass, typeLabel } from './claimColors';
import { endPulse, goToClaim, selectFromHighlight, stepActiveClaim } from './claimsActions';
import { colourMode, verdictClass, verdictKeyLabel, type ColourBy } from './claimsDensity';
import { isAnchored, scaleRect, tabStopClaim } from './claimsLogic';
import {
  claimsStore,
  selectVerdicts,
  selectVisibleClaims,
  useClaimsStore,
  useClaimVerdicts,
  usePageClaims
} from './claimsStore';

export interface ClaimHighlightsProps {
  reportId: ReportId;
  pageNumber: number;
  size: OverlaySize;
}

export function ClaimHighlights({ reportId, pageNumber, size }: ClaimHighlightsProps) {
  const claims = usePageClaims(reportId, pageNumber);
  // Only the ids that concern this page, so other pages do not re-render on selection.
  const activeId = useClaimsStore((s) =>
    s.activeId !== null && claims.some((c) => c.id === s.activeId) ? s.activeId : null
  );
  const verdicts = useClaimVerdicts(reportId);
  const by = useClaimsStore((s) => colourMode(s.colourBy, selectVerdicts(s, reportId)));
  const pulse = useClaimsStore((s) => (s.pulse && claims.some((c) => c.id === s.pulse?.claimId) ? s.pulse : null));
  const tabStop = useClaimsStore((s) => tabStopClaim(selectVisibleClaims(s, reportId), s.activeId));
  if (claims.length === 0) return null;
  return (
    <>
      {claims.filter(isAnchored).map((c) => (
        <ClaimHighlight
          key={c.id}
          reportId={reportId}
          claim={c}
          size={size}
          verdict={verdicts[c.id] ?? null}
          colourBy={by}
          active={c.id === activeId}
          tabStop={c.id === tabStop}
          pulseSeq={pulse?.claimId === c.id ? pulse.seq : 0}
        />
      ))}
    </>
  );
}

interface ClaimHighlightProps {
  reportId: ReportId;
  claim: Claim;
  size: OverlaySize;
  /** The verdict in force on the claim, if any. */
  verdict: VerdictValue | null;
  colourBy: ColourBy;
  active: boolean;
  /** This highlight is the layer's one tab stop. */
  tabStop: boolean;
  /** Non-zero while a "go to" pulse for this claim is playing. */
  pulseSeq: number;
}

/** Pulses already scrolled to, so a highlight re-mounted by a filter change does not scroll again. */
let scrolledPulse = 0;
/** An arrow key moved the selection from a focused highlight: the next active highlight takes focus. */
let focusFollows = false;

const ARROWS: Record<string, 1 | -1> = { ArrowDown: 1, ArrowRight: 1, ArrowUp: -1, ArrowLeft: -1 };

const ClaimHighlight = memo(function ClaimHighlight({
  reportId,
  claim,
  size,
  verdict,
  colourBy,
  active,
  tabStop,
  pulseSeq
}: ClaimHighlightProps) {
  const ref = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!active || !focusFollows) return;
    focusFollows = false;
    ref.current?.focus({ preventScroll: true });
  }, [active]);

  useEffect(() => {
    if (pulseSeq === 0 || pulseSeq <= scrolledPulse) return;
    scrolledPulse = pulseSeq;
    // The viewer has already jumped to the page; bring the claim itself into view if it is below.
    ref.current?.scrollIntoView({ block: 'nearest', inline: 'nearest' });
  }, [pulseSeq]);

  const activate = () => selectFromHighlight(claim.id);
  const onKeyDown = (e: KeyboardEvent<HTMLDivElement>) => {
    if (e.key === 'Enter' || e.key === ' ') {
      e.preventDefault();
      activate();
      return;
    }
    if (e.altKey || e.ctrlKey || e.metaKey) return;
    const dir = ARROWS[e.key];
    if (dir || e.key === 'Home' || e.key === 'End') {
      // The layer's own keys: the viewer's window-level Home/End (first/last page) do not apply here.
      e.preventDefault();
      e.stopPropagation();
      focusFollows = true;
      if (!active) claimsStore.setState({ activeId: claim.id });
      if (dir) stepActiveClaim(reportId, dir);
      else {
        const anchored = selectVisibleClaims(claimsStore.getState(), reportId).filter(isAnchored);
        const target = e.key === 'Home' ? anchored[0] : anchored[anchored.length - 1];
        if (target) goToClaim(target);
      }
    }
  };
  const colour = colourBy === 'verdict' ? `${verdictClass(verdict ?? 'none')} by-verdict` : typeClass(claim.type);
  const classes = ['claim-hl', colour, active ? 'is-active' : '', pulseSeq ? 'is-pulsing' : '']
    .filter(Boolean)
    .join(' ');
  const verdictWords = verdict ? `verdict: ${verdictKeyLabel(verdict).toLowerCase()}` : 'not analysed';
  const description =
    `${typeLabel(claim.type)} claim, ${priorityLabel(claim.priority).toLowerCase()} ` +
    `priority, page ${claim.anchor.page} — ${verdictWords}`;

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
            tabIndex={tabStop ? 0 : -1}
            aria-label={claim.text}
            aria-description={description}
            aria-current={active ? 'true' : undefined}
            data-testid="claim-highlight"
            data-claim-id={claim.id}
            data-claim-type={claim.type}
            data-verdict={verdict ?? 'none'}
            data-colour={colourBy === 'verdict' ? (verdict ?? 'none') : claim.type}
            data-active={active ? 'true' : 'false'}
            onClick={activate}
            onKeyDown={onKeyDown}
            onAnimationEnd={() => pulseSeq && endPulse(pulseSeq)}
          />
        ) : (
          <div
            key={i}
            className="claim-rect claim-rect-part"
            style={style}
            aria-hidden="true"
            data-testid="claim-highlight-part"
            data-claim-id={claim.id}
            onClick={activate}
          />
        );
      })}
    </div>
  );
});
