import bidiFactory from 'bidi-js';
import type { Color, PDFFont, PDFPage } from '@cantoo/pdf-lib';
import type { FontFile } from './font-families';

/** One embedded font and the parsed file behind it. */
export interface Face {
  font: PDFFont;
  file: FontFile;
}

interface Run {
  face: Face;
  text: string;
  level: number;
}

export interface DrawTextOptions {
  /** Where the text starts, or ends (right) or is centred (center). */
  x: number;
  y: number;
  size: number;
  color: Color;
  align?: 'left' | 'right' | 'center';
}

const bidi = bidiFactory();
const PLAIN_TEXT = /^[\x20-\x7e]*$/;
// Letters of the right-to-left scripts (Hebrew, Arabic, Syriac, Thaana, NKo and the RTL blocks of the
// supplementary planes); text without them needs no bidi pass.
const RIGHT_TO_LEFT =
  /[\u0590-\u08ff\ufb1d-\ufdff\ufe70-\ufefc\u{10800}-\u{10fff}\u{1e800}-\u{1efff}]/u;
// Marks and joiners stay in the run of the letter before them, or shaping would split a syllable.
const CLINGS_TO_PREVIOUS = /^[\p{M}\u200c\u200d]$/u;
const MISSING = '?';

/**
 * Draws and measures a line of text over several embedded fonts: each character in the first face that
 * has it, right-to-left runs in visual order (Unicode Bidirectional Algorithm, UAX #9, rule L2), and
 * shaping (Arabic joining, Indic reordering) by fontkit inside each run. A character no face has is
 * drawn as '?', so an exotic name never makes a PDF fail.
 */
export class Typeface {
  constructor(private readonly faces: readonly [Face, ...Face[]]) {}

  get primary(): Face {
    return this.faces[0];
  }

  widthOf(text: string, size: number): number {
    return this.toRuns(text).reduce(
      (width, run) => width + run.face.font.widthOfTextAtSize(run.text, size),
      0,
    );
  }

  /** Lays the line out once, then aligns and draws its runs. */
  draw(page: PDFPage, text: string, { x, y, size, color, align = 'left' }: DrawTextOptions): void {
    const runs = this.toRuns(text);
    const widths = runs.map((run) => run.face.font.widthOfTextAtSize(run.text, size));
    const width = widths.reduce((sum, runWidth) => sum + runWidth, 0);
    let cursor = align === 'right' ? x - width : align === 'center' ? x - width / 2 : x;
    runs.forEach((run, index) => {
      page.drawText(run.text, { x: cursor, y, size, font: run.face.font, color });
      cursor += widths[index]!;
    });
  }

  private findFace(codePoint: number): Face | undefined {
    return this.faces.find((face) => face.file.parsed.hasGlyphForCodePoint(codePoint));
  }

  /** The line cut into runs of one face and one bidi level, in the order they are drawn left to right. */
  private toRuns(text: string): Run[] {
    if (PLAIN_TEXT.test(text)) return text ? [{ face: this.primary, text, level: 0 }] : [];
    const isBidi = RIGHT_TO_LEFT.test(text);
    const levels = isBidi ? bidi.getEmbeddingLevels(text, 'auto').levels : undefined;
    const mirrored = levels ? bidi.getMirroredCharactersMap(text, levels) : undefined;
    const runs: Run[] = [];
    let index = 0;
    for (const character of text) {
      const level = levels?.[index] ?? 0;
      const drawn = mirrored?.get(index) ?? character;
      index += character.length;
      const previous = runs.at(-1);
      if (previous && previous.level === level && CLINGS_TO_PREVIOUS.test(character)) {
        previous.text += drawn;
        continue;
      }
      const face = this.findFace(character.codePointAt(0)!);
      const piece = face ? drawn : MISSING;
      const runFace = face ?? this.primary;
      if (previous && previous.face === runFace && previous.level === level) previous.text += piece;
      else runs.push({ face: runFace, text: piece, level });
    }
    return levels ? this.toVisualOrder(runs) : runs;
  }

  /**
   * UAX #9 rule L2 on whole runs: from the highest level down to the lowest odd one, reverse every
   * stretch of runs at that level or above. Inside a run, fontkit already lays out an Arabic or Hebrew
   * run right to left; an odd-level run in no right-to-left script (brackets, dashes) is reversed here.
   */
  private toVisualOrder(runs: Run[]): Run[] {
    const oddLevels = runs.map((run) => run.level).filter((level) => level % 2 === 1);
    if (oddLevels.length === 0) return runs;
    const lowestOdd = Math.min(...oddLevels);
    const highest = Math.max(...runs.map((run) => run.level));
    let ordered = runs;
    for (let level = highest; level >= lowestOdd; level -= 1) {
      const next: Run[] = [];
      let stretch: Run[] = [];
      for (const run of ordered) {
        if (run.level >= level) {
          stretch.push(run);
          continue;
        }
        next.push(...stretch.reverse(), run);
        stretch = [];
      }
      next.push(...stretch.reverse());
      ordered = next;
    }
    return ordered.map((run) =>
      run.level % 2 === 1 && run.face.file.parsed.layout(run.text).direction !== 'rtl'
        ? { ...run, text: [...run.text].reverse().join('') }
        : run,
    );
  }
}
