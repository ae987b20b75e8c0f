import type { ClientStatus } from '@paylab/shared';
import { Badge, type BadgeProps } from '../../../components/ui/badge';

const STATUS_DISPLAY: Record<ClientStatus, { label: string; variant: BadgeProps['variant'] }> = {
  active: { label: 'Active', variant: 'success' },
  approved: { label: 'Approved', variant: 'success' },
  pending_approval: { label: 'Pending Approval', variant: 'warning' },
  inactive: { label: 'Inactive', variant: 'muted' },
  suspended: { label: 'Suspended', variant: 'danger' },
  rejected: { label: 'Rejected', variant: 'danger' },
};

export function ClientStatusBadge({ status }: { status: ClientStatus }) {
  const display = STATUS_DISPLAY[status];
  return <Badge variant={display.variant}>{display.label}</Badge>;
}

export function getClientStatusLabel(status: ClientStatus): string {
  return STATUS_DISPLAY[status].label;
}
