import type { ReactNode } from 'react';
import type { CompanySettings, W2Form } from '@paylab/shared';
import { cn } from '../../../lib/cn';
import { formatCurrency } from '../../../lib/format';

function Box({
  label,
  children,
  className,
  isAmount,
}: {
  label: string;
  children?: ReactNode;
  className?: string;
  isAmount?: boolean;
}) {
  return (
    <div className={cn('flex min-h-14 flex-col border-r border-b border-border p-1.5', className)}>
      <span className="text-[11px] leading-tight text-muted-foreground">{label}</span>
      <span className={cn('mt-auto pt-1 text-sm', isAmount && 'text-right tabular-nums')}>
        {children}
      </span>
    </div>
  );
}

function Amount({ value }: { value: string }) {
  return <>{formatCurrency(value)}</>;
}

function Check({ label, isChecked }: { label: string; isChecked: boolean }) {
  return (
    <span className="inline-flex items-center gap-1 text-xs">
      <span
        aria-hidden="true"
        className="inline-flex size-3.5 items-center justify-center border border-foreground text-[10px] font-bold"
      >
        {isChecked ? 'X' : ''}
      </span>
      {label}
      <span className="sr-only">{isChecked ? '(checked)' : '(not checked)'}</span>
    </span>
  );
}

/** One W-2 as the paper lays it out (Copy B): identity boxes a-f on the left, boxes 1-14 on the right, 15-20 below. */
export function W2FormView({
  form,
  company,
}: {
  form: W2Form;
  company: CompanySettings | undefined;
}) {
  const box12 = [0, 1, 2, 3].map((index) => form.box12Codes[index] ?? '');
  const stateLines = form.stateLines.length
    ? form.stateLines
    : [{ state: '', stateWages: '', stateIncomeTax: '' }];
  return (
    <div className="text-foreground">
      <p className="mb-2 text-right text-xs font-semibold text-danger">
        Copy B—To Be Filed With Employee’s FEDERAL Tax Return
      </p>
      <div className="grid grid-cols-1 border-t border-l border-border sm:grid-cols-[1.1fr_1fr_1fr]">
        <Box label="a Employee’s social security number" className="sm:col-span-3">
          <span className="text-muted-foreground">Not on file in PayLab</span>
        </Box>
        <div className="grid sm:row-span-9">
          <Box label="b Employer identification number (EIN)">{company?.ein}</Box>
          <Box label="c Employer’s name, address, and ZIP code" className="min-h-24">
            <span className="block">{company?.companyName}</span>
            <span className="block">{company?.companyAddress}</span>
          </Box>
          <Box label="d Control number">{form.controlNumber}</Box>
          <Box label="e Employee’s first name and initial, last name">
            {form.employeeName} <span className="text-muted-foreground">({form.employeeCode})</span>
          </Box>
          <Box label="f Employee’s address and ZIP code">
            <span className="text-muted-foreground">Not on file in PayLab</span>
          </Box>
        </div>
        <Box label="1 Wages, tips, other compensation" isAmount>
          <Amount value={form.wagesTipsCompensation} />
        </Box>
        <Box label="2 Federal income tax withheld" isAmount>
          <Amount value={form.federalIncomeTaxWithheld} />
        </Box>
        <Box label="3 Social security wages" isAmount>
          <Amount value={form.socialSecurityWages} />
        </Box>
        <Box label="4 Social security tax withheld" isAmount>
          <Amount value={form.socialSecurityTaxWithheld} />
        </Box>
        <Box label="5 Medicare wages and tips" isAmount>
          <Amount value={form.medicareWagesAndTips} />
        </Box>
        <Box label="6 Medicare tax withheld" isAmount>
          <Amount value={form.medicareTaxWithheld} />
        </Box>
        <Box label="7 Social security tips" isAmount>
          <Amount value={form.socialSecurityTips} />
        </Box>
        <Box label="8 Allocated tips" isAmount>
          <Amount value={form.allocatedTips} />
        </Box>
        <Box label="9" />
        <Box label="10 Dependent care benefits" isAmount>
          <Amount value={form.dependentCareBenefits} />
        </Box>
        <Box label="11 Nonqualified plans" isAmount>
          <Amount value={form.nonqualifiedPlans} />
        </Box>
        <Box label="12a" isAmount>
          {box12[0]}
        </Box>
        <Box label="13">
          <span className="flex flex-wrap gap-2">
            <Check label="Statutory employee" isChecked={form.statutoryEmployee} />
            <Check label="Retirement plan" isChecked={form.retirementPlan} />
            <Check label="Third-party sick pay" isChecked={form.thirdPartySickPay} />
          </span>
        </Box>
        <Box label="12b" isAmount>
          {box12[1]}
        </Box>
        <Box label="14 Other" className="sm:row-span-2">
          {form.box14.length ? (
            <ul>
              {form.box14.map((entry) => (
                <li key={entry.label} className="tabular-nums">
                  {entry.label} {formatCurrency(entry.amount)}
                </li>
              ))}
            </ul>
          ) : null}
        </Box>
        <Box label="12c" isAmount>
          {box12[2]}
        </Box>
        <Box label="12d" isAmount>
          {box12[3]}
        </Box>
      </div>
      <table className="w-full border-collapse border-x border-b border-border text-sm">
        <caption className="sr-only">State and local boxes 15 to 20</caption>
        <thead>
          <tr className="text-left text-[11px] text-muted-foreground">
            <th scope="col" className="border-r border-b border-border p-1.5 font-normal">
              15 State
            </th>
            <th scope="col" className="border-r border-b border-border p-1.5 font-normal">
              Employer’s state ID number
            </th>
            <th
              scope="col"
              className="border-r border-b border-border p-1.5 text-right font-normal"
            >
              16 State wages, tips, etc.
            </th>
            <th
              scope="col"
              className="border-r border-b border-border p-1.5 text-right font-normal"
            >
              17 State income tax
            </th>
            <th
              scope="col"
              className="border-r border-b border-border p-1.5 text-right font-normal"
            >
              18 Local wages, tips, etc.
            </th>
            <th
              scope="col"
              className="border-r border-b border-border p-1.5 text-right font-normal"
            >
              19 Local income tax
            </th>
            <th scope="col" className="border-b border-border p-1.5 font-normal">
              20 Locality name
            </th>
          </tr>
        </thead>
        <tbody>
          {stateLines.map((line, index) => (
            <tr key={line.state || index} className="tabular-nums">
              <td className="border-r border-border p-1.5">{line.state}</td>
              <td className="border-r border-border p-1.5" />
              <td className="border-r border-border p-1.5 text-right">
                {line.stateWages ? formatCurrency(line.stateWages) : ''}
              </td>
              <td className="border-r border-border p-1.5 text-right">
                {line.stateIncomeTax ? formatCurrency(line.stateIncomeTax) : ''}
              </td>
              <td className="border-r border-border p-1.5 text-right">
                {index === 0 ? formatCurrency(form.localWages) : ''}
              </td>
              <td className="border-r border-border p-1.5 text-right">
                {index === 0 ? formatCurrency(form.localIncomeTax) : ''}
              </td>
              <td className="p-1.5">{index === 0 ? form.localityName : ''}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <p className="mt-2 flex flex-wrap items-baseline justify-between gap-2">
        <span>
          <span className="text-xs">Form </span>
          <span className="text-2xl font-bold">W-2</span>{' '}
          <span className="font-semibold">Wage and Tax Statement</span>{' '}
          <span className="text-2xl font-bold">{form.taxYear}</span>
        </span>
        <span className="text-xs text-muted-foreground">
          Department of the Treasury—Internal Revenue Service
        </span>
      </p>
    </div>
  );
}
