import { count, desc, eq, sql } from 'drizzle-orm';
import { adminUsers, users, type Database } from '@paylab/db';
import type { AdminUser, AdminUserList, ListQuery } from '@paylab/shared';
import { readPage } from '../../lib/read-page';
import { toIsoTimestamp } from '../../lib/timestamps';

export const adminUserColumns = {
  id: adminUsers.id,
  userId: adminUsers.userId,
  username: adminUsers.username,
  email: adminUsers.email,
  role: adminUsers.role,
  isActive: sql<boolean>`(${adminUsers.isActive} and ${users.isActive})`.mapWith(Boolean),
  hasPassword: sql<boolean>`(${users.passwordHash} is not null)`.mapWith(Boolean),
  isDeactivated: sql<boolean>`(not ${adminUsers.isActive})`.mapWith(Boolean),
  createdAt: adminUsers.createdAt,
};

function selectAdminUsers(db: Database) {
  return db
    .select(adminUserColumns)
    .from(adminUsers)
    .innerJoin(users, eq(users.id, adminUsers.userId));
}

export function toAdminUser(row: Awaited<ReturnType<typeof selectAdminUsers>>[number]): AdminUser {
  return { ...row, role: row.role as AdminUser['role'], createdAt: toIsoTimestamp(row.createdAt) };
}

/** Current Admin Users, newest first: Active only once the user and its admin profile both are. */
export async function listAdminUsers(db: Database, query: ListQuery): Promise<AdminUserList> {
  return readPage(query, {
    rows: selectAdminUsers(db).orderBy(desc(adminUsers.createdAt), desc(adminUsers.id)).$dynamic(),
    total: db.select({ value: count() }).from(adminUsers),
    toItems: (rows) => rows.map(toAdminUser),
  });
}
