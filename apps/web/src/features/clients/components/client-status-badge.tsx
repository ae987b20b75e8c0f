import type { ClientStatus } from '@paylab/shared';
import { CLIENT_STATUS_LABELS, toLabel } from '@paylab/shared/labels';
import { Badge, type BadgeProps } from '../../../components/ui/badge';

const STATUS_VARIANTS: Record<ClientStatus, BadgeProps['variant']> = {
  active: 'success',
  approved: 'success',
  pending_approval: 'warning',
  inactive: 'muted',
  suspended: 'danger',
  rejected: 'danger',
};

export function ClientStatusBadge({ status }: { status: ClientStatus }) {
  return <Badge variant={STATUS_VARIANTS[status] ?? 'muted'}>{getClientStatusLabel(status)}</Badge>;
}

export function getClientStatusLabel(status: ClientStatus): string {
  return toLabel(CLIENT_STATUS_LABELS, status);
}
