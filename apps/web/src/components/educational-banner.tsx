import { TriangleAlert } from 'lucide-react';
import { MODELLED_TAX_YEARS } from '@paylab/shared/payroll-calendar';

export const PUB_15T_URL = 'https://www.irs.gov/publications/p15t';
export const FORM_941_GUIDELINES_URL = 'https://www.irs.gov/instructions/i941';

/** Spec section 1: the product is a demo; the banner says so and links the IRS guidance. */
export function EducationalBanner() {
  return (
    <div
      className="no-print border-b border-warning bg-warning-soft px-4 py-2 text-sm text-warning"
      role="region"
      aria-label="Educational notice"
    >
      <p className="flex flex-wrap items-center gap-x-2">
        <TriangleAlert className="size-4 shrink-0" aria-hidden="true" />
        <strong>Educational demo, not for production use.</strong>
        <span>
          It uses {MODELLED_TAX_YEARS.join(' and ')} tax rates; real payroll needs tax professionals
          and certified software.
        </span>
        <a className="underline" href={PUB_15T_URL} target="_blank" rel="noreferrer">
          IRS Publication 15-T
        </a>
        <a className="underline" href={FORM_941_GUIDELINES_URL} target="_blank" rel="noreferrer">
          Form 941 guidelines
        </a>
      </p>
    </div>
  );
}
