import { companySettings, type Database } from '@paylab/db';
import {
  AppError,
  parseRate,
  type CompanySettings,
  type SessionUser,
  type UpdateCompanySettingsInput,
} from '@paylab/shared';
import { writeAuditLog } from '../../lib/audit-log';
import { FEDERAL_UNEMPLOYMENT_RATE } from './federal-unemployment-rate';
import { getCompanySettings } from './get-company-settings';

export interface UpdateCompanySettingsOptions {
  actor: SessionUser;
  input: UpdateCompanySettingsInput;
}

export async function updateCompanySettings(
  db: Database,
  { actor, input }: UpdateCompanySettingsOptions,
): Promise<CompanySettings> {
  const { federalUnemploymentRate, ...editable } = input;
  // A settings answer sent back whole carries the legal rate and passes; saving any other rate would
  // be accepted and then ignored by every calculation, so it is refused instead.
  if (
    federalUnemploymentRate !== undefined &&
    parseRate(federalUnemploymentRate) !== parseRate(FEDERAL_UNEMPLOYMENT_RATE)
  ) {
    throw AppError.field(
      'federalUnemploymentRate',
      `The federal unemployment rate is set by law at ${FEDERAL_UNEMPLOYMENT_RATE} (6.0% less the 5.4% state credit) and cannot be changed`,
    );
  }
  return db.transaction(async (tx) => {
    const before = await getCompanySettings(tx);
    const values = {
      ...editable,
      federalUnemploymentRate: FEDERAL_UNEMPLOYMENT_RATE,
      updatedAt: new Date().toISOString(),
    };
    await tx
      .insert(companySettings)
      .values({ id: 1, ...values })
      .onConflictDoUpdate({ target: companySettings.id, set: values });
    const after = await getCompanySettings(tx);
    await writeAuditLog(tx, {
      actor,
      action: 'update',
      entity: 'company_settings',
      entityId: '1',
      before,
      after,
    });
    return after;
  });
}
