import type { W4Status } from '@paylab/shared';
import { Badge, type BadgeProps } from './ui/badge';

const STATUS_BADGES: Record<W4Status, { label: string; variant: BadgeProps['variant'] }> = {
  active: { label: 'Active', variant: 'success' },
  scheduled: { label: 'Scheduled', variant: 'default' },
  replaced: { label: 'Replaced', variant: 'muted' },
};

/** Where a W-4 stands on the server's today, as payroll reads it: the employee's panel and the Tax Forms tab. */
export function W4StatusBadge({ status }: { status: W4Status }) {
  return <Badge variant={STATUS_BADGES[status].variant}>{STATUS_BADGES[status].label}</Badge>;
}
