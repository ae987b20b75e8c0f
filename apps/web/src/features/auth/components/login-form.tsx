import { useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import type { LoginInput } from '@paylab/shared';
import { isStaffRole } from '@paylab/shared/permissions';
import { SubmitButton } from '../../../components/submit-button';
import { TextFieldsForm, type TextFieldSpec } from '../../../components/text-fields';
import { PublicCard } from '../../../components/public-page';
import { toast } from '../../../components/ui/toast';
import { useFieldValues } from '../../../hooks/use-field-values';
import { showErrorToast } from '../../../lib/show-error-toast';
import { useLogin } from '../api/login';
import { AccountTypeTabs, type AccountType, type AccountTypeTab } from './account-type-tabs';
import { ROLE_LABELS, toLabel } from '@paylab/shared/labels';
import { showSuccessToast } from '../../../lib/show-success-toast';

const LOGIN_TABS: AccountTypeTab[] = [
  { value: 'client', label: 'Client Portal', note: 'Client access requires admin approval.' },
  { value: 'admin', label: 'Admin Panel', note: 'Admin access only.' },
];

type LoginField = 'username' | 'password';

const LOGIN_FIELDS: TextFieldSpec<LoginField>[] = [
  { field: 'username', label: 'Username', name: 'username', autoComplete: 'username' },
  {
    field: 'password',
    label: 'Password',
    name: 'password',
    type: 'password',
    autoComplete: 'current-password',
  },
];

export interface LoginFormProps {
  /** Where the user was when sent to sign in; without it, the role's home (spec section 4). */
  returnTo?: string;
}

export function LoginForm({ returnTo }: LoginFormProps) {
  const navigate = useNavigate();
  const login = useLogin();
  const [tab, setTab] = useState<AccountType>('client');
  const { values, fieldProps } = useFieldValues<LoginField>({ username: '', password: '' });

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    const username = values.username.trim();
    if (!username || !values.password) {
      toast({
        title: 'Missing Information',
        description: 'Please enter both username and password.',
        variant: 'destructive',
      });
      return;
    }
    const input: LoginInput = {
      username,
      password: values.password,
      userType: tab === 'admin' ? 'backend' : 'frontend',
    };
    login.mutate(input, {
      onSuccess: (response) => {
        showSuccessToast(
          'Login Successful',
          `Welcome back! Logged in as ${toLabel(ROLE_LABELS, response.role)} user.`,
        );
        void navigate(
          returnTo ??
            (response.userType === 'backend' || isStaffRole(response.role) ? '/admin' : '/'),
          { replace: true },
        );
      },
      onError: (error) => {
        showErrorToast('Login Failed', error, 'Invalid credentials. Please try again.');
      },
    });
  }

  return (
    <PublicCard title="Login" description="Sign in to PayLab">
      <AccountTypeTabs tabs={LOGIN_TABS} value={tab} onValueChange={setTab} />
      <TextFieldsForm className="mt-4" fields={LOGIN_FIELDS} {...fieldProps} onSubmit={onSubmit}>
        <SubmitButton isPending={login.isPending} pendingLabel="Signing In...">
          Sign In
        </SubmitButton>
      </TextFieldsForm>
      <p className="mt-4 text-center text-sm text-muted-foreground">
        Need access? Contact your system administrator
      </p>
      <p className="mt-1 text-center text-sm">
        <Link className="text-primary underline-offset-4 hover:underline" to="/register">
          Create an account
        </Link>
      </p>
      <div
        className="mt-4 rounded-md border border-border bg-muted p-3 text-sm"
        aria-label="Demo credentials"
      >
        <p className="font-medium">Demo credentials</p>
        <p>
          Admin: <code>admin</code> / <code>admin123</code>
        </p>
        <p>
          Client: <code>client</code> / <code>client123</code>
        </p>
      </div>
    </PublicCard>
  );
}
