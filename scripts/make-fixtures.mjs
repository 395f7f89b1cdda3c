#!/usr/bin/env node
/**
 * Generates the small PDFs used by the ingestion tests into tests/fixtures/ (and the project's sample
 * report into resources/). Deterministic: fixed dates, fixed document ids, no random content.
 * Needs pdf-lib (a dependency) and the qpdf command line tool (for the encrypted fixture).
 * Usage: node scripts/make-fixtures.mjs
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { deflateSync } from 'node:zlib';
import { degrees, PDFArray, PDFDocument, PDFHexString, PDFName, PDFNumber, PDFNull, StandardFonts } from 'pdf-lib';
import { makeGhgTwins } from './fixtures/ghgTwins.mjs';
import { makeGhgLayout } from './fixtures/ghgLayout.mjs';
import { makeLegalDisclosures } from './fixtures/legalDisclosures.mjs';
import { makeGapTwins } from './fixtures/gapTwins.mjs';
import { makeAcademicClaims } from './fixtures/academicClaims.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const outDir = path.join(root, 'tests', 'fixtures');
const FIXED_DATE = new Date('2024-03-01T09:00:00Z');
const A4 = [595.28, 841.89];
const MARGIN = 56;

mkdirSync(outDir, { recursive: true });
mkdirSync(path.join(root, 'resources'), { recursive: true });

function stamp(doc, title) {
  if (title) doc.setTitle(title);
  doc.setAuthor('Sibyl fixture generator');
  doc.setProducer('Sibyl make-fixtures');
  doc.setCreator('Sibyl make-fixtures');
  doc.setCreationDate(FIXED_DATE);
  doc.setModificationDate(FIXED_DATE);
}

async function save(doc, name) {
  const bytes = await doc.save({ useObjectStreams: false });
  writeFileSync(path.join(outDir, name), bytes);
  return bytes;
}

/** Greedy word wrap to a width; returns lines. */
function wrap(text, font, size, width) {
  const lines = [];
  let cur = '';
  for (const word of text.split(/\s+/)) {
    const next = cur ? `${cur} ${word}` : word;
    if (cur && font.widthOfTextAtSize(next, size) > width) {
      lines.push(cur);
      cur = word;
    } else cur = next;
  }
  if (cur) lines.push(cur);
  return lines;
}

/** Draws lines top-down from y; returns the y below the last line. */
function drawLines(page, lines, { x, y, font, size, leading = 1.35 }) {
  let cy = y;
  for (const line of lines) {
    page.drawText(line, { x, y: cy, font, size });
    cy -= size * leading;
  }
  return cy;
}

function paragraph(page, text, opts) {
  const lines = wrap(text, opts.font, opts.size, opts.width);
  return drawLines(page, lines, opts) - opts.size * 0.8;
}

function furniture(page, n, font) {
  page.drawText('Northwind Materials | Sustainability Report 2023', { x: MARGIN, y: A4[1] - 36, font, size: 8 });
  page.drawText(`Page ${n}`, { x: A4[0] - MARGIN - 30, y: 30, font, size: 8 });
}

async function makeSampleReport() {
  const doc = await PDFDocument.create();
  stamp(doc, 'Northwind Materials Sustainability Report 2023');
  const regular = await doc.embedFont(StandardFonts.Helvetica);
  const bold = await doc.embedFont(StandardFonts.HelveticaBold);
  const width = A4[0] - 2 * MARGIN;
  const body = { font: regular, size: 10, x: MARGIN, width };
  const heading = (page, text, y) => {
    page.drawText(text, { x: MARGIN, y, font: bold, size: 18 });
    return y - 34;
  };

  // Page 1: title page.
  let page = doc.addPage(A4);
  page.drawText('Northwind Materials', { x: MARGIN, y: 620, font: bold, size: 32 });
  page.drawText('Sustainability Report 2023', { x: MARGIN, y: 578, font: regular, size: 24 });
  paragraph(
    page,
    'Reporting period: 1 January to 31 December 2023. This fictional report was written for software testing only.',
    { ...body, y: 520 }
  );

  // Page 2: chair's message with a hyphenated word, curly quotes and an en dash.
  page = doc.addPage(A4);
  furniture(page, 2, regular);
  let y = heading(page, '1. Message from the Chair', 760);
  y = paragraph(
    page,
    'Dear readers, 2023 was a year of steady progress for Northwind Materials. Our plants in Lyon, Porto and Gdansk delivered record output while using less energy per tonne of product than ever before.',
    { ...body, y }
  );
  y =
    drawLines(
      page,
      [
        'Our main goal remains the absolute reduc-',
        'tion of emissions across the value chain \u2013 not offsets. As our chair put it,',
        '\u201Cwe measure what we emit, and we publish it.\u201D The efficient kilns we installed'
      ],
      { ...body, y }
    ) - 8;
  paragraph(page, 'We thank our 4,200 employees for their work and their ideas throughout the year.', { ...body, y });

  // Page 3: two columns under a full-width heading.
  page = doc.addPage(A4);
  furniture(page, 3, regular);
  y = heading(page, '2. Climate Strategy', 760);
  const colWidth = (width - 24) / 2;
  const left =
    'Left column: our climate strategy rests on three pillars. First, we electrify process heat wherever the grid allows it. Second, we recover waste heat from the kilns and feed it into local district heating networks. Third, we redesign products so that they need less clinker and less virgin material per square metre of finished panel.';
  const right =
    'Right column: progress is tracked every quarter by the executive committee. Each plant has its own energy target, and managers receive a share of their bonus for meeting it. In 2023 eleven of our fourteen plants met their target, and the remaining three published recovery plans with dated milestones.';
  paragraph(page, left, { font: regular, size: 10, x: MARGIN, width: colWidth, y });
  paragraph(page, right, { font: regular, size: 10, x: MARGIN + colWidth + 24, width: colWidth, y });

  // Page 4: GHG table.
  page = doc.addPage(A4);
  furniture(page, 4, regular);
  y = heading(page, '3. Greenhouse Gas Emissions', 760);
  y = paragraph(
    page,
    'Table 1 shows gross emissions by scope, in tonnes of CO2 equivalent (tCO2e), following the GHG Protocol.',
    { ...body, y }
  );
  const cols = [MARGIN, MARGIN + 180, MARGIN + 270, MARGIN + 360];
  const rows = [
    ['Scope', '2022', '2023', 'Unit'],
    ['Scope 1', '12,450', '11,020', 'tCO2e'],
    ['Scope 2 (market-based)', '8,310', '6,975', 'tCO2e'],
    ['Scope 3', '96,200', '91,480', 'tCO2e']
  ];
  y -= 6;
  for (const [r, row] of rows.entries()) {
    row.forEach((cell, c) => page.drawText(cell, { x: cols[c], y, font: r === 0 ? bold : regular, size: 10 }));
    y -= 16;
  }
  y -= 14;
  paragraph(
    page,
    'Scope 1 emissions fell by 11.5 percent compared with 2022, mainly because two kilns switched from heavy fuel oil to electricity.',
    { ...body, y }
  );

  // Page 5: bullets.
  page = doc.addPage(A4);
  furniture(page, 5, regular);
  y = heading(page, '4. Workforce and Communities', 760);
  y = paragraph(page, 'Our people priorities for 2023 were the following:', { ...body, y });
  for (const b of [
    'Lost-time injury rate reduced to 1.8 per million hours worked.',
    'Women held 31 percent of management positions at year end.',
    'Every plant ran at least one open day for neighbours and schools.'
  ]) {
    y = drawLines(page, [`\u2022 ${b}`], { ...body, x: MARGIN + 10, y }) - 2;
  }

  // Page 6: governance, with a compound split across lines.
  page = doc.addPage(A4);
  furniture(page, 6, regular);
  y = heading(page, '5. Governance', 760);
  y =
    drawLines(
      page,
      [
        'The board reviews climate risks twice a year. Targets are expressed in CO2-',
        'equivalent terms and cover all seven greenhouse gases of the Kyoto Protocol.'
      ],
      { ...body, y }
    ) - 8;
  paragraph(page, 'The audit committee oversees the assurance of this report by an independent firm.', { ...body, y });

  const bytes = await save(doc, 'sample-report.pdf');
  writeFileSync(path.join(root, 'resources', 'sample-report.pdf'), bytes);
  return bytes;
}

/** Adds a PDF outline (bookmarks) built from nested { title, page, children } entries. */
function addOutline(doc, entries) {
  const ctx = doc.context;
  const pages = doc.getPages();
  const rootRef = ctx.nextRef();
  const build = (list, parentRef) => {
    const refs = list.map(() => ctx.nextRef());
    let count = 0;
    list.forEach((e, i) => {
      const dest = PDFArray.withContext(ctx);
      dest.push(pages[e.page - 1].ref);
      dest.push(PDFName.of('XYZ'));
      dest.push(PDFNull);
      dest.push(PDFNull);
      dest.push(PDFNull);
      const dict = ctx.obj({});
      dict.set(PDFName.of('Title'), PDFHexString.fromText(e.title));
      dict.set(PDFName.of('Parent'), parentRef);
      dict.set(PDFName.of('Dest'), dest);
      if (i > 0) dict.set(PDFName.of('Prev'), refs[i - 1]);
      if (i < list.length - 1) dict.set(PDFName.of('Next'), refs[i + 1]);
      if (e.children?.length) {
        const sub = build(e.children, refs[i]);
        dict.set(PDFName.of('First'), sub.first);
        dict.set(PDFName.of('Last'), sub.last);
        dict.set(PDFName.of('Count'), PDFNumber.of(sub.count));
        count += sub.count;
      }
      ctx.assign(refs[i], dict);
      count++;
    });
    return { first: refs[0], last: refs[refs.length - 1], count };
  };
  const top = build(entries, rootRef);
  const outlines = ctx.obj({});
  outlines.set(PDFName.of('Type'), PDFName.of('Outlines'));
  outlines.set(PDFName.of('First'), top.first);
  outlines.set(PDFName.of('Last'), top.last);
  outlines.set(PDFName.of('Count'), PDFNumber.of(top.count));
  ctx.assign(rootRef, outlines);
  doc.catalog.set(PDFName.of('Outlines'), rootRef);
}

async function makeWithOutline() {
  const doc = await PDFDocument.create();
  stamp(doc);
  const regular = await doc.embedFont(StandardFonts.Helvetica);
  const bold = await doc.embedFont(StandardFonts.HelveticaBold);
  const texts = [
    [
      'Introduction',
      'This short document has bookmarks. The first page introduces the topic of water use at our sites.'
    ],
    [
      'Water Results',
      'Water withdrawal fell to 1.2 million cubic metres in 2023. Recycling covered 40 percent of demand.'
    ],
    ['Annex', 'The annex lists the sites and the methods used to measure water withdrawal.']
  ];
  texts.forEach(([title, text]) => {
    const page = doc.addPage(A4);
    page.drawText(title, { x: MARGIN, y: 760, font: bold, size: 20 });
    page.drawText(text, { x: MARGIN, y: 720, font: regular, size: 10 });
  });
  addOutline(doc, [
    { title: 'Introduction', page: 1, children: [{ title: 'Scope of this document', page: 1 }] },
    { title: 'Water Results', page: 2 },
    { title: 'Annex', page: 3 }
  ]);
  await save(doc, 'with-outline.pdf');
}

function crc32(buf) {
  let c;
  let crc = 0xffffffff;
  for (let n = 0; n < buf.length; n++) {
    c = (crc ^ buf[n]) & 0xff;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    crc = (crc >>> 8) ^ c;
  }
  return (crc ^ 0xffffffff) >>> 0;
}

/** A tiny grey-scale PNG with a stripe pattern (stands in for a scanned page). */
function makePng(w, h) {
  const chunk = (type, data) => {
    const len = Buffer.alloc(4);
    len.writeUInt32BE(data.length);
    const td = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(td));
    return Buffer.concat([len, td, crc]);
  };
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(w, 0);
  ihdr.writeUInt32BE(h, 4);
  ihdr[8] = 8; // bit depth
  ihdr[9] = 0; // grey
  const rows = [];
  for (let y = 0; y < h; y++) {
    rows.push(0);
    for (let x = 0; x < w; x++) rows.push(y % 4 === 0 ? 40 : 230);
  }
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', deflateSync(Buffer.from(rows))),
    chunk('IEND', Buffer.alloc(0))
  ]);
}

async function makeScanned() {
  const doc = await PDFDocument.create();
  stamp(doc, 'Scanned document');
  const png = await doc.embedPng(makePng(60, 80));
  for (let i = 0; i < 2; i++) {
    const page = doc.addPage(A4);
    page.drawImage(png, { x: 40, y: 40, width: A4[0] - 80, height: A4[1] - 80 });
  }
  await save(doc, 'scanned.pdf');
}

async function makeRotated() {
  const doc = await PDFDocument.create();
  stamp(doc, 'Rotated page');
  const font = await doc.embedFont(StandardFonts.Helvetica);
  const page = doc.addPage(A4);
  page.setRotation(degrees(90));
  page.drawText('Rotated page: landscape table of water use by site.', { x: MARGIN, y: 760, font, size: 12 });
  page.drawText('Second line of rotated text for layout checks.', { x: MARGIN, y: 740, font, size: 12 });
  await save(doc, 'rotated.pdf');
}

/**
 * Scripts, footnote markers, sentence edges and two columns (ingestion fidelity): a CO₂e subscript
 * and an m³ superscript drawn as smaller glyphs off the baseline, a footnote marker raised after a
 * word, a sentence starting mid-line after a full stop, and a word hyphenated at the end of the left
 * column's line while the right column runs beside it.
 */
async function makeScripts() {
  const doc = await PDFDocument.create();
  stamp(doc, 'Scripts and columns');
  const font = await doc.embedFont(StandardFonts.Helvetica);
  const page = doc.addPage(A4);
  const size = 9;
  const small = 5.2;
  /** Draws runs left to right on one baseline: [text, size, baseline shift]. */
  const runs = (y, parts) => {
    let x = MARGIN;
    for (const [text, sz, shift] of parts) {
      page.drawText(text, { x, y: y + shift, font, size: sz });
      x += font.widthOfTextAtSize(text, sz);
    }
  };
  runs(780, [
    ['In fiscal 2023 we emitted 1.2 million metric tons of CO', size, 0],
    ['2', small, -3],
    ['e in our supply chain.', size, 0]
  ]);
  runs(766, [
    ['Water discharge was 13.56 million m', size, 0],
    ['3', small, 3],
    ['. Sustainability is part of our', size, 0],
    ['1', small, 3],
    [' long-term pay.', size, 0]
  ]);
  page.drawText('Emissions fell by 8% compared to 2019. In 2023 we set a target of 50% by 2030, and we met it.', {
    x: MARGIN,
    y: 752,
    font,
    size
  });
  const left = [
    'Siemens has pledged to reduce emissions from its own',
    'operations by 50% and its value chain by 15% by 2030.',
    'This pledge is public. Our commit-',
    'ment to the SBTi is aimed at aligning our activities',
    'with the decarbonization pathway of the agreement.',
    'Progress is reviewed every year by the board.'
  ];
  const right = [
    'Compared to fiscal 2022, we reduced our Scope 1 and',
    'Scope 2 emissions in 2023 by 32 thousand metric',
    'tons or 8%. We reduced our Scope 1 and 2 emissions',
    'by a total of 50% since fiscal 2019 through energy',
    'efficiency, renewable electricity and electric',
    'vehicles in our fleet across all our regions.'
  ];
  drawLines(page, left, { x: MARGIN, y: 720, font, size, leading: 14 / size });
  drawLines(page, right, { x: 310, y: 720, font, size, leading: 14 / size });
  await save(doc, 'scripts.pdf');
}

/** What counts as a claim (issue 10, item 12): financial lines, sustainability claims and furniture on one page. */
async function makeScope() {
  const doc = await PDFDocument.create();
  stamp(doc, 'Claims and report figures');
  const font = await doc.embedFont(StandardFonts.Helvetica);
  const bold = await doc.embedFont(StandardFonts.HelveticaBold);
  const page = doc.addPage(A4);
  const body = { font, size: 10, x: MARGIN, width: A4[0] - 2 * MARGIN };
  page.drawText('Results of the year', { x: MARGIN, y: 780, font: bold, size: 16 });
  let y = paragraph(
    page,
    'Group revenue rose by 4.1% to EUR 5,240 million in 2023, driven by higher volumes in every region.',
    { ...body, y: 750 }
  );
  y = paragraph(
    page,
    'Our Scope 1 emissions fell by 9% to 41,200 tCO2e in 2023 compared with 2022, as two plants moved to heat pumps.',
    { ...body, y }
  );
  y -= 6;
  const cols = [MARGIN, MARGIN + 220, MARGIN + 300];
  const rows = [
    ['Key figures', '2022', '2023'],
    ['Revenue (EUR million)', '5,034', '5,240'],
    ['EBITDA (EUR million)', '812', '866'],
    ['Waste recycled (%)', '71', '76']
  ];
  for (const [r, row] of rows.entries()) {
    row.forEach((cell, c) => page.drawText(cell, { x: cols[c], y, font: r === 0 ? bold : font, size: 10 }));
    y -= 16;
  }
  y -= 14;
  y = paragraph(
    page,
    'We diverted 1,930 tonnes of waste from landfill in 2023, which is 76% of the waste our plants produced.',
    { ...body, y }
  );
  y -= 200;
  y = paragraph(page, 'This document complies with the WCAG 2.1 level AA and PDF/UA accessibility standards.', {
    ...body,
    y,
    size: 8
  });
  paragraph(page, 'It was printed with vegetable-based inks on paper made from 100% recycled fibres.', {
    ...body,
    y,
    size: 8
  });
  await save(doc, 'scope.pdf');
}

function makeEncrypted() {
  const src = path.join(outDir, 'sample-report.pdf');
  const dst = path.join(outDir, 'encrypted.pdf');
  rmSync(dst, { force: true });
  execFileSync('qpdf', ['--static-id', '--static-aes-iv', '--encrypt', 'sibyl', 'sibyl-owner', '256', '--', src, dst]);
}

const sample = await makeSampleReport();
await makeWithOutline();
await makeScanned();
await makeRotated();
await makeScripts();
await makeScope();
await makeGhgTwins((bytes, name) => writeFileSync(path.join(outDir, name), bytes), stamp);
await makeGhgLayout((bytes, name) => writeFileSync(path.join(outDir, name), bytes), stamp);
await makeLegalDisclosures((bytes, name) => writeFileSync(path.join(outDir, name), bytes), stamp);
await makeGapTwins((bytes, name) => writeFileSync(path.join(outDir, name), bytes), stamp);
await makeAcademicClaims((bytes, name) => writeFileSync(path.join(outDir, name), bytes), stamp);
makeEncrypted();
writeFileSync(
  path.join(outDir, 'not-a-pdf.pdf'),
  'This is a plain text file with a .pdf extension.\nIt has no PDF header.\n'
);
writeFileSync(path.join(outDir, 'empty.pdf'), Buffer.alloc(0));
writeFileSync(path.join(outDir, 'truncated.pdf'), Buffer.from(sample).subarray(0, Math.floor(sample.length * 0.6)));
process.stdout.write(
  `fixtures written to ${path.relative(root, outDir)}: ${readFileSync(path.join(outDir, 'sample-report.pdf')).length} bytes sample\n`
);
