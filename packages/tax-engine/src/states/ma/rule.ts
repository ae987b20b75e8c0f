import {
  divideRounded,
  formatPercent,
  formatUsd,
  multiplyRatio,
  type Cents,
} from '@paylab/shared/money';

import { money, note, type TraceSink } from '../../trace';
import {
  calculateFormulaWithholding,
  type FormulaStep,
} from '../shared/calculate-formula-withholding';
import * as field from '../shared/certificate-fields';
import { applyFlatRate } from '../shared/state-math';
import { withholdContribution } from '../shared/withhold-contribution';
import { incomeTaxProgram, withholdAdditionalAmount } from '../shared/withhold-income-tax';
import { defineStateRule, type ResolvedGroup, type StateWithholdingInput } from '../state-rule';
import { MA_PARAMETERS } from './parameters';

const PREFIX = 'state.ma';
const PUBLICATION =
  'Massachusetts Department of Revenue, Circular M, Income Tax Withholding Tables (effective January 1, 2025)';

/** Form M-4's inputs; without one on file the employer withholds with no exemptions. */
type MaCertificate = {
  exemptions: number;
  isHeadOfHousehold: boolean;
  isBlind: boolean;
  isSpouseBlind: boolean;
  isFullTimeStudent: boolean;
  extraWithholding: number;
};

const M4_DEFAULTS: MaCertificate = {
  exemptions: 0,
  isHeadOfHousehold: false,
  isBlind: false,
  isSpouseBlind: false,
  isFullTimeStudent: false,
  extraWithholding: 0,
};

export const MA_RULE = defineStateRule({
  code: 'MA',
  name: 'Massachusetts',
  hasWageIncomeTax: true,
  parameters: MA_PARAMETERS,
  programs: [
    incomeTaxProgram('ma', 'MA income tax'),
    {
      id: 'ma-pfml',
      kind: 'family-leave',
      label: 'MA Paid Family and Medical Leave',
      w2Box14Label: 'MA PFML',
    },
  ],
  certificate: {
    form: 'M-4',
    fields: [
      field.allowances('Line 4: total exemptions claimed', {
        key: 'exemptions',
        max: 99,
      }),
      {
        key: 'isHeadOfHousehold',
        kind: 'boolean',
        label: 'Box A: will file as head of household',
      },
      { key: 'isBlind', kind: 'boolean', label: 'Box B: employee is blind' },
      {
        key: 'isSpouseBlind',
        kind: 'boolean',
        label: 'Box C: spouse is blind and not subject to withholding',
      },
      {
        key: 'isFullTimeStudent',
        kind: 'boolean',
        label: 'Box D: full-time student whose annual income will not exceed $8,000',
        help: 'The employer does not withhold Massachusetts income tax',
      },
      field.additionalAmount('Line 5: additional withholding each pay period', {
        key: 'extraWithholding',
      }),
    ],
    defaults: M4_DEFAULTS,
  },
  compliance: {
    publication: `${PUBLICATION}, percentage method; DFML 2025 PFML contribution rates`,
    method:
      'Per period: FICA (to $2,000 a year) and the exemption allowance subtract; 5% plus 4% above the surtax threshold; head-of-household and blindness credits; PFML 0.46% to the social security wage base',
    notModelled: [
      'Reciprocity and credits for tax paid to another state: PayLab withholds for the work state only',
      'Retirement-system contributions other than FICA (Massachusetts, federal and railroad systems)',
      'The employer share of PFML, and smaller employee shares an employer may choose to take',
    ],
    confidence: 'uncertain',
    uncertainties: [
      'FICA already subtracted this year is estimated from earlier wages at the employee FICA rates (the rule has no year-to-date FICA)',
      'Supplemental wages: 9% on year-to-date wages above $1,083,150 rests on one secondary source',
      'Per-period exemption allowance and credits are the annual amounts divided by the periods; the printed per-period figures may differ by a cent',
    ],
  },
  describePrograms(params) {
    return {
      'ma-pfml': { rate: params.pfmlRate, wageBase: params.pfmlWageBase },
    };
  },
  calculate(params, input, trace, warnings) {
    const incomeTax = withholdMaIncomeTax(params, input, trace, warnings);
    const pfml = withholdContribution(
      {
        step: `${PREFIX}.pfml`,
        label: 'MA PFML employee share',
        rate: params.pfmlRate,
        wageBase: params.pfmlWageBase,
      },
      input,
      trace,
    );
    return [
      { programId: 'ma-income-tax', amount: incomeTax },
      { programId: 'ma-pfml', amount: pfml },
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
        label: `Blindness credit for the period, ${blindCount} x ${formatUsd(params.blindCredit.value)} / ${periodsPerYear}`,
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
            label: `FICA withheld this period, within the ${formatUsd(params.retirementDeductionCap.value)} a year`,
            amount: retirementDeduction,
            citation: params.retirementDeductionCap.citation,
          },
          {
            step: 'exemptions',
            label: `Exemption allowance for ${certificate.exemptions} M-4 exemptions, per period`,
            amount: exemptionAllowance,
            citation: params.exemptionAllowance.citation,
          },
        ],
        computeTax: (taxable) => ({
          label: `${formatPercent(params.rate.value)} of taxable wages, plus ${formatPercent(params.surtax.value.rate)} above ${formatUsd(surtaxThreshold)} for the period`,
          amount:
            applyFlatRate(taxable, params.rate.value) +
            applyFlatRate(taxable - surtaxThreshold, params.surtax.value.rate),
          citation: `${params.rate.citation}; ${params.surtax.citation}`,
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
