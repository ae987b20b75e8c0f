import type { FastifyInstance } from 'fastify';
import { adminRoutes } from './admin/admin.routes';
import { authRoutes } from './auth/auth.routes';
import { benefitsRoutes } from './benefits/benefits.routes';
import { clientsRoutes } from './clients/clients.routes';
import { companyRoutes } from './company/company.routes';
import { dashboardRoutes } from './dashboard/dashboard.routes';
import { employeesRoutes } from './employees/employees.routes';
import { healthRoutes } from './health/health.routes';
import { invoicesRoutes } from './invoices/invoices.routes';
import { payStubsRoutes } from './pay-stubs/pay-stubs.routes';
import { payrollRoutes } from './payroll/payroll.routes';
import { portalRoutes } from './portal/portal.routes';
import { reportsRoutes } from './reports/reports.routes';
import { stateCertificatesRoutes } from './state-certificates/state-certificates.routes';
import { taxRoutes } from './tax/tax.routes';
import { taxFormsRoutes } from './tax-forms/tax-forms.routes';
import { w4Routes } from './w4/w4.routes';

/** Every module's routes; each module owns its /api paths. */
export async function registerModules(app: FastifyInstance): Promise<void> {
  await app.register(healthRoutes);
  await app.register(authRoutes);
  await app.register(companyRoutes);
  await app.register(portalRoutes);
  await app.register(dashboardRoutes);
  await app.register(employeesRoutes);
  await app.register(w4Routes);
  await app.register(stateCertificatesRoutes);
  await app.register(benefitsRoutes);
  await app.register(payrollRoutes);
  await app.register(payStubsRoutes);
  await app.register(taxRoutes);
  await app.register(reportsRoutes);
  await app.register(taxFormsRoutes);
  await app.register(clientsRoutes);
  await app.register(invoicesRoutes);
  await app.register(adminRoutes);
}
