import { formatUsd, type Cents } from '@paylab/shared/money';

import { resolveParameter } from '../parameters/parameter';
import type { TaxYearParameters } from '../parameters/resolve-tax-year-parameters';
import type { PayrollWages } from '../rules/fica/calculate-social-security-tax';
import { money, type TraceSink } from '../trace';
import type { PaycheckDeduction, PaycheckInput, TaxableWages } from '../types';
import { DEDUCTION_TYPE_LABELS, type DeductionType } from './deduction-types';
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

/** The bases in the order the trace shows them; the index is the base's slot in the sums below. */
const BASES: readonly Base[] = [
  'federal-income-tax',
  'social-security',
  'medicare',
  'futa',
  'state',
];
const STATE_SLOT = 4;

const STATE_WITHOUT_WAGE_TAX_CITATION =
  'PayLab decision (ADR 0045): a state that taxes no wages has no conformity of income-tax wages; its employee contributions take Medicare wages, the FICA definition that state unemployment and paid-leave laws generally start from';

/** For each type, whether it lowers each base (in BASES order), for one treatment and state. */
type ReductionTable = Readonly<Record<DeductionType, readonly boolean[]>>;

interface StateBase {
  label: string;
  citation: string;
  /** Whether each type lowers the state's wages. */
  reduces: Readonly<Record<DeductionType, boolean>>;
}

// A pay date's parameters serve every paycheck of a pay run, so each state's table is built once
// per pay date.
const TABLES = new WeakMap<
  TaxYearParameters,
  Map<string, { table: ReductionTable; stateBase: StateBase }>
>();

function buildReductionTable(
  treatment: TaxYearParameters['benefits']['federalTreatment'],
  stateBase: StateBase,
): ReductionTable {
  const table = {} as Record<DeductionType, boolean[]>;
  for (const [type, { reduces }] of Object.entries(treatment.value)) {
    const row = BASES.map((base) => base !== 'state' && reduces.includes(base));
    row[STATE_SLOT] = stateBase.reduces[type as DeductionType];
    table[type as DeductionType] = row;
  }
  return table;
}

/** The work state's base: its conformity, or Medicare wages where it taxes no wages. */
function findStateBase(params: TaxYearParameters, state: string): StateBase {
  const conformity = STATE_CONFORMITY[state];
  if (!conformity) {
    const federal = params.benefits.federalTreatment.value;
    const reduces = {} as Record<DeductionType, boolean>;
    for (const [type, { reduces: bases }] of Object.entries(federal))
      reduces[type as DeductionType] = bases.includes('medicare');
    return {
      label: `${state} wages for its contributions (no wage income tax: Medicare wages)`,
      citation: STATE_WITHOUT_WAGE_TAX_CITATION,
      reduces,
    };
  }
  const resolved = resolveParameter(conformity, params.payDate);
  return {
    label: `${state} wages (W-2 box 16)`,
    citation: resolved.citation,
    reduces: resolved.value.reducesStateWages,
  };
}

function findReductionTable(
  params: TaxYearParameters,
  state: string,
): { table: ReductionTable; stateBase: StateBase } {
  let byState = TABLES.get(params);
  if (!byState) {
    byState = new Map();
    TABLES.set(params, byState);
  }
  let found = byState.get(state);
  if (!found) {
    const stateBase = findStateBase(params, state);
    found = { table: buildReductionTable(params.benefits.federalTreatment, stateBase), stateBase };
    byState.set(state, found);
  }
  return found;
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

/** splitReduction's wages as one figure, for the bases that do not tell them apart. */
function reducePayrollWages(input: PaycheckInput, reduction: Cents, before: Cents): PayrollWages {
  const fromRegular = Math.min(reduction, input.grossPay);
  return {
    wagesThisPeriod:
      input.grossPay - fromRegular + Math.max(0, input.supplementalPay - (reduction - fromRegular)),
    wagesBefore: before,
  };
}

/** Adds an amount to the sum of each base its type lowers. */
function addReduction(sums: number[], row: readonly boolean[], amount: Cents): void {
  for (let slot = 0; slot < BASES.length; slot += 1) if (row[slot]) sums[slot]! += amount;
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
 * The base as an equation of this paycheck's figures, "gross pay $2,000.00 − Traditional 401(k)
 * $100.00 = $1,900.00", so the math says which deductions make box 1 differ from boxes 3 and 5.
 */
function describeReductions(
  wages: Cents,
  deductions: readonly PaycheckDeduction[],
  table: ReductionTable,
  slot: number,
  amount: Cents,
): string {
  const lowering = deductions.filter((line) => table[line.type][slot]);
  if (lowering.length === 0) return `gross pay ${formatUsd(wages)}, no deduction lowers it`;
  const terms = lowering
    .map((line) => ` − ${DEDUCTION_TYPE_LABELS[line.type]} ${formatUsd(line.amount)}`)
    .join('');
  const isFloored = lowering.reduce((sum, line) => sum + line.amount, 0) > wages;
  return `gross pay ${formatUsd(wages)}${terms} = ${formatUsd(amount)}${isFloored ? ' (not below $0.00)' : ''}`;
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
  const { table, stateBase } = findReductionTable(params, state);
  const reductions = [0, 0, 0, 0, 0];
  for (const line of deductions) addReduction(reductions, table[line.type], line.amount);
  const reductionsBefore = [0, 0, 0, 0, 0];
  const ytdDeductions = input.ytd.deductions;
  if (ytdDeductions) {
    // Own keys walked in place: a list of entries would be built on every paycheck.
    for (const type in ytdDeductions) {
      if (!Object.hasOwn(ytdDeductions, type)) continue;
      const key = type as DeductionType;
      addReduction(reductionsBefore, table[key], ytdDeductions[key] ?? 0);
    }
  }
  const wagesBefore = input.ytd.grossPay + input.ytd.supplementalPay;
  const basesBefore = reductionsBefore.map((reduction) => Math.max(0, wagesBefore - reduction));

  const federalIncomeTax = splitReduction(input, reductions[0]!, basesBefore[0]!);
  const socialSecurity = reducePayrollWages(input, reductions[1]!, basesBefore[1]!);
  const medicare = reducePayrollWages(input, reductions[2]!, basesBefore[2]!);
  const futa = reducePayrollWages(input, reductions[3]!, basesBefore[3]!);
  const stateWages = splitReduction(input, reductions[STATE_SLOT]!, basesBefore[STATE_SLOT]!);
  const taxableWages: TaxableWages = {
    federalIncomeTax: federalIncomeTax.regular + federalIncomeTax.supplemental,
    socialSecurity: socialSecurity.wagesThisPeriod,
    medicare: medicare.wagesThisPeriod,
    futa: futa.wagesThisPeriod,
    state: stateWages.regular + stateWages.supplemental,
  };

  if (trace) {
    const amounts = [
      taxableWages.federalIncomeTax,
      taxableWages.socialSecurity,
      taxableWages.medicare,
      taxableWages.futa,
      taxableWages.state,
    ];
    const wages = input.grossPay + input.supplementalPay;
    BASES.forEach((base, slot) => {
      trace.push(
        money(
          `wages.base.${base}`,
          `${base === 'state' ? stateBase.label : describeFederalBase(base)}: ${describeReductions(wages, deductions, table, slot, amounts[slot]!)}`,
          amounts[slot]!,
          base === 'state' ? stateBase.citation : params.benefits.federalTreatment.citation,
        ),
      );
    });
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
