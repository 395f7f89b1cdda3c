/**
 * Public surface of the offline claims engine's detection layer: sentence segmentation over page
 * text, the claim detector (score, type, priority, reasoning) and its sentence-level evaluation.
 */
export {
  segmentSentences,
  splitSentences,
  type Segment,
  type SegmentKind,
  type SegmentOptions,
  type SegmentablePage
} from '../../text/sentences';
export {
  parseTableRow,
  parseTableRows,
  parseYearHeader,
  yearHeaderNote,
  type TableRow,
  type LineRow
} from '../../facts/tables';
export { tableRowClaimText } from '../../text/tableRows';
export { analyseSentence, envFeatures, type SentenceFacts } from './features';
export {
  scoreSentence,
  scoreSegment,
  scoreFacts,
  claimRejection,
  environmentalProbability,
  verifiableProbability,
  type ClaimDetection
} from './detect';
export { classifyType, classifyPriority } from './classify';
export {
  evaluateSentences,
  parseLabelledJsonl,
  type Evaluation,
  type EvaluateOptions,
  type LabelledSentence
} from './evaluate';
