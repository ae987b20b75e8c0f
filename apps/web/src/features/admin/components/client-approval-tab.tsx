import { CheckCircle2, Clock, FileText, Send } from 'lucide-react';
import type { ReactNode } from 'react';
import type { AdminClient, AdminStats } from '@paylab/shared';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { formatTimestampDate } from '../../../lib/format';
import { useCreateApprovalRequest } from '../api/create-approval-request';
import {
  ADMIN_CLIENTS_PAGE_SIZE,
  useAdminClients,
  type GetAdminClientsParams,
} from '../api/get-admin-clients';
import { useReviewClient } from '../api/review-client';
import { AdminStatusBadge } from './admin-status-badge';
import { AdminListCard } from './admin-list-card';
import { JoinRequestsCard } from './join-requests-card';
import { ReviewButtons } from './review-buttons';
import { ReviewNotesField } from './review-notes-field';
import { useReviewNotes } from '../hooks/use-review-notes';
import { StatCardGrid } from '../../../components/stat-card';
import { showErrorToast } from '../../../lib/show-error-toast';
import { usePager } from '../../../hooks/use-pager';
import { showSuccessToast } from '../../../lib/show-success-toast';
import { EmailAddress } from '../../../components/email-address';

function ClientDetails({ client }: { client: AdminClient }) {
  return (
    <div className="flex items-start justify-between gap-3">
      <div className="min-w-0 text-sm">
        <h3 className="text-base font-semibold wrap-anywhere">{client.companyName}</h3>
        <p>
          {client.contactFirstName} {client.contactLastName}
        </p>
        <EmailAddress email={client.email} className="block text-muted-foreground" />
        {client.linkedUsers.length ? (
          <p className="mt-1 text-xs text-muted-foreground">
            Portal users:{' '}
            {client.linkedUsers
              .map((user) => `${user.username}${user.isActive ? '' : ' (awaiting approval)'}`)
              .join(', ')}
          </p>
        ) : null}
      </div>
      <div className="flex flex-col items-end gap-1">
        <AdminStatusBadge client={client} />
        {client.hasPendingRequest ? <Badge variant="outline">Request pending</Badge> : null}
      </div>
    </div>
  );
}

/** The decision on a client's access and the reviewer's notes, kept in view after it (issue 27, item 12). */
function LastReview({ client }: { client: AdminClient }) {
  const review = client.lastReview;
  if (!review) return null;
  const verb = review.status === 'rejected' ? 'Rejected' : 'Approved';
  return (
    <div className="grid gap-1 text-xs text-muted-foreground" data-testid="last-review">
      {review.reviewedBy ? (
        <p>
          {verb} by: {review.reviewedBy} on {formatTimestampDate(review.reviewedAt)}
        </p>
      ) : null}
      {review.reviewNotes ? (
        <p className="whitespace-pre-line text-foreground wrap-anywhere">
          <span className="font-medium">Review notes:</span> {review.reviewNotes}
        </p>
      ) : null}
    </div>
  );
}

/** What each of the tab's client lists is called, says when it is empty, and names its pager. */
const CLIENT_LISTS = {
  pending: {
    title: 'Pending Client Approvals',
    emptyMessage: 'No clients pending approval',
    noun: 'Pending client',
  },
  approved: {
    title: 'Approved Clients',
    emptyMessage: 'No approved clients yet',
    noun: 'Approved client',
  },
  rejected: {
    title: 'Rejected Clients',
    emptyMessage: 'No rejected clients',
    noun: 'Rejected client',
  },
} as const;

/** One of the tab's client lists, by access, paged on its own: each entry is the client's details, then `children`. */
function ClientListCard({
  access,
  children,
}: {
  access: GetAdminClientsParams['access'];
  children(client: AdminClient): ReactNode;
}) {
  const pager = usePager(ADMIN_CLIENTS_PAGE_SIZE);
  const clients = useAdminClients({ access, page: pager.page });
  const { title, emptyMessage, noun } = CLIENT_LISTS[access];
  return (
    <AdminListCard
      title={title}
      emptyMessage={emptyMessage}
      query={clients}
      errorMessage={`The ${access} clients could not be loaded.`}
      // A pending entry holds the notes field and the review buttons: its lines stand further apart.
      itemClassName={`grid ${access === 'pending' ? 'gap-3' : 'gap-2'} rounded-md border border-border p-4`}
      itemTestId={`${access}-client`}
      paging={{ pager, noun }}
    >
      {(client) => (
        <>
          <ClientDetails client={client} />
          {children(client)}
        </>
      )}
    </AdminListCard>
  );
}

/** Client Approval (spec section 2): the cards, the pending and approved lists, and the review actions. */
export function ClientApprovalTab({ stats, canReview }: { stats: AdminStats; canReview: boolean }) {
  const notes = useReviewNotes();
  const approve = useReviewClient('approve');
  const reject = useReviewClient('reject');
  const createRequest = useCreateApprovalRequest();
  const isBusy = approve.isPending || reject.isPending || createRequest.isPending;

  /** Approving and rejecting differ only in the call made and the words of the toasts. */
  const review = (
    client: AdminClient,
    decision: typeof approve,
    doneTitle: string,
    failedTitle: string,
  ) => {
    notes.decide(
      client.id,
      (reviewNotes, callbacks) =>
        decision.mutate({ clientId: client.id, input: { reviewNotes } }, callbacks),
      { done: doneTitle, subject: client.companyName, failed: failedTitle },
    );
  };
  const onApprove = (client: AdminClient) =>
    review(
      client,
      approve,
      'Client access approved successfully',
      'Failed to approve client access',
    );
  const onReject = (client: AdminClient) =>
    review(client, reject, 'Client access rejected', 'Failed to reject client access');
  const onCreateRequest = (client: AdminClient) => {
    createRequest.mutate(
      { clientId: client.id },
      {
        onSuccess: () =>
          showSuccessToast('Approval request created successfully', client.companyName),
        onError: (error) => showErrorToast('Failed to create approval request', error),
      },
    );
  };

  return (
    <div className="grid gap-6">
      <StatCardGrid
        label="Client approval summary"
        className="grid gap-4 sm:grid-cols-3"
        cards={[
          {
            label: 'Pending Approval',
            value: stats.pendingApproval,
            icon: Clock,
            tone: 'text-warning',
          },
          {
            label: 'Approved Clients',
            value: stats.approvedClients,
            icon: CheckCircle2,
            tone: 'text-success',
          },
          { label: 'Total Requests', value: stats.totalRequests, icon: FileText },
        ]}
      />
      <JoinRequestsCard canReview={canReview} />
      <div className="grid gap-6 lg:grid-cols-2">
        <ClientListCard access="pending">
          {(client) =>
            canReview ? (
              <>
                <ReviewNotesField id={client.id} notes={notes} />
                <ReviewButtons
                  isBusy={isBusy}
                  onApprove={() => onApprove(client)}
                  onReject={() => onReject(client)}
                >
                  <Button
                    size="sm"
                    variant="outline"
                    disabled={isBusy || client.hasPendingRequest}
                    onClick={() => onCreateRequest(client)}
                  >
                    <Send /> Create Request
                  </Button>
                </ReviewButtons>
              </>
            ) : null
          }
        </ClientListCard>
        <ClientListCard access="approved">
          {(client) => (
            <>
              {client.approvedBy ? (
                <p className="text-xs text-muted-foreground">
                  Approved by: {client.approvedBy} on {formatTimestampDate(client.approvedAt)}
                </p>
              ) : null}
              {client.lastReview?.status === 'approved' && client.lastReview.reviewNotes ? (
                <p className="text-xs whitespace-pre-line wrap-anywhere">
                  <span className="font-medium">Review notes:</span> {client.lastReview.reviewNotes}
                </p>
              ) : null}
            </>
          )}
        </ClientListCard>
        <ClientListCard access="rejected">
          {(client) => <LastReview client={client} />}
        </ClientListCard>
      </div>
    </div>
  );
}
