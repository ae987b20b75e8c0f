import { useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import type { RegisterInput } from '@paylab/shared';
import { MIN_PASSWORD_LENGTH } from '@paylab/shared/constants';
import { SubmitButton } from '../../../components/submit-button';
import { TextFieldsForm, type TextFieldSpec } from '../../../components/text-fields';
import { PublicCard } from '../../../components/public-page';
import { toast } from '../../../components/ui/toast';
import { useFieldValues } from '../../../hooks/use-field-values';
import { useRegister } from '../api/register';
import { showSuccessToast } from '../../../lib/show-success-toast';

type RegisterField =
  | 'companyName'
  | 'contactFirstName'
  | 'contactLastName'
  | 'username'
  | 'email'
  | 'password'
  | 'confirmPassword';

const REGISTER_FIELDS: TextFieldSpec<RegisterField>[] = [
  // A registering client names its company, so its pending record is not titled after a username.
  {
    field: 'companyName',
    label: 'Company Name',
    name: 'companyName',
    autoComplete: 'organization',
  },
  {
    field: 'contactFirstName',
    label: 'Contact First Name',
    name: 'contactFirstName',
    autoComplete: 'given-name',
  },
  {
    field: 'contactLastName',
    label: 'Contact Last Name',
    name: 'contactLastName',
    autoComplete: 'family-name',
  },
  { field: 'username', label: 'Username', name: 'username', autoComplete: 'username' },
  {
    field: 'email',
    label: 'Email',
    name: 'email',
    type: 'text',
    inputMode: 'email',
    autoComplete: 'email',
  },
  {
    field: 'password',
    label: 'Password',
    name: 'password',
    type: 'password',
    autoComplete: 'new-password',
  },
  {
    field: 'confirmPassword',
    label: 'Confirm Password',
    name: 'confirmPassword',
    type: 'password',
    autoComplete: 'new-password',
  },
];

export function RegisterForm() {
  const navigate = useNavigate();
  const register = useRegister();
  const { values, setErrors, showSubmitErrors, fieldProps } = useFieldValues<RegisterField>({
    companyName: '',
    contactFirstName: '',
    contactLastName: '',
    username: '',
    email: '',
    password: '',
    confirmPassword: '',
  });
  const [confirmationSentTo, setConfirmationSentTo] = useState<string>();

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    setErrors({});
    const { username, email, password, confirmPassword } = values;
    const companyInput = {
      companyName: values.companyName.trim(),
      contactFirstName: values.contactFirstName.trim(),
      contactLastName: values.contactLastName.trim(),
    };
    const isCompanyMissing = Object.values(companyInput).some((value) => !value);
    if (!username.trim() || !email.trim() || !password || isCompanyMissing) {
      toast({
        title: 'Missing Information',
        description: 'Please fill in all required fields.',
        variant: 'destructive',
      });
      return;
    }
    if (password !== confirmPassword) {
      toast({
        title: 'Password Mismatch',
        description: 'Passwords do not match. Please try again.',
        variant: 'destructive',
      });
      return;
    }
    if (password.length < MIN_PASSWORD_LENGTH) {
      toast({
        title: 'Weak Password',
        description: `Password must be at least ${MIN_PASSWORD_LENGTH} characters long.`,
        variant: 'destructive',
      });
      return;
    }
    const input: RegisterInput = {
      username: username.trim(),
      email: email.trim(),
      password,
      userType: 'frontend',
      role: 'client',
      ...companyInput,
    };
    register.mutate(input, {
      onSuccess: (response) => {
        if (response.role === 'client') {
          showSuccessToast('Registration Successful', 'Check your email to confirm your address.');
          setConfirmationSentTo(input.email);
          return;
        }
        // Only the first account of an empty installation comes back as staff: the server makes it
        // the super admin and signs it in (api-conventions: Identity; ADR 0036).
        showSuccessToast('Registration Successful', 'Admin account created successfully.');
        void navigate('/admin');
      },
      onError: (error) =>
        showSubmitErrors(
          'Registration Failed',
          error,
          'Failed to create account. Please try again.',
        ),
    });
  }

  return (
    <PublicCard
      title="Create Account"
      description="Register your company for the PayLab client portal"
    >
      {confirmationSentTo ? (
        <ConfirmationSent email={confirmationSentTo} />
      ) : (
        <>
          {/* Staff accounts are not self-registered: a signed-in super admin creates them in the
                Admin Panel, so no Admin Account tab is offered here (issue 27, item 13; ADR 0036). */}
          <div className="grid gap-1 text-sm text-muted-foreground" data-testid="register-note">
            <p>
              A client account for your company. An administrator approves it before you can sign
              in.
            </p>
            <p>Staff accounts are created by a super admin in the Admin Panel.</p>
          </div>
          <TextFieldsForm
            className="mt-4"
            fields={REGISTER_FIELDS}
            {...fieldProps}
            onSubmit={onSubmit}
          >
            <SubmitButton isPending={register.isPending} pendingLabel="Creating Account...">
              Create Account
            </SubmitButton>
          </TextFieldsForm>
          <p className="mt-4 text-center text-sm">
            <Link className="text-primary underline-offset-4 hover:underline" to="/login">
              Already have an account? Sign in
            </Link>
          </p>
        </>
      )}
    </PublicCard>
  );
}

/** What a registering client does next: open the mailed link, then wait for an administrator. */
function ConfirmationSent({ email }: { email: string }) {
  return (
    <div role="status" className="grid gap-3 text-sm">
      <h2 className="text-lg font-semibold">Check your email</h2>
      <p>
        We sent a confirmation link to <strong className="wrap-anywhere">{email}</strong>. Open it
        within 24 hours to confirm the address.
      </p>
      <p>
        An administrator then reviews your request. You can sign in once your access is approved.
      </p>
      <Link className="text-primary underline-offset-4 hover:underline" to="/login">
        Go to sign in
      </Link>
    </div>
  );
}
