import { eq } from 'drizzle-orm';
import { benefitElections, type DatabaseOrTransaction } from '@paylab/db';
import type { BenefitElectionList } from '@paylab/shared';
import { requireEmployeeExists } from '../w4/require-employee-exists';
import { readBenefitElections } from './to-benefit-election';

/** Every election of the employee, ended and future ones included, newest effective date first. */
export async function listBenefitElections(
  db: DatabaseOrTransaction,
  employeeId: string,
): Promise<BenefitElectionList> {
  await requireEmployeeExists(db, employeeId);
  return { items: await readBenefitElections(db, eq(benefitElections.employeeId, employeeId)) };
}
