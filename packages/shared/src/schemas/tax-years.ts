import { z } from 'zod';
import { listYearsInWords, MODELLED_TAX_YEARS } from '../payroll-calendar';
import { stateCodeSchema } from './common';

/**
 * `modelled`: the jurisdiction has values of the year itself; `carried-forward`: it applies its
 * latest earlier values, and each paycheck says so; `not-modelled`: PayLab has no values for it
 * in that year.
 */
export const COVERAGE_STATUSES = ['modelled', 'carried-forward', 'not-modelled'] as const;
export type CoverageStatusId = (typeof COVERAGE_STATUSES)[number];

export const jurisdictionCoverageSchema = z.object({
  name: z.string(),
  status: z.enum(COVERAGE_STATUSES),
  /** The year of the oldest values applied; null when not modelled. */
  valuesYear: z.number().int().nullable(),
  /** The parameters whose values come from an earlier year. */
  carriedForward: z.array(z.string()),
});
export type JurisdictionCoverageWire = z.infer<typeof jurisdictionCoverageSchema>;

export const taxYearCoverageSchema = z.object({
  year: z.number().int(),
  /** Federal income tax withholding (Pub 15-T, supplemental rates, rate schedules). */
  federal: jurisdictionCoverageSchema,
  /** Social security, Medicare and unemployment taxes. */
  fica: jurisdictionCoverageSchema,
  /** The FUTA credit reduction states of Form 940 Schedule A. */
  form940: jurisdictionCoverageSchema,
  /** The deduction limits (elective deferrals, catch-ups, HSA, FSAs, transportation). */
  benefits: jurisdictionCoverageSchema,
  /** Which wage bases each deduction lowers, federally and by each state's conformity. */
  deductionTreatment: jurisdictionCoverageSchema,
  /** The product spec's own model (rule set spec-simplified-2025). */
  specSimplified: jurisdictionCoverageSchema,
  /** The 50 states and DC, by code. */
  states: z.array(jurisdictionCoverageSchema.extend({ code: stateCodeSchema })),
});
export type TaxYearCoverageWire = z.infer<typeof taxYearCoverageSchema>;

/** GET /api/tax/years: the modelled tax years, oldest first, each with its coverage. */
export const taxYearsSchema = z.object({ years: z.array(taxYearCoverageSchema) });
export type TaxYears = z.infer<typeof taxYearsSchema>;

const FIRST_TAX_YEAR = MODELLED_TAX_YEARS[0]!;

/** A calendar year in a query string, "2026". */
const yearNumberSchema = z.coerce
  .number({ error: 'The tax year must be a number' })
  .int('The tax year must be a whole year');

/**
 * A year whose rates and tables a screen shows (GET /api/tax/states): one of the modelled years,
 * since an earlier year has no values and a later one only the latest year's.
 */
export const rateTaxYearSchema = yearNumberSchema
  .refine((year) => MODELLED_TAX_YEARS.includes(year), {
    error: `Choose the tax year ${listYearsInWords(MODELLED_TAX_YEARS)}: PayLab models no other`,
  })
  .meta({ enum: [...MODELLED_TAX_YEARS], description: 'A modelled tax year, e.g. 2026' });

/**
 * A year of records (Reports): none before the first modelled year can hold a paycheck. Which later
 * years are offered depends on the company's current year, which the service checks.
 */
export const recordTaxYearSchema = yearNumberSchema
  .min(
    FIRST_TAX_YEAR,
    `PayLab holds no paychecks before ${FIRST_TAX_YEAR}: choose ${FIRST_TAX_YEAR} or later`,
  )
  .max(9999, 'The tax year must be a four-digit year')
  .meta({
    description:
      "A tax year, e.g. 2026: a modelled year, or the company's current year when later (its default)",
  });

/** GET /api/tax/states: the values in force on the same day of `year` as the company's today. */
export const taxStatesQuerySchema = z.strictObject({ year: rateTaxYearSchema.optional() });
export type TaxStatesQuery = z.infer<typeof taxStatesQuerySchema>;
