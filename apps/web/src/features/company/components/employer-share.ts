import { isRetirementPlanType, type BenefitPlan } from '@paylab/shared';
import { formatPercentExact, formatUsd, parseMoney, parseRate } from '@paylab/shared/money';

type EmployerShare = Pick<
  BenefitPlan,
  'type' | 'employerMatch' | 'employerNonElectiveRate' | 'employerAmountPerPeriod'
>;

const percent = (rate: string) => formatPercentExact(parseRate(rate));

/**
 * What the employer adds, in one line of the plans table: "100% of first 3% + 50% of next 2%",
 * "Non-elective 3% of pay", "Employer $250.00 per pay period", or "None".
 */
export function summarizeEmployerShare(plan: EmployerShare): string {
  const parts: string[] = [];
  if (isRetirementPlanType(plan.type)) {
    const tiers = plan.employerMatch.map(
      (tier, index) =>
        `${percent(tier.matchRate)} of ${index === 0 ? 'first' : 'next'} ${percent(tier.payRate)}`,
    );
    if (tiers.length > 0) parts.push(tiers.join(' + '));
    if (plan.employerNonElectiveRate !== null && parseRate(plan.employerNonElectiveRate) > 0)
      parts.push(`Non-elective ${percent(plan.employerNonElectiveRate)} of pay`);
  }
  if (plan.employerAmountPerPeriod !== null && parseMoney(plan.employerAmountPerPeriod) > 0)
    parts.push(`Employer ${formatUsd(parseMoney(plan.employerAmountPerPeriod))} per pay period`);
  return parts.length > 0 ? parts.join('; ') : 'None';
}
