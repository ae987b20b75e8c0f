import type { StateCertificateStatus, W4Status } from '@paylab/shared';
import { Badge, type BadgeProps } from './ui/badge';

// A state certificate stands as a W-4 does, or belongs to a state the employee no longer works in.
const STATUS_BADGES: Record<
  StateCertificateStatus,
  { label: string; variant: BadgeProps['variant'] }
> = {
  active: { label: 'Active', variant: 'success' },
  scheduled: { label: 'Scheduled', variant: 'default' },
  replaced: { label: 'Replaced', variant: 'muted' },
  'other-state': { label: 'Other state', variant: 'muted' },
};

/** Where a W-4 stands on the server's today, as payroll reads it: the employee's panel and the Tax Forms tab. */
export function W4StatusBadge({ status }: { status: W4Status }) {
  return <Badge variant={STATUS_BADGES[status].variant}>{STATUS_BADGES[status].label}</Badge>;
}

/** Where a state withholding certificate stands on the server's today, as payroll reads it. */
export function StateCertificateStatusBadge({ status }: { status: StateCertificateStatus }) {
  return <Badge variant={STATUS_BADGES[status].variant}>{STATUS_BADGES[status].label}</Badge>;
}

/** Where a benefit election stands on today: in force, scheduled, or replaced as a W-4 is. */
export function BenefitElectionStatusBadge({ status }: { status: W4Status }) {
  return <Badge variant={STATUS_BADGES[status].variant}>{STATUS_BADGES[status].label}</Badge>;
}
