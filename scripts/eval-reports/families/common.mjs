// Evaluation reports: the page plan most families share — introduction, the GHG inventory drawn the
// family's way, Scope 3 categories, targets, intensity and methodology — with filler prose between.
import { heading, para, newPage } from '../lib/pdf.mjs';
import { intro, categories, targets, intensityAndEnergy, methodology, otherMetrics } from '../lib/sections.mjs';

const FILLER = [
  'Our operations span manufacturing sites, warehouses and offices. Each site has an energy lead who reports ' +
    'monthly consumption, refrigerant top-ups and fuel purchases to the group sustainability team.',
  'In the year we replaced lighting at four sites, installed rooftop solar panels on two warehouses and ' +
    'signed a power purchase agreement for wind electricity that starts delivering next year.',
  'We engage our largest suppliers through an annual questionnaire and ask them to set their own targets. ' +
    'Suppliers covering a majority of our purchasing spend responded this year.'
];

/** Lays out a standard report; `drawInventory` draws the GHG section on page 2. */
export function standardReport(ctx, co, st, s, drawInventory, { proseS1 = true, beforeIntro } = {}) {
  if (beforeIntro) beforeIntro();
  intro(ctx, co, st, s, { proseS1 });
  para(ctx, FILLER[0]);
  newPage(ctx);
  heading(ctx, 'Greenhouse gas emissions');
  para(ctx, FILLER[1]);
  drawInventory();
  newPage(ctx);
  categories(ctx, co, st, s);
  para(ctx, FILLER[2]);
  newPage(ctx);
  targets(ctx, co, st, s);
  newPage(ctx);
  intensityAndEnergy(ctx, co, st, s);
  methodology(ctx, co, st);
  otherMetrics(ctx, co, s);
}

export { FILLER };
