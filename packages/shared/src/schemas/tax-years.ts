import { z } from 'zod';
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
  /** Deduction limits and which wage bases each deduction lowers, federal and by state. */
  benefits: jurisdictionCoverageSchema,
  /** The product spec's own model (rule set spec-simplified-2025). */
  specSimplified: jurisdictionCoverageSchema,
  /** The 50 states and DC, by code. */
  states: z.array(jurisdictionCoverageSchema.extend({ code: stateCodeSchema })),
});
export type TaxYearCoverageWire = z.infer<typeof taxYearCoverageSchema>;

/** GET /api/tax/years: the modelled tax years, oldest first, each with its coverage. */
export const taxYearsSchema = z.object({ years: z.array(taxYearCoverageSchema) });
export type TaxYears = z.infer<typeof taxYearsSchema>;
