import type { FilingStatus } from '../../types';

/**
 * The table a certificate's status selects where the state prints a single and a married table:
 * only "married" takes the married one; married withholding at the single rate takes the single.
 */
export function selectSingleOrMarried(status: string): 'single' | 'married' {
  return status === 'married' ? 'married' : 'single';
}

/** The table a federal W-4 filing status selects where the state prints one for each (ND, NM). */
export const FEDERAL_STATUS_TABLE = {
  single: 'single',
  'married-separate': 'single',
  'married-joint': 'married',
  'head-of-household': 'head-of-household',
} as const satisfies Record<FilingStatus, string>;

/** A select's value when it is one the form offers, else `fallback`. */
export function selectOffered<T extends string>(
  offered: readonly T[],
  value: string,
  fallback: T,
): T {
  return offered.find((option) => option === value) ?? fallback;
}
