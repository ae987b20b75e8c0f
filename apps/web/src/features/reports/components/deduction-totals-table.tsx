import type { DeductionTypeTotal } from '@paylab/shared';
import { Table, Td, Th } from '../../../components/ui/table';
import { formatCurrency } from '../../../lib/format';

/** Benefit deductions of the period by type: employees, what their pay gave and what the employer added. */
export function DeductionTotalsTable({ totals }: { totals: readonly DeductionTypeTotal[] }) {
  if (totals.length === 0)
    return (
      <p className="text-sm text-muted-foreground">
        No paycheck with a pay date in this period has a benefit deduction.
      </p>
    );
  return (
    <Table aria-label="Deductions and employer contributions by type">
      <thead>
        <tr>
          <Th>Deduction</Th>
          <Th className="text-right">Employees</Th>
          <Th className="text-right">Employee deductions</Th>
          <Th className="text-right">Employer contributions</Th>
        </tr>
      </thead>
      <tbody>
        {totals.map((entry) => (
          <tr key={entry.type}>
            <Td className="font-medium">{entry.label}</Td>
            <Td className="text-right tabular-nums">{entry.employees}</Td>
            <Td className="text-right tabular-nums">{formatCurrency(entry.employeeAmount)}</Td>
            <Td className="text-right tabular-nums">{formatCurrency(entry.employerAmount)}</Td>
          </tr>
        ))}
      </tbody>
    </Table>
  );
}
