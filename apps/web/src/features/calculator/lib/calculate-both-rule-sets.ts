import { parseRate } from '@paylab/shared/money';
import {
  taxCalculationInputSchema,
  toTaxCalculationResult,
  toTaxEngineInput,
  type TaxCalculationResult,
} from '@paylab/shared';
import {
  calculatePaycheck,
  citeStateProgram,
  findStateRule,
  RULE_SETS,
  TaxEngineInputError,
  type RuleSet,
} from '@paylab/tax-engine';
import type { BuiltTaxRequest } from './build-tax-request';

export type RuleSetResults = Record<RuleSet, TaxCalculationResult>;

export type ComparisonOutcome =
  | { isOk: true; results: RuleSetResults }
  /** `field` is the request's path ("grossPay", "w4.otherIncome", "payDate"), as the API would name it. */
  | { isOk: false; field: string; message: string };

/**
 * Runs the request through the same schema and the same engine the API uses, once per rule set,
 * so the figures on screen are what POST /api/tax/calculate answers for that body.
 */
export function calculateBothRuleSets(
  request: BuiltTaxRequest['request'],
  sutaRate: string,
): ComparisonOutcome {
  const parsed = taxCalculationInputSchema.safeParse(request);
  if (!parsed.success) {
    const [issue] = parsed.error.issues;
    return {
      isOk: false,
      field: issue?.path.join('.') || 'input',
      message: issue?.message ?? 'Invalid input',
    };
  }
  const payDate = request.payDate;
  try {
    const entries = RULE_SETS.map((ruleSet) => {
      const input = toTaxEngineInput(parsed.data, {
        ruleSet,
        payDate,
        sutaRate: parseRate(sutaRate),
        certificateFields: (state) => findStateRule(state)?.certificate.fields,
      });
      return [
        ruleSet,
        toTaxCalculationResult(calculatePaycheck(input, { trace: true }), payDate, (id) =>
          citeStateProgram(id, payDate),
        ),
      ] as const;
    });
    return { isOk: true, results: Object.fromEntries(entries) as RuleSetResults };
  } catch (error) {
    if (error instanceof TaxEngineInputError)
      return { isOk: false, field: error.field, message: error.message };
    throw error;
  }
}
