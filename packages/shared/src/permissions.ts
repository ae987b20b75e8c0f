/**
 * Permissions are data: the server's guard and the web client's navigation read this one map
 * (docs/decisions/0005-sessions-and-permissions.md). Strings are `action:entity[:scope]`.
 */
export const ROLES = ['client', 'admin', 'super_admin'] as const;
export type Role = (typeof ROLES)[number];

export const PERMISSIONS = [
  'read:dashboard',
  'read:employee',
  'write:employee',
  'read:payroll',
  'write:payroll',
  'calculate:tax',
  'read:tax-years',
  'read:tax-form',
  'write:tax-form',
  'read:report',
  'read:company-settings',
  'write:company-settings',
  'read:client',
  'write:client',
  'read:invoice:any',
  'write:invoice',
  'read:invoice:own',
  'read:client:own',
  'read:admin',
  'approve:client',
  'read:admin-user',
  'write:admin-user',
  'read:mail-outbox',
  'read:audit-log',
  'change:own-password',
  'read:api-docs',
] as const;
export type Permission = (typeof PERMISSIONS)[number];

const STAFF_PERMISSIONS = PERMISSIONS.filter(
  (permission) =>
    !['read:invoice:own', 'read:client:own', 'write:admin-user', 'read:mail-outbox'].includes(
      permission,
    ),
);

export const ROLE_PERMISSIONS = {
  client: ['read:invoice:own', 'read:client:own', 'change:own-password', 'read:tax-years'],
  admin: STAFF_PERMISSIONS,
  // The outbox holds one-time links that confirm other people's email addresses.
  super_admin: [...STAFF_PERMISSIONS, 'write:admin-user', 'read:mail-outbox'],
} satisfies Record<Role, readonly Permission[]>;

export function can(role: Role | null | undefined, permission: Permission): boolean {
  if (!role) return false;
  return (ROLE_PERMISSIONS[role] as readonly Permission[]).includes(permission);
}

export function isStaffRole(role: Role | null | undefined): boolean {
  return role === 'admin' || role === 'super_admin';
}
