import type { Typeface } from './typeface';

const graphemes = new Intl.Segmenter(undefined, { granularity: 'grapheme' });

/** Cuts a word wider than the line at grapheme boundaries (a CJK name has no spaces to break at). */
function breakWord(typeface: Typeface, word: string, width: number, size: number): string[] {
  const pieces: string[] = [];
  let piece = '';
  for (const { segment } of graphemes.segment(word)) {
    if (piece && typeface.widthOf(piece + segment, size) > width) {
      pieces.push(piece);
      piece = segment;
    } else piece += segment;
  }
  if (piece) pieces.push(piece);
  return pieces;
}

/** Splits text into lines no wider than `width` at `size`: at spaces, and inside words that alone overflow. */
export function wrapText(typeface: Typeface, text: string, width: number, size: number): string[] {
  const lines: string[] = [];
  for (const paragraph of text.split(/\r?\n/)) {
    let line = '';
    for (const word of paragraph.split(/\s+/).filter(Boolean)) {
      const candidate = line ? `${line} ${word}` : word;
      if (typeface.widthOf(candidate, size) <= width) {
        line = candidate;
        continue;
      }
      if (line) lines.push(line);
      const pieces =
        typeface.widthOf(word, size) > width ? breakWord(typeface, word, width, size) : [word];
      lines.push(...pieces.slice(0, -1));
      line = pieces.at(-1) ?? '';
    }
    lines.push(line);
  }
  return lines;
}
