import { sql } from 'drizzle-orm';
import type { Transaction, w2Forms } from '@paylab/db';

type W2Values = typeof w2Forms.$inferInsert;

/** Rows per INSERT; each statement carries 20 parameters whatever its size. */
const CHUNK_SIZE = 5_000;

/** An array literal of values that need no quoting (uuids, decimal text, booleans). */
function toArrayLiteral(values: readonly (string | boolean)[]): string {
  return `{${values.join(',')}}`;
}

/**
 * Inserts W-2 rows set-based: numbers, ids and flags travel as one array parameter per column, the
 * free text (control number, box 12, box 14, state lines) as one JSON document, joined by position.
 * 10,000 rows are two statements instead of 260,000 bind parameters.
 */
export async function insertW2Rows(tx: Transaction, rows: readonly W2Values[]): Promise<void> {
  for (let offset = 0; offset < rows.length; offset += CHUNK_SIZE) {
    const chunk = rows.slice(offset, offset + CHUNK_SIZE);
    const money = (pick: (row: W2Values) => string | undefined) =>
      toArrayLiteral(chunk.map((row) => pick(row) ?? '0'));
    const flags = (pick: (row: W2Values) => boolean | undefined) =>
      toArrayLiteral(chunk.map((row) => pick(row) ?? false));
    const texts = JSON.stringify(
      chunk.map((row) => ({
        controlNumber: row.controlNumber,
        box12: row.box12Codes ?? [],
        otherInfo: row.otherInfo ?? null,
        state: row.state ?? null,
        localityName: row.localityName ?? null,
        details: row.details ?? null,
      })),
    );
    await tx.execute(sql`
      insert into w2_forms (
        employee_id, tax_year, control_number, wages_tips_compensation, federal_income_tax_withheld, social_security_wages,
        social_security_tax_withheld, medicare_wages_and_tips, medicare_tax_withheld, social_security_tips, allocated_tips,
        dependent_care_benefits, nonqualified_plans, box12_codes, other_info, state, state_wages, state_income_tax, local_wages,
        local_income_tax, locality_name, statutory_employee, retirement_plan, third_party_sick_pay, details)
      select t.employee_id, t.tax_year, x.value->>'controlNumber', t.box1, t.box2, t.box3, t.box4, t.box5, t.box6, t.box7, t.box8,
        t.box10, t.box11, coalesce(array(select jsonb_array_elements_text(x.value->'box12')), '{}'::text[]), x.value->>'otherInfo',
        x.value->>'state', t.state_wages, t.state_income_tax, t.local_wages, t.local_income_tax, x.value->>'localityName',
        t.statutory_employee, t.retirement_plan, t.third_party_sick_pay, x.value->'details'
      from unnest(
        ${toArrayLiteral(chunk.map((row) => row.employeeId))}::uuid[],
        ${toArrayLiteral(chunk.map((row) => String(row.taxYear)))}::int[],
        ${money((row) => row.wagesTipsCompensation)}::numeric[],
        ${money((row) => row.federalIncomeTaxWithheld)}::numeric[],
        ${money((row) => row.socialSecurityWages)}::numeric[],
        ${money((row) => row.socialSecurityTaxWithheld)}::numeric[],
        ${money((row) => row.medicareWagesAndTips)}::numeric[],
        ${money((row) => row.medicareTaxWithheld)}::numeric[],
        ${money((row) => row.socialSecurityTips)}::numeric[],
        ${money((row) => row.allocatedTips)}::numeric[],
        ${money((row) => row.dependentCareBenefits)}::numeric[],
        ${money((row) => row.nonqualifiedPlans)}::numeric[],
        ${money((row) => row.stateWages)}::numeric[],
        ${money((row) => row.stateIncomeTax)}::numeric[],
        ${money((row) => row.localWages)}::numeric[],
        ${money((row) => row.localIncomeTax)}::numeric[],
        ${flags((row) => row.statutoryEmployee)}::boolean[],
        ${flags((row) => row.retirementPlan)}::boolean[],
        ${flags((row) => row.thirdPartySickPay)}::boolean[]
      ) with ordinality as t(employee_id, tax_year, box1, box2, box3, box4, box5, box6, box7, box8, box10, box11, state_wages,
        state_income_tax, local_wages, local_income_tax, statutory_employee, retirement_plan, third_party_sick_pay, ordinal)
      join jsonb_array_elements(${texts}::jsonb) with ordinality as x(value, ordinal) on x.ordinal = t.ordinal`);
  }
}
