import type { StateWithholding } from '@paylab/shared';
import { Table, Td, Th } from '../../../components/ui/table';
import { formatCurrency } from '../../../lib/format';

/**
 * State withholding of the period by work state: a group of rows per state, its wages and
 * employees beside its name, then each program withheld there and the state's total.
 */
export function StateWithholdingTable({ states }: { states: readonly StateWithholding[] }) {
  if (states.length === 0)
    return (
      <p className="text-sm text-muted-foreground">No paychecks have a pay date in this period.</p>
    );
  return (
    <Table aria-label="State withholding by state">
      <thead>
        <tr>
          <Th>State</Th>
          <Th>Withheld for</Th>
          <Th className="text-right">Amount</Th>
        </tr>
      </thead>
      {states.map((entry) => {
        const rows = entry.programs.length ? entry.programs : null;
        return (
          <tbody key={entry.state}>
            <tr>
              <th
                scope="rowgroup"
                rowSpan={(rows?.length ?? 1) + (rows ? 1 : 0)}
                className="border-b border-border px-3 py-2 text-left align-top font-normal"
              >
                <span className="font-medium">
                  {entry.name} ({entry.state})
                </span>
                <span className="block text-xs text-muted-foreground">
                  {entry.employees} employee{entry.employees === 1 ? '' : 's'}, wages{' '}
                  {formatCurrency(entry.wages)}
                </span>
              </th>
              {rows ? (
                <>
                  <Td>{rows[0]!.label}</Td>
                  <Td className="text-right tabular-nums">{formatCurrency(rows[0]!.amount)}</Td>
                </>
              ) : (
                <>
                  <Td className="text-muted-foreground">
                    {entry.hasWageIncomeTax
                      ? 'Nothing withheld'
                      : 'No wage income tax; nothing withheld'}
                  </Td>
                  <Td className="text-right tabular-nums">{formatCurrency('0.00')}</Td>
                </>
              )}
            </tr>
            {rows?.slice(1).map((program) => (
              <tr key={program.programId}>
                <Td>{program.label}</Td>
                <Td className="text-right tabular-nums">{formatCurrency(program.amount)}</Td>
              </tr>
            ))}
            {rows ? (
              <tr>
                <Td className="font-semibold">Total withheld in {entry.state}</Td>
                <Td className="text-right font-semibold tabular-nums">
                  {formatCurrency(entry.totalWithheld)}
                </Td>
              </tr>
            ) : null}
          </tbody>
        );
      })}
    </Table>
  );
}
