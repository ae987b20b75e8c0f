import {
  BarChart3,
  Building2,
  Calculator,
  FileText,
  LayoutDashboard,
  Receipt,
  Settings,
  ShieldCheck,
  ShieldUser,
  Users,
  Wallet,
  ScrollText,
  type LucideIcon,
} from 'lucide-react';
import { can, type Permission, type Role } from '@paylab/shared/permissions';

export interface NavigationItem {
  label: string;
  to: string;
  icon: LucideIcon;
  permission: Permission;
}

/** The spec's order (section 2, App shell); each link shows only to roles that may use it. */
export const STAFF_NAVIGATION: readonly NavigationItem[] = [
  { label: 'Dashboard', to: '/', icon: LayoutDashboard, permission: 'read:dashboard' },
  { label: 'Employees', to: '/employees', icon: Users, permission: 'read:employee' },
  { label: 'Payroll', to: '/payroll', icon: Wallet, permission: 'read:payroll' },
  { label: 'Calculator', to: '/calculator', icon: Calculator, permission: 'calculate:tax' },
  { label: 'Pay Stubs', to: '/pay-stubs', icon: Receipt, permission: 'read:payroll' },
  { label: 'Tax Forms', to: '/tax-forms', icon: FileText, permission: 'read:tax-form' },
  { label: 'Clients', to: '/clients', icon: Building2, permission: 'read:client' },
  { label: 'Invoices', to: '/invoices', icon: ScrollText, permission: 'read:invoice:any' },
  { label: 'Admin', to: '/admin', icon: ShieldUser, permission: 'read:admin' },
  { label: 'Reports', to: '/reports', icon: BarChart3, permission: 'read:report' },
  { label: 'Compliance', to: '/compliance', icon: ShieldCheck, permission: 'read:tax-form' },
  { label: 'Settings', to: '/settings', icon: Settings, permission: 'read:company-settings' },
];

/** A client's portal: its home and its own invoices (api-conventions: Identity). */
export const CLIENT_NAVIGATION: readonly NavigationItem[] = [
  { label: 'Home', to: '/', icon: LayoutDashboard, permission: 'read:client:own' },
  { label: 'Invoices', to: '/invoices', icon: ScrollText, permission: 'read:invoice:own' },
];

export function getNavigation(role: Role): NavigationItem[] {
  const items = role === 'client' ? CLIENT_NAVIGATION : STAFF_NAVIGATION;
  return items.filter((item) => can(role, item.permission));
}
