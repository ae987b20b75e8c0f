import {
  divideRounded,
  formatPercent,
  formatUsd,
  multiplyRatio,
  type Cents,
} from '@paylab/shared/money';

import { MEDICARE_EMPLOYEE_RATE } from '../../parameters/us/irs/payroll/medicare';
import { SOCIAL_SECURITY_EMPLOYEE_RATE } from '../../parameters/us/irs/payroll/social-security';
import { money, note, type TraceSink } from '../../trace';
import {
  calculateFormulaWithholding,
  type FormulaStep,
} from '../shared/calculate-formula-withholding';
import { defineStateData, read } from '../shared/load-state-data';
import { applyFlatRate } from '../shared/state-math';
import { withholdDeclaredContributions } from '../shared/withhold-contribution';
import { withholdAdditionalAmount } from '../shared/withhold-income-tax';
import { defineStateRule, type ResolvedGroup, type StateWithholdingInput } from '../state-rule';
import data from './state.json' with { type: 'json' };

const PREFIX = 'state.ma';
const PUBLICATION =
  'Massachusetts Department of Revenue, Circular M, Income Tax Withholding Tables (effective January 1, 2025)';

const MA_DATA = defineStateData(data, {
  rate: read.rate,
  surtax: read.fields({ rate: read.rate, threshold: read.cents }),
  exemptionAllowance: read.fields({ base: read.cents, perExemption: read.cents }),
  retirementDeductionCap: read.cents,
  headOfHouseholdCredit: read.cents,
  blindCredit: read.cents,
  lowIncomeThreshold: read.cents,
  supplementalRate: read.rate,
  pfmlRate: read.rate,
  pfmlWageBase: read.cents,
});

const MA_PARAMETERS = {
  ...MA_DATA.parameters,
  // The employee FICA rates estimate how much of the $2,000 earlier paychecks already used.
  socialSecurityRate: SOCIAL_SECURITY_EMPLOYEE_RATE,
  medicareRate: MEDICARE_EMPLOYEE_RATE,
};

/** Form M-4's inputs; without one on file the employer withholds with no exemptions. */
type MaCertificate = {
  exemptions: number;
  isHeadOfHousehold: boolean;
  isBlind: boolean;
  isSpouseBlind: boolean;
  isFullTimeStudent: boolean;
  extraWithholding: number;
};

export const MA_RULE = defineStateRule({
  ...MA_DATA,
  parameters: MA_PARAMETERS,
  calculate(params, input, trace, warnings) {
    const incomeTax = withholdMaIncomeTax(params, input, trace, warnings);
    return [
      { programId: 'ma-income-tax', amount: incomeTax },
      ...withholdDeclaredContributions(MA_DATA.contributions, params, PREFIX, input, trace),
    ];
  },
});

/**
 * Circular M income tax: nothing for a full-time student (M-4 box D); otherwise the percentage
 * method on regular wages, supplemental wages at their own rates, and the M-4 line 5 amount.
 */
function withholdMaIncomeTax(
  params: ResolvedGroup<typeof MA_PARAMETERS>,
  input: StateWithholdingInput<MaCertificate>,
  trace: TraceSink,
  warnings: string[],
): Cents {
  const { certificate, periodsPerYear } = input;
  if (certificate.isFullTimeStudent) {
    trace?.push(
      note(`${PREFIX}.student`, 'M-4 box D: full-time student, nothing withheld', PUBLICATION),
    );
    return 0;
  }

  const annualWages = input.wages * periodsPerYear;
  const isLowIncome = certificate.exemptions > 0 && annualWages <= params.lowIncomeThreshold.value;
  let regular = 0;
  if (isLowIncome) {
    trace?.push(
      note(
        `${PREFIX}.low-income`,
        `Exemptions claimed and annualised wages ${formatUsd(annualWages)} do not exceed ${formatUsd(params.lowIncomeThreshold.value)}: nothing withheld on regular wages`,
        params.lowIncomeThreshold.citation,
      ),
    );
  } else {
    const ficaRate = params.socialSecurityRate.value + params.medicareRate.value;
    const ficaBefore = applyFlatRate(input.wagesBefore, ficaRate);
    const ficaOnRegular =
      input.supplementalWages > 0
        ? multiplyRatio(input.ficaTax, input.wages, input.wages + input.supplementalWages)
        : input.ficaTax;
    const retirementDeduction = Math.max(
      0,
      Math.min(ficaOnRegular, params.retirementDeductionCap.value - ficaBefore),
    );
    const { base, perExemption } = params.exemptionAllowance.value;
    const exemptionAllowance =
      certificate.exemptions > 0
        ? divideRounded(base + perExemption * certificate.exemptions, periodsPerYear)
        : 0;
    const surtaxThreshold = divideRounded(params.surtax.value.threshold, periodsPerYear);
    const credits: FormulaStep[] = [];
    if (certificate.isHeadOfHousehold) {
      credits.push({
        step: 'head-of-household',
        label: 'Head of household credit for the period',
        amount: divideRounded(params.headOfHouseholdCredit.value, periodsPerYear),
        citation: params.headOfHouseholdCredit.citation,
      });
    }
    const blindCount = Number(certificate.isBlind) + Number(certificate.isSpouseBlind);
    if (blindCount > 0) {
      credits.push({
        step: 'blind',
        label: () =>
          `Blindness credit for the period, ${blindCount} x ${formatUsd(params.blindCredit.value)} / ${periodsPerYear}`,
        amount: divideRounded(params.blindCredit.value * blindCount, periodsPerYear),
        citation: params.blindCredit.citation,
      });
    }
    regular = calculateFormulaWithholding(
      {
        prefix: PREFIX,
        citation: PUBLICATION,
        basis: 'period',
        subtractions: [
          {
            step: 'fica',
            label: () =>
              `FICA withheld this period, within the ${formatUsd(params.retirementDeductionCap.value)} a year`,
            amount: retirementDeduction,
            citation: params.retirementDeductionCap.citation,
          },
          {
            step: 'exemptions',
            label: () =>
              `Exemption allowance for ${certificate.exemptions} M-4 exemptions, per period`,
            amount: exemptionAllowance,
            citation: params.exemptionAllowance.citation,
          },
        ],
        computeTax: (taxable) => ({
          label: () =>
            `${formatPercent(params.rate.value)} of taxable wages, plus ${formatPercent(params.surtax.value.rate)} above ${formatUsd(surtaxThreshold)} for the period`,
          amount:
            applyFlatRate(taxable, params.rate.value) +
            applyFlatRate(taxable - surtaxThreshold, params.surtax.value.rate),
          citation: () => `${params.rate.citation}; ${params.surtax.citation}`,
        }),
        credits,
        rounding: 'cent',
      },
      { wages: input.wages, periodsPerYear },
      trace,
    );
  }

  const supplemental = calculateMaSupplemental(params, input, trace);
  const extra = withholdAdditionalAmount(
    PREFIX,
    {
      amount: certificate.extraWithholding,
      label: 'M-4 line 5 additional withholding',
      citation: PUBLICATION,
      step: 'extra',
    },
    trace,
  );
  if (input.ficaTax === 0 && input.wages > 0 && !isLowIncome) {
    warnings.push('Massachusetts: no FICA was given, so none was subtracted (Circular M step 1)');
  }
  return regular + supplemental + extra;
}

/**
 * 5% on supplemental wages, 9% on the part of them that takes the year's wages above the surtax
 * threshold.
 */
function calculateMaSupplemental(
  params: ResolvedGroup<typeof MA_PARAMETERS>,
  input: { wagesBefore: Cents; wages: Cents; supplementalWages: Cents },
  trace: TraceSink,
): Cents {
  const { supplementalWages } = input;
  if (supplementalWages <= 0) return 0;
  const threshold = params.surtax.value.threshold;
  const before = input.wagesBefore + input.wages;
  const belowThreshold = Math.max(0, Math.min(supplementalWages, threshold - before));
  const aboveThreshold = supplementalWages - belowThreshold;
  const tax =
    applyFlatRate(belowThreshold, params.supplementalRate.value) +
    applyFlatRate(aboveThreshold, params.supplementalRate.value + params.surtax.value.rate);
  trace?.push(
    money(
      `${PREFIX}.supplemental`,
      aboveThreshold > 0
        ? `Withholding on supplemental wages: ${formatPercent(params.supplementalRate.value)} of ${formatUsd(belowThreshold)} and ${formatPercent(params.supplementalRate.value + params.surtax.value.rate)} of ${formatUsd(aboveThreshold)} above ${formatUsd(threshold)} for the year`
        : `Withholding on supplemental wages: ${formatPercent(params.supplementalRate.value)} of ${formatUsd(supplementalWages)}`,
      tax,
      `${params.supplementalRate.citation}; ${params.surtax.citation}`,
    ),
  );
  return tax;
}
