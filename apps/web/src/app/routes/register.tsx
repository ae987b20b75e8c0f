import { RegisterForm } from '../../features/auth/components/register-form';

export default function RegisterRoute() {
  return (
    <main className="flex min-h-screen flex-col items-center justify-center gap-6 p-4">
      <h1 className="text-3xl font-bold text-primary">PayLab</h1>
      <RegisterForm />
    </main>
  );
}
