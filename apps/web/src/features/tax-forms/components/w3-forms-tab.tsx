import type { ReactNode } from 'react';
import type { CompanySettings } from '@paylab/shared';
import {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
} from '../../../components/ui/card';
import { Skeleton } from '../../../components/ui/skeleton';
import { formatCurrency, formatTimestampDate } from '../../../lib/format';
import { useW3Forms } from '../api/tax-form-queries';
import { DownloadButton } from './download-button';
import { QueryState } from '../../../components/query-state';

function Box({
  label,
  children,
  isAmount,
}: {
  label: string;
  children?: ReactNode;
  isAmount?: boolean;
}) {
  return (
    <div className="flex min-h-14 flex-col border-r border-b border-border p-1.5">
      <span className="text-[11px] leading-tight text-muted-foreground">{label}</span>
      <span
        className={
          isAmount ? 'mt-auto pt-1 text-right text-sm tabular-nums' : 'mt-auto pt-1 text-sm'
        }
      >
        {children}
      </span>
    </div>
  );
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
    <Card>
      <CardHeader className="flex-row flex-wrap items-start justify-between gap-3">
        <div>
          <CardTitle>W-3 Transmittal of Wage and Tax Statements, {year}</CardTitle>
          <CardDescription>
            The totals of the year’s W-2s, sent with Copy A to the Social Security Administration.
            Generated with the W-2s.
          </CardDescription>
        </div>
        {w3 ? (
          <div className="flex gap-2">
            <DownloadButton url={`/api/w3/year/${year}/csv`} fileName={`w3-${year}.csv`}>
              CSV
            </DownloadButton>
            <DownloadButton url={`/api/w3/year/${year}/pdf`} fileName={`w3-${year}.pdf`}>
              PDF
            </DownloadButton>
          </div>
        ) : null}
      </CardHeader>
      <CardContent>
        <QueryState
          query={forms}
          loading={<Skeleton className="h-40" />}
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
                  <Box label="b Kind of Payer / Kind of Employer">
                    {w3.kindOfPayer} / {w3.kindOfEmployer}
                  </Box>
                  <Box label="1 Wages, tips, other compensation" isAmount>
                    {formatCurrency(w3.totalWages)}
                  </Box>
                  <Box label="2 Federal income tax withheld" isAmount>
                    {formatCurrency(w3.totalFederalIncomeTax)}
                  </Box>
                  <Box label="c Total number of Forms W-2">{w3.totalW2Forms}</Box>
                  <Box label="3 Social security wages" isAmount>
                    {formatCurrency(w3.totalSocialSecurityWages)}
                  </Box>
                  <Box label="4 Social security tax withheld" isAmount>
                    {formatCurrency(w3.totalSocialSecurityTax)}
                  </Box>
                  <Box label="d Establishment number">{w3.establishmentNumber}</Box>
                  <Box label="5 Medicare wages and tips" isAmount>
                    {formatCurrency(w3.totalMedicareWages)}
                  </Box>
                  <Box label="6 Medicare tax withheld" isAmount>
                    {formatCurrency(w3.totalMedicareTax)}
                  </Box>
                  <Box label="e Employer identification number (EIN)">{company?.ein}</Box>
                  <Box label="7 Social security tips" isAmount>
                    {formatCurrency(w3.totalSocialSecurityTips)}
                  </Box>
                  <Box label="8 Allocated tips" isAmount>
                    {formatCurrency(w3.totalAllocatedTips)}
                  </Box>
                  <Box label="f Employer’s name">{company?.companyName}</Box>
                  <Box label="10 Dependent care benefits" isAmount>
                    {formatCurrency(w3.totalDependentCareBenefits)}
                  </Box>
                  <Box label="11 Nonqualified plans" isAmount>
                    {formatCurrency(w3.totalNonqualifiedPlans)}
                  </Box>
                  <Box label="g Employer’s address and ZIP code">{company?.companyAddress}</Box>
                  <Box label="12a Deferred compensation" isAmount>
                    {formatCurrency(w3.totalDeferredCompensation)}
                  </Box>
                  <Box label="15 State">
                    {w3.state === 'X' ? 'X (more than one state)' : (w3.state ?? '')}
                  </Box>
                  <Box label="16 State wages, tips, etc." isAmount>
                    {formatCurrency(w3.totalStateWages)}
                  </Box>
                  <Box label="17 State income tax" isAmount>
                    {formatCurrency(w3.totalStateIncomeTax)}
                  </Box>
                  <Box label="18 Local wages, tips, etc." isAmount>
                    {formatCurrency(w3.totalLocalWages)}
                  </Box>
                </div>
              </section>
            )
          }
        </QueryState>
      </CardContent>
    </Card>
  );
}
