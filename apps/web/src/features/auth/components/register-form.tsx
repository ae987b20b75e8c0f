import { useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import type { RegisterInput } from '@paylab/shared';
import { MIN_PASSWORD_LENGTH } from '@paylab/shared/constants';
import { SubmitButton } from '../../../components/submit-button';
import { TextFields, type TextFieldSpec } from '../../../components/text-fields';
import {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
} from '../../../components/ui/card';
import { toast } from '../../../components/ui/toast';
import { ApiError } from '../../../lib/api-client';
import { useFieldValues } from '../../../hooks/use-field-values';
import { useRegister } from '../api/register';
import { AccountTypeTabs, type AccountType, type AccountTypeTab } from './account-type-tabs';
import { SelectField } from '../../../components/select-field';
import { showErrorToast } from '../../../lib/show-error-toast';
import { showSuccessToast } from '../../../lib/show-success-toast';

const ADMIN_ROLE_OPTIONS = [
  { value: 'admin', label: 'Admin' },
  { value: 'super_admin', label: 'Super Admin' },
];

const REGISTER_TABS: AccountTypeTab[] = [
  { value: 'client', label: 'Client Account', note: 'Client accounts require admin approval.' },
  {
    value: 'admin',
    label: 'Admin Account',
    note: 'Warning: admin accounts have full access to payroll, clients and settings. Only a signed-in super admin can create them.',
    isWarning: true,
  },
];

type RegisterField =
  | 'companyName'
  | 'contactFirstName'
  | 'contactLastName'
  | 'username'
  | 'email'
  | 'password'
  | 'confirmPassword';

/** A registering client names its company, so its pending record is not titled after a username. */
const COMPANY_FIELDS: TextFieldSpec<RegisterField>[] = [
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
];

const ACCOUNT_FIELDS: TextFieldSpec<RegisterField>[] = [
  { field: 'username', label: 'Username', name: 'username', autoComplete: 'username' },
  {
    field: 'email',
    label: 'Email',
    name: 'email',
    type: 'text',
    inputMode: 'email',
    autoComplete: 'email',
  },
];

const PASSWORD_FIELDS: TextFieldSpec<RegisterField>[] = [
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
  const [tab, setTab] = useState<AccountType>('client');
  const [role, setRole] = useState<RegisterInput['role']>('client');
  const { values, setValue } = useFieldValues<RegisterField>({
    companyName: '',
    contactFirstName: '',
    contactLastName: '',
    username: '',
    email: '',
    password: '',
    confirmPassword: '',
  });
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});
  const [confirmationSentTo, setConfirmationSentTo] = useState<string>();

  function onTabChange(next: AccountType) {
    setTab(next);
    // Spec section 4: the client tab sets role client; the admin tab sets role admin.
    setRole(next === 'admin' ? 'admin' : 'client');
  }

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    setFieldErrors({});
    const { username, email, password, confirmPassword } = values;
    const isClientTab = tab === 'client';
    const companyInput = {
      companyName: values.companyName.trim(),
      contactFirstName: values.contactFirstName.trim(),
      contactLastName: values.contactLastName.trim(),
    };
    const isCompanyMissing = isClientTab && Object.values(companyInput).some((value) => !value);
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
      userType: isClientTab ? 'frontend' : 'backend',
      role,
      ...(isClientTab ? companyInput : {}),
    };
    register.mutate(input, {
      onSuccess: (response) => {
        if (response.role === 'client') {
          showSuccessToast('Registration Successful', 'Check your email to confirm your address.');
          setConfirmationSentTo(input.email);
          return;
        }
        showSuccessToast('Registration Successful', 'Admin account created successfully.');
        void navigate('/admin');
      },
      onError: (error) => {
        if (error instanceof ApiError) setFieldErrors(error.fields);
        showErrorToast('Registration Failed', error, 'Failed to create account. Please try again.');
      },
    });
  }

  return (
    <Card className="w-full max-w-md">
      <CardHeader>
        <CardTitle className="text-2xl">Create Account</CardTitle>
        <CardDescription>Register for PayLab</CardDescription>
      </CardHeader>
      <CardContent>
        {confirmationSentTo ? (
          <ConfirmationSent email={confirmationSentTo} />
        ) : (
          <>
            <AccountTypeTabs tabs={REGISTER_TABS} value={tab} onValueChange={onTabChange} />
            <form className="mt-4 grid gap-4" onSubmit={onSubmit} noValidate>
              {tab === 'client' ? (
                <TextFields
                  fields={COMPANY_FIELDS}
                  values={values}
                  errors={fieldErrors}
                  onValueChange={setValue}
                />
              ) : null}
              <TextFields
                fields={ACCOUNT_FIELDS}
                values={values}
                errors={fieldErrors}
                onValueChange={setValue}
              />
              {tab === 'admin' ? (
                <SelectField
                  label="Admin Role"
                  error={fieldErrors.role}
                  name="role"
                  value={role}
                  onChange={(event) => setRole(event.target.value as RegisterInput['role'])}
                  options={ADMIN_ROLE_OPTIONS}
                />
              ) : null}
              <TextFields
                fields={PASSWORD_FIELDS}
                values={values}
                errors={fieldErrors}
                onValueChange={setValue}
              />
              <SubmitButton isPending={register.isPending} pendingLabel="Creating Account...">
                Create Account
              </SubmitButton>
            </form>
            <p className="mt-4 text-center text-sm">
              <Link className="text-primary underline-offset-4 hover:underline" to="/login">
                Already have an account? Sign in
              </Link>
            </p>
          </>
        )}
      </CardContent>
    </Card>
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
