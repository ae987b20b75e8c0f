import { sql } from 'drizzle-orm';
import type { DatabaseHandle } from '@paylab/db';
import type { SessionUser } from '@paylab/shared';

/**
 * The company settings and the super admin every bench database starts with; answers that admin
 * as the session user the services under test act for (pay runs and W-2s record who made them).
 */
export async function insertBenchCompany(
  { db }: DatabaseHandle,
  companyAddress: string,
): Promise<SessionUser> {
  await db.execute(
    sql`insert into company_settings (id, company_name, company_address, ein) values (1, 'Bench Co', ${companyAddress}, '12-3456789')`,
  );
  const [user] = (
    await db.execute(
      sql`insert into users (username, email, role, user_type) values ('bench', 'bench@example.com', 'super_admin', 'backend') returning id`,
    )
  ).rows as [{ id: string }];
  return {
    id: user.id,
    username: 'bench',
    email: 'bench@example.com',
    role: 'super_admin',
    userType: 'backend',
    clientId: null,
  };
}
