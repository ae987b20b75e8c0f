import { Clock, Mail, MapPin, Phone, User, Wallet } from 'lucide-react';
import type { Client } from '@paylab/shared';
import { EditDeleteButtons } from '../../../components/edit-delete-buttons';
import { Card, CardContent, CardHeader } from '../../../components/ui/card';
import { formatCurrency } from '../../../lib/format';
import { ClientStatusBadge } from './client-status-badge';
import { EmailAddress } from '../../../components/email-address';

export interface ClientCardProps {
  client: Client;
  canEdit: boolean;
  onEdit(client: Client): void;
  onDelete(client: Client): void;
}

/** One client in the grid (spec section 2, Client Management). */
export function ClientCard({ client, canEdit, onEdit, onDelete }: ClientCardProps) {
  const location = [client.city, client.state].filter(Boolean).join(', ');
  return (
    <Card className="flex flex-col" data-testid="client-card">
      <CardHeader className="flex-row items-start justify-between gap-3">
        <div className="min-w-0">
          <h2 className="text-base font-semibold wrap-anywhere">{client.companyName}</h2>
          <p className="text-sm text-muted-foreground">{client.clientId}</p>
        </div>
        <ClientStatusBadge status={client.status} />
      </CardHeader>
      <CardContent className="flex flex-1 flex-col">
        <dl className="grid gap-2 text-sm">
          <div>
            <dt className="sr-only">Contact</dt>
            <dd className="flex min-w-0 items-center gap-2">
              <User className="size-4 shrink-0 text-muted-foreground" aria-hidden="true" />
              {client.contactFirstName} {client.contactLastName}
            </dd>
          </div>
          <div>
            <dt className="sr-only">Email</dt>
            <dd className="flex min-w-0 items-center gap-2">
              <Mail className="size-4 shrink-0 text-muted-foreground" aria-hidden="true" />
              <a className="min-w-0 hover:underline" href={`mailto:${client.email}`}>
                <EmailAddress email={client.email} />
              </a>
            </dd>
          </div>
          {client.phone ? (
            <div>
              <dt className="sr-only">Phone</dt>
              <dd className="flex min-w-0 items-center gap-2">
                <Phone className="size-4 shrink-0 text-muted-foreground" aria-hidden="true" />
                {client.phone}
              </dd>
            </div>
          ) : null}
          {location ? (
            <div>
              <dt className="sr-only">City and state</dt>
              <dd className="flex min-w-0 items-center gap-2">
                <MapPin className="size-4 shrink-0 text-muted-foreground" aria-hidden="true" />
                {location}
              </dd>
            </div>
          ) : null}
          <div>
            <dt className="sr-only">Billing rate</dt>
            <dd className="flex min-w-0 items-center gap-2">
              <Wallet className="size-4 shrink-0 text-muted-foreground" aria-hidden="true" />
              {client.billingRate ? `${formatCurrency(client.billingRate)}/hr` : 'No billing rate'}
            </dd>
          </div>
          <div>
            <dt className="sr-only">Payment terms</dt>
            <dd className="flex min-w-0 items-center gap-2">
              <Clock className="size-4 shrink-0 text-muted-foreground" aria-hidden="true" />
              Net {client.paymentTerms} days
            </dd>
          </div>
        </dl>
        {canEdit ? (
          <div className="mt-4 flex gap-2 border-t border-border pt-4">
            <EditDeleteButtons
              name={client.companyName}
              onEdit={() => onEdit(client)}
              onDelete={() => onDelete(client)}
            />
          </div>
        ) : null}
      </CardContent>
    </Card>
  );
}
