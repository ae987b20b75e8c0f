import { useState, type FormEvent } from 'react';
import { MIN_PASSWORD_LENGTH, PASSWORD_TOO_SHORT_MESSAGE } from '@paylab/shared/constants';
import { PageHeader } from '../../components/page-header';
import { SubmitButton } from '../../components/submit-button';
import { TextField } from '../../components/text-field';
import { Card, CardContent } from '../../components/ui/card';
import { toast } from '../../components/ui/toast';
import { ApiError } from '../../lib/api-client';
import { useChangePassword } from '../../features/auth/api/change-password';
import { showErrorToast } from '../../lib/show-error-toast';

export default function ChangePasswordRoute() {
  const changePassword = useChangePassword();
  const [currentPassword, setCurrentPassword] = useState('');
  const [newPassword, setNewPassword] = useState('');
  const [confirmPassword, setConfirmPassword] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    const nextErrors: Record<string, string> = {};
    if (!currentPassword) nextErrors.currentPassword = 'Current password is required';
    if (newPassword.length < MIN_PASSWORD_LENGTH)
      nextErrors.newPassword = PASSWORD_TOO_SHORT_MESSAGE;
    else if (newPassword !== confirmPassword)
      nextErrors.confirmPassword = 'Passwords do not match. Please try again.';
    setErrors(nextErrors);
    if (Object.keys(nextErrors).length > 0) return;
    changePassword.mutate(
      { currentPassword, newPassword },
      {
        onSuccess: () => {
          setCurrentPassword('');
          setNewPassword('');
          setConfirmPassword('');
          toast({
            title: 'Password changed',
            description: 'Your other sessions have been signed out.',
            variant: 'success',
          });
        },
        onError: (error) => {
          if (error instanceof ApiError) setErrors(error.fields);
          showErrorToast('Password not changed', error);
        },
      },
    );
  }

  return (
    <div className="max-w-md">
      <PageHeader
        title="Change Password"
        subtitle="Changing your password signs out your other sessions."
      />
      <Card>
        <CardContent className="pt-5">
          <form className="grid gap-4" onSubmit={onSubmit} noValidate>
            <TextField
              label="Current password"
              error={errors.currentPassword}
              type="password"
              autoComplete="current-password"
              value={currentPassword}
              onValueChange={setCurrentPassword}
            />
            <TextField
              label="New password"
              error={errors.newPassword}
              type="password"
              autoComplete="new-password"
              value={newPassword}
              onValueChange={setNewPassword}
            />
            <TextField
              label="Confirm new password"
              error={errors.confirmPassword}
              type="password"
              autoComplete="new-password"
              value={confirmPassword}
              onValueChange={setConfirmPassword}
            />
            <SubmitButton isPending={changePassword.isPending} pendingLabel="Saving...">
              Change password
            </SubmitButton>
          </form>
        </CardContent>
      </Card>
    </div>
  );
}
