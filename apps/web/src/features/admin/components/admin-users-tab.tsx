import { Copy, UserCheck, UserPlus, UserX } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import {
  ADMIN_ROLES,
  createAdminUserInputSchema,
  type AdminUser,
  type CreatedAdminUser,
  type SessionUser,
  type UpdateAdminUserInput,
} from '@paylab/shared';
import { can } from '@paylab/shared/permissions';
import { ROLE_LABELS, toLabel } from '@paylab/shared/labels';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { TextFieldsForm, type TextFieldSpec } from '../../../components/text-fields';
import { Input } from '../../../components/ui/input';
import { toast } from '../../../components/ui/toast';
import { useFieldValues } from '../../../hooks/use-field-values';
import { getErrorMessage } from '../../../lib/api-client';
import { ConfirmDialog } from '../../../components/ui/alert-dialog';
import { SelectField } from '../../../components/select-field';
import { useUpdateAdminUser } from '../api/update-admin-user';
import { formatTimestampDate } from '../../../lib/format';
import { useCreateAdminUser } from '../api/create-admin-user';
import { useAdminUsers } from '../api/get-admin-users';
import { AdminListCard } from './admin-list-card';
import { showSuccessToast } from '../../../lib/show-success-toast';
import { EmailAddress } from '../../../components/email-address';
import { SectionCard } from '../../../components/section-card';

type AdminUserField = 'username' | 'email';

const ADMIN_USER_FIELDS: TextFieldSpec<AdminUserField>[] = [
  { field: 'username', label: 'Username', autoComplete: 'off', maxLength: 100 },
  { field: 'email', label: 'Email', type: 'email', autoComplete: 'off', maxLength: 255 },
];

/** The one-time link, shown once to the creator; the server keeps only its hash. */
function SetupLinkNotice({
  created,
  onDismiss,
}: {
  created: Pick<CreatedAdminUser, 'username' | 'setupLink' | 'setupLinkExpiresAt'>;
  onDismiss(): void;
}) {
  const link = `${window.location.origin}${created.setupLink}`;
  const [isCopied, setIsCopied] = useState(false);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(link);
      setIsCopied(true);
    } catch {
      toast({
        title: 'Copy the link by hand',
        description: 'The browser did not allow copying; select the link and copy it.',
        variant: 'destructive',
      });
    }
  };
  return (
    <div
      role="region"
      aria-label="One-time password link"
      className="grid gap-2 rounded-md border border-warning bg-warning-soft p-4 text-sm"
    >
      <p className="font-semibold">Give this link to {created.username} yourself</p>
      <p>
        PayLab does not send it. It lets {created.username} choose a password and sign in. It works
        once, expires on {formatTimestampDate(created.setupLinkExpiresAt)}, and is not shown again.
      </p>
      <div className="flex gap-2">
        <Input
          readOnly
          value={link}
          aria-label="Set-password link"
          onFocus={(event) => event.currentTarget.select()}
          className="font-mono text-xs"
        />
        <Button variant="outline" onClick={() => void copy()}>
          <Copy /> {isCopied ? 'Copied' : 'Copy'}
        </Button>
      </div>
      <div>
        <Button variant="ghost" size="sm" onClick={onDismiss}>
          Done
        </Button>
      </div>
    </div>
  );
}

type SetupLink = Pick<CreatedAdminUser, 'username' | 'setupLink' | 'setupLinkExpiresAt'>;

const ROLE_OPTIONS = ADMIN_ROLES.map((role) => ({ value: role, label: ROLE_LABELS[role] }));

/**
 * A super admin's controls on one admin (issue 27, item 12): its role, and deactivating it (asked
 * first: it signs the admin out at once) or reactivating it. The server keeps one active super
 * admin and says so here when a change would leave none.
 */
function AdminUserControls({
  admin,
  isSelf,
  onSetupLink,
}: {
  admin: AdminUser;
  isSelf: boolean;
  onSetupLink(link: SetupLink): void;
}) {
  const update = useUpdateAdminUser();
  const [error, setError] = useState<string>();
  const [isConfirming, setIsConfirming] = useState(false);
  const send = (input: UpdateAdminUserInput, doneTitle: string) => {
    setError(undefined);
    update.mutate(
      { id: admin.id, input },
      {
        onSuccess: (result) => {
          setIsConfirming(false);
          showSuccessToast(doneTitle, result.username);
          if (result.setupLink && result.setupLinkExpiresAt) {
            onSetupLink({
              username: result.username,
              setupLink: result.setupLink,
              setupLinkExpiresAt: result.setupLinkExpiresAt,
            });
          }
        },
        onError: (failure) => {
          setIsConfirming(false);
          setError(getErrorMessage(failure, 'The change was not saved. Please try again.'));
        },
      },
    );
  };
  const errorId = `admin-user-error-${admin.id}`;
  return (
    <div className="grid gap-2">
      <div className="flex flex-wrap items-end gap-2">
        <SelectField
          label="Role"
          aria-label={`Role of ${admin.username}`}
          aria-describedby={error ? errorId : undefined}
          fieldClassName="min-w-40"
          value={admin.role}
          disabled={update.isPending}
          options={ROLE_OPTIONS}
          onChange={(event) =>
            send({ role: event.target.value as AdminUser['role'] }, 'Admin role changed')
          }
        />
        {admin.isDeactivated ? (
          <Button
            variant="outline"
            size="sm"
            disabled={update.isPending}
            onClick={() => send({ isActive: true }, 'Admin user reactivated')}
          >
            <UserCheck /> Reactivate
          </Button>
        ) : isSelf ? null : (
          <Button
            variant="outline"
            size="sm"
            disabled={update.isPending}
            onClick={() => setIsConfirming(true)}
          >
            <UserX /> Deactivate
          </Button>
        )}
      </div>
      {error ? (
        <p id={errorId} role="alert" className="text-sm text-danger">
          {error}
        </p>
      ) : null}
      <ConfirmDialog
        open={isConfirming}
        onOpenChange={setIsConfirming}
        title={`Deactivate ${admin.username}?`}
        description={`${admin.username} is signed out at once and cannot sign in until reactivated. Their records and audit history stay.`}
        confirmLabel="Deactivate"
        isPending={update.isPending}
        onConfirm={() => send({ isActive: false }, 'Admin user deactivated')}
      />
    </div>
  );
}

/** Admin Users (spec section 2): super admins create admins; plain admins see the list only. */
export function AdminUsersTab({ user }: { user: SessionUser }) {
  const canManage = can(user.role, 'write:admin-user');
  const adminUsers = useAdminUsers();
  const create = useCreateAdminUser();
  const { values, reset, setErrors, showSubmitErrors, fieldProps } = useFieldValues<AdminUserField>(
    { username: '', email: '' },
  );
  const [created, setCreated] = useState<SetupLink | null>(null);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    // The same schema the server validates with (packages/shared/src/schemas/admin.ts).
    const parsed = createAdminUserInputSchema.safeParse({ ...values, role: 'admin' });
    if (!parsed.success) {
      setErrors(
        Object.fromEntries(
          parsed.error.issues.map((issue) => [String(issue.path[0]), issue.message]),
        ),
      );
      return;
    }
    setErrors({});
    create.mutate(parsed.data, {
      onSuccess: (result) => {
        setCreated(result);
        reset();
        showSuccessToast(
          'Admin user created successfully',
          `${result.username} can now set a password with the link below.`,
        );
      },
      onError: (error) => showSubmitErrors('Failed to create admin user', error),
    });
  };

  return (
    <div className="grid gap-6 lg:grid-cols-2">
      <SectionCard
        title="Create Admin User"
        description={
          canManage
            ? 'PayLab does not email the new admin. After you create the account, copy the one-time link shown here and hand it over yourself; with it the new admin chooses a password.'
            : 'Only super admins can create admin users.'
        }
        contentClassName="grid gap-4"
      >
        {canManage ? (
          <TextFieldsForm fields={ADMIN_USER_FIELDS} {...fieldProps} onSubmit={onSubmit}>
            <div>
              <Button
                type="submit"
                disabled={create.isPending || !values.username.trim() || !values.email.trim()}
              >
                <UserPlus /> {create.isPending ? 'Creating...' : 'Create Admin'}
              </Button>
            </div>
          </TextFieldsForm>
        ) : null}
        {created ? <SetupLinkNotice created={created} onDismiss={() => setCreated(null)} /> : null}
      </SectionCard>
      <AdminListCard
        title="Current Admin Users"
        query={adminUsers}
        errorMessage="The admin users could not be loaded."
        emptyMessage="No admin users found"
        listClassName="grid gap-3 break-words"
        itemClassName="grid gap-3 rounded-md border border-border p-3 text-sm"
        itemTestId="admin-user"
      >
        {(admin) => (
          <>
            <div className="flex items-start justify-between gap-3">
              <div className="min-w-0">
                <p className="font-medium">
                  {admin.username}
                  {admin.userId === user.id ? (
                    <span className="text-muted-foreground"> (you)</span>
                  ) : null}
                </p>
                <EmailAddress email={admin.email} className="block text-muted-foreground" />
                {!admin.hasPassword && !admin.isDeactivated ? (
                  <p className="text-xs text-muted-foreground">
                    Link not used yet; no password chosen
                  </p>
                ) : null}
              </div>
              <div className="flex flex-wrap justify-end gap-1">
                <Badge variant="default">{toLabel(ROLE_LABELS, admin.role)}</Badge>
                <Badge variant={admin.isActive ? 'success' : 'muted'}>
                  {admin.isActive ? 'Active' : 'Inactive'}
                </Badge>
              </div>
            </div>
            {canManage ? (
              <AdminUserControls
                admin={admin}
                isSelf={admin.userId === user.id}
                onSetupLink={setCreated}
              />
            ) : null}
          </>
        )}
      </AdminListCard>
    </div>
  );
}
