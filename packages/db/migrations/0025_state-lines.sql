CREATE TABLE "payroll_record_state_lines" (
	"payroll_record_id" uuid NOT NULL,
	"program_id" text NOT NULL,
	"kind" text NOT NULL,
	"amount" numeric(14, 2) NOT NULL,
	CONSTRAINT "payroll_record_state_lines_payroll_record_id_program_id_pk" PRIMARY KEY("payroll_record_id","program_id"),
	CONSTRAINT "payroll_record_state_lines_kind_check" CHECK (kind in ('income-tax', 'local-income-tax', 'disability', 'family-leave', 'unemployment', 'long-term-care', 'transit'))
);
--> statement-breakpoint
ALTER TABLE "employees" ADD COLUMN "state_certificate" jsonb;--> statement-breakpoint
ALTER TABLE "payroll_record_state_lines" ADD CONSTRAINT "payroll_record_state_lines_payroll_record_id_payroll_records_id_fk" FOREIGN KEY ("payroll_record_id") REFERENCES "public"."payroll_records"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- Paychecks processed before state lines get the lines their stored sums stand for: only California and New York had state programs then (their ids as in packages/tax-engine/src/states/ca and ny), so year-to-date caps, pay stubs and W-2 box 14 read old and new paychecks alike.
INSERT INTO "payroll_record_state_lines" ("payroll_record_id", "program_id", "kind", "amount")
SELECT r."id", l."program_id", l."kind", l."amount"
FROM "payroll_records" r
CROSS JOIN LATERAL (VALUES
  ('ca-income-tax', 'income-tax', r."state_income_tax"),
  ('ca-sdi', 'disability', r."state_disability_tax")
) AS l("program_id", "kind", "amount")
WHERE r."state" = 'CA';--> statement-breakpoint
INSERT INTO "payroll_record_state_lines" ("payroll_record_id", "program_id", "kind", "amount")
SELECT r."id", l."program_id", l."kind", l."amount"
FROM "payroll_records" r
CROSS JOIN LATERAL (VALUES
  ('ny-income-tax', 'income-tax', r."state_income_tax"),
  ('ny-dbl', 'disability', r."state_disability_tax"),
  ('ny-pfl', 'family-leave', r."state_paid_family_leave")
) AS l("program_id", "kind", "amount")
WHERE r."state" = 'NY';
