import { usePager } from '../../../hooks/use-pager';
import { formatTimestampDate } from '../../../lib/format';
import { OUTBOX_PAGE_SIZE, useOutbox } from '../api/get-outbox';
import { AdminListCard } from './admin-list-card';
import { EmailAddress } from '../../../components/email-address';

/**
 * Mail PayLab kept instead of sending, because no SMTP server is configured (SMTP_URL). A super
 * admin passes each confirmation link to the person it was meant for.
 */
export function OutboxTab() {
  const pager = usePager(OUTBOX_PAGE_SIZE);
  const outbox = useOutbox({ page: pager.page });
  return (
    <AdminListCard
      title="Mail Outbox"
      query={outbox}
      errorMessage="The outbox could not be loaded."
      emptyMessage="No mail is waiting. With SMTP_URL set, PayLab sends mail instead of keeping it here."
      intro={
        <p className="mb-4 text-sm text-muted-foreground">
          No mail server is configured, so PayLab keeps its mail here. Each link confirms
          someone&apos;s email address: pass it only to the person it is addressed to.
        </p>
      }
      itemClassName="grid gap-1 rounded-md border border-border p-4"
      paging={{ pager, noun: 'Message' }}
    >
      {(message) => (
        <>
          <p className="text-sm">
            <span className="text-muted-foreground">To:</span>{' '}
            <EmailAddress email={message.toAddress} className="font-medium" />
            <span className="text-muted-foreground">
              {' '}
              · {formatTimestampDate(message.createdAt)}
            </span>
          </p>
          <h3 className="font-semibold">{message.subject}</h3>
          <pre className="font-sans text-sm whitespace-pre-wrap wrap-anywhere">{message.body}</pre>
        </>
      )}
    </AdminListCard>
  );
}
