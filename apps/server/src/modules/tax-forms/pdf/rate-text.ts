import { formatPercent, parseRate } from '@paylab/shared';

/** "0.0120" → "1.20%". */
export function formatRatePercentText(rate: string): string {
  return formatPercent(parseRate(rate));
}
