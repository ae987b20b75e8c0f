import type { JoinRequest } from '@paylab/shared';
import { Badge } from '../../../components/ui/badge';
import { usePager } from '../../../hooks/use-pager';
import { formatTimestampDate } from '../../../lib/format';
import { ADMIN_CLIENTS_PAGE_SIZE } from '../api/get-admin-clients';
import { useJoinRequests, useReviewJoinRequest } from '../api/join-requests';
import { useReviewNotes } from '../hooks/use-review-notes';
import { AdminListCard } from './admin-list-card';
import { getAdminStatusLabel } from './admin-status-badge';
import { ReviewButtons } from './review-buttons';
import { ReviewNotesField } from './review-notes-field';
import { EmailAddress } from '../../../components/email-address';

/** The registered user and the company's contact on record, side by side, to compare. */
function JoinRequestDetails({ request }: { request: JoinRequest }) {
  const { user, client } = request;
  return (
    <div className="grid gap-2 text-sm">
      <h3 className="text-base font-semibold wrap-anywhere">
        A new user asks to join {client.companyName}
      </h3>
      <dl className="grid gap-3 sm:grid-cols-2">
        <div className="rounded-md bg-muted/50 p-3">
          <dt className="text-xs font-medium text-muted-foreground">
            Registered (email confirmed)
          </dt>
          <dd className="font-medium wrap-anywhere">{user.username}</dd>
          <dd>
            <EmailAddress email={user.email} />
          </dd>
          <dd className="text-xs text-muted-foreground">
            Asked on {formatTimestampDate(request.createdAt)}
          </dd>
        </div>
        <div className="rounded-md bg-muted/50 p-3">
          <dt className="text-xs font-medium text-muted-foreground">Company contact on record</dt>
          <dd className="font-medium wrap-anywhere">
            {client.contactFirstName} {client.contactLastName}
          </dd>
          <dd>
            <EmailAddress email={client.email} />
          </dd>
          <dd className="text-xs text-muted-foreground">
            {client.clientId} · {getAdminStatusLabel({ status: client.status, uiAccess: false })}
          </dd>
        </div>
      </dl>
    </div>
  );
}

/**
 * Join requests (issue 26, item 1): a confirmed registrant whose email matches an existing company.
 * Approving links the user to that company; nothing else about the company changes.
 */
export function JoinRequestsCard({ canReview }: { canReview: boolean }) {
  const pager = usePager(ADMIN_CLIENTS_PAGE_SIZE);
  const requests = useJoinRequests({ status: 'pending', page: pager.page });
  const notes = useReviewNotes();
  const approve = useReviewJoinRequest('approve');
  const reject = useReviewJoinRequest('reject');
  const isBusy = approve.isPending || reject.isPending;

  const review = (request: JoinRequest, decision: typeof approve, done: string, failed: string) => {
    notes.decide(
      request.id,
      (reviewNotes, callbacks) =>
        decision.mutate({ requestId: request.id, input: { reviewNotes } }, callbacks),
      { done, subject: `${request.user.username} · ${request.client.companyName}`, failed },
    );
  };

  return (
    <AdminListCard
      title="Requests to Join a Company"
      query={requests}
      errorMessage="The join requests could not be loaded."
      emptyMessage="No one is waiting to join an existing company"
      itemClassName="grid gap-3 rounded-md border border-border p-4"
      itemTestId="join-request"
      paging={{ pager, noun: 'Join request' }}
    >
      {(request) => (
        <>
          <div className="flex items-start justify-between gap-3">
            <JoinRequestDetails request={request} />
            <Badge variant="outline">Join request</Badge>
          </div>
          {canReview ? (
            <>
              <ReviewNotesField id={request.id} notes={notes} />
              <ReviewButtons
                isBusy={isBusy}
                approveLabel="Approve joining"
                onApprove={() =>
                  review(request, approve, 'User joined the company', 'Failed to approve')
                }
                onReject={() =>
                  review(request, reject, 'Join request rejected', 'Failed to reject')
                }
              />
            </>
          ) : null}
        </>
      )}
    </AdminListCard>
  );
}
