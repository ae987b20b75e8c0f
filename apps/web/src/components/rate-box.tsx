import { formatPercent, formatUsd, type RatePpm } from '@paylab/shared/money';
import { PAYROLL_TAX_RATES_2025 } from '@paylab/tax-engine';

/** A percentage as the spec writes it in the rate box: "0.9%", without trailing zeros. */
function formatShortPercent(rate: RatePpm): string {
  return formatPercent(rate).replace(/\.?0+%$/, '%');
}

/** Whole dollars without cents: "$176,100". */
function formatWholeDollars(cents: number): string {
  return formatUsd(cents).replace(/\.00$/, '');
}

const RATES = PAYROLL_TAX_RATES_2025;

/**
 * Spec section 2: the 2025 payroll rates at a glance, in the navigation. The figures come from the
 * tax engine's cited parameters, so the box cannot drift from what the paychecks use; the spec
 * writes two rates with two decimals and Additional Medicare with one.
 */
export function RateBox() {
  const lines = [
    {
      label: 'Social Security',
      value: formatPercent(RATES.socialSecurityRate.value),
      citation: RATES.socialSecurityRate.citation,
    },
    {
      label: 'Medicare',
      value: formatPercent(RATES.medicareRate.value),
      citation: RATES.medicareRate.citation,
    },
    {
      label: 'Additional Medicare',
      value: formatShortPercent(RATES.additionalMedicareRate.value),
      citation: RATES.additionalMedicareRate.citation,
    },
    {
      label: 'Social Security wage base',
      value: formatWholeDollars(RATES.socialSecurityWageBase.value),
      citation: RATES.socialSecurityWageBase.citation,
    },
  ];
  return (
    <section
      aria-labelledby="rate-box-title"
      className="m-3 rounded-md border border-border bg-muted p-3 text-xs"
    >
      <h2 id="rate-box-title" className="mb-2 font-semibold">
        {RATES.taxYear} Payroll Rates
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
