import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { create, type Font } from 'fontkit';

/**
 * The fonts PDFs draw with (ADR 0025), from apps/server/assets/fonts. DejaVu Sans is always embedded:
 * it covers Latin, Greek, Cyrillic, Armenian, Georgian, Hebrew and Arabic (with its joining forms). A
 * Noto family is embedded only into a document whose text needs it, for the scripts DejaVu lacks. Noto
 * Sans SC also carries Japanese kana and traditional Han; Noto Sans KR carries Hangul; Noto Emoji the
 * emoji DejaVu lacks.
 */
export interface FontFamily {
  name: string;
  regularFile: string;
  boldFile: string;
}

export const PRIMARY_FAMILY: FontFamily = {
  name: 'DejaVu Sans',
  regularFile: 'DejaVuSans.ttf',
  boldFile: 'DejaVuSans-Bold.ttf',
};

function notoFamily(name: string): FontFamily {
  const fileStem = name.replaceAll(' ', '');
  return { name, regularFile: `${fileStem}-Regular.ttf`, boldFile: `${fileStem}-Bold.ttf` };
}

/** Tried in this order for a character DejaVu lacks; the first family that has it draws it. */
export const FALLBACK_FAMILIES: readonly FontFamily[] = [
  notoFamily('Noto Sans Devanagari'),
  notoFamily('Noto Sans Bengali'),
  notoFamily('Noto Sans Tamil'),
  notoFamily('Noto Sans Thai'),
  notoFamily('Noto Sans SC'),
  notoFamily('Noto Sans KR'),
  // Monochrome emoji (a PDF page draws outlines, not colour bitmaps): a rocket in a company name or a
  // briefcase in an item line printed as '?'. DejaVu already has the smileys, so it draws those.
  notoFamily('Noto Emoji'),
];

export interface FontFile {
  bytes: Uint8Array;
  /** Parsed once per process, to ask which characters the font has and which way a run reads. */
  parsed: Font;
}

// Found from the package's own package.json: a path relative to import.meta.url differs between
// src/pdf/*.ts (tsx, Vitest) and dist/server.js (the bundle; stack-notes gotcha 5).
const FONTS_FOLDER = join(
  dirname(createRequire(import.meta.url).resolve('@paylab/server/package.json')),
  'assets',
  'fonts',
);
const loadedFiles = new Map<string, FontFile>();

/** Reads and parses a font file once; CJK files are 6 to 10 MB, so only on first use. */
export function loadFontFile(family: FontFamily, isBold: boolean): FontFile {
  const path = join(FONTS_FOLDER, isBold ? family.boldFile : family.regularFile);
  let file = loadedFiles.get(path);
  if (!file) {
    const bytes = readFileSync(path);
    file = { bytes, parsed: create(bytes) as Font };
    loadedFiles.set(path, file);
  }
  return file;
}
