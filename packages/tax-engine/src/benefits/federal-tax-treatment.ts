/*
 * Which federal wage bases each deduction type lowers. Pub 15-B's Table 2-1 rows (accident and
 * health benefits; dependent care assistance; health savings accounts; transportation benefits)
 * and Pub 15's section 15 row for 401(k) deferrals were read from earlier editions' public copies,
 * whose wording these rows have carried unchanged; the 2025 editions themselves were not read.
 * The FUTA rows were read in 26 U.S.C. 3306(b)(5)(D), (G), (H), (13), (16) and (18), and
 * 3121(v)(1)(A) and (v)(3) in the FICA chapter, from a public copy of title 26. The SIMPLE IRA row
 * agrees with the IRS's own answer (Pub 15-A) that salary reduction contributions are subject to
 * social security, Medicare and FUTA tax.
 *
 * A governmental 457(b) employer owes no FUTA at all (26 U.S.C. 3306(c)(7)); the row still says
 * the deferral does not lower FUTA wages, which is what the statute says of a deferral.
 */
import { defineParameter, resolveParameter } from '../parameters/parameter';
import type { DeductionType } from './deduction-types';

export const WAGE_BASES = ['federal-income-tax', 'social-security', 'medicare', 'futa'] as const;
export type WageBase = (typeof WAGE_BASES)[number];

export interface FederalTreatment {
  /** The federal wage bases this deduction lowers, each up to the type's limit. */
  readonly reduces: readonly WageBase[];
  /** Where the law says so, in a user's words: shown beside the base in the math. */
  readonly source: string;
}

const ALL_BASES: readonly WageBase[] = WAGE_BASES;
const INCOME_TAX_ONLY: readonly WageBase[] = ['federal-income-tax'];
const NO_BASE: readonly WageBase[] = [];

const CAFETERIA_PREMIUM_SOURCE =
  'IRS Pub 15-B (2025), section 1, Cafeteria Plans, and Table 2-1, accident and health benefits: exempt from income tax withholding, social security, Medicare and FUTA; 26 U.S.C. 3306(b)(5)(G)';

export const FEDERAL_TAX_TREATMENT = defineParameter<
  Readonly<Record<DeductionType, FederalTreatment>>
>('us.irs.benefits.federal-tax-treatment', 'Federal wage bases each deduction type lowers', [
  {
    effectiveFrom: '2025-01-01',
    value: {
      'traditional-401k': {
        reduces: INCOME_TAX_ONLY,
        source:
          'IRS Pub 15 (2025), section 15, retirement and pension plans: elective deferrals to a 401(k) are generally exempt from income tax withholding (section 402(g) limit) and taxable for social security, Medicare and FUTA; 26 U.S.C. 3121(v)(1)(A)',
      },
      'roth-401k': {
        reduces: NO_BASE,
        source:
          '26 U.S.C. 402A(a)(1) and 3121(v)(1)(A): designated Roth contributions are included in gross income and in social security and Medicare wages',
      },
      'traditional-403b': {
        reduces: INCOME_TAX_ONLY,
        source:
          '26 U.S.C. 402(g)(3)(C): 403(b) salary reductions are elective deferrals excluded from income; 26 U.S.C. 3121(a)(5)(D) and 3306(b)(5)(D): a payment made by reason of a salary reduction agreement stays in social security, Medicare and FUTA wages',
      },
      'roth-403b': {
        reduces: NO_BASE,
        source:
          '26 U.S.C. 402A(a)(1): designated Roth contributions to a 403(b) plan are included in gross income and remain social security and Medicare wages',
      },
      'governmental-457b': {
        reduces: INCOME_TAX_ONLY,
        source:
          '26 U.S.C. 457(a): deferrals under an eligible plan are not included in income until paid; 26 U.S.C. 3121(v)(3)(A): a plan to which 457(a) applies is not an exempt governmental deferred compensation plan, so deferrals remain social security and Medicare wages',
      },
      'simple-ira': {
        reduces: INCOME_TAX_ONLY,
        source:
          'IRS Pub 15-A (2025): salary reduction contributions to a SIMPLE retirement account are exempt from income tax withholding and subject to social security, Medicare and FUTA taxes; 26 U.S.C. 3306(b)(5)(H)',
      },
      'section-125-medical': { reduces: ALL_BASES, source: CAFETERIA_PREMIUM_SOURCE },
      'section-125-dental': { reduces: ALL_BASES, source: CAFETERIA_PREMIUM_SOURCE },
      'section-125-vision': { reduces: ALL_BASES, source: CAFETERIA_PREMIUM_SOURCE },
      hsa: {
        reduces: ALL_BASES,
        source:
          'IRS Pub 15-B (2025), Table 2-1, health savings accounts: exempt from income tax withholding, social security, Medicare and FUTA for qualified individuals up to the HSA contribution limits, including contributions through a cafeteria plan; 26 U.S.C. 3306(b)(18)',
      },
      'health-fsa': {
        reduces: ALL_BASES,
        source:
          'IRS Pub 15-B (2025), section 1, Cafeteria Plans (flexible spending arrangements), and Table 2-1, accident and health benefits: salary reductions up to the health FSA limit are exempt from income tax withholding, social security, Medicare and FUTA',
      },
      'dependent-care-fsa': {
        reduces: ALL_BASES,
        source:
          'IRS Pub 15-B (2025), Table 2-1, dependent care assistance: exempt from income tax withholding, social security, Medicare and FUTA up to $5,000 ($2,500 married filing separately); 26 U.S.C. 3306(b)(13)',
      },
      'commuter-transit': {
        reduces: ALL_BASES,
        source:
          'IRS Pub 15-B (2025), Table 2-1, transportation (commuting) benefits: transit passes and commuter highway vehicle transportation exempt from income tax withholding, social security, Medicare and FUTA up to the monthly limit; 26 U.S.C. 3306(b)(16)',
      },
      'commuter-parking': {
        reduces: ALL_BASES,
        source:
          'IRS Pub 15-B (2025), Table 2-1, transportation (commuting) benefits: qualified parking exempt from income tax withholding, social security, Medicare and FUTA up to the monthly limit; 26 U.S.C. 3306(b)(16)',
      },
      'after-tax': {
        reduces: NO_BASE,
        source:
          'A deduction from net pay after tax (union dues, charitable giving, a loan repayment) excludes nothing from wages: 26 U.S.C. 3401(a), 3121(a) and 3306(b) define wages before it',
      },
    },
    unit: 'wage-bases-by-deduction-type',
    citation:
      'IRS Pub 15-B (2025), Employer\'s Tax Guide to Fringe Benefits, Table 2-1 "Special Rules for Various Types of Fringe Benefits" and section 1, Cafeteria Plans; IRS Pub 15 (2025), section 15, "Special Rules for Various Types of Services and Payments", retirement and pension plans',
  },
]);

/** Whether `type` lowers `base` under the federal treatment in force on `date`. */
export function isWageBaseReduced(type: DeductionType, base: WageBase, date: string): boolean {
  return resolveParameter(FEDERAL_TAX_TREATMENT, date).value[type].reduces.includes(base);
}
