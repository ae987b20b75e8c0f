import { eq } from 'drizzle-orm';
import { companySettings, type DatabaseOrTransaction } from '@paylab/db';
import type { CompanySettings } from '@paylab/shared';
import { FEDERAL_UNEMPLOYMENT_RATE } from './federal-unemployment-rate';

const FALLBACK_SETTINGS: CompanySettings = {
  companyName: '',
  companyAddress: '',
  ein: '',
  stateUnemploymentRate: '0.0340',
  federalUnemploymentRate: FEDERAL_UNEMPLOYMENT_RATE,
  payScheduleAnchorDate: '2025-01-06',
  taxRuleSet: 'official-2025',
  payrollCalendar: 'today',
};

export async function getCompanySettings(db: DatabaseOrTransaction): Promise<CompanySettings> {
  const [row] = await db.select().from(companySettings).where(eq(companySettings.id, 1));
  if (!row) return FALLBACK_SETTINGS;
  return {
    companyName: row.companyName,
    companyAddress: row.companyAddress,
    ein: row.ein,
    stateUnemploymentRate: row.stateUnemploymentRate,
    federalUnemploymentRate: FEDERAL_UNEMPLOYMENT_RATE,
    payScheduleAnchorDate: row.payScheduleAnchorDate,
    taxRuleSet: row.taxRuleSet as CompanySettings['taxRuleSet'],
    payrollCalendar: row.payrollCalendar as CompanySettings['payrollCalendar'],
  };
}
