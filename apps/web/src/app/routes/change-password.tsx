import { useState, type FormEvent } from 'react';
import { MIN_PASSWORD_LENGTH, PASSWORD_TOO_SHORT_MESSAGE } from '@paylab/shared/constants';
import { PageHeader } from '../../components/page-header';
import { Button } from '../../components/ui/button';
import { Card, CardContent } from '../../components/ui/card';
import { Field } from '../../components/ui/field';
import { Input } from '../../components/ui/input';
import { toast } from '../../components/ui/toast';
import { ApiError, getErrorMessage } from '../../lib/api-client';
import { useChangePassword } from '../../features/auth/api/change-password';

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
          toast({
            title: 'Password not changed',
            description: getErrorMessage(error, 'Please try again.'),
            variant: 'destructive',
          });
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
            <Field label="Current password" error={errors.currentPassword}>
              <Input
                type="password"
                autoComplete="current-password"
                value={currentPassword}
                onChange={(event) => setCurrentPassword(event.target.value)}
              />
            </Field>
            <Field label="New password" error={errors.newPassword}>
              <Input
                type="password"
                autoComplete="new-password"
                value={newPassword}
                onChange={(event) => setNewPassword(event.target.value)}
              />
            </Field>
            <Field label="Confirm new password" error={errors.confirmPassword}>
              <Input
                type="password"
                autoComplete="new-password"
                value={confirmPassword}
                onChange={(event) => setConfirmPassword(event.target.value)}
              />
            </Field>
            <Button type="submit" isPending={changePassword.isPending}>
              {changePassword.isPending ? 'Saving...' : 'Change password'}
            </Button>
          </form>
        </CardContent>
      </Card>
    </div>
  );
}
