import { formatPercentExact, formatUsd, type Cents } from '@paylab/shared/money';

import type { StateCode } from '@paylab/shared/constants';

import {
  calculateWageBases,
  findWagesWithoutDeductions,
  type SplitWages,
  type WageBases,
} from './benefits/calculate-wage-bases';
import { DEDUCTION_TYPE_LABELS } from './benefits/deduction-types';
import { limitDeductions } from './benefits/limit-deductions';
import { TaxEngineInputError } from './errors';
import {
  resolveTaxYearParameters,
  type StatePayDate,
  type TaxYearParameters,
} from './parameters/resolve-tax-year-parameters';
import { CARRIED_FORWARD_CITATION, describeCarriedForward } from './parameters/tax-year-coverage';
import { calculateFederalIncomeTax } from './rules/federal/calculate-federal-income-tax';
import { calculateSupplementalWithholding } from './rules/federal/calculate-supplemental-withholding';
import { calculateAdditionalMedicareTax } from './rules/fica/calculate-additional-medicare-tax';
import { calculateMedicareTax } from './rules/fica/calculate-medicare-tax';
import {
  calculateSocialSecurityTax,
  type PayrollWages,
} from './rules/fica/calculate-social-security-tax';
import type { TaxRounding } from './rules/shared/calculate-cumulative-tax';
import { calculateSpecFederalIncomeTax } from './rules/spec-simplified/calculate-spec-federal-income-tax';
import { calculateSpecStateTaxes } from './rules/spec-simplified/calculate-spec-state-taxes';
import {
  calculateStateTaxes,
  findStatePayDate,
  isIncomeTaxKind,
  sumStateLines,
  toLinesByKind,
  validateStateCertificate,
} from './rules/states/calculate-state-taxes';
import { calculateFutaTax } from './rules/unemployment/calculate-futa-tax';
import { calculateSutaTax } from './rules/unemployment/calculate-suta-tax';
import { findStateRule } from './states/registry';
import type { StateRule } from './states/state-rule';
import { money, note, type TraceSink } from './trace';
import {
  countPayPeriods,
  type CalculatePaycheckOptions,
  type PaycheckDeduction,
  type PaycheckInput,
  type PaycheckResult,
  type PaycheckStateLine,
  type TaxableWages,
  type RuleSet,
} from './types';
import { validatePaycheckInput } from './validate-input';

const CONVENTIONS = 'PayLab api-conventions, "Withholding fields"';

interface FederalWithholding {
  incomeTax: Cents;
  additionalWithholding: Cents;
}

function calculateOfficialFederal(
  params: TaxYearParameters,
  input: PaycheckInput,
  wages: SplitWages,
  periods: number,
  warnings: string[],
  trace: TraceSink,
): FederalWithholding {
  const regular = calculateFederalIncomeTax(
    params.federal,
    {
      wages: wages.regular,
      periodsPerYear: periods,
      filingStatus: input.filingStatus,
      w4: input.w4,
      allowances: input.allowances,
      additionalWithholding: input.additionalWithholding,
    },
    trace,
  );
  for (const warning of regular.warnings) warnings.push(warning);
  const { supplementalFlatRate, supplementalMandatoryRate, supplementalMandatoryThreshold } =
    params.federal;
  // Without supplemental wages there is nothing to withhold or trace on them.
  const supplemental =
    wages.supplemental === 0
      ? 0
      : calculateSupplementalWithholding(
          {
            flatRate: supplementalFlatRate.value,
            mandatoryRate: supplementalMandatoryRate.value,
            mandatoryThreshold: supplementalMandatoryThreshold.value,
            // Only the trace cites the rates: a paycheck without one joins no string.
            citation: trace
              ? `${supplementalFlatRate.citation}; ${supplementalMandatoryRate.citation}`
              : '',
          },
          {
            supplementalWages: wages.supplemental,
            supplementalWagesBefore: input.ytd.supplementalPay,
          },
          trace,
        );
  return {
    incomeTax: regular.incomeTax + supplemental,
    additionalWithholding: regular.additionalWithholding,
  };
}

/**
 * The spec's formulas start from annual salary: pre-tax deductions that lower the base come off it
 * as many times as there are pay periods, as the percentage method annualizes a period's wages
 * (ADR 0045).
 */
function reduceAnnualSalary(
  input: PaycheckInput,
  annualSalary: Cents,
  wages: SplitWages,
  periods: number,
  base: 'federal' | 'ca',
  trace: TraceSink,
): Cents {
  const reduction = input.grossPay - wages.regular;
  if (reduction === 0) return annualSalary;
  trace?.push(
    money(
      `spec.${base}.pre-tax-deductions`,
      `Pre-tax deductions that lower ${base === 'federal' ? 'federal income tax' : 'California'} wages, ${formatUsd(reduction)} x ${periods} periods, off annual salary`,
      reduction * periods,
      'PayLab ADR 0045: deductions lower their own bases in both rule sets',
    ),
  );
  return Math.max(0, annualSalary - reduction * periods);
}

function calculateSpecFederal(
  params: TaxYearParameters,
  input: PaycheckInput,
  wages: SplitWages,
  periods: number,
  annualSalary: Cents,
  trace: TraceSink,
): FederalWithholding {
  if (input.w4) {
    trace?.push(
      note(
        'spec.federal.w4',
        "The spec's model ignores W-4 Steps 2 to 4(b); Step 4(c) is the extra withholding",
        'PayLab product spec section 9',
      ),
    );
  }
  const regular = calculateSpecFederalIncomeTax(
    params.specSimplified,
    {
      annualSalary: reduceAnnualSalary(input, annualSalary, wages, periods, 'federal', trace),
      periodsPerYear: periods,
      filingStatus: input.filingStatus,
      allowances: input.allowances,
    },
    trace,
  );
  const rates = params.specSimplified.supplemental;
  const supplemental =
    wages.supplemental === 0
      ? 0
      : calculateSupplementalWithholding(
          {
            flatRate: rates.value.flatRate,
            mandatoryRate: rates.value.mandatoryRate,
            mandatoryThreshold: rates.value.mandatoryThreshold,
            citation: rates.citation,
          },
          {
            supplementalWages: wages.supplemental,
            supplementalWagesBefore: input.ytd.supplementalPay,
          },
          trace,
          'spec.supplemental',
        );
  const additionalWithholding = input.w4 ? input.w4.extraWithholding : input.additionalWithholding;
  trace?.push(
    money(
      'spec.federal.additional-withholding',
      'Additional withholding',
      additionalWithholding,
      CONVENTIONS,
    ),
  );
  return { incomeTax: regular + supplemental, additionalWithholding };
}

/** The spec's state model (section 9), its amounts put on the work state's program lines. */
function calculateSpecState(
  params: TaxYearParameters,
  input: PaycheckInput,
  state: string,
  rule: StateRule | undefined,
  periods: number,
  annualSalary: Cents,
  wages: SplitWages,
  warnings: string[],
  trace: TraceSink,
): PaycheckStateLine[] {
  const amounts = calculateSpecStateTaxes(
    params.specSimplified,
    {
      state,
      annualSalary:
        state === 'CA'
          ? reduceAnnualSalary(input, annualSalary, wages, periods, 'ca', trace)
          : annualSalary,
      periodsPerYear: periods,
      stateAllowances: input.stateAllowances,
      wagesThisPeriod: wages.regular + wages.supplemental,
      statesWithoutIncomeTax: params.specSimplified.statesWithoutIncomeTax.value,
    },
    warnings,
    trace,
  );
  return toLinesByKind(rule, {
    'income-tax': amounts.incomeTax,
    disability: amounts.disability,
    'family-leave': amounts.paidFamilyLeave,
  });
}

/**
 * Withholding can never take more than the wages paid (a large W-4 Step 4(a) or extra amount on a
 * small paycheck could ask for it). Social security, Medicare and the state contributions are kept
 * whole; the voluntary extra amount gives way first, then state and then federal income tax.
 */
function limitToWages(
  wages: Cents,
  federal: FederalWithholding,
  stateLines: PaycheckStateLine[],
  mandatory: Cents,
  warnings: string[],
  trace: TraceSink,
): void {
  const stateIncomeTax = sumStateLines(stateLines, isIncomeTaxKind);
  let excess =
    mandatory + federal.incomeTax + federal.additionalWithholding + stateIncomeTax - wages;
  if (excess <= 0) return;
  const before = federal.incomeTax + federal.additionalWithholding + stateIncomeTax;
  const fromExtra = Math.min(excess, federal.additionalWithholding);
  federal.additionalWithholding -= fromExtra;
  excess -= fromExtra;
  // Federal income tax outranks state income tax, so the state's share is cut first (its last
  // line first: a local tax before the state's own); it also keeps federal withholding from
  // falling when a raise makes state tax start (CA low-income exemption).
  for (let index = stateLines.length - 1; index >= 0 && excess > 0; index -= 1) {
    const line = stateLines[index]!;
    if (!isIncomeTaxKind(line.kind)) continue;
    const cut = Math.min(excess, line.amount);
    line.amount -= cut;
    excess -= cut;
  }
  federal.incomeTax -= Math.min(excess, federal.incomeTax);
  const after =
    federal.incomeTax + federal.additionalWithholding + sumStateLines(stateLines, isIncomeTaxKind);
  const warning = `Withholding limited to the wages paid: income tax and extra withholding reduced by ${formatUsd(before - after)}`;
  warnings.push(warning);
  trace?.push(
    note(
      'totals.limited-to-wages',
      warning,
      'PayLab decision: withholding never exceeds the wages paid; FICA and state contributions are kept whole, then extra withholding, state and federal income tax are cut in that order',
    ),
  );
}

/** Every base is the wages themselves: no deduction lowers any. */
function findBasesWithoutDeductions(input: PaycheckInput, wages: PayrollWages): WageBases {
  const split: SplitWages = {
    regular: input.grossPay,
    supplemental: input.supplementalPay,
    before: wages.wagesBefore,
  };
  return {
    federalIncomeTax: split,
    socialSecurity: wages,
    medicare: wages,
    futa: wages,
    state: split,
  };
}

/**
 * Deductions taken earlier in the year lower the earlier wages of their bases even when this
 * paycheck has none (an election ended in June): a section 125 premium left out of them would reach
 * the social security wage base too soon.
 */
function hasEarlierDeductions(input: PaycheckInput): boolean {
  const before = input.ytd.deductions;
  if (!before) return false;
  for (const amount of Object.values(before)) if (amount) return true;
  return false;
}

/**
 * Deductions come out of what the taxes leave, pre-tax ones first, each in its order; the first
 * that the rest cannot cover is refused by name, since no paycheck pays less than nothing.
 */
function requireNetPayCovers(deductions: readonly PaycheckDeduction[], afterTaxes: Cents): void {
  let left = afterTaxes;
  for (const isPreTax of [true, false]) {
    for (const [index, line] of deductions.entries()) {
      if (line.preTax !== isPreTax) continue;
      left -= line.amount;
      if (left >= 0) continue;
      throw new TaxEngineInputError(
        `deductions.${index}.amount`,
        `${DEDUCTION_TYPE_LABELS[line.type]} of ${formatUsd(line.amount)} exceeds the net pay left for it (${formatUsd(left + line.amount)}): a paycheck's deductions cannot exceed its net pay`,
      );
    }
  }
}

/**
 * One warning for each jurisdiction a paycheck uses whose values come from an earlier year than its
 * pay date's: federal withholding, FICA and the work state under the official rules; the spec's
 * model and FICA under the spec's; the deduction limits and treatment when it has deductions. A pay
 * run gives each once for the whole run.
 */
export function listCoverageWarnings(
  params: TaxYearParameters,
  state: string,
  ruleSet: RuleSet,
  hasDeductions = false,
): string[] {
  const { coverage } = params;
  const stateRule = findStateRule(state);
  const used =
    ruleSet === 'official-2025'
      ? [coverage.federal, coverage.fica, stateRule && coverage.states[stateRule.code as StateCode]]
      : [coverage.specSimplified, coverage.fica];
  if (hasDeductions) used.push(coverage.benefits, coverage.deductionTreatment);
  const appliedTo = `a ${params.payYear} pay date`;
  const warnings: string[] = [];
  for (const jurisdiction of used) {
    const warning = jurisdiction && describeCarriedForward(jurisdiction, appliedTo);
    if (warning) warnings.push(warning);
  }
  return warnings;
}

/**
 * listCoverageWarnings, worded once per pay date for each work state, rule set and whether the
 * paycheck has deductions: the state's entry holds four slots, and the other two pick one (a key
 * joined into a new string would be hashed on every paycheck).
 */
function findCoverageWarnings(
  params: TaxYearParameters,
  statePayDate: StatePayDate,
  state: string,
  ruleSet: RuleSet,
  hasDeductions: boolean,
): readonly string[] {
  const slots = statePayDate.coverageWarnings;
  const slot = (ruleSet === 'official-2025' ? 0 : 2) + (hasDeductions ? 1 : 0);
  let warnings = slots[slot];
  if (!warnings) {
    warnings = listCoverageWarnings(params, state, ruleSet, hasDeductions);
    slots[slot] = warnings;
  }
  return warnings;
}

/**
 * One paycheck's withholding and employer taxes with parameters already resolved for its pay date,
 * for pay runs that price thousands of employees on one date.
 */
export function calculatePaycheckWith(
  params: TaxYearParameters,
  input: PaycheckInput,
  options: CalculatePaycheckOptions = {},
): PaycheckResult {
  const state = validatePaycheckInput(input);
  // The one lookup by the work state a paycheck makes: its rule, parameters and warnings.
  const statePayDate = findStatePayDate(params, state);
  validateStateCertificate(statePayDate.rule, input);
  if (input.payDate !== params.payDate) {
    throw new TaxEngineInputError(
      'payDate',
      `Parameters were resolved for ${params.payDate}, not ${String(input.payDate)}`,
    );
  }
  const trace: TraceSink = options.trace ? [] : undefined;
  const isOfficial = input.ruleSet === 'official-2025';
  const hasDeductions = input.deductions !== undefined && input.deductions.length > 0;
  const coverageWarnings = findCoverageWarnings(
    params,
    statePayDate,
    state,
    input.ruleSet,
    hasDeductions,
  );
  const warnings = coverageWarnings.slice();
  for (const warning of coverageWarnings)
    trace?.push(note('parameters.coverage', warning, CARRIED_FORWARD_CITATION));

  const periods = countPayPeriods(input.payFrequency);
  const wages: PayrollWages = {
    wagesThisPeriod: input.grossPay + input.supplementalPay,
    wagesBefore: input.ytd.grossPay + input.ytd.supplementalPay,
  };
  if (trace) {
    trace.push(
      money('wages.regular', 'Regular wages this period', input.grossPay, CONVENTIONS),
      money(
        'wages.supplemental',
        'Supplemental wages this period',
        input.supplementalPay,
        CONVENTIONS,
      ),
      money(
        'wages.total',
        'Taxable wages this period (regular plus supplemental)',
        wages.wagesThisPeriod,
        CONVENTIONS,
      ),
      money(
        'wages.year-to-date',
        'Wages paid earlier this calendar year',
        wages.wagesBefore,
        CONVENTIONS,
      ),
    );
  }

  let deductions: PaycheckDeduction[] = [];
  let bases: WageBases;
  let taxableWages: TaxableWages;
  if (hasDeductions) {
    deductions = limitDeductions(params, input, warnings, trace);
    if (trace) {
      for (const [index, line] of deductions.entries()) {
        trace.push(
          money(
            `deductions.${index}`,
            `${DEDUCTION_TYPE_LABELS[line.type]}, ${line.preTax ? 'pre-tax' : 'after tax'}`,
            line.amount,
            params.benefits.federalTreatment.value[line.type].source,
          ),
        );
      }
    }
  }
  if (hasDeductions || hasEarlierDeductions(input)) {
    ({ bases, taxableWages } = calculateWageBases(params, input, state, deductions, trace));
  } else {
    bases = findBasesWithoutDeductions(input, wages);
    taxableWages = findWagesWithoutDeductions(input);
  }

  const annualSalary = input.annualSalary ?? input.grossPay * periods;
  const federal = isOfficial
    ? calculateOfficialFederal(params, input, bases.federalIncomeTax, periods, warnings, trace)
    : calculateSpecFederal(params, input, bases.federalIncomeTax, periods, annualSalary, trace);

  // The spec's model computes each paycheck's FICA on its own gross pay (section 9, "Per-period
  // Social Security and Medicare are computed on gross pay"); the official set rounds year-to-date
  // (ADR 0017).
  const ficaRounding: TaxRounding = isOfficial ? 'year-to-date' : 'each-paycheck';
  const socialSecurity = calculateSocialSecurityTax(
    params.fica,
    bases.socialSecurity,
    ficaRounding,
    trace,
  );
  const medicare = calculateMedicareTax(params.fica, bases.medicare, ficaRounding, trace);
  let additionalMedicareTax = calculateAdditionalMedicareTax(
    params.fica,
    bases.medicare,
    ficaRounding,
    trace,
  );

  const stateLines = isOfficial
    ? calculateStateTaxes(
        params,
        input,
        statePayDate,
        {
          state,
          periodsPerYear: periods,
          wages: bases.state.regular,
          supplementalWages: bases.state.supplemental,
          wagesBefore: bases.state.before,
          federalIncomeTax: federal.incomeTax,
          ficaTax: socialSecurity.employee + medicare.employee + additionalMedicareTax,
        },
        warnings,
        trace,
      )
    : calculateSpecState(
        params,
        input,
        state,
        statePayDate.rule,
        periods,
        annualSalary,
        bases.state,
        warnings,
        trace,
      );

  // Rounding the year's FICA once (calculateCumulativeTax) can put a cent of each tax on a one-cent
  // paycheck; those rounding cents give way so that nothing withheld exceeds the wages.
  let roundingExcess = Math.max(
    0,
    socialSecurity.employee + medicare.employee + additionalMedicareTax - wages.wagesThisPeriod,
  );
  const additionalMedicareCut = Math.min(roundingExcess, additionalMedicareTax);
  additionalMedicareTax -= additionalMedicareCut;
  roundingExcess -= additionalMedicareCut;
  const medicareCut = Math.min(roundingExcess, medicare.employee);
  medicare.employee -= medicareCut;
  socialSecurity.employee -= roundingExcess - medicareCut;
  const mandatory =
    socialSecurity.employee +
    medicare.employee +
    additionalMedicareTax +
    sumStateLines(stateLines, (kind) => !isIncomeTaxKind(kind));
  limitToWages(wages.wagesThisPeriod, federal, stateLines, mandatory, warnings, trace);

  let stateIncomeTax = 0;
  let stateDisabilityTax = 0;
  let statePaidFamilyLeave = 0;
  let stateOtherTaxes = 0;
  for (const line of stateLines) {
    if (isIncomeTaxKind(line.kind)) stateIncomeTax += line.amount;
    else if (line.kind === 'disability') stateDisabilityTax += line.amount;
    else if (line.kind === 'family-leave') statePaidFamilyLeave += line.amount;
    else stateOtherTaxes += line.amount;
  }
  const taxes = mandatory + federal.incomeTax + federal.additionalWithholding + stateIncomeTax;
  let employeeDeductions = 0;
  if (hasDeductions) {
    requireNetPayCovers(deductions, wages.wagesThisPeriod - taxes);
    for (const line of deductions) employeeDeductions += line.amount;
  }
  const totalDeductions = taxes + employeeDeductions;
  const netPay = wages.wagesThisPeriod - totalDeductions;
  if (trace) {
    trace.push(
      money(
        'totals.federal-income-tax',
        'Federal income tax withheld (regular wages line 3c plus supplemental)',
        federal.incomeTax,
        CONVENTIONS,
      ),
      money(
        'totals.additional-withholding',
        'Additional federal withholding',
        federal.additionalWithholding,
        CONVENTIONS,
      ),
    );
    if (hasDeductions) {
      trace.push(
        money(
          'totals.employee-deductions',
          'Employee deductions, pre-tax and after tax',
          employeeDeductions,
          CONVENTIONS,
        ),
      );
    }
    trace.push(
      money(
        'totals.deductions',
        'Total deductions, each counted once',
        totalDeductions,
        CONVENTIONS,
      ),
      money(
        'totals.net-pay',
        hasDeductions
          ? 'Net pay: wages less taxes and deductions'
          : 'Net pay: taxable wages less total deductions',
        netPay,
        CONVENTIONS,
      ),
      money(
        'employer.social-security',
        `Employer social security, ${formatPercentExact(params.fica.socialSecurityEmployerRate.value)} match`,
        socialSecurity.employer,
        params.fica.socialSecurityEmployerRate.citation,
      ),
      money(
        'employer.medicare',
        `Employer Medicare, ${formatPercentExact(params.fica.medicareEmployerRate.value)} match (no Additional Medicare share)`,
        medicare.employer,
        params.fica.medicareEmployerRate.citation,
      ),
    );
  }
  const futaTax = calculateFutaTax(params.unemployment, bases.futa, trace);
  const sutaTax = calculateSutaTax(params.unemployment, input.sutaRate, bases.futa, trace);

  return {
    ruleSet: input.ruleSet,
    federalIncomeTax: federal.incomeTax,
    socialSecurityTax: socialSecurity.employee,
    medicareTax: medicare.employee,
    additionalMedicareTax,
    stateIncomeTax,
    stateDisabilityTax,
    statePaidFamilyLeave,
    stateOtherTaxes,
    stateLines,
    additionalWithholding: federal.additionalWithholding,
    totalDeductions,
    netPay,
    taxableWages,
    deductions,
    employer: {
      socialSecurityTax: socialSecurity.employer,
      medicareTax: medicare.employer,
      futaTax,
      sutaTax,
    },
    warnings,
    trace: trace ?? [],
  };
}

let lastResolved: TaxYearParameters | undefined;

/**
 * One paycheck's withholding and employer taxes under the chosen rule set, with an explanation
 * trace when `options.trace` is set. Throws TaxEngineInputError (with `field`) on bad input.
 */
export function calculatePaycheck(
  input: PaycheckInput,
  options: CalculatePaycheckOptions = {},
): PaycheckResult {
  if (typeof input !== 'object' || input === null)
    throw new TaxEngineInputError('input', 'A paycheck input object is required');
  const params =
    lastResolved?.payDate === input.payDate
      ? lastResolved
      : resolveTaxYearParameters(input.payDate);
  lastResolved = params;
  return calculatePaycheckWith(params, input, options);
}
