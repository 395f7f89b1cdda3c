/**
 * Performance API marks the workspace sets so its responsiveness can be measured in the running app
 * (scripts/measure-workspace.mjs reads them): a highlight clicked, and the reasoning panel showing
 * that claim on the next frame, measured as `click-to-reasoning`.
 */

const CLAIM_CLICK_MARK = 'sibyl:claim-click';
const CLICK_TO_REASONING = 'sibyl:click-to-reasoning';

export function markClaimClick(claimId: string): void {
  performance.clearMarks(CLAIM_CLICK_MARK);
  performance.mark(CLAIM_CLICK_MARK, { detail: claimId });
}

/** Called when the reasoning panel shows `claimId`: measures from the click on it, at the next frame. */
export function measureClaimShown(claimId: string): void {
  const click = performance.getEntriesByName(CLAIM_CLICK_MARK, 'mark').at(-1) as PerformanceMark | undefined;
  if (!click || click.detail !== claimId) return;
  performance.clearMarks(CLAIM_CLICK_MARK);
  requestAnimationFrame(() =>
    performance.measure(CLICK_TO_REASONING, { start: click.startTime, end: performance.now(), detail: claimId })
  );
}
