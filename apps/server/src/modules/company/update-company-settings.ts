import { companySettings, type Database } from '@paylab/db';
import type { CompanySettings, SessionUser, UpdateCompanySettingsInput } from '@paylab/shared';
import { writeAuditLog } from '../../lib/audit-log';
import { getCompanySettings } from './get-company-settings';

export interface UpdateCompanySettingsOptions {
  actor: SessionUser;
  input: UpdateCompanySettingsInput;
}

export async function updateCompanySettings(db: Database, { actor, input }: UpdateCompanySettingsOptions): Promise<CompanySettings> {
  return db.transaction(async (tx) => {
    const before = await getCompanySettings(tx);
    const values = { ...input, updatedAt: new Date().toISOString() };
    await tx
      .insert(companySettings)
      .values({ id: 1, ...values })
      .onConflictDoUpdate({ target: companySettings.id, set: values });
    const after = await getCompanySettings(tx);
    await writeAuditLog(tx, { actor, action: 'update', entity: 'company_settings', entityId: '1', before, after });
    return after;
  });
}
