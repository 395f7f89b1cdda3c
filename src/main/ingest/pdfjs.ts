/**
 * Loading pdf.js (legacy build, for Node) and the options every document is opened with: no eval,
 * no font faces, bundled standard fonts and CMaps so CJK text decodes.
 */
import { createRequire } from 'node:module';
import path from 'node:path';

type PdfJs = typeof import('pdfjs-dist/legacy/build/pdf.mjs');
export type PdfDocument = Awaited<ReturnType<PdfJs['getDocument']>['promise']>;

let pdfjsPromise: Promise<PdfJs> | null = null;

/**
 * The legacy build bundles core-js, which on V8 <= 121 (Node 20) replaces Array.prototype.push for
 * the whole process with a much slower polyfill (it only fixes length-overflow edge cases). Ingestion
 * spends a third of its time in it, so the native method is put back after pdf.js (and its worker
 * module, loaded on the first getDocument) has been imported.
 */
const nativePush = Array.prototype.push;

export function restoreNativeArrayPush(): void {
  if (Array.prototype.push !== nativePush) {
    Object.defineProperty(Array.prototype, 'push', {
      value: nativePush,
      writable: true,
      configurable: true,
      enumerable: false
    });
  }
}

export function loadPdfJs(): Promise<PdfJs> {
  pdfjsPromise ??= import('pdfjs-dist/legacy/build/pdf.mjs').then((m) => {
    restoreNativeArrayPush();
    return m;
  });
  return pdfjsPromise;
}

let assetRoot: string | null = null;

function pdfjsRoot(): string {
  if (assetRoot === null) {
    const require = createRequire(import.meta.url);
    assetRoot = path.dirname(require.resolve('pdfjs-dist/package.json'));
  }
  return assetRoot;
}

/** getDocument parameters for a byte array (a copy: pdf.js detaches the buffer it is given). */
export function documentParams(data: Uint8Array, password?: string) {
  const root = pdfjsRoot();
  const dir = (name: string) => path.join(root, name) + path.sep;
  return {
    data: new Uint8Array(data),
    password,
    isEvalSupported: false,
    disableFontFace: true,
    useSystemFonts: false,
    standardFontDataUrl: dir('standard_fonts'),
    cMapUrl: dir('cmaps'),
    cMapPacked: true,
    wasmUrl: dir('wasm'),
    stopAtErrors: false,
    verbosity: 0
  };
}
