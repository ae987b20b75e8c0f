import type { Cents } from '@paylab/shared/money';

import type { TaxYearParameters } from '../../parameters/resolve-tax-year-parameters';
import { money, note, type TraceSink } from '../../trace';
import type { PaycheckInput } from '../../types';
import type { PayrollWages } from '../fica/calculate-social-security-tax';
import { calculateCaIncomeTax } from './ca/calculate-ca-income-tax';
import { calculateCaSdi } from './ca/calculate-ca-sdi';
import { calculateNyDisabilityBenefits } from './ny/calculate-ny-disability-benefits';
import { calculateNyIncomeTax } from './ny/calculate-ny-income-tax';
import { calculateNyPaidFamilyLeave } from './ny/calculate-ny-paid-family-leave';

export interface StateTaxes {
  incomeTax: Cents;
  disability: Cents;
  paidFamilyLeave: Cents;
}

export function describeUnmodelledState(state: string): string {
  return `State ${state} is not modelled: state income tax and disability withholding are set to 0`;
}

/** The work state's employee withholding under the official rules (CA and NY modelled; TX and FL have none). */
export function calculateStateTaxes(
  params: TaxYearParameters,
  input: PaycheckInput,
  state: string,
  periodsPerYear: number,
  wages: PayrollWages,
  warnings: string[],
  trace: TraceSink,
): StateTaxes {
  const coverage = params.states.coverage;
  const stateFilingStatus = input.stateFilingStatus ?? input.filingStatus;
  if (state === 'CA') {
    const incomeTax = calculateCaIncomeTax(
      params.california,
      {
        payFrequency: input.payFrequency,
        wages: input.grossPay,
        supplementalWages: input.supplementalPay,
        filingStatus: stateFilingStatus,
        regularAllowances: input.stateAllowances,
        estimatedDeductionAllowances: input.stateEstimatedDeductionAllowances ?? 0,
      },
      trace,
    );
    trace?.push(
      money('state.income-tax', 'California income tax withheld', incomeTax, 'EDD Method B, 2025'),
    );
    return {
      incomeTax,
      disability: calculateCaSdi(params.california, wages, trace),
      paidFamilyLeave: 0,
    };
  }
  if (state === 'NY') {
    const incomeTax = calculateNyIncomeTax(
      params.newYork,
      {
        wages: input.grossPay,
        supplementalWages: input.supplementalPay,
        periodsPerYear,
        filingStatus: stateFilingStatus,
        allowances: input.stateAllowances,
      },
      trace,
    );
    trace?.push(
      money(
        'state.income-tax',
        'New York State income tax withheld',
        incomeTax,
        'NYS-50-T-NYS (1/23)',
      ),
    );
    return {
      incomeTax,
      disability: calculateNyDisabilityBenefits(
        params.newYork,
        input.payFrequency,
        wages.wagesThisPeriod,
        trace,
      ),
      paidFamilyLeave: calculateNyPaidFamilyLeave(
        params.newYork,
        wages,
        input.ytd.paidFamilyLeave,
        trace,
      ),
    };
  }
  if (coverage.value.withoutIncomeTax.includes(state)) {
    trace?.push(
      note(
        'state.income-tax',
        `${state} has no state income tax and no employee disability contribution`,
        coverage.citation,
      ),
    );
    return { incomeTax: 0, disability: 0, paidFamilyLeave: 0 };
  }
  const warning = describeUnmodelledState(state);
  warnings.push(warning);
  trace?.push(note('state.not-modelled', warning, coverage.citation));
  return { incomeTax: 0, disability: 0, paidFamilyLeave: 0 };
}
