import { formatRate } from '@paylab/shared';
import { PAYROLL_TAX_RATES_2025 } from '@paylab/tax-engine';

/**
 * The net FUTA rate the engine applies: 6.0% less the 5.4% maximum state credit (IRC 3301, 3302),
 * "0.0060". Any Form 940 credit reduction is settled once a year, never through this rate. The
 * settings answer shows this value, whatever an older version may have stored in the column.
 */
export const FEDERAL_UNEMPLOYMENT_RATE = formatRate(PAYROLL_TAX_RATES_2025.futaNetRate.value);
