/** Every year-end check, in the order the reconciliation answers them, each a match. */
export const EVERY_CHECK_MATCHES = [
  ['w3-box1-941-line2', true],
  ['w3-box2-941-line3', true],
  ['w3-box3-941-line5a', true],
  ['w3-box5-941-line5c', true],
  ['w3-box4-6-941-employee-share', true],
  ['w2-box3-wage-base', true],
  ['w2-box4-rate', true],
] as const;

/** A reconciliation answer's checks as [id, isMatch] pairs, to compare with EVERY_CHECK_MATCHES. */
export function toCheckMatches(
  checks: readonly { id: string; isMatch: boolean }[],
): [string, boolean][] {
  return checks.map((check) => [check.id, check.isMatch]);
}
