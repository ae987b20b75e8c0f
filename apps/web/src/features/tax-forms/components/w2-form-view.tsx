import type { CompanySettings, W2Form } from '@paylab/shared';
import { resolveFormLayouts } from '@paylab/tax-engine/forms';
import { cn } from '../../../lib/cn';
import { formatCurrency } from '../../../lib/format';
import { FormBox } from './form-box';

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

type W2AmountField = {
  [K in keyof W2Form]: W2Form[K] extends string ? K : never;
}[keyof W2Form];

/** Boxes 1-11 in the paper's order; box 9 has no caption on the current form and stays blank. */
const W2_AMOUNT_BOXES: readonly { label: string; field?: W2AmountField }[] = [
  { label: '1 Wages, tips, other compensation', field: 'wagesTipsCompensation' },
  { label: '2 Federal income tax withheld', field: 'federalIncomeTaxWithheld' },
  { label: '3 Social security wages', field: 'socialSecurityWages' },
  { label: '4 Social security tax withheld', field: 'socialSecurityTaxWithheld' },
  { label: '5 Medicare wages and tips', field: 'medicareWagesAndTips' },
  { label: '6 Medicare tax withheld', field: 'medicareTaxWithheld' },
  { label: '7 Social security tips', field: 'socialSecurityTips' },
  { label: '8 Allocated tips', field: 'allocatedTips' },
  { label: '9' },
  { label: '10 Dependent care benefits', field: 'dependentCareBenefits' },
  { label: '11 Nonqualified plans', field: 'nonqualifiedPlans' },
];

/** The headings of boxes 15-20, one row per state below them. */
const STATE_COLUMNS: readonly { label: string; isAmount?: boolean }[] = [
  { label: '15 State' },
  { label: 'Employer’s state ID number' },
  { label: '16 State wages, tips, etc.', isAmount: true },
  { label: '17 State income tax', isAmount: true },
  { label: '18 Local wages, tips, etc.', isAmount: true },
  { label: '19 Local income tax', isAmount: true },
  { label: '20 Locality name' },
];

/** An amount box of a state row, blank where the row has none (box 18 and 19 without a locality). */
function StateAmountCell({ amount }: { amount: string }) {
  return (
    <td className="border-r border-border p-1.5 text-right">
      {amount ? formatCurrency(amount) : ''}
    </td>
  );
}

/** A stored box 12 entry ("D 3600.00") as the form prints it: the code, then the amount. */
function formatBox12Entry(entry: string | undefined): string {
  if (!entry) return '';
  const [code = '', amount = '0'] = entry.split(' ');
  return `${code} ${formatCurrency(amount)}`;
}

/**
 * One W-2 as its year's paper lays it out (Copy B): identity boxes a-f on the left, boxes 1-14 on
 * the right, 15-20 below. From 2026 box 14 is 14a "Other" and 14b, the Treasury tipped occupation
 * code, which PayLab leaves empty: it records no tips and no occupations.
 */
export function W2FormView({
  form,
  company,
}: {
  form: W2Form;
  company: CompanySettings | undefined;
}) {
  const layout = resolveFormLayouts(form.taxYear).w2;
  const box12 = [0, 1, 2, 3].map((index) => formatBox12Entry(form.box12Codes[index]));
  // The paper holds four box 12 entries; the rest go on an additional W-2 (General Instructions).
  const extraBox12 = form.box12Codes.slice(4).map(formatBox12Entry);
  const stateLines: W2Form['stateLines'] = form.stateLines.length
    ? form.stateLines
    : [
        {
          state: '',
          stateWages: '',
          stateIncomeTax: '',
          localWages: '',
          localIncomeTax: '',
          localityName: null,
        },
      ];
  return (
    <div className="text-foreground">
      <p className="mb-2 text-right text-xs font-semibold text-danger">
        Copy B—To Be Filed With Employee’s FEDERAL Tax Return
      </p>
      <div className="grid grid-cols-1 border-t border-l border-border sm:grid-cols-[1.1fr_1fr_1fr]">
        <FormBox label="a Employee’s social security number" className="sm:col-span-3">
          <span className="text-muted-foreground">Not on file in PayLab</span>
        </FormBox>
        <div className="grid sm:row-span-9">
          <FormBox label="b Employer identification number (EIN)">{company?.ein}</FormBox>
          <FormBox label="c Employer’s name, address, and ZIP code" className="min-h-24">
            <span className="block">{company?.companyName}</span>
            <span className="block">{company?.companyAddress}</span>
          </FormBox>
          <FormBox label="d Control number">{form.controlNumber}</FormBox>
          <FormBox label="e Employee’s first name and initial, last name">
            {form.employeeName} <span className="text-muted-foreground">({form.employeeCode})</span>
          </FormBox>
          <FormBox label="f Employee’s address and ZIP code">
            <span className="text-muted-foreground">Not on file in PayLab</span>
          </FormBox>
        </div>
        {W2_AMOUNT_BOXES.map(({ label, field }) =>
          field ? (
            <FormBox key={label} label={label} isAmount>
              <Amount value={form[field]} />
            </FormBox>
          ) : (
            <FormBox key={label} label={label} />
          ),
        )}
        <FormBox label="12a" isAmount>
          {box12[0]}
        </FormBox>
        <FormBox label="13">
          <span className="flex flex-wrap gap-2">
            <Check label="Statutory employee" isChecked={form.statutoryEmployee} />
            <Check label="Retirement plan" isChecked={form.retirementPlan} />
            <Check label="Third-party sick pay" isChecked={form.thirdPartySickPay} />
          </span>
        </FormBox>
        <FormBox label="12b" isAmount>
          {box12[1]}
        </FormBox>
        <FormBox
          label={`${layout.otherBox.box} ${layout.otherBox.caption}`}
          className={layout.tippedOccupationBox ? undefined : 'sm:row-span-2'}
        >
          {form.box14.length ? (
            <ul>
              {form.box14.map((entry) => (
                <li key={entry.label} className="tabular-nums">
                  {entry.label} {formatCurrency(entry.amount)}
                </li>
              ))}
            </ul>
          ) : null}
        </FormBox>
        <FormBox label="12c" isAmount>
          {box12[2]}
        </FormBox>
        {layout.tippedOccupationBox ? (
          <FormBox
            label={`${layout.tippedOccupationBox.box} ${layout.tippedOccupationBox.caption}`}
          />
        ) : null}
        <FormBox label="12d" isAmount>
          {box12[3]}
        </FormBox>
      </div>
      <table className="w-full border-collapse border-x border-b border-border text-sm">
        <caption className="sr-only">State and local boxes 15 to 20</caption>
        <thead>
          <tr className="text-left text-[11px] text-muted-foreground">
            {STATE_COLUMNS.map(({ label, isAmount }, index) => (
              <th
                key={label}
                scope="col"
                className={cn(
                  index < STATE_COLUMNS.length - 1 && 'border-r',
                  'border-b border-border p-1.5',
                  isAmount && 'text-right',
                  'font-normal',
                )}
              >
                {label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {stateLines.map((line, index) => (
            <tr key={line.state || index} className="tabular-nums">
              <td className="border-r border-border p-1.5">{line.state}</td>
              <td className="border-r border-border p-1.5 text-muted-foreground">
                {line.state ? 'Not on file in PayLab' : ''}
              </td>
              <StateAmountCell amount={line.stateWages} />
              <StateAmountCell amount={line.stateIncomeTax} />
              <StateAmountCell amount={line.localityName ? line.localWages : ''} />
              <StateAmountCell amount={line.localityName ? line.localIncomeTax : ''} />
              <td className="p-1.5">{line.localityName}</td>
            </tr>
          ))}
        </tbody>
      </table>
      {extraBox12.length ? (
        <p className="mt-2 text-sm">Box 12 on an additional Form W-2: {extraBox12.join('; ')}</p>
      ) : null}
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
