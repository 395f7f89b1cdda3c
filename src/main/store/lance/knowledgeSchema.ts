/**
 * The one LanceDB table, `knowledge`: report chunks and reference-corpus passages side by side, so a
 * single hybrid query can rank both, filtered by source type and report id.
 */
import { Field, FixedSizeList, Float32, Int32, Schema, Utf8 } from 'apache-arrow';

export const KNOWLEDGE_TABLE = 'knowledge';

/** The kinds of row in the knowledge index; read as a type (`SourceType`). @public */
export const SOURCE_TYPES = [
  'report',
  'ifrs_s1',
  'ifrs_s2',
  'ifrs_official',
  'sasb',
  'benchmark',
  'reference'
] as const;
export type SourceType = (typeof SOURCE_TYPES)[number];

export interface KnowledgeRow {
  id: string;
  source_type: SourceType;
  /** '' for corpus rows. */
  report_id: string;
  /** IFRS paragraph id (e.g. S2.29(a)(vi)) or reference key; '' for report chunks. */
  ref_id: string;
  title: string;
  page_start: number;
  page_end: number;
  text: string;
  vector: number[];
}

export const knowledgeSchema = (dim: number): Schema =>
  new Schema([
    new Field('id', new Utf8(), false),
    new Field('source_type', new Utf8(), false),
    new Field('report_id', new Utf8(), false),
    new Field('ref_id', new Utf8(), false),
    new Field('title', new Utf8(), false),
    new Field('page_start', new Int32(), false),
    new Field('page_end', new Int32(), false),
    new Field('text', new Utf8(), false),
    new Field('vector', new FixedSizeList(dim, new Field('item', new Float32(), true)), false)
  ]);

export const sqlString = (s: string): string => `'${s.replace(/'/g, "''")}'`;
