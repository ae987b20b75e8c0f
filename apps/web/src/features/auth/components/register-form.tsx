import { useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import type { RegisterInput } from '@paylab/shared';
import { MIN_PASSWORD_LENGTH } from '@paylab/shared/constants';
import { SubmitButton } from '../../../components/submit-button';
import { TextField } from '../../../components/text-field';
import {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
} from '../../../components/ui/card';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../../components/ui/tabs';
import { toast } from '../../../components/ui/toast';
import { ApiError } from '../../../lib/api-client';
import { useRegister } from '../api/register';
import { SelectField } from '../../../components/select-field';
import { showErrorToast } from '../../../lib/show-error-toast';

const ADMIN_ROLE_OPTIONS = [
  { value: 'admin', label: 'Admin' },
  { value: 'super_admin', label: 'Super Admin' },
];

type AccountTab = 'client' | 'admin';

export function RegisterForm() {
  const navigate = useNavigate();
  const register = useRegister();
  const [tab, setTab] = useState<AccountTab>('client');
  const [role, setRole] = useState<RegisterInput['role']>('client');
  const [username, setUsername] = useState('');
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [confirmPassword, setConfirmPassword] = useState('');
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});

  function onTabChange(value: string) {
    const next = value as AccountTab;
    setTab(next);
    // Spec section 4: the client tab sets role client; the admin tab sets role admin.
    setRole(next === 'admin' ? 'admin' : 'client');
  }

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    setFieldErrors({});
    if (!username.trim() || !email.trim() || !password) {
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
        description: 'Password must be at least 6 characters long.',
        variant: 'destructive',
      });
      return;
    }
    const input: RegisterInput = {
      username: username.trim(),
      email: email.trim(),
      password,
      userType: tab === 'admin' ? 'backend' : 'frontend',
      role,
    };
    register.mutate(input, {
      onSuccess: (response) => {
        if (response.role === 'client') {
          toast({
            title: 'Registration Successful',
            description: 'Account created! Please wait for admin approval to access the system.',
            variant: 'success',
          });
          void navigate('/login');
          return;
        }
        toast({
          title: 'Registration Successful',
          description: 'Admin account created successfully.',
          variant: 'success',
        });
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
        <Tabs value={tab} onValueChange={onTabChange}>
          <TabsList className="w-full">
            <TabsTrigger value="client">Client Account</TabsTrigger>
            <TabsTrigger value="admin">Admin Account</TabsTrigger>
          </TabsList>
          {/* Mounted while hidden so that each tab's aria-controls names an element that exists. */}
          <TabsContent
            value="client"
            forceMount
            className="mt-3 text-sm text-muted-foreground data-[state=inactive]:hidden"
          >
            Client accounts require admin approval.
          </TabsContent>
          <TabsContent
            value="admin"
            forceMount
            className="mt-3 rounded-md border border-warning bg-warning-soft p-2 text-sm text-warning data-[state=inactive]:hidden"
          >
            Warning: admin accounts have full access to payroll, clients and settings. Only a
            signed-in super admin can create them.
          </TabsContent>
        </Tabs>
        <form className="mt-4 grid gap-4" onSubmit={onSubmit} noValidate>
          <TextField
            label="Username"
            error={fieldErrors.username}
            name="username"
            autoComplete="username"
            value={username}
            onValueChange={setUsername}
          />
          <TextField
            label="Email"
            error={fieldErrors.email}
            name="email"
            type="text"
            inputMode="email"
            autoComplete="email"
            value={email}
            onValueChange={setEmail}
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
          <TextField
            label="Password"
            error={fieldErrors.password}
            name="password"
            type="password"
            autoComplete="new-password"
            value={password}
            onValueChange={setPassword}
          />
          <TextField
            label="Confirm Password"
            name="confirmPassword"
            type="password"
            autoComplete="new-password"
            value={confirmPassword}
            onValueChange={setConfirmPassword}
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
      </CardContent>
    </Card>
  );
}
