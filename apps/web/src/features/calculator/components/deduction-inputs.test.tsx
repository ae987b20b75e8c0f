import { fireEvent, render, screen, within } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { TooltipProvider } from '../../../components/ui/tooltip';
import {
  buildTaxRequest,
  createDefaultValues,
  type CalculatorField,
  type CalculatorValues,
} from '../lib/build-tax-request';
import { calculateBothRuleSets } from '../lib/calculate-both-rule-sets';
import { DeductionInputs } from './deduction-inputs';

/** The inputs as the calculator wires them: the refusal comes from the request schema and engine. */
function Harness({ initial }: { initial?: Partial<CalculatorValues> }) {
  const [values, setValues] = useState<CalculatorValues>({
    ...createDefaultValues('2025-06-13'),
    ...initial,
  });
  const built = buildTaxRequest(values);
  const outcome = calculateBothRuleSets(built.request, '0.0340');
  return (
    <TooltipProvider>
      <DeductionInputs
        values={values}
        built={built}
        onChange={<F extends CalculatorField>(field: F, value: CalculatorValues[F]) =>
          setValues((current) => ({ ...current, [field]: value }))
        }
        errorField={outcome.isOk ? undefined : outcome.field}
        errorMessage={outcome.isOk ? undefined : outcome.message}
      />
    </TooltipProvider>
  );
}

const rowGroup = (index: number) => screen.getByRole('group', { name: `Deduction ${index}` });

describe('DeductionInputs', () => {
  it('adds a row with the focus on its type, and asks for HSA coverage only with an HSA row', () => {
    render(<Harness />);
    expect(screen.queryByLabelText('Date of birth')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Add a deduction' }));
    const type = within(rowGroup(1)).getByLabelText('Deduction type');
    expect(document.activeElement).toBe(type);
    expect((type as HTMLSelectElement).value).toBe('traditional-401k');
    expect(screen.getByLabelText('Date of birth')).toBeTruthy();
    expect(screen.queryByLabelText('HSA coverage')).toBeNull();

    fireEvent.change(type, { target: { value: 'hsa' } });
    expect((screen.getByLabelText('HSA coverage') as HTMLSelectElement).value).toBe('self-only');
  });

  it("asks for last year's social security wages with a 401(k), 403(b) or 457(b) row only", () => {
    render(<Harness initial={{ deductionRows: [{ id: 1, type: 'simple-ira', amount: '100' }] }} />);
    const label = "Last year's social security wages";
    expect(screen.queryByLabelText(label)).toBeNull();
    fireEvent.change(within(rowGroup(1)).getByLabelText('Deduction type'), {
      target: { value: 'roth-403b' },
    });
    fireEvent.change(screen.getByLabelText(label), { target: { value: '-1' } });
    expect(screen.getByRole('alert').textContent).toBe('Amount cannot be negative');
  });

  it('removes a row and gives the focus to the add button', () => {
    render(<Harness />);
    const add = screen.getByRole('button', { name: 'Add a deduction' });
    fireEvent.click(add);
    fireEvent.click(add);
    fireEvent.click(
      screen.getByRole('button', { name: 'Remove deduction 1 (Traditional 401(k))' }),
    );
    expect(screen.getAllByTestId('deduction-row')).toHaveLength(1);
    expect(document.activeElement).toBe(add);
  });

  it("shows the API's refusal beside the row it came from, past a row without an amount", () => {
    render(
      <Harness
        initial={{
          deductionRows: [
            { id: 1, type: 'after-tax', amount: '' },
            { id: 2, type: 'section-125-medical', amount: '12.345' },
          ],
        }}
      />,
    );
    // The request's deductions.0.amount is the second row: the first has no amount and is not sent.
    const second = within(rowGroup(2));
    expect(second.getByRole('alert').textContent).toBe(
      'Enter a non-negative amount with at most 2 decimals',
    );
    expect(second.getByLabelText('Per period').getAttribute('aria-invalid')).toBe('true');
    expect(within(rowGroup(1)).queryByRole('alert')).toBeNull();
  });

  it("keeps the year-to-date amounts folded away, one per row's type, until asked or refused", () => {
    const rows = [
      { id: 1, type: 'hsa' as const, amount: '50' },
      { id: 2, type: 'hsa' as const, amount: '' },
      { id: 3, type: 'roth-401k' as const, amount: '' },
    ];
    const { unmount } = render(<Harness initial={{ deductionRows: rows }} />);
    const toggle = screen.getByRole('button', { name: 'Taken earlier this year (optional)' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByLabelText(/year to date/)).toBeNull();
    fireEvent.click(toggle);
    expect(screen.getAllByLabelText(/, year to date$/)).toHaveLength(2);
    unmount();

    render(<Harness initial={{ deductionRows: rows, ytdDeductions: { hsa: '-1' } }} />);
    expect(
      screen
        .getByRole('button', { name: 'Taken earlier this year (optional)' })
        .getAttribute('aria-expanded'),
    ).toBe('true');
    expect(screen.getByRole('alert').textContent).toBe('Amount cannot be negative');
  });
});
