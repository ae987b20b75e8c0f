import { ChevronDown, ChevronUp, Plus, Trash2 } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { HSA_COVERAGES } from '@paylab/shared/constants';
import { DEDUCTION_TYPE_LABELS, DEDUCTION_TYPES, type DeductionType } from '@paylab/tax-engine';
import { IconButton } from '../../../components/icon-button';
import { SelectField } from '../../../components/select-field';
import { Button } from '../../../components/ui/button';
import { SectionCard } from '../../../components/section-card';
import { TextField } from '../../../components/text-field';
import { RefusalText } from './refusal-text';
import { Field } from '../../../components/ui/field';
import { Input, Select } from '../../../components/ui/input';
import type {
  BuiltTaxRequest,
  CalculatorField,
  CalculatorValues,
  DeductionRow,
  HsaCoverage,
} from '../lib/build-tax-request';

/** The type select's option groups, in the order a pay stub lists them. */
const DEDUCTION_GROUP_OF: Readonly<Record<DeductionType, string>> = {
  'traditional-401k': 'Retirement',
  'roth-401k': 'Retirement',
  'traditional-403b': 'Retirement',
  'roth-403b': 'Retirement',
  'governmental-457b': 'Retirement',
  'simple-ira': 'Retirement',
  'section-125-medical': 'Cafeteria plan premiums',
  'section-125-dental': 'Cafeteria plan premiums',
  'section-125-vision': 'Cafeteria plan premiums',
  hsa: 'Health and dependent care accounts',
  'health-fsa': 'Health and dependent care accounts',
  'dependent-care-fsa': 'Health and dependent care accounts',
  'commuter-transit': 'Commuter benefits',
  'commuter-parking': 'Commuter benefits',
  'after-tax': 'After tax',
};

const DEDUCTION_GROUPS = [...new Set(Object.values(DEDUCTION_GROUP_OF))].map((group) => ({
  group,
  types: DEDUCTION_TYPES.filter((type) => DEDUCTION_GROUP_OF[type] === group),
}));

/**
 * What an amount taken earlier this year changes, by type: a limit counts it; a premium or a
 * commuter benefit (monthly limits) only lowers the earlier wages of its bases; an after-tax
 * deduction changes nothing, so it has no field.
 */
const YEAR_TO_DATE_HINTS: Readonly<Record<DeductionType, string | null>> = {
  'traditional-401k': 'Counts toward its annual limit',
  'roth-401k': 'Counts toward its annual limit',
  'traditional-403b': 'Counts toward its annual limit',
  'roth-403b': 'Counts toward its annual limit',
  'governmental-457b': 'Counts toward its annual limit',
  'simple-ira': 'Counts toward its annual limit',
  'section-125-medical': 'Lowers the earlier wages of its bases',
  'section-125-dental': 'Lowers the earlier wages of its bases',
  'section-125-vision': 'Lowers the earlier wages of its bases',
  hsa: 'Counts toward its annual limit',
  'health-fsa': 'Counts toward its annual limit',
  'dependent-care-fsa': 'Counts toward its annual limit',
  'commuter-transit': 'Lowers the earlier wages of its bases; its limit is monthly',
  'commuter-parking': 'Lowers the earlier wages of its bases; its limit is monthly',
  'after-tax': null,
};

/**
 * The plans whose catch-up must be Roth for an employee over the prior-year wage threshold
 * (26 U.S.C. 414(v)(7)); a SIMPLE IRA's is not.
 */
const ROTH_CATCH_UP_TYPES: readonly DeductionType[] = [
  'traditional-401k',
  'roth-401k',
  'traditional-403b',
  'roth-403b',
  'governmental-457b',
];

const HSA_COVERAGE_LABELS: Readonly<Record<HsaCoverage, string>> = {
  'self-only': 'Self-only',
  family: 'Family',
};

/** An amount typed in dollars and cents. */
const AMOUNT_INPUT = { inputMode: 'decimal', autoComplete: 'off', placeholder: '0.00' } as const;

/** The engine's refusal of an election names it by its place in the request: `deductions.1.amount`. */
const ELECTION_FIELD = /^deductions\.(\d+)\.(type|amount)$/;

interface DeductionInputsProps {
  values: CalculatorValues;
  built: BuiltTaxRequest;
  onChange: <F extends CalculatorField>(field: F, value: CalculatorValues[F]) => void;
  errorField?: string;
  errorMessage?: string;
}

/**
 * This paycheck's deductions (issue 29): rows of a type and a per-period amount, with what the
 * limits need (date of birth, HSA coverage, amounts taken earlier this year). Rows are kept as
 * typed; buildTaxRequest decides what is sent.
 */
export function DeductionInputs({
  values,
  built,
  onChange,
  errorField,
  errorMessage,
}: DeductionInputsProps) {
  const rows = values.deductionRows;
  const idPrefix = useId();
  const addButtonId = `${idPrefix}-add`;
  // The row just added takes the focus once it is on screen, so a keyboard user goes straight on.
  const rowToFocus = useRef<number | null>(null);
  useEffect(() => {
    if (rowToFocus.current === null) return;
    document.getElementById(`${idPrefix}-${rowToFocus.current}-type`)?.focus();
    rowToFocus.current = null;
  }, [rows, idPrefix]);
  const [isYearToDateShown, setIsYearToDateShown] = useState(false);
  const yearToDateId = `${idPrefix}-ytd`;

  const election = ELECTION_FIELD.exec(errorField ?? '');
  const errorRowIndex = election ? built.deductionRowIndexes[Number(election[1])] : undefined;
  const errorOf = (index: number, key: 'type' | 'amount') =>
    errorRowIndex === index && election?.[2] === key ? errorMessage : undefined;
  const error = (field: string) => (errorField === field ? errorMessage : undefined);

  const rowTypes = [...new Set(rows.map((row) => row.type))];
  const yearToDateTypes = rowTypes.filter((type) => YEAR_TO_DATE_HINTS[type] !== null);
  const hasYearToDateError = yearToDateTypes.some((type) => error(`ytd.deductions.${type}`));
  const isYearToDateOpen = isYearToDateShown || hasYearToDateError;

  const setRows = (next: readonly DeductionRow[]) => onChange('deductionRows', next);
  const updateRow = (id: number, change: Partial<Omit<DeductionRow, 'id'>>) =>
    setRows(rows.map((row) => (row.id === id ? { ...row, ...change } : row)));
  const addRow = () => {
    const id = rows.reduce((highest, row) => Math.max(highest, row.id), 0) + 1;
    rowToFocus.current = id;
    setRows([...rows, { id, type: 'traditional-401k', amount: '' }]);
  };
  const removeRow = (id: number) => {
    setRows(rows.filter((row) => row.id !== id));
    // The removed row's button leaves with it; the focus goes where the next row would be added.
    document.getElementById(addButtonId)?.focus();
  };

  return (
    <SectionCard
      title="Deductions"
      description="Taken from this paycheck, per pay period. Pre-tax ones lower some tax bases and not others."
      contentClassName="grid gap-4"
    >
      {rows.length === 0 ? (
        <p className="text-sm text-muted-foreground">
          None: every tax base is the gross pay. Add a 401(k) deferral, a cafeteria plan premium, an
          HSA or an after-tax deduction to see which bases each one lowers.
        </p>
      ) : (
        <ul className="grid divide-y divide-border" aria-label="Deductions of this paycheck">
          {rows.map((row, index) => (
            // Stacked on a phone, a row's two fields need a line between it and the next.
            <li key={row.id} className="py-3 first:pt-0 last:pb-0">
              <fieldset
                className="grid grid-cols-[minmax(0,1fr)_auto] items-start gap-x-2 gap-y-3 sm:grid-cols-[minmax(0,1fr)_8rem_auto]"
                data-testid="deduction-row"
              >
                <legend className="sr-only">Deduction {index + 1}</legend>
                <Field
                  label="Deduction type"
                  error={errorOf(index, 'type')}
                  className="col-span-2 sm:col-span-1"
                >
                  <Select
                    id={`${idPrefix}-${row.id}-type`}
                    value={row.type}
                    onChange={(event) =>
                      updateRow(row.id, { type: event.target.value as DeductionType })
                    }
                  >
                    {DEDUCTION_GROUPS.map(({ group, types }) => (
                      <optgroup key={group} label={group}>
                        {types.map((type) => (
                          <option key={type} value={type}>
                            {DEDUCTION_TYPE_LABELS[type]}
                          </option>
                        ))}
                      </optgroup>
                    ))}
                  </Select>
                </Field>
                <Field label="Per period" error={errorOf(index, 'amount')}>
                  <Input
                    id={`${idPrefix}-${row.id}-amount`}
                    value={row.amount}
                    {...AMOUNT_INPUT}
                    onChange={(event) => updateRow(row.id, { amount: event.target.value })}
                  />
                </Field>
                {/* Level with the inputs: the labels above them are one text-sm line and a gap. */}
                <div className="mt-[1.625rem]">
                  <IconButton
                    label={`Remove deduction ${index + 1} (${DEDUCTION_TYPE_LABELS[row.type]})`}
                    tooltip="Remove"
                    onClick={() => removeRow(row.id)}
                  >
                    <Trash2 aria-hidden="true" />
                  </IconButton>
                </div>
              </fieldset>
            </li>
          ))}
        </ul>
      )}
      <RefusalText message={error('deductions')} />
      <div>
        <Button id={addButtonId} variant="outline" onClick={addRow}>
          <Plus aria-hidden="true" /> Add a deduction
        </Button>
      </div>
      {rows.length > 0 ? (
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            label="Date of birth"
            error={error('dateOfBirth')}
            hint="Optional: allows catch-up contributions from age 50 (HSA: 55)"
            type="date"
            value={values.dateOfBirth}
            onValueChange={(dateOfBirth) => onChange('dateOfBirth', dateOfBirth)}
          />
          {rowTypes.some((type) => ROTH_CATCH_UP_TYPES.includes(type)) ? (
            <TextField
              label="Last year's social security wages"
              error={error('priorYearSocialSecurityWages')}
              hint="Optional: W-2 box 3 from this employer. Above the year's threshold, catch-ups must be Roth"
              {...AMOUNT_INPUT}
              value={values.priorYearSocialSecurityWages}
              onValueChange={(wages) => onChange('priorYearSocialSecurityWages', wages)}
            />
          ) : null}
          {rowTypes.includes('hsa') ? (
            <SelectField
              label="HSA coverage"
              error={error('hsaCoverage')}
              hint="Sets the HSA limit"
              value={values.hsaCoverage}
              onChange={(event) => onChange('hsaCoverage', event.target.value as HsaCoverage)}
              options={HSA_COVERAGES.map((coverage) => ({
                value: coverage,
                label: HSA_COVERAGE_LABELS[coverage],
              }))}
            />
          ) : null}
        </div>
      ) : null}
      {yearToDateTypes.length > 0 ? (
        <div className="grid gap-3">
          <div>
            <Button
              variant="ghost"
              size="sm"
              className="-ml-3"
              aria-expanded={isYearToDateOpen}
              aria-controls={yearToDateId}
              onClick={() => setIsYearToDateShown((shown) => !shown)}
            >
              {isYearToDateOpen ? <ChevronUp /> : <ChevronDown />}
              Taken earlier this year (optional)
            </Button>
          </div>
          {isYearToDateOpen ? (
            <div id={yearToDateId} className="grid gap-4 sm:grid-cols-2">
              {yearToDateTypes.map((type) => (
                <TextField
                  key={type}
                  label={`${DEDUCTION_TYPE_LABELS[type]}, year to date`}
                  error={error(`ytd.deductions.${type}`)}
                  hint={YEAR_TO_DATE_HINTS[type]}
                  {...AMOUNT_INPUT}
                  value={values.ytdDeductions[type] ?? ''}
                  onValueChange={(amount) =>
                    onChange('ytdDeductions', { ...values.ytdDeductions, [type]: amount })
                  }
                />
              ))}
            </div>
          ) : null}
        </div>
      ) : null}
    </SectionCard>
  );
}
