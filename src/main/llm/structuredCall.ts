/**
 * The structured-output loop: ask for JSON that fits the schema, validate (with coercion); if the
 * answer does not fit, send one repair round naming the problems; if that fails too, a typed
 * LLM_BAD_OUTPUT with the issues. Usage and attempts of both rounds are summed.
 */
import type { z } from 'zod';
import type { ChatCompletionMessageParam } from 'openai/resources/chat/completions';
import type { Logger } from '../log';
import { messagesFor, type ChatCaller } from './chatCall';
import { LlmError, LlmErrors } from './errors';
import type { CallOptions, Prompt, StructuredResult } from './gatewayTypes';
import type { ChatRole } from './settings';
import { jsonInstruction, repairPrompt, validateAnswer } from './structured';
import { addUsage } from './usage';

export async function completeStructured<S extends z.ZodType>(
  chat: ChatCaller,
  log: Logger,
  call: { role: ChatRole; model: string; prompt: Prompt; schema: S; opts: CallOptions }
): Promise<StructuredResult<z.output<S>>> {
  const { role, model, prompt, schema, opts: o } = call;
  const system = [prompt.system, jsonInstruction(schema)].filter(Boolean).join('\n\n');
  const messages = messagesFor(system, prompt.user);
  const first = await chat(role, model, messages, true, o, false);
  const v1 = validateAnswer(schema, first.text);
  if (v1.ok)
    return { value: v1.value, usage: first.usage, model, attempts: first.attempts, repaired: false, notes: v1.notes };
  log.warn('llm.answer_invalid', { role, model, stage: v1.stage, issues: v1.issues.length, runId: o.runId });
  const repairMessages: ChatCompletionMessageParam[] = [
    ...messages,
    { role: 'assistant', content: first.text },
    { role: 'user', content: repairPrompt(v1.issues) }
  ];
  const second = await chat(role, model, repairMessages, true, o, true);
  const usage = addUsage(first.usage, second.usage);
  const attempts = first.attempts + second.attempts;
  const v2 = validateAnswer(schema, second.text);
  if (v2.ok) return { value: v2.value, usage, model, attempts, repaired: true, notes: v2.notes };
  log.warn('llm.answer_rejected', { role, model, stage: v2.stage, issues: v2.issues.length, runId: o.runId });
  throw new LlmError(
    LlmErrors.LLM_BAD_OUTPUT,
    `The model's answer (${role}, ${model}) did not have the expected structure, even after a repair request.`,
    {
      attempts,
      issues: v2.issues
    }
  );
}
