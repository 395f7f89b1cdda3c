/**
 * The model Judge: claims go to the gateway's `judge` role in batches (up to `batchSize` per call,
 * at most `concurrency` calls in flight), each with its findings and the rule-based evaluation. Every
 * answer is checked per claim before it is used: the verdict and confidence must be known labels, the
 * reasoning non-empty, a verified ruling needs a supporting finding and a contradicted one a
 * contradicting finding; cited ids not on that claim and answers for claims outside the batch are
 * dropped; re-investigation targets are filtered exactly as the rules filter theirs.
 *
 * The rules stay in charge of what is not judgement: the IFRS mapping, the scores, `notInvestigated`
 * (and the sentence naming those domains is appended to the model's reasoning when there are any),
 * and low confidence whenever an expected agent errored.
 *
 * Fallbacks: a claim the model omits or answers invalidly, and every claim of a batch whose call
 * fails with a model-gateway error, get the rule-based decision with a note saying why (provenance
 * engine 'offline'). Claims without any finding never reach the model: the rules call them
 * unverified. Cancellation is not a failure: it rejects the whole call, with no fallback.
 */
import { isLlmError } from '../../llm/errors';
import { type Gateway, type StructuredResult } from '../../llm/gateway';
import { createSemaphore } from '../../llm/semaphore';
import { createLogger, type Logger } from '../../log';
import {
  VerdictValueSchema,
  type Finding,
  type ReinvestigationRequest,
  type Verdict,
  type VerdictValue
} from '../../../shared/domain/finding';
import type { SpecialistId } from '../../../shared/domain/agents';
import { coverageSentence } from './reasoning';
import { AGENT_LABEL, clip, isSpecialist, listWords, SPECIALIST_ORDER } from './labels';
import {
  JudgeAnswerSchema,
  judgePrompt,
  MODEL_PROMPT_VERSION,
  type JudgeAnswer,
  type ModelVerdict
} from './modelPrompt';
import { exclusionOf, queryFor, REQUIRED_EVIDENCE, type ExclusionReason } from './reinvestigation';
import { analyseClaim, citedSources, computedContradictions, ruleDecision, type Analysis } from './rules';
import type { JudgeDecision, JudgeInput } from './types';

const DEFAULT_BATCH_SIZE = 8;
const DEFAULT_JUDGE_CONCURRENCY = 2;

export interface ModelJudgeOptions {
  /** Claims per model call (default 8). */
  batchSize?: number;
  /** Model calls in flight at once, across batches (default 2); the gateway's own limit applies too. */
  concurrency?: number;
  log?: Logger;
}

export interface ModelJudge {
  /** One decision per input, in input order. Rejects only on cancellation or a non-model bug. */
  judgeBatch(inputs: JudgeInput[], signal?: AbortSignal): Promise<JudgeDecision[]>;
}

interface Item {
  index: number;
  input: JudgeInput;
  analysis: Analysis;
  rules: JudgeDecision;
}

const CONFIDENCES = ['high', 'medium', 'low'] as const;
const AGENT_ALIASES: Readonly<Record<string, SpecialistId>> = {
  data: 'data_metrics',
  metrics: 'data_metrics',
  news: 'news_media',
  media: 'news_media',
  academic_research: 'academic',
  research: 'academic',
  geographic: 'geography'
};
const EXCLUSION_WORDS: Record<ExclusionReason | 'unknown', string> = {
  not_available: 'not available in this build',
  timed_out: 'timed out',
  already_retried: 'already retried after an error',
  unknown: 'not a specialist'
};

const norm = (s: string): string =>
  s
    .trim()
    .toLowerCase()
    .replace(/[\s/-]+/g, '_');

function verdictOf(label: string): VerdictValue | undefined {
  const n = norm(label);
  const parsed = VerdictValueSchema.safeParse(n === 'insufficient' ? 'insufficient_evidence' : n);
  return parsed.success ? parsed.data : undefined;
}

const confidenceOf = (label: string): Verdict['confidence'] | undefined => CONFIDENCES.find((c) => c === norm(label));

function agentOf(label: string): SpecialistId | undefined {
  const n = norm(label).replace(/_agent$/, '');
  return isSpecialist(n) ? n : AGENT_ALIASES[n];
}

/** The rules' decision, with the reason the model's was not used. */
function withFallbackNote(rules: JudgeDecision, why: string): JudgeDecision {
  return {
    ...rules,
    verdict: {
      ...rules.verdict,
      reasoning: `${rules.verdict.reasoning}\nNote: decided by the rule-based judge because ${why}.`
    }
  };
}

function chunked<T>(items: readonly T[], size: number, key: (t: T) => string): T[][] {
  const groups = new Map<string, T[]>();
  for (const it of items) groups.set(key(it), [...(groups.get(key(it)) ?? []), it]);
  const out: T[][] = [];
  for (const g of groups.values()) for (let i = 0; i < g.length; i += size) out.push(g.slice(i, i + size));
  return out;
}

/** The model's re-investigation request, filtered; `dropped` lists targets it may not have. */
function modelRequest(item: Item, answer: ModelVerdict): { request: ReinvestigationRequest | null; dropped: string[] } {
  const { input, analysis } = item;
  const r = answer.reinvestigation;
  if (!r || input.cycle >= input.maxCycles) return { request: null, dropped: [] };
  const picked = new Map<SpecialistId, { query: string; required: string }>();
  const dropped: string[] = [];
  for (const q of r.requests) {
    const agent = agentOf(q.agent);
    const why = agent ? exclusionOf(agent, input) : 'unknown';
    if (why) dropped.push(`${agent ? AGENT_LABEL[agent] : `"${clip(q.agent, 30)}"`} (${EXCLUSION_WORDS[why]})`);
    else if (agent && !picked.has(agent))
      picked.set(agent, { query: q.query.trim(), required: q.required_evidence.trim() });
  }
  const agents = SPECIALIST_ORDER.filter((a) => picked.has(a));
  if (agents.length === 0) return { request: null, dropped };
  return {
    request: {
      claimId: input.claim.id,
      targetAgents: agents,
      evidenceGap:
        r.evidence_gap.trim() || item.rules.reinvestigation?.evidenceGap || 'The model judge asked for more evidence.',
      refinedQueries: agents.map((a) => picked.get(a)!.query || queryFor(input.claim, a, [], analysis.ifrs)),
      requiredEvidence: agents
        .map((a) => `${AGENT_LABEL[a]}: ${picked.get(a)!.required || REQUIRED_EVIDENCE[a]}`)
        .join('\n'),
      cycle: input.cycle
    },
    dropped
  };
}

/** The model's ruling on one claim as a decision, or the reason it cannot be used. */
function accept(item: Item, answer: ModelVerdict, model: string, log: Logger): JudgeDecision | string {
  const { input, analysis: a } = item;
  const value = verdictOf(answer.verdict);
  if (!value)
    return `the model's verdict "${clip(answer.verdict, 40)}" is not one of verified, unverified, contradicted or insufficient_evidence`;
  const stated = confidenceOf(answer.confidence);
  if (!stated) return `the model's confidence "${clip(answer.confidence, 40)}" is not high, medium or low`;
  // As in the rules (seed §10.4): an evaluation missing an expected agent through an error is low confidence.
  const confidence = a.evaluation.completeness.errored.length > 0 ? 'low' : stated;
  const reasoning = answer.reasoning.trim();
  if (!reasoning) return 'the model gave no reasoning';
  if (value === 'verified' && a.evaluation.sufficiency.sourceCount === 0)
    return 'the model called the claim verified although no finding supports it';
  if (value === 'contradicted' && a.evaluation.consistency.contradict === 0)
    return 'the model called the claim contradicted although no finding contradicts it';
  if (value !== 'contradicted' && computedContradictions(a.current).length > 0)
    return `the model called the claim ${value} although the report's own figures, recomputed, contradict it`;
  const known = new Map(a.findings.map((f) => [f.id, f] as const));
  const ids = [...new Set(answer.cited_finding_ids.map((s) => s.trim()))];
  const cited = ids.filter((id) => known.has(id)).map((id) => known.get(id) as Finding);
  if (cited.length < ids.length)
    log.warn('judge.unknown_cited_ids', {
      runId: input.runId,
      claimId: input.claim.id,
      dropped: ids.length - cited.length
    });
  const { request, dropped } = modelRequest(item, answer);
  const extra = [
    coverageSentence(a.absences),
    dropped.length ? `Not asked to re-investigate: ${listWords(dropped)}.` : ''
  ].filter(Boolean);
  const verdict: Verdict = {
    ...item.rules.verdict,
    verdict: value,
    confidence,
    reasoning: [reasoning, ...extra].join('\n'),
    citedFindings: cited.map((f) => f.id),
    provenance: {
      engine: 'model',
      model,
      promptVersion: MODEL_PROMPT_VERSION,
      ...(input.corpusVersion !== undefined ? { corpusVersion: input.corpusVersion } : {}),
      sources: citedSources(cited)
    }
  };
  return { verdict, reinvestigation: request, evaluation: a.evaluation };
}

export function createModelJudge(gateway: Gateway, opts: ModelJudgeOptions = {}): ModelJudge {
  const batchSize = Math.max(1, Math.floor(opts.batchSize ?? DEFAULT_BATCH_SIZE));
  const slots = createSemaphore(Math.max(1, Math.floor(opts.concurrency ?? DEFAULT_JUDGE_CONCURRENCY)));
  const log = opts.log ?? createLogger('judge.model');

  async function runBatch(batch: Item[], signal: AbortSignal | undefined): Promise<JudgeDecision[]> {
    const runId = batch[0]!.input.runId;
    const release = await slots.acquire(signal);
    let answer: StructuredResult<JudgeAnswer>;
    try {
      answer = await gateway.complete('judge', judgePrompt(batch), JudgeAnswerSchema, {
        ...(signal ? { signal } : {}),
        runId
      });
    } catch (err) {
      if (signal?.aborted || !isLlmError(err) || err.llmCode === 'LLM_CANCELLED') throw err;
      log.warn('judge.model_failed', { runId, code: err.llmCode, claims: batch.length });
      return batch.map((it) => withFallbackNote(it.rules, `the model call failed (${err.message})`));
    } finally {
      release();
    }
    const byClaim = new Map<string, ModelVerdict>();
    for (const v of answer.value.verdicts) if (!byClaim.has(v.claim_id.trim())) byClaim.set(v.claim_id.trim(), v);
    const outside = [...byClaim.keys()].filter((id) => !batch.some((it) => it.input.claim.id === id)).length;
    if (outside) log.warn('judge.unknown_claim_ids', { runId, dropped: outside });
    return batch.map((it) => {
      const v = byClaim.get(it.input.claim.id);
      if (!v) return withFallbackNote(it.rules, 'the model gave no answer for this claim');
      const d = accept(it, v, answer.model, log);
      return typeof d === 'string' ? withFallbackNote(it.rules, d) : d;
    });
  }

  return {
    async judgeBatch(inputs, signal) {
      signal?.throwIfAborted();
      const out: JudgeDecision[] = new Array<JudgeDecision>(inputs.length);
      const toModel: Item[] = [];
      inputs.forEach((input, index) => {
        const analysis = analyseClaim(input);
        const rules = ruleDecision(input, analysis);
        if (analysis.findings.length === 0) out[index] = rules;
        else toModel.push({ index, input, analysis, rules });
      });
      const batches = chunked(toModel, batchSize, (it) => it.input.runId);
      await Promise.all(
        batches.map(async (b) => {
          const decisions = await runBatch(b, signal);
          decisions.forEach((d, i) => (out[b[i]!.index] = d));
        })
      );
      return out;
    }
  };
}
