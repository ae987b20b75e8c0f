import { sql } from 'drizzle-orm';
import type { Database } from './client';
import { adminUsers, clients, companySettings, employees, users } from './schema';

export interface SeedDemoOptions {
  hashPassword(password: string): Promise<string>;
}

export const DEMO_LOGINS = {
  admin: { username: 'admin', password: 'admin123' },
  client: { username: 'client', password: 'client123' },
} as const;

/**
 * Seeds the demo company on an empty database: company settings, three sample employees, the
 * demo super admin and an approved demo client. A database holding any user or company settings
 * is left untouched, so seeding never runs twice. Returns whether it seeded.
 */
export async function seedDemoData(
  db: Database,
  { hashPassword }: SeedDemoOptions,
): Promise<boolean> {
  const [adminHash, clientHash] = await Promise.all([
    hashPassword(DEMO_LOGINS.admin.password),
    hashPassword(DEMO_LOGINS.client.password),
  ]);
  return db.transaction(async (tx) => {
    // Two servers starting on one empty database must not both seed.
    await tx.execute(sql`select pg_advisory_xact_lock(727274)`);
    const [{ count }] = (
      await tx.execute(
        sql`select (select count(*) from users) + (select count(*) from company_settings) as count`,
      )
    ).rows as [{ count: string | number }];
    if (Number(count) > 0) return false;

    await tx.insert(companySettings).values({
      id: 1,
      companyName: 'Acme Learning Co.',
      companyAddress: '100 Market Street, Suite 300, San Francisco, CA 94105',
      ein: '12-3456789',
      // The demo practises in the year PayLab models (issue 27, item 3).
      payrollCalendar: 'practice-2025',
    });
    await tx.insert(employees).values([
      {
        employeeId: 'EMP-001',
        firstName: 'Maria',
        lastName: 'Garcia',
        email: 'maria.garcia@example.com',
        department: 'Engineering',
        position: 'Software Engineer',
        annualSalary: '95000.00',
        payFrequency: 'bi-weekly',
        filingStatus: 'single',
        allowances: 1,
        state: 'CA',
        stateAllowances: 1,
        hireDate: '2023-03-15',
      },
      {
        employeeId: 'EMP-002',
        firstName: 'James',
        lastName: 'Chen',
        email: 'james.chen@example.com',
        department: 'Sales',
        position: 'Account Executive',
        annualSalary: '72000.00',
        payFrequency: 'semi-monthly',
        filingStatus: 'married-joint',
        allowances: 2,
        state: 'NY',
        stateAllowances: 2,
        hireDate: '2022-08-01',
      },
      {
        employeeId: 'EMP-003',
        firstName: 'Aisha',
        lastName: 'Johnson',
        email: 'aisha.johnson@example.com',
        department: 'Operations',
        position: 'Operations Manager',
        annualSalary: '64000.00',
        payFrequency: 'weekly',
        filingStatus: 'head-of-household',
        allowances: 0,
        state: 'TX',
        stateAllowances: 0,
        hireDate: '2024-01-08',
      },
    ]);
    const [client] = await tx
      .insert(clients)
      .values({
        clientId: 'CL-0001',
        companyName: 'Brightside Bakery LLC',
        contactFirstName: 'Dana',
        contactLastName: 'Whitfield',
        email: 'client@example.com',
        phone: '(555) 010-2000',
        address: '42 Baker Lane',
        city: 'Austin',
        state: 'TX',
        zipCode: '78701',
        billingRate: '125.00',
        paymentTerms: 30,
        status: 'approved',
        uiAccess: true,
        approvedBy: 'admin',
        approvedAt: sql`now()`,
        notes: 'Demo client',
      })
      .returning({ id: clients.id });
    const [admin] = await tx
      .insert(users)
      .values({
        username: DEMO_LOGINS.admin.username,
        email: 'admin@example.com',
        passwordHash: adminHash,
        role: 'super_admin',
        userType: 'backend',
        emailVerified: true,
      })
      .returning({ id: users.id });
    await tx.insert(adminUsers).values({
      userId: admin!.id,
      username: DEMO_LOGINS.admin.username,
      email: 'admin@example.com',
      role: 'super_admin',
    });
    await tx.insert(users).values({
      username: DEMO_LOGINS.client.username,
      email: 'client@example.com',
      passwordHash: clientHash,
      role: 'client',
      userType: 'frontend',
      clientId: client!.id,
      emailVerified: true,
    });
    return true;
  });
}

/** Company settings for a real installation that starts without demo data. */
export async function ensureCompanySettings(db: Database): Promise<void> {
  await db
    .insert(companySettings)
    .values({ id: 1, companyName: 'My Company' })
    .onConflictDoNothing({ target: companySettings.id });
}
