import type { TdHTMLAttributes } from 'react';
import { cn } from '../lib/cn';
import { formatCurrency } from '../lib/format';
import { Td } from './ui/table';

export interface MoneyCellProps extends Omit<TdHTMLAttributes<HTMLTableCellElement>, 'children'> {
  /** A money string ("1234.50") or dollars; missing shows $0.00, as formatCurrency does. */
  amount: Parameters<typeof formatCurrency>[0];
}

/** A table cell holding an amount of money: right-aligned, with figures of even width. */
export function MoneyCell({ amount, className, ...props }: MoneyCellProps) {
  return (
    <Td className={cn('text-right tabular-nums', className)} {...props}>
      {formatCurrency(amount)}
    </Td>
  );
}
