import {
  getTaxYearCoverage,
  listModelledTaxYears,
  type JurisdictionCoverage,
} from '@paylab/tax-engine';
import type { JurisdictionCoverageWire, StateCode, TaxYears } from '@paylab/shared';

function toWire({ name, status, valuesYear, carriedForward }: JurisdictionCoverage) {
  return {
    name,
    status,
    valuesYear,
    carriedForward: [...carriedForward],
  } satisfies JurisdictionCoverageWire;
}

/**
 * The tax years PayLab models and, for each, which jurisdictions have that year's values, carry
 * earlier ones forward or are not modelled; all derived by the engine from its dated values.
 */
export function listTaxYears(): TaxYears {
  return {
    years: listModelledTaxYears().map((year) => {
      const coverage = getTaxYearCoverage(year);
      return {
        year,
        federal: toWire(coverage.federal),
        fica: toWire(coverage.fica),
        form940: toWire(coverage.form940),
        benefits: toWire(coverage.benefits),
        deductionTreatment: toWire(coverage.deductionTreatment),
        specSimplified: toWire(coverage.specSimplified),
        states: Object.entries(coverage.states)
          .sort(([left], [right]) => (left < right ? -1 : 1))
          .map(([code, state]) => ({ code: code as StateCode, ...toWire(state) })),
      };
    }),
  };
}
