import type { FormEvent } from 'react';
import { Link, useParams } from 'react-router';
import { MIN_PASSWORD_LENGTH, PASSWORD_TOO_SHORT_MESSAGE } from '@paylab/shared/constants';
import { SubmitButton } from '../../components/submit-button';
import { TextFieldsForm, type TextFieldSpec } from '../../components/text-fields';
import { PublicPage } from '../../components/public-page';
import { useFieldValues } from '../../hooks/use-field-values';
import { getErrorMessage } from '../../lib/api-client';
import { useSetPassword } from '../../features/auth/api/change-password';
import { showSuccessToast } from '../../lib/show-success-toast';

const NEW_PASSWORD_FIELDS: TextFieldSpec<'password' | 'confirmPassword'>[] = [
  { field: 'password', label: 'New password', type: 'password', autoComplete: 'new-password' },
  {
    field: 'confirmPassword',
    label: 'Confirm password',
    type: 'password',
    autoComplete: 'new-password',
  },
];

export default function SetPasswordRoute() {
  const { token = '' } = useParams();
  const setPassword = useSetPassword();
  const { values, setErrors, fieldProps } = useFieldValues<'password' | 'confirmPassword'>({
    password: '',
    confirmPassword: '',
  });
  /** Every message of this form stands under the password field. */
  const setError = (message?: string) => setErrors({ password: message });

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    const { password, confirmPassword } = values;
    if (password.length < MIN_PASSWORD_LENGTH) return setError(PASSWORD_TOO_SHORT_MESSAGE);
    if (password !== confirmPassword) return setError('Passwords do not match. Please try again.');
    setError(undefined);
    setPassword.mutate(
      { token, password },
      {
        onSuccess: () => showSuccessToast('Password set', 'You can now sign in.'),
        onError: (failure) => setError(getErrorMessage(failure, 'Could not set the password.')),
      },
    );
  }

  return (
    <PublicPage
      title="Choose your password"
      description="Your PayLab administrator invited you. This link works once."
    >
      {setPassword.isSuccess ? (
        <p role="status">
          Your password is set.{' '}
          <Link className="text-primary underline" to="/login">
            Sign in
          </Link>
        </p>
      ) : (
        <TextFieldsForm fields={NEW_PASSWORD_FIELDS} {...fieldProps} onSubmit={onSubmit}>
          <SubmitButton isPending={setPassword.isPending} pendingLabel="Saving...">
            Set password
          </SubmitButton>
        </TextFieldsForm>
      )}
    </PublicPage>
  );
}
