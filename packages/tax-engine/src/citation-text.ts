/**
 * Words that say how a value was obtained rather than where the law states it: a transcription, a
 * cross-check, a vendor or a confidence. They belong in docs/tax-coverage.md, never in a citation
 * a user reads (issue 27, item 8). The screens' tests run every citation they show through this.
 */
const PROVENANCE_PATTERN =
  /\b(?:secondary|cross-?check\w*|transcri\w+|as reported|reported by|summari[sz]ed in|notes? (?:section|\d)|uncertain|confidence|unverified|verif(?:y|ied)|not (?:checked|confirmed) (?:against|from|in)|corroborat\w+|re-?derive\w*|public engine|vendor|odoo|dynamics gp|python-taxes|hibou|halfpricesoft|payrollorg|ucla|memory)\b/gi;

/** The provenance words in `text`, lower-cased, or none. */
export function findProvenanceWords(text: string): string[] {
  return [...text.matchAll(PROVENANCE_PATTERN)].map((match) => match[0].toLowerCase());
}
