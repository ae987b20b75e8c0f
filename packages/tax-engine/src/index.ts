export {
  calculatePaycheck,
  calculatePaycheckWith,
  listCoverageWarnings,
} from './calculate-paycheck';
export {
  DEDUCTION_TYPE_LABELS,
  DEDUCTION_TYPES,
  isDeductionType,
  W2_REPORTING,
  type DeductionType,
  type W2Box12Code,
  type W2Destination,
  type W2Reporting,
} from './benefits/deduction-types';
export {
  FEDERAL_TAX_TREATMENT,
  isWageBaseReduced,
  WAGE_BASES,
  type FederalTreatment,
  type WageBase,
} from './benefits/federal-tax-treatment';
export { STATE_CONFORMITY } from './benefits/state-conformity';
export type { StateConformity } from './benefits/define-conformity';
export { findProvenanceWords } from './citation-text';
export { TaxEngineInputError } from './errors';
export {
  resolveTaxYearParameters,
  TAX_PARAMETERS,
  type TaxYearParameters,
} from './parameters/resolve-tax-year-parameters';
export type { DatedValue, Parameter, ParameterUnit } from './parameters/parameter';
export {
  FIRST_TAX_YEAR,
  getTaxYearCoverage,
  listJurisdictionCoverage,
  listModelledTaxYears,
  type CoverageStatus,
  type JurisdictionCoverage,
  type TaxYearCoverage,
} from './parameters/tax-year-coverage';
export {
  INCOME_TAX_RATE_SCHEDULES_2025,
  PAYROLL_TAX_RATES_2025,
  resolveIncomeTaxRateSchedules,
  resolvePayrollTaxRates,
  type CitedValue,
  type DisplayBracket,
  type IncomeTaxRateSchedules,
  type PayrollTaxRates,
} from './display';
export {
  FILING_STATUSES,
  HSA_COVERAGES,
  PAY_FREQUENCIES,
  PAY_PERIODS_PER_YEAR,
  RULE_SETS,
  type CalculatePaycheckOptions,
  type DeductionElection,
  type EmployerContributions,
  type EmployerTaxes,
  type HsaCoverage,
  type FilingStatus,
  type FormW4Amounts,
  type PayFrequency,
  type PaycheckDeduction,
  type PaycheckInput,
  type PaycheckResult,
  type PaycheckStateLine,
  type RuleSet,
  type TaxableWages,
  type TraceStep,
  type YearToDate,
} from './types';
export {
  citeStateProgram,
  describeStatePrograms,
  describeStateRequirements,
  describeUnmodelledState,
  findStateProgram,
  findStateRule,
  hasWageIncomeTax,
  listStateRules,
  listUnmodelledStates,
  STATE_RULES,
  STATES_WITHOUT_WAGE_INCOME_TAX,
  type StateRuleRegistry,
} from './states/registry';
export { describeLocality } from './states/describe-locality';
export {
  defineStateRule,
  runStateRule,
  type CertificateField,
  type CertificateValues,
  type ComplianceLine,
  type ComplianceResource,
  type ProgramTerms,
  type StateCompliance,
  type StateLineKind,
  type StateProgram,
  type StateRule,
} from './states/state-rule';
