/**
 * Data/Metrics' answers to other agents (Legal asking for quantitative validation, the Judge's
 * research agent asking what was computed): for a request about a claim, what the checks on that
 * claim's figures found, with the finding this cycle filed on it; for a request about the whole
 * report, the checks that failed or could not be run. Said plainly, from the checks themselves.
 */
import type { Claim } from '../../../shared/domain/claim';
import type { Finding, InfoRequest, InfoResponse } from '../../../shared/domain/finding';
import type { MetricCheck } from '../../../shared/domain/findingDetails';
import { answerFromFindings } from '../kit';
import { checksOfClaim } from './claimFinding';

const MAX_LISTED = 4;

const line = (c: MetricCheck): string => `${c.checkName} ${c.result}: ${c.message}`;

function aboutClaim(claim: Claim | undefined, checks: readonly MetricCheck[]): string {
  if (!claim) return 'That claim is not part of this run, so Data/Metrics has nothing on it.';
  const mine = checksOfClaim(claim.id, checks);
  if (!mine.length)
    return `No check bears on the figures of this claim (page ${claim.sourcePage}): it states no emissions figure, change or share the report lets Data/Metrics recompute.`;
  const shown = mine.slice(0, MAX_LISTED).map(line);
  const more = mine.length > MAX_LISTED ? [`… and ${mine.length - MAX_LISTED} more check(s).`] : [];
  return [`${mine.length} check(s) on the figures of this claim (page ${claim.sourcePage}):`, ...shown, ...more].join(
    '\n'
  );
}

function aboutReport(checks: readonly MetricCheck[]): string {
  const open = checks.filter((c) => c.result !== 'pass');
  const passed = checks.length - open.length;
  if (!open.length) return `All ${checks.length} whole-report checks pass.`;
  const shown = open.slice(0, MAX_LISTED).map(line);
  return [
    `${checks.length} whole-report checks: ${passed} pass, ${open.length} failed or could not be run:`,
    ...shown
  ].join('\n');
}

/** Every request answered from the checks, citing the findings filed on the claim it names. */
export function answerRequests(
  inbox: readonly InfoRequest[],
  claims: readonly Claim[],
  checks: readonly MetricCheck[],
  findings: readonly Finding[]
): Promise<InfoResponse[]> {
  return answerFromFindings(inbox, findings, {
    from: 'data_metrics',
    format: (q) =>
      q.claimId === null
        ? aboutReport(checks)
        : aboutClaim(
            claims.find((c) => c.id === q.claimId),
            checks
          )
  });
}
