import { lazy, Suspense, type ComponentType, type LazyExoticComponent } from 'react';
import { createBrowserRouter } from 'react-router';
import type { Permission } from '@paylab/shared';
import { FullPageMessage, RequirePermission, SignedInLayout } from './route-guards';
import { NotFoundRoute } from './routes/not-found';

function page(Component: LazyExoticComponent<ComponentType>) {
  return (
    <Suspense
      fallback={
        <p className="text-muted-foreground" role="status">
          Loading...
        </p>
      }
    >
      <Component />
    </Suspense>
  );
}

function guarded(permission: Permission, Component: LazyExoticComponent<ComponentType>) {
  return <RequirePermission permission={permission}>{() => page(Component)}</RequirePermission>;
}

// Every screen is its own chunk (issue 7: routes are code-split).
const LoginRoute = lazy(() => import('./routes/login'));
const RegisterRoute = lazy(() => import('./routes/register'));
const SetPasswordRoute = lazy(() => import('./routes/set-password'));
const VerifyEmailRoute = lazy(() => import('./routes/verify-email'));
const HomeRoute = lazy(() => import('./routes/home'));
const EmployeesRoute = lazy(() => import('./routes/employees'));
const PayrollRoute = lazy(() => import('./routes/payroll'));
const PayStubsRoute = lazy(() => import('./routes/pay-stubs'));
const ReportsRoute = lazy(() => import('./routes/reports'));
const ComplianceRoute = lazy(() => import('./routes/compliance'));
const ComplianceStateRoute = lazy(() => import('./routes/compliance-state'));
const CalculatorRoute = lazy(() => import('./routes/calculator'));
const TaxFormsRoute = lazy(() => import('./routes/tax-forms'));
const ClientsRoute = lazy(() => import('./routes/clients'));
const InvoicesRoute = lazy(() => import('./routes/invoices'));
const AdminRoute = lazy(() => import('./routes/admin'));
const SettingsRoute = lazy(() => import('./routes/settings'));
const ChangePasswordRoute = lazy(() => import('./routes/change-password'));

function publicPage(Component: LazyExoticComponent<ComponentType>) {
  return (
    <Suspense fallback={<FullPageMessage>Loading...</FullPageMessage>}>
      <Component />
    </Suspense>
  );
}

export const router = createBrowserRouter([
  { path: '/login', element: publicPage(LoginRoute) },
  { path: '/register', element: publicPage(RegisterRoute) },
  { path: '/set-password/:token', element: publicPage(SetPasswordRoute) },
  { path: '/verify-email/:token', element: publicPage(VerifyEmailRoute) },
  {
    element: <SignedInLayout />,
    children: [
      { path: '/', element: page(HomeRoute) },
      { path: '/employees', element: guarded('read:employee', EmployeesRoute) },
      { path: '/payroll', element: guarded('read:payroll', PayrollRoute) },
      { path: '/pay-stubs', element: guarded('read:payroll', PayStubsRoute) },
      { path: '/reports', element: guarded('read:report', ReportsRoute) },
      { path: '/compliance', element: guarded('read:tax-form', ComplianceRoute) },
      {
        path: '/compliance/states/:code',
        element: guarded('read:tax-form', ComplianceStateRoute),
      },
      { path: '/calculator', element: guarded('calculate:tax', CalculatorRoute) },
      { path: '/tax-forms', element: guarded('read:tax-form', TaxFormsRoute) },
      { path: '/clients', element: guarded('read:client', ClientsRoute) },
      { path: '/invoices', element: page(InvoicesRoute) },
      { path: '/admin', element: guarded('read:admin', AdminRoute) },
      { path: '/settings', element: guarded('read:company-settings', SettingsRoute) },
      { path: '/account/password', element: page(ChangePasswordRoute) },
      { path: '*', element: <NotFoundRoute /> },
    ],
  },
]);
