import type { FormEvent } from 'react';
import { MIN_PASSWORD_LENGTH, PASSWORD_TOO_SHORT_MESSAGE } from '@paylab/shared/constants';
import { PageHeader } from '../../components/page-header';
import { SubmitButton } from '../../components/submit-button';
import { TextFieldsForm, type TextFieldSpec } from '../../components/text-fields';
import { Card, CardContent } from '../../components/ui/card';
import { useFieldValues } from '../../hooks/use-field-values';
import { useChangePassword } from '../../features/auth/api/change-password';
import { showSuccessToast } from '../../lib/show-success-toast';

type PasswordField = 'currentPassword' | 'newPassword' | 'confirmPassword';

const PASSWORD_FIELDS: TextFieldSpec<PasswordField>[] = [
  {
    field: 'currentPassword',
    label: 'Current password',
    type: 'password',
    autoComplete: 'current-password',
  },
  { field: 'newPassword', label: 'New password', type: 'password', autoComplete: 'new-password' },
  {
    field: 'confirmPassword',
    label: 'Confirm new password',
    type: 'password',
    autoComplete: 'new-password',
  },
];

export default function ChangePasswordRoute() {
  const changePassword = useChangePassword();
  const { values, reset, setErrors, showSubmitErrors, fieldProps } = useFieldValues<PasswordField>({
    currentPassword: '',
    newPassword: '',
    confirmPassword: '',
  });

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    const { currentPassword, newPassword, confirmPassword } = values;
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
          reset();
          showSuccessToast('Password changed', 'Your other sessions have been signed out.');
        },
        onError: (error) => showSubmitErrors('Password not changed', error),
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
          <TextFieldsForm fields={PASSWORD_FIELDS} {...fieldProps} onSubmit={onSubmit}>
            <SubmitButton isPending={changePassword.isPending} pendingLabel="Saving...">
              Change password
            </SubmitButton>
          </TextFieldsForm>
        </CardContent>
      </Card>
    </div>
  );
}
