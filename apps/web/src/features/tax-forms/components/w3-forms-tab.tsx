import type { ReactNode } from 'react';
import type { CompanySettings, W3Form } from '@paylab/shared';
import { formatCurrency, formatTimestampDate } from '../../../lib/format';
import { TaxFormCard } from './tax-form-card';
import { useW3Forms } from '../api/tax-form-queries';
import { YearDownloads } from './download-button';
import { FormBox } from './form-box';

type W3Box = { label: string; amount: string } | { label: string; text: ReactNode };

/** The W-3's boxes in the paper's reading order, three to a row: a letter box, then two amounts. */
function listW3Boxes(w3: W3Form, company: CompanySettings | undefined): W3Box[] {
  return [
    {
      label: 'b Kind of Payer / Kind of Employer',
      text: (
        <>
          {w3.kindOfPayer} / {w3.kindOfEmployer}
        </>
      ),
    },
    { label: '1 Wages, tips, other compensation', amount: w3.totalWages },
    { label: '2 Federal income tax withheld', amount: w3.totalFederalIncomeTax },
    { label: 'c Total number of Forms W-2', text: w3.totalW2Forms },
    { label: '3 Social security wages', amount: w3.totalSocialSecurityWages },
    { label: '4 Social security tax withheld', amount: w3.totalSocialSecurityTax },
    { label: 'd Establishment number', text: w3.establishmentNumber },
    { label: '5 Medicare wages and tips', amount: w3.totalMedicareWages },
    { label: '6 Medicare tax withheld', amount: w3.totalMedicareTax },
    { label: 'e Employer identification number (EIN)', text: company?.ein },
    { label: '7 Social security tips', amount: w3.totalSocialSecurityTips },
    { label: '8 Allocated tips', amount: w3.totalAllocatedTips },
    { label: 'f Employer’s name', text: company?.companyName },
    { label: '10 Dependent care benefits', amount: w3.totalDependentCareBenefits },
    { label: '11 Nonqualified plans', amount: w3.totalNonqualifiedPlans },
    { label: 'g Employer’s address and ZIP code', text: company?.companyAddress },
    { label: '12a Deferred compensation', amount: w3.totalDeferredCompensation },
    {
      label: '15 State',
      text: w3.state === 'X' ? 'X (more than one state)' : (w3.state ?? ''),
    },
    { label: '16 State wages, tips, etc.', amount: w3.totalStateWages },
    { label: '17 State income tax', amount: w3.totalStateIncomeTax },
    { label: '18 Local wages, tips, etc.', amount: w3.totalLocalWages },
    { label: '19 Local income tax', amount: w3.totalLocalIncomeTax },
  ];
}

export function W3FormsTab({
  year,
  company,
}: {
  year: number;
  company: CompanySettings | undefined;
}) {
  const forms = useW3Forms(year);
  const w3 = forms.data?.[0];
  return (
    <TaxFormCard
      title={`W-3 Transmittal of Wage and Tax Statements, ${year}`}
      description="The totals of the year’s W-2s, sent with Copy A to the Social Security Administration. Generated with the W-2s."
      actions={w3 ? <YearDownloads form="w3" year={year} /> : null}
      query={forms}
      skeletonClassName="h-40"
      errorMessage="Could not load the W-3."
      isEmpty={() => !w3}
      empty={
        <p className="rounded-md border border-dashed border-border p-6 text-center text-muted-foreground">
          No W-3 for {year}: it is created when the W-2 forms are generated.
        </p>
      }
    >
      {() =>
        w3 && (
          <section aria-label={`Form W-3 for ${year}`}>
            <p className="mb-2 text-sm text-muted-foreground">
              Generated {formatTimestampDate(w3.createdAt)} with the W-2 forms.
            </p>
            <div className="grid grid-cols-1 border-t border-l border-border sm:grid-cols-3">
              {listW3Boxes(w3, company).map((box) =>
                'amount' in box ? (
                  <FormBox key={box.label} label={box.label} isAmount>
                    {formatCurrency(box.amount)}
                  </FormBox>
                ) : (
                  <FormBox key={box.label} label={box.label}>
                    {box.text}
                  </FormBox>
                ),
              )}
            </div>
          </section>
        )
      }
    </TaxFormCard>
  );
}
