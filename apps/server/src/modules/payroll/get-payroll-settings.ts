import type { DatabaseOrTransaction } from '@paylab/db';
import { parseRate, type RULE_SET_IDS } from '@paylab/shared';
import { getCompanySettings } from '../company/get-company-settings';

export interface PayrollSettings {
  ruleSet: (typeof RULE_SET_IDS)[number];
  /** Parts per million. */
  sutaRate: number;
  anchorDate: string;
}

/** The company settings payroll runs on: its rule set, its SUTA rate and its pay-schedule anchor. */
export async function getPayrollSettings(db: DatabaseOrTransaction): Promise<PayrollSettings> {
  const settings = await getCompanySettings(db);
  return {
    ruleSet: settings.taxRuleSet,
    sutaRate: parseRate(settings.stateUnemploymentRate),
    anchorDate: settings.payScheduleAnchorDate,
  };
}
