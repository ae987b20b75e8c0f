import { Link, useParams } from 'react-router';
import type { VerifyEmailResult } from '@paylab/shared';
import { Button } from '../../components/ui/button';
import { PublicPage } from '../../components/public-page';
import { getErrorMessage } from '../../lib/api-client';
import { useVerifyEmail } from '../../features/auth/api/verify-email';

/** What happens next, in the registrant's words, for each outcome of a confirmed address. */
export function describeVerification(result: VerifyEmailResult): string {
  return result.outcome === 'join_requested'
    ? `${result.companyName} already has a PayLab account with this email. We asked an administrator to let you join it; you can sign in once they approve.`
    : `We registered ${result.companyName} for review. You can sign in once an administrator approves your access.`;
}

/**
 * The page the confirmation link opens. Confirming takes a click, not the page load, so a mail
 * scanner that follows links cannot confirm an address on the owner's behalf.
 */
export default function VerifyEmailRoute() {
  const { token = '' } = useParams();
  const verify = useVerifyEmail();

  return (
    <PublicPage
      title="Confirm your email"
      description="This link works once, for 24 hours after you registered."
      contentClassName="grid gap-4 text-sm"
    >
      {verify.data ? (
        <p role="status">Your email address is confirmed. {describeVerification(verify.data)}</p>
      ) : (
        <Button disabled={verify.isPending} onClick={() => verify.mutate({ token })}>
          {verify.isPending ? 'Confirming...' : 'Confirm my email address'}
        </Button>
      )}
      {verify.error ? (
        <p role="alert" className="text-danger">
          {getErrorMessage(verify.error, 'The address could not be confirmed.')}
        </p>
      ) : null}
      <Link className="text-primary underline-offset-4 hover:underline" to="/login">
        Go to sign in
      </Link>
    </PublicPage>
  );
}
