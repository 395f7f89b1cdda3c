/**
 * What Legal asks other agents (seed FRD 6 §8, issue 12 item 4): Data/Metrics for quantitative
 * validation when a claim that states figures maps to a metrics-and-targets paragraph, News/Media for
 * corroboration when a claim asserts something outside parties would report (a certification, an
 * award or rating, a fine, litigation, compliance with a law). One request per claim and kind, asked
 * the first time Legal assesses the claim. A request to an agent this build lacks (News/Media today)
 * stays open in the run, visible, and is never answered with invented content. Answers come back in
 * a later cycle and are cited on the claim's finding.
 */
import type { Claim } from '../../../shared/domain/claim';
import type { InfoRequest, InfoResponse } from '../../../shared/domain/finding';
import type { AssessedParagraph } from './assess';

type Kind = 'quantitative' | 'corroboration';

const prefix = (runId: string, kind: Kind): string => `irq_${runId.replace(/^run_/u, '')}_legal_${kind}_`;
const legalRequestId = (runId: string, kind: Kind, claimId: string): string => `${prefix(runId, kind)}${claimId}`;

/** Statements outside parties report on: certifications, awards and ratings, fines, litigation, legal compliance. */
const CORROBORATE =
  /\b(?:certif(?:ied|ication|icate)s?|iso\s?\d{4,5}|accredit\w*|award(?:ed|s)?|recogni[sz]ed|rated|rating|ranked|ranking|index(?:ed)? constituent|fines?|penalt(?:y|ies)|sanctions?|litigation|lawsuits?|legal proceedings|court|in (?:full )?compliance with|complied with|breach(?:es)?|investigations?)\b/iu;

export function requestsFor(
  claim: Claim,
  paragraphs: readonly AssessedParagraph[],
  runId: string,
  cycle: number
): InfoRequest[] {
  const out: InfoRequest[] = [];
  const metrics = paragraphs.filter((p) => p.entry.pillar === 'metrics_targets').map((p) => p.entry.id);
  if (metrics.length && claim.figures.length) {
    out.push({
      id: legalRequestId(runId, 'quantitative', claim.id),
      from: 'legal',
      to: ['data_metrics'],
      claimId: claim.id,
      cycle,
      question: `Quantitative validation: the claim on page ${claim.sourcePage} answers ${metrics.join(', ')} with ${claim.figures.length} figure(s). Do they agree with the report's other figures (sums, changes, base year, units)?`
    });
  }
  if (CORROBORATE.test(claim.text)) {
    out.push({
      id: legalRequestId(runId, 'corroboration', claim.id),
      from: 'legal',
      to: ['news_media'],
      claimId: claim.id,
      cycle,
      question: `Corroboration: does public reporting confirm or contradict this statement on page ${claim.sourcePage}: "${claim.text.slice(0, 300)}"?`
    });
  }
  return out;
}

/** The answers to Legal's requests about one claim. */
export function answersFor(claimId: string, answers: readonly InfoResponse[], runId: string): InfoResponse[] {
  return answers.filter((a) =>
    (['quantitative', 'corroboration'] as const).some((k) => a.requestId === legalRequestId(runId, k, claimId))
  );
}
