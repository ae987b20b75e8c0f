import { calculatePaycheck, citeStateProgram, TaxEngineInputError } from '@paylab/tax-engine';
import type { DatabaseOrTransaction } from '@paylab/db';
import {
  AppError,
  parseRate,
  toTaxCalculationResult,
  toTaxEngineInput,
  type TaxCalculationInput,
  type TaxCalculationResult,
} from '@paylab/shared';
import { findCertificateFields } from '../../lib/state-certificates';
import { getCompanySettings } from '../company/get-company-settings';

export interface CalculateTaxOptions {
  input: TaxCalculationInput;
  /** The server's calendar date, YYYY-MM-DD: the pay date when the request names none (api-conventions). */
  today: string;
}

/**
 * One stateless paycheck calculation (issue 3, item 5). The rule set defaults to the company's
 * setting and SUTA uses the company's rate; the trace is always built, since the answer always
 * shows the math.
 */
export async function calculateTax(
  db: DatabaseOrTransaction,
  { input, today }: CalculateTaxOptions,
): Promise<TaxCalculationResult> {
  const settings = await getCompanySettings(db);
  const payDate = input.payDate ?? today;
  const engineInput = toTaxEngineInput(input, {
    ruleSet: input.ruleSet ?? settings.taxRuleSet,
    payDate,
    sutaRate: parseRate(settings.stateUnemploymentRate),
    certificateFields: findCertificateFields,
  });
  try {
    return toTaxCalculationResult(calculatePaycheck(engineInput, { trace: true }), payDate, (id) =>
      citeStateProgram(id, payDate),
    );
  } catch (error) {
    // The engine names the offending input (dotted for w4 and ytd), which is the request's own path.
    if (error instanceof TaxEngineInputError) throw AppError.field(error.field, error.message);
    throw error;
  }
}
