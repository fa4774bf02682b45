import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import PDFDocument from 'pdfkit';

/**
 * The Chinese font of every file the contests area draws (certificate PDF, couplet PNG): Noto Sans Hans (SIL OFL
 * 1.1, GB2312 subset, OTF) shipped as the npm package `@embedpdf/fonts-sc`, so every machine renders the same
 * text without depending on system fonts. The package exports no path, so the fonts folder is found beside its
 * main file.
 */
const require = createRequire(import.meta.url);
const FONT_DIR = path.join(path.dirname(require.resolve('@embedpdf/fonts-sc')), '..', 'fonts');

export const CJK_FONT = {
  regular: path.join(FONT_DIR, 'NotoSansHans-Regular.otf'),
  bold: path.join(FONT_DIR, 'NotoSansHans-Bold.otf'),
} as const;

let fontBytes: { regular: Buffer; bold: Buffer } | null = null;

/** The two faces' bytes, read once (pdfkit's registerFont takes them). */
export function cjkFontBytes(): { regular: Buffer; bold: Buffer } {
  fontBytes ??= { regular: readFileSync(CJK_FONT.regular), bold: readFileSync(CJK_FONT.bold) };
  return fontBytes;
}

/**
 * A pdfkit document with the two faces registered as 'regular' and 'bold', and the promise of its bytes once the
 * caller ends it.
 */
export function cjkPdfDocument(options: PDFKit.PDFDocumentOptions): {
  doc: PDFKit.PDFDocument;
  bytes: Promise<Buffer>;
} {
  const { regular, bold } = cjkFontBytes();
  const doc = new PDFDocument(options);
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const bytes = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  doc.registerFont('regular', regular);
  doc.registerFont('bold', bold);
  return { doc, bytes };
}
