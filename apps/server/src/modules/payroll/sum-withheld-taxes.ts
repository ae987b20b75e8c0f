import { payrollRecords } from '@paylab/db';
import { sumMoney } from '../../lib/sum-money';

/**
 * Each tax withheld from the selected paychecks, summed in SQL: the figures a pay stub's year to
 * date and a year's W-2 totals both report, from the same columns.
 */
export function sumWithheldTaxes() {
  return {
    federalIncomeTax: sumMoney(payrollRecords.federalIncomeTax),
    additionalWithholding: sumMoney(payrollRecords.additionalWithholding),
    socialSecurityTax: sumMoney(payrollRecords.socialSecurityTax),
    medicareTax: sumMoney(payrollRecords.medicareTax),
    additionalMedicareTax: sumMoney(payrollRecords.additionalMedicareTax),
    stateIncomeTax: sumMoney(payrollRecords.stateIncomeTax),
    stateDisabilityTax: sumMoney(payrollRecords.stateDisabilityTax),
    statePaidFamilyLeave: sumMoney(payrollRecords.statePaidFamilyLeave),
  };
}
