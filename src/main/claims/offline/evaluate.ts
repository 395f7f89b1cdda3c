/**
 * Sentence-level evaluation of the offline detector against labelled sentences ({text, label}, label
 * 1 = claim). By default a sentence counts as predicted positive when it is a claim and an
 * environmental one, which is what the env-claims benchmark labels; pass `mode: 'claim'` to count
 * every detected claim. Pure: the caller reads the file (bench, CLI, tests).
 */
import { scoreSentence, type ClaimDetection } from './detect';

export interface LabelledSentence {
  text: string;
  label: number | boolean;
}

export interface Evaluation {
  tp: number;
  fp: number;
  fn: number;
  tn: number;
  precision: number;
  recall: number;
  f1: number;
}

export interface EvaluateOptions {
  /** 'environmental' (default): isClaim && environmental; 'claim': isClaim alone. */
  mode?: 'environmental' | 'claim';
  /** The scorer; defaults to scoreSentence (a seam for tests and other engines). */
  score?: (text: string) => Pick<ClaimDetection, 'isClaim' | 'environmental'>;
}

/**
 * The one decision rule of the env-claims benchmark: an environmental claim is a detected claim the
 * environmental model judges environmental (the threshold was fitted for this whole decision). The
 * CLI prints this flag per sentence and evaluates the flags it printed.
 */
export function isEnvironmentalClaim(d: Pick<ClaimDetection, 'isClaim' | 'environmental'>): boolean {
  return d.isClaim && d.environmental;
}

export function evaluateSentences(rows: readonly LabelledSentence[], opts: EvaluateOptions = {}): Evaluation {
  const mode = opts.mode ?? 'environmental';
  const score = opts.score ?? scoreSentence;
  return tallyPredictions(
    rows.map((row) => {
      const d = score(row.text);
      return { predicted: mode === 'claim' ? d.isClaim : isEnvironmentalClaim(d), label: row.label };
    })
  );
}

/** Precision, recall and F1 of decisions already made (e.g. the rows a command printed). */
export function tallyPredictions(rows: readonly { predicted: boolean; label: number | boolean }[]): Evaluation {
  let tp = 0;
  let fp = 0;
  let fn = 0;
  let tn = 0;
  for (const { predicted, label } of rows) {
    const actual = label === true || label === 1;
    if (predicted && actual) tp++;
    else if (predicted) fp++;
    else if (actual) fn++;
    else tn++;
  }
  const precision = tp + fp > 0 ? tp / (tp + fp) : 0;
  const recall = tp + fn > 0 ? tp / (tp + fn) : 0;
  const f1 = precision + recall > 0 ? (2 * precision * recall) / (precision + recall) : 0;
  return { tp, fp, fn, tn, precision, recall, f1 };
}

/** Parses JSON lines of {text, label}; blank lines are skipped, malformed lines throw with their number. */
export function parseLabelledJsonl(content: string): LabelledSentence[] {
  const rows: LabelledSentence[] = [];
  content.split('\n').forEach((line, i) => {
    if (!line.trim()) return;
    const v = JSON.parse(line) as { text?: unknown; label?: unknown };
    if (typeof v.text !== 'string' || (typeof v.label !== 'number' && typeof v.label !== 'boolean')) {
      throw new Error(`line ${i + 1}: expected {"text": string, "label": 0|1}`);
    }
    rows.push({ text: v.text, label: v.label });
  });
  return rows;
}
