/**
 * Structured answers from models: pull the JSON out of whatever the model wrote (code fences,
 * <think> blocks, chatter around it), repair the common slips guided by the zod schema (a string
 * where a list is expected, numbers and booleans as strings, null for an optional field, enum case,
 * snake_case keys), validate, and summarise what is still wrong for the one repair prompt.
 * Coercion never throws and never mutates its input; validation has the last word.
 */
import { z } from 'zod';

type Schema = z.core.$ZodType;
interface Def {
  type: string;
  [k: string]: unknown;
}
const defOf = (s: Schema): Def => (s as unknown as { _zod: { def: Def } })._zod.def;

export type JsonParse = { ok: true; value: unknown } | { ok: false; error: string };

/** Finds and parses the JSON value in a model answer. */
export function extractJson(text: string): JsonParse {
  let t = text.replace(/<think>[\s\S]*?(<\/think>|$)/gi, '').trim();
  const fence = /```(?:json|JSON|jsonc)?\s*\n?([\s\S]*?)(```|$)/.exec(t);
  if (fence?.[1]?.trim()) t = fence[1].trim();
  if (t === '') return { ok: false, error: 'the answer is empty' };
  let lastError = 'no JSON object or array found in the answer';
  let tries = 0;
  for (let i = 0; i < t.length && tries < 20; i++) {
    const c = t[i];
    if (c !== '{' && c !== '[') continue;
    tries++;
    const end = matchingClose(t, i);
    if (end < 0) {
      lastError = 'the JSON is incomplete (it was cut off before the closing bracket)';
      break;
    }
    const slice = t.slice(i, end + 1);
    for (const candidate of [slice, slice.replace(/,\s*([}\]])/g, '$1')]) {
      try {
        return { ok: true, value: JSON.parse(candidate) };
      } catch (e) {
        lastError = `the JSON does not parse (${(e as Error).message})`;
      }
    }
  }
  return { ok: false, error: lastError };
}

/** Index of the bracket closing the one at `start`, skipping strings; -1 when unbalanced. */
function matchingClose(t: string, start: number): number {
  const stack: string[] = [];
  let inStr = false;
  for (let i = start; i < t.length; i++) {
    const c = t[i];
    if (inStr) {
      if (c === '\\') i++;
      else if (c === '"') inStr = false;
      continue;
    }
    if (c === '"') inStr = true;
    else if (c === '{') stack.push('}');
    else if (c === '[') stack.push(']');
    else if (c === '}' || c === ']') {
      if (stack.pop() !== c) return -1;
      if (stack.length === 0) return i;
    }
  }
  return -1;
}

const isPlainObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);
const normKey = (k: string): string => k.toLowerCase().replace(/[_\-\s]/g, '');
const NUMERIC = /^[-+]?(\d+\.?\d*|\.\d+)([eE][-+]?\d+)?$/;
const THOUSANDS = /^[-+]?\d{1,3}(,\d{3})+(\.\d+)?$/;

/** Unwraps wrappers that do not change the shape of the value (default, catch, readonly, pipe input, lazy). */
function core(s: Schema): Schema {
  for (let i = 0; i < 50; i++) {
    const d = defOf(s);
    if (['default', 'prefault', 'catch', 'readonly', 'nonoptional'].includes(d.type)) s = d.innerType as Schema;
    else if (d.type === 'pipe') s = d.in as Schema;
    else if (d.type === 'lazy') s = (d.getter as () => Schema)();
    else return s;
  }
  return s;
}

const scalarKind = (s: Schema): string => {
  const d = defOf(core(s));
  return d.type === 'optional' || d.type === 'nullable' ? scalarKind(d.innerType as Schema) : d.type;
};

/** Splits a list written as text: lines (with bullets), else `;`, else `,` when every piece is short. */
function splitList(text: string, element: Schema): string[] {
  const t = text.trim();
  if (t === '') return [];
  const clean = (parts: string[]): string[] =>
    parts.map((p) => p.replace(/^\s*(?:[-*•]|\d+[.)])\s+/, '').trim()).filter((p) => p !== '');
  if (/\r?\n/.test(t)) return clean(t.split(/\r?\n/));
  if (t.includes(';')) return clean(t.split(';'));
  if (t.includes(',')) {
    const parts = clean(t.split(','));
    const short = parts.every((p) => p.split(/\s+/).length <= 4);
    if (scalarKind(element) !== 'string' || short) return parts;
  }
  return [t];
}

export interface Coerced {
  value: unknown;
  /** What was repaired, by path (no values: answers may quote the report). */
  notes: string[];
}

/** Repairs common slips in `value` so that it has a better chance to match `schema`. */
export function coerceToSchema(schema: Schema, value: unknown): Coerced {
  const notes: string[] = [];
  const value2 = coerce(schema, value, '', notes);
  return { value: value2, notes };
}

function coerce(schema: Schema, v: unknown, path: string, notes: string[]): unknown {
  const s = core(schema);
  const d = defOf(s);
  const at = path || '(root)';
  switch (d.type) {
    case 'optional':
      if (v === null && defOf(core(d.innerType as Schema)).type !== 'nullable') {
        notes.push(`${at}: null → omitted`);
        return undefined;
      }
      return v === undefined ? v : coerce(d.innerType as Schema, v, path, notes);
    case 'nullable':
      return v === null ? v : coerce(d.innerType as Schema, v, path, notes);
    case 'string':
      if (typeof v === 'number' || typeof v === 'boolean') return note(notes, at, 'to string', String(v));
      if (Array.isArray(v) && v.length === 1 && typeof v[0] === 'string')
        return note(notes, at, 'single-item list to string', v[0]);
      return v;
    case 'number':
    case 'int':
      if (typeof v === 'string') {
        const t = v.trim();
        if (NUMERIC.test(t)) return note(notes, at, 'numeric string to number', Number(t));
        if (THOUSANDS.test(t)) return note(notes, at, 'numeric string to number', Number(t.replace(/,/g, '')));
      }
      return v;
    case 'boolean':
      if (typeof v === 'string' && /^(true|false)$/i.test(v.trim()))
        return note(notes, at, 'string to boolean', v.trim().toLowerCase() === 'true');
      return v;
    case 'enum': {
      if (typeof v !== 'string') return v;
      const values = Object.values(d.entries as Record<string, unknown>);
      return matchCase(values, v, at, notes);
    }
    case 'literal':
      if (typeof v !== 'string') return v;
      return matchCase(d.values as unknown[], v, at, notes);
    case 'array':
      return coerceArray(d.element as Schema, v, path, notes);
    case 'object':
      return coerceObject(d.shape as Record<string, Schema>, v, path, notes);
    case 'record': {
      const obj = parseIfJsonText(v, '{', at, notes);
      if (!isPlainObject(obj)) return obj;
      return Object.fromEntries(
        Object.entries(obj).map(([k, x]) => [k, coerce(d.valueType as Schema, x, `${path}.${k}`, notes)])
      );
    }
    case 'tuple': {
      const arr = parseIfJsonText(v, '[', at, notes);
      if (!Array.isArray(arr)) return arr;
      const items = d.items as Schema[];
      return arr.map((x, i) => {
        const el = items[i] ?? (d.rest as Schema | null);
        return el ? coerce(el, x, `${path}[${i}]`, notes) : x;
      });
    }
    case 'union': {
      const options = d.options as Schema[];
      if (options.some((o) => z.safeParse(o, v).success)) return v;
      for (const o of options) {
        const local: string[] = [];
        const c = coerce(o, v, path, local);
        if (z.safeParse(o, c).success) {
          notes.push(...local);
          return c;
        }
      }
      return v;
    }
    case 'intersection':
      return coerce(d.right as Schema, coerce(d.left as Schema, v, path, notes), path, notes);
    default:
      return v;
  }
}

function note<T>(notes: string[], at: string, what: string, value: T): T {
  notes.push(`${at}: ${what}`);
  return value;
}

function matchCase(allowed: unknown[], v: string, at: string, notes: string[]): unknown {
  if (allowed.includes(v)) return v;
  const t = v.trim().toLowerCase();
  const hit = allowed.find((a) => typeof a === 'string' && a.toLowerCase() === t);
  return hit === undefined ? v : note(notes, at, 'enum case', hit);
}

/** Models sometimes return a nested value as a JSON-encoded string. */
function parseIfJsonText(v: unknown, open: '{' | '[', at: string, notes: string[]): unknown {
  if (typeof v !== 'string' || !v.trim().startsWith(open)) return v;
  try {
    return note(notes, at, 'JSON text to value', JSON.parse(v) as unknown);
  } catch {
    return v;
  }
}

function coerceArray(element: Schema, v: unknown, path: string, notes: string[]): unknown {
  const at = path || '(root)';
  let arr: unknown[];
  const parsed = parseIfJsonText(v, '[', at, notes);
  if (Array.isArray(parsed)) arr = parsed;
  else if (v === null || v === undefined) {
    if (v === undefined) return v;
    arr = note(notes, at, 'null to empty list', []);
  } else if (typeof v === 'string') {
    arr = note(notes, at, 'text to list', splitList(v, element));
  } else if (isPlainObject(v)) {
    // {"items": [...]} where a list is expected: unwrap, unless the object itself is a valid element.
    const keys = Object.keys(v);
    const only = keys.length === 1 ? v[keys[0]!] : undefined;
    const asElement = coerce(element, v, `${path}[0]`, []);
    if (Array.isArray(only) && !z.safeParse(element, asElement).success)
      arr = note(notes, at, `unwrapped "${keys[0]}"`, only);
    else arr = note(notes, at, 'single value to list', [v]);
  } else {
    arr = note(notes, at, 'single value to list', [v]);
  }
  return arr.map((x, i) => coerce(element, x, `${path}[${i}]`, notes));
}

function coerceObject(shape: Record<string, Schema>, v: unknown, path: string, notes: string[]): unknown {
  const at = path || '(root)';
  let obj = parseIfJsonText(v, '{', at, notes);
  if (Array.isArray(obj) && obj.length === 1 && isPlainObject(obj[0]))
    obj = note(notes, at, 'single-item list to object', obj[0]);
  if (!isPlainObject(obj)) return obj;
  const out: Record<string, unknown> = { ...obj };
  const byNorm = new Map(Object.keys(obj).map((k) => [normKey(k), k] as const));
  for (const [key, fieldSchema] of Object.entries(shape)) {
    if (!(key in out)) {
      const alias = byNorm.get(normKey(key));
      if (alias !== undefined && !(alias in shape)) {
        out[key] = out[alias];
        delete out[alias];
        notes.push(`${path}.${key}: key spelled "${alias}"`);
      }
    }
    if (!(key in out)) continue;
    const c = coerce(fieldSchema, out[key], `${path}.${key}`, notes);
    if (c === undefined) delete out[key];
    else out[key] = c;
  }
  return out;
}

/** One line per issue, `path: message`, capped so the repair prompt stays small. */
function summarizeIssues(issues: readonly z.core.$ZodIssue[], max = 20): string[] {
  const lines = issues.slice(0, max).map((i) => `${formatPath(i.path)}: ${i.message}`);
  if (issues.length > max) lines.push(`… and ${issues.length - max} more`);
  return lines;
}

const formatPath = (p: readonly PropertyKey[]): string =>
  p.length === 0
    ? '(root)'
    : p.map((k, i) => (typeof k === 'number' ? `[${k}]` : `${i === 0 ? '' : '.'}${String(k)}`)).join('');

export type Validated<T> =
  { ok: true; value: T; notes: string[] } | { ok: false; stage: 'json' | 'schema'; issues: string[] };

/** Longest text one field of a model answer keeps; longer text is cut here, before any schema sees it. */
export const MAX_ANSWER_TEXT_CHARS = 8000;

/** The answer with every string cut to MAX_ANSWER_TEXT_CHARS (a note per cut field). */
function capTexts(value: unknown, notes: string[], at = '(root)'): unknown {
  if (typeof value === 'string') {
    if (value.length <= MAX_ANSWER_TEXT_CHARS) return value;
    notes.push(`${at}: text cut to ${MAX_ANSWER_TEXT_CHARS} characters`);
    return value.slice(0, MAX_ANSWER_TEXT_CHARS);
  }
  if (Array.isArray(value)) return value.map((v, i) => capTexts(v, notes, `${at}[${i}]`));
  if (value && typeof value === 'object')
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, capTexts(v, notes, `${at}.${k}`)]));
  return value;
}

/** Extracts, caps, coerces and validates a model answer against the schema. */
export function validateAnswer<S extends Schema>(schema: S, text: string): Validated<z.output<S>> {
  const parsed = extractJson(text);
  if (!parsed.ok) return { ok: false, stage: 'json', issues: [parsed.error] };
  const capNotes: string[] = [];
  const capped = capTexts(parsed.value, capNotes);
  const { value, notes: coerceNotes } = coerceToSchema(schema, capped);
  const notes = [...capNotes, ...coerceNotes];
  const r = z.safeParse(schema, value);
  if (r.success) return { ok: true, value: r.data, notes };
  return { ok: false, stage: 'schema', issues: summarizeIssues(r.error.issues) };
}

/** Instruction appended to the system prompt of structured calls (mentions JSON, as json_object mode requires). */
export function jsonInstruction(schema: Schema): string {
  let shape = '';
  try {
    shape = `\nThe JSON must match this JSON Schema:\n${JSON.stringify(z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }))}`;
  } catch {
    // Schemas with transforms or custom checks cannot always be described; the prompt still asks for JSON.
  }
  return `Reply with a single JSON value only: no prose, no code fences.${shape}`;
}

/** The follow-up message of the one repair round: what was wrong, and what to send back. */
export function repairPrompt(issues: string[]): string {
  return [
    'Your previous answer could not be used:',
    ...issues.map((i) => `- ${i}`),
    'Send the corrected answer as JSON only, with the same content, fixing only these problems.'
  ].join('\n');
}
