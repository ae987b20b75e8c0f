import { useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import type { LoginInput } from '@paylab/shared';
import { isStaffRole } from '@paylab/shared/permissions';
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
import { useLogin } from '../api/login';
import { showErrorToast } from '../../../lib/show-error-toast';

type LoginTab = 'client' | 'admin';

export interface LoginFormProps {
  /** Where the user was when sent to sign in; without it, the role's home (spec section 4). */
  returnTo?: string;
}

export function LoginForm({ returnTo }: LoginFormProps) {
  const navigate = useNavigate();
  const login = useLogin();
  const [tab, setTab] = useState<LoginTab>('client');
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (!username.trim() || !password) {
      toast({
        title: 'Missing Information',
        description: 'Please enter both username and password.',
        variant: 'destructive',
      });
      return;
    }
    const input: LoginInput = {
      username: username.trim(),
      password,
      userType: tab === 'admin' ? 'backend' : 'frontend',
    };
    login.mutate(input, {
      onSuccess: (response) => {
        toast({
          title: 'Login Successful',
          description: `Welcome back! Logged in as ${response.role} user.`,
          variant: 'success',
        });
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
    <Card className="w-full max-w-md">
      <CardHeader>
        <CardTitle className="text-2xl">Login</CardTitle>
        <CardDescription>Sign in to PayLab</CardDescription>
      </CardHeader>
      <CardContent>
        <Tabs value={tab} onValueChange={(value) => setTab(value as LoginTab)}>
          <TabsList className="w-full">
            <TabsTrigger value="client">Client Portal</TabsTrigger>
            <TabsTrigger value="admin">Admin Panel</TabsTrigger>
          </TabsList>
          {/* Mounted while hidden so that each tab's aria-controls names an element that exists. */}
          <TabsContent
            value="client"
            forceMount
            className="mt-3 text-sm text-muted-foreground data-[state=inactive]:hidden"
          >
            Client access requires admin approval.
          </TabsContent>
          <TabsContent
            value="admin"
            forceMount
            className="mt-3 text-sm text-muted-foreground data-[state=inactive]:hidden"
          >
            Admin access only.
          </TabsContent>
        </Tabs>
        <form className="mt-4 grid gap-4" onSubmit={onSubmit} noValidate>
          <TextField
            label="Username"
            name="username"
            autoComplete="username"
            value={username}
            onValueChange={setUsername}
          />
          <TextField
            label="Password"
            name="password"
            type="password"
            autoComplete="current-password"
            value={password}
            onValueChange={setPassword}
          />
          <SubmitButton isPending={login.isPending} pendingLabel="Signing In...">
            Sign In
          </SubmitButton>
        </form>
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
      </CardContent>
    </Card>
  );
}
