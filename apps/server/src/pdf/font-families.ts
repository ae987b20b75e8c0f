import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import fontkit, { type Font } from '@pdf-lib/fontkit';

/**
 * The fonts PDFs draw with (architecture: PDFs). DejaVu Sans is always embedded: it covers Latin,
 * Greek, Cyrillic, Armenian, Georgian, Hebrew and Arabic (with its joining forms). A Noto family is
 * embedded only into a document whose text needs it, for the scripts DejaVu lacks. Noto Sans SC also
 * carries Japanese kana and traditional Han; Noto Sans KR carries Hangul; Noto Emoji the emoji DejaVu
 * lacks. All are SIL OFL 1.1.
 */
export interface FontFamily {
  name: string;
  packageName: string;
  regularFile: string;
  boldFile: string;
}

export const PRIMARY_FAMILY: FontFamily = {
  name: 'DejaVu Sans',
  packageName: 'dejavu-fonts-ttf',
  regularFile: 'ttf/DejaVuSans.ttf',
  boldFile: 'ttf/DejaVuSans-Bold.ttf',
};

function notoFamily(script: string, packageSuffix: string): FontFamily {
  const fileStem = `NotoSans${script}`;
  return {
    name: `Noto Sans ${script}`,
    packageName: `@expo-google-fonts/noto-sans-${packageSuffix}`,
    regularFile: `400Regular/${fileStem}_400Regular.ttf`,
    boldFile: `700Bold/${fileStem}_700Bold.ttf`,
  };
}

/** Tried in this order for a character DejaVu lacks; the first family that has it draws it. */
export const FALLBACK_FAMILIES: readonly FontFamily[] = [
  notoFamily('Devanagari', 'devanagari'),
  notoFamily('Bengali', 'bengali'),
  notoFamily('Tamil', 'tamil'),
  notoFamily('Thai', 'thai'),
  notoFamily('SC', 'sc'),
  notoFamily('KR', 'kr'),
  // Monochrome emoji (a PDF page draws outlines, not colour bitmaps): a rocket in a company name or a
  // briefcase in an item line printed as '?'. DejaVu already has the smileys, so it draws those.
  {
    name: 'Noto Emoji',
    packageName: '@expo-google-fonts/noto-emoji',
    regularFile: '400Regular/NotoEmoji_400Regular.ttf',
    boldFile: '700Bold/NotoEmoji_700Bold.ttf',
  },
];

export interface FontFile {
  bytes: Uint8Array;
  /** Parsed once per process, to ask which characters the font has and which way a run reads. */
  parsed: Font;
}

const require = createRequire(import.meta.url);
const loadedFiles = new Map<string, FontFile>();

/** Reads and parses a font file once; CJK files are 6 to 10 MB, so only on first use. */
export function loadFontFile(family: FontFamily, isBold: boolean): FontFile {
  const path = join(
    dirname(require.resolve(`${family.packageName}/package.json`)),
    isBold ? family.boldFile : family.regularFile,
  );
  let file = loadedFiles.get(path);
  if (!file) {
    const bytes = readFileSync(path);
    file = { bytes, parsed: fontkit.create(bytes) };
    loadedFiles.set(path, file);
  }
  return file;
}
