import { formatPercent, formatUsd, type RatePpm } from '@paylab/shared/money';
import { resolvePayrollTaxRates } from '@paylab/tax-engine';
import { useDefaultTaxYear, useTaxYearDate } from '../hooks/use-tax-year';

/** A percentage as the spec writes it in the rate box: "0.9%", without trailing zeros. */
function formatShortPercent(rate: RatePpm): string {
  return formatPercent(rate).replace(/\.?0+%$/, '%');
}

/** Whole dollars without cents: "$176,100". */
function formatWholeDollars(cents: number): string {
  return formatUsd(cents).replace(/\.00$/, '');
}

/**
 * Spec section 2: the payroll rates at a glance, in the navigation, for the company's current tax
 * year (issue 30: the spec's 2025 figures in 2025, the 2026 ones in 2026). The figures come from the
 * tax engine's cited parameters, so the box cannot drift from what the paychecks use; the spec
 * writes two rates with two decimals and Additional Medicare with one.
 */
export function RateBox() {
  const rates = resolvePayrollTaxRates(useTaxYearDate(useDefaultTaxYear('rates')));
  const lines = [
    {
      label: 'Social Security',
      value: formatPercent(rates.socialSecurityRate.value),
      citation: rates.socialSecurityRate.citation,
    },
    {
      label: 'Medicare',
      value: formatPercent(rates.medicareRate.value),
      citation: rates.medicareRate.citation,
    },
    {
      label: 'Additional Medicare',
      value: formatShortPercent(rates.additionalMedicareRate.value),
      citation: rates.additionalMedicareRate.citation,
    },
    {
      label: 'Social Security wage base',
      value: formatWholeDollars(rates.socialSecurityWageBase.value),
      citation: rates.socialSecurityWageBase.citation,
    },
  ];
  return (
    <section
      aria-labelledby="rate-box-title"
      className="m-3 rounded-md border border-border bg-muted p-3 text-xs"
    >
      <h2 id="rate-box-title" className="mb-2 font-semibold">
        {rates.taxYear} Payroll Rates
      </h2>
      <dl className="grid gap-1">
        {lines.map((line) => (
          <div key={line.label} className="flex justify-between gap-2" title={line.citation}>
            <dt>{line.label}</dt>
            <dd>{line.value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
