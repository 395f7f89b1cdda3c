/**
 * The agents kit: what every specialist is built on — one finding context, one per-claim loop with
 * progress lines and cancellation, one way to answer other agents' requests from the findings filed.
 */
export { findingBase, findingContext, reportPage, type FindingContext } from './findingContext';
export { perClaim, say } from './perClaim';
export { answerFromFindings, type Filed } from './answers';
