#!/usr/bin/env node
// Writes corpus/ifrs/exemplars.json, the Legal mapping's labelled examples, from the four labelled dev
// sets (bench/ifrs-retrieval.jsonl, -dev2.jsonl, -dev3.jsonl and -dev4.jsonl, four authors). The held-out set is
// never read. Run after editing any dev set: `node scripts/make-exemplars.mjs` (a unit test fails while
// the file is out of step with the dev sets).
import { readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
export const EXEMPLAR_SOURCES = [
  'bench/ifrs-retrieval.jsonl',
  'bench/ifrs-retrieval-dev2.jsonl',
  'bench/ifrs-retrieval-dev3.jsonl',
  'bench/ifrs-retrieval-dev4.jsonl'
];

const exemplars = EXEMPLAR_SOURCES.flatMap((rel) =>
  readFileSync(join(root, rel), 'utf8')
    .split('\n')
    .filter((l) => l.trim())
    .map((l) => {
      const q = JSON.parse(l);
      return { id: q.id, text: q.text, paragraphs: q.expected };
    })
);
const file = {
  schemaVersion: 1,
  about:
    "Labelled claims (the project's own sentences, made-up companies and figures) and the IFRS paragraphs they disclose, most specific first; generated from the dev sets by scripts/make-exemplars.mjs. The Legal mapping lets the nearest ones vote for their paragraphs.",
  sources: EXEMPLAR_SOURCES,
  exemplars
};
writeFileSync(join(root, 'corpus', 'ifrs', 'exemplars.json'), `${JSON.stringify(file, null, 1)}\n`);
console.log(`corpus/ifrs/exemplars.json: ${exemplars.length} exemplars`);
