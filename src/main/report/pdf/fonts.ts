/**
 * The fonts the PDF export embeds: DejaVu Sans (regular, bold, oblique) and DejaVu Sans Mono, shipped
 * in `resources/fonts/` with their licence (LICENSE.txt there), so "CO₂" and "tCO₂e" render on every
 * machine without relying on system fonts. Found by walking up from this module or the working
 * folder, then in Electron's resources (`extraResources` copies the folder as `fonts/`).
 */
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const FONT_FILES = {
  body: 'DejaVuSans.ttf',
  bold: 'DejaVuSans-Bold.ttf',
  italic: 'DejaVuSans-Oblique.ttf',
  mono: 'DejaVuSansMono.ttf'
} as const;
export type FontRole = keyof typeof FONT_FILES;

const isFontDir = (dir: string): boolean => Object.values(FONT_FILES).every((f) => existsSync(join(dir, f)));

function findFontDir(env: NodeJS.ProcessEnv = process.env): string {
  if (env.SIBYL_FONT_DIR && isFontDir(env.SIBYL_FONT_DIR)) return resolve(env.SIBYL_FONT_DIR);
  const starts: string[] = [];
  try {
    if (import.meta.url?.startsWith('file:')) starts.push(dirname(fileURLToPath(import.meta.url)));
  } catch {
    /* not a file module */
  }
  starts.push(process.cwd());
  const resourcesPath = (process as NodeJS.Process & { resourcesPath?: string }).resourcesPath;
  if (resourcesPath && isFontDir(join(resourcesPath, 'fonts'))) return join(resourcesPath, 'fonts');
  for (const start of starts) {
    for (let dir = resolve(start); ; dir = dirname(dir)) {
      if (isFontDir(join(dir, 'resources', 'fonts'))) return join(dir, 'resources', 'fonts');
      if (dirname(dir) === dir) break;
    }
  }
  throw new Error(
    `the PDF export's fonts (resources/fonts/${FONT_FILES.body}) were not found from ${starts.join(', ')}`
  );
}

let cached: Record<FontRole, Buffer> | null = null;

/** The four font files' bytes, read once per process. */
export function loadFonts(): Record<FontRole, Buffer> {
  if (cached) return cached;
  const dir = findFontDir();
  cached = Object.fromEntries(
    Object.entries(FONT_FILES).map(([role, file]) => [role, readFileSync(join(dir, file))])
  ) as Record<FontRole, Buffer>;
  return cached;
}
