import type { Migration } from './migration';

/** Library tables: reports and what ingestion derives from them; settings and the outbound ledger. */
export const m001Init: Migration = {
  id: 1,
  name: 'init',
  sql: `
CREATE TABLE reports (
  id TEXT PRIMARY KEY,
  sha256 TEXT NOT NULL UNIQUE,
  title TEXT NOT NULL,
  file_name TEXT NOT NULL,
  byte_size BIGINT NOT NULL,
  page_count INTEGER NOT NULL,
  word_count INTEGER NOT NULL,
  section_count INTEGER NOT NULL,
  pages_without_text INTEGER[] NOT NULL DEFAULT '{}',
  status TEXT NOT NULL CHECK (status IN ('ingesting', 'ready', 'failed')),
  meta JSONB NOT NULL DEFAULT '{}',
  added_at TIMESTAMPTZ NOT NULL DEFAULT now()
);

CREATE TABLE pages (
  report_id TEXT NOT NULL REFERENCES reports(id) ON DELETE CASCADE,
  page_number INTEGER NOT NULL,
  width REAL NOT NULL,
  height REAL NOT NULL,
  rotation SMALLINT NOT NULL,
  text TEXT NOT NULL,
  word_count INTEGER NOT NULL,
  has_text BOOLEAN NOT NULL,
  items JSONB NOT NULL,
  PRIMARY KEY (report_id, page_number)
);

CREATE TABLE sections (
  id TEXT PRIMARY KEY,
  report_id TEXT NOT NULL REFERENCES reports(id) ON DELETE CASCADE,
  ord INTEGER NOT NULL,
  title TEXT NOT NULL,
  level SMALLINT NOT NULL,
  page_start INTEGER NOT NULL,
  page_end INTEGER NOT NULL,
  source TEXT NOT NULL
);
CREATE INDEX sections_report ON sections(report_id, ord);

CREATE TABLE chunks (
  id TEXT PRIMARY KEY,
  report_id TEXT NOT NULL REFERENCES reports(id) ON DELETE CASCADE,
  seq INTEGER NOT NULL,
  page_start INTEGER NOT NULL,
  page_end INTEGER NOT NULL,
  section_id TEXT,
  section_title TEXT,
  text TEXT NOT NULL
);
CREATE INDEX chunks_report ON chunks(report_id, seq);

CREATE TABLE settings (
  key TEXT PRIMARY KEY,
  value JSONB NOT NULL,
  updated_at TIMESTAMPTZ NOT NULL DEFAULT now()
);

CREATE TABLE outbound_ledger (
  id BIGSERIAL PRIMARY KEY,
  ts TIMESTAMPTZ NOT NULL DEFAULT now(),
  provider TEXT NOT NULL,
  host TEXT NOT NULL,
  method TEXT NOT NULL,
  purpose TEXT NOT NULL,
  bytes_out INTEGER NOT NULL,
  status INTEGER,
  run_id TEXT
);
`
};
