/**
 * The model claims engine's public surface: the engine, its page windows, prompts and dedupe. The
 * simulated bench is imported from ./simulatedBench directly, so app bundles never pull in the fake server.
 */
export { createModelEngine, claimType, priority, MODEL_CLAIM_SCORE, type ModelEngineOptions } from './modelEngine';
export {
  chunkText,
  pageChunks,
  pageLabel,
  pageMarker,
  DEFAULT_CHUNK_OVERLAP,
  DEFAULT_CHUNK_SIZE,
  type ChunkingOptions,
  type PageChunk
} from './chunking';
export {
  acceptNew,
  cosine,
  createDeduper,
  normalizeClaimText,
  wordSet,
  wordSetSimilarity,
  AUTO_DUPLICATE_THRESHOLD,
  SIMILARITY_THRESHOLD,
  type AcceptedClaim,
  type DedupeOptions,
  type Deduper
} from './dedupe';
export {
  DedupeAnswerSchema,
  ExtractedClaimSchema,
  ExtractionAnswerSchema,
  PROMPT_VERSION,
  dedupePrompt,
  extractionPrompt,
  extractionSystemPrompt,
  extractionUserPrompt,
  toDedupeVerdict,
  type DedupeVerdict,
  type ExtractedClaim,
  type ExtractionAnswer
} from './prompts';
