import type { Client } from '@paylab/shared';
import { CLIENT_STATUS_LABELS, toLabel } from '@paylab/shared/labels';
import { Badge, type BadgeProps } from '../../../components/ui/badge';

/**
 * Spec section 4: pending_approval shows as Pending, approved as Approved, rejected as Rejected,
 * anything else by its label (issue 27, item 7); a client with UI access always shows Approved.
 */
export function getAdminStatusLabel(client: Pick<Client, 'status' | 'uiAccess'>): string {
  if (client.uiAccess) return 'Approved';
  switch (client.status) {
    case 'pending_approval':
      return 'Pending';
    case 'approved':
      return 'Approved';
    case 'rejected':
      return 'Rejected';
    default:
      return toLabel(CLIENT_STATUS_LABELS, client.status);
  }
}

const VARIANTS: Record<string, BadgeProps['variant']> = {
  Approved: 'success',
  Pending: 'warning',
  Rejected: 'danger',
};

export function AdminStatusBadge({ client }: { client: Pick<Client, 'status' | 'uiAccess'> }) {
  const label = getAdminStatusLabel(client);
  return <Badge variant={VARIANTS[label] ?? 'muted'}>{label}</Badge>;
}
