import type { ClientOption } from '@paylab/shared';

/**
 * 'company name (client id)' (api-conventions: Identity), marked while the client awaits approval,
 * so a registration nobody has reviewed is not billed by mistake.
 */
export function toClientOptionLabel(option: ClientOption): string {
  const label = `${option.companyName} (${option.clientId})`;
  return option.status === 'pending_approval' ? `${label} · pending approval` : label;
}
