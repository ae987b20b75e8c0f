import { formatUsd, type Cents } from '@paylab/shared/money';

import { resolveParameter } from '../parameters/parameter';
import type { TaxYearParameters } from '../parameters/resolve-tax-year-parameters';
import type { PayrollWages } from '../rules/fica/calculate-social-security-tax';
import { money, type TraceSink } from '../trace';
import type { PaycheckDeduction, PaycheckInput, TaxableWages } from '../types';
import type { DeductionType } from './deduction-types';
import type { WageBase } from './federal-tax-treatment';
import { STATE_CONFORMITY } from './state-conformity';

/** A base of the withholding formulas, which treat regular and supplemental wages apart. */
export interface SplitWages {
  /** Regular wages this period in the base. */
  regular: Cents;
  /** Supplemental wages this period in the base. */
  supplemental: Cents;
  /** The base's wages paid earlier in the calendar year. */
  before: Cents;
}

/** This paycheck's wages in each tax's base (issue 29, item 4). */
export interface WageBases {
  federalIncomeTax: SplitWages;
  socialSecurity: PayrollWages;
  medicare: PayrollWages;
  futa: PayrollWages;
  state: SplitWages;
}

type Base = WageBase | 'state';

const BASES: readonly Base[] = [
  'federal-income-tax',
  'social-security',
  'medicare',
  'futa',
  'state',
];

const STATE_WITHOUT_WAGE_TAX_CITATION =
  'PayLab decision (ADR 0045): a state that taxes no wages has no conformity of income-tax wages; its employee contributions take Medicare wages, the FICA definition that state unemployment and paid-leave laws generally start from';

/** Whether `type` lowers the work state's wages: its conformity, or Medicare wages' rule where it taxes no wages. */
function createStateTest(
  params: TaxYearParameters,
  state: string,
): { isReduced: (type: DeductionType) => boolean; label: string; citation: string } {
  const conformity = STATE_CONFORMITY[state];
  if (!conformity) {
    const federal = params.benefits.federalTreatment.value;
    return {
      isReduced: (type) => federal[type].reduces.includes('medicare'),
      label: `${state} wages for its contributions (no wage income tax: Medicare wages)`,
      citation: STATE_WITHOUT_WAGE_TAX_CITATION,
    };
  }
  const resolved = resolveParameter(conformity, params.payDate);
  return {
    isReduced: (type) => resolved.value.reducesStateWages[type],
    label: `${state} wages (W-2 box 16)`,
    citation: resolved.citation,
  };
}

/** Regular wages give way first, then supplemental; neither goes below 0. */
function splitReduction(input: PaycheckInput, reduction: Cents, before: Cents): SplitWages {
  const fromRegular = Math.min(reduction, input.grossPay);
  return {
    regular: input.grossPay - fromRegular,
    supplemental: Math.max(0, input.supplementalPay - (reduction - fromRegular)),
    before,
  };
}

function toPayrollWages(split: SplitWages): PayrollWages {
  return { wagesThisPeriod: split.regular + split.supplemental, wagesBefore: split.before };
}

function describeFederalBase(base: WageBase): string {
  switch (base) {
    case 'federal-income-tax':
      return 'Federal income tax wages (W-2 box 1)';
    case 'social-security':
      return 'Social security wages before the wage base (W-2 box 3)';
    case 'medicare':
      return 'Medicare wages (W-2 box 5)';
    case 'futa':
      return 'FUTA wages before the wage base, which SUTA also taxes';
  }
}

/**
 * Each base: this period's and earlier wages less the deductions that lower it, earlier ones read
 * from `ytd.deductions`. The state's follows its conformity table.
 */
export function calculateWageBases(
  params: TaxYearParameters,
  input: PaycheckInput,
  state: string,
  deductions: readonly PaycheckDeduction[],
  trace: TraceSink,
): { bases: WageBases; taxableWages: TaxableWages } {
  const treatment = params.benefits.federalTreatment;
  const stateTest = createStateTest(params, state);
  const isReduced = (type: DeductionType, base: Base): boolean =>
    base === 'state' ? stateTest.isReduced(type) : treatment.value[type].reduces.includes(base);

  const thisPeriod = new Map<Base, Cents>();
  const earlier = new Map<Base, Cents>();
  const wagesBefore = input.ytd.grossPay + input.ytd.supplementalPay;
  for (const base of BASES) {
    let reduction = 0;
    for (const line of deductions) if (isReduced(line.type, base)) reduction += line.amount;
    let reductionBefore = 0;
    for (const [type, amount] of Object.entries(input.ytd.deductions ?? {}))
      if (isReduced(type as DeductionType, base)) reductionBefore += amount ?? 0;
    thisPeriod.set(base, reduction);
    earlier.set(base, Math.max(0, wagesBefore - reductionBefore));
  }
  const split = (base: Base): SplitWages =>
    splitReduction(input, thisPeriod.get(base)!, earlier.get(base)!);

  const federalIncomeTax = split('federal-income-tax');
  const socialSecurity = toPayrollWages(split('social-security'));
  const medicare = toPayrollWages(split('medicare'));
  const futa = toPayrollWages(split('futa'));
  const stateWages = split('state');
  const taxableWages: TaxableWages = {
    federalIncomeTax: federalIncomeTax.regular + federalIncomeTax.supplemental,
    socialSecurity: socialSecurity.wagesThisPeriod,
    medicare: medicare.wagesThisPeriod,
    futa: futa.wagesThisPeriod,
    state: stateWages.regular + stateWages.supplemental,
  };

  if (trace) {
    const amounts: Readonly<Record<Base, Cents>> = {
      'federal-income-tax': taxableWages.federalIncomeTax,
      'social-security': taxableWages.socialSecurity,
      medicare: taxableWages.medicare,
      futa: taxableWages.futa,
      state: taxableWages.state,
    };
    for (const base of BASES) {
      const reduction = thisPeriod.get(base)!;
      trace.push(
        money(
          `wages.base.${base}`,
          `${base === 'state' ? stateTest.label : describeFederalBase(base)}: taxable wages less ${formatUsd(reduction)} of the deductions that lower it`,
          amounts[base],
          base === 'state' ? stateTest.citation : treatment.citation,
        ),
      );
    }
  }
  return {
    bases: { federalIncomeTax, socialSecurity, medicare, futa, state: stateWages },
    taxableWages,
  };
}

/** With no deductions every base is the wages themselves. */
export function findWagesWithoutDeductions(input: PaycheckInput): TaxableWages {
  const wages = input.grossPay + input.supplementalPay;
  return {
    federalIncomeTax: wages,
    socialSecurity: wages,
    medicare: wages,
    futa: wages,
    state: wages,
  };
}
