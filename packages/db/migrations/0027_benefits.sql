CREATE TABLE "benefit_elections" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"employee_id" uuid NOT NULL,
	"plan_id" uuid NOT NULL,
	"effective_date" date NOT NULL,
	"amount_per_period" numeric(14, 2),
	"percent_of_pay" numeric(7, 4),
	"hsa_coverage" text,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "benefit_elections_employee_plan_date_unique" UNIQUE("employee_id","plan_id","effective_date"),
	CONSTRAINT "benefit_elections_amount_check" CHECK (("benefit_elections"."amount_per_period" is null) <> ("benefit_elections"."percent_of_pay" is null)),
	CONSTRAINT "benefit_elections_hsa_coverage_check" CHECK ("benefit_elections"."hsa_coverage" is null or "benefit_elections"."hsa_coverage" in ('self-only', 'family'))
);
--> statement-breakpoint
CREATE TABLE "benefit_plans" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"type" text NOT NULL,
	"employer_match" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"employer_non_elective_rate" numeric(7, 4),
	"employer_amount_per_period" numeric(14, 2),
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "benefit_plans_type_check" CHECK (type in ('traditional-401k', 'roth-401k', 'traditional-403b', 'roth-403b', 'governmental-457b', 'simple-ira', 'section-125-medical', 'section-125-dental', 'section-125-vision', 'hsa', 'health-fsa', 'dependent-care-fsa', 'commuter-transit', 'commuter-parking', 'after-tax'))
);
--> statement-breakpoint
CREATE TABLE "payroll_record_deduction_lines" (
	"payroll_record_id" uuid NOT NULL,
	"plan_id" uuid NOT NULL,
	"deduction_type" text NOT NULL,
	"is_pre_tax" boolean NOT NULL,
	"employee_amount" numeric(14, 2) NOT NULL,
	"employer_amount" numeric(14, 2) NOT NULL,
	CONSTRAINT "payroll_record_deduction_lines_payroll_record_id_plan_id_pk" PRIMARY KEY("payroll_record_id","plan_id"),
	CONSTRAINT "payroll_record_deduction_lines_type_check" CHECK (deduction_type in ('traditional-401k', 'roth-401k', 'traditional-403b', 'roth-403b', 'governmental-457b', 'simple-ira', 'section-125-medical', 'section-125-dental', 'section-125-vision', 'hsa', 'health-fsa', 'dependent-care-fsa', 'commuter-transit', 'commuter-parking', 'after-tax'))
);
--> statement-breakpoint
ALTER TABLE "employees" ADD COLUMN "date_of_birth" date;--> statement-breakpoint
ALTER TABLE "payroll_records" ADD COLUMN "federal_income_tax_wages" numeric(14, 2);--> statement-breakpoint
ALTER TABLE "payroll_records" ADD COLUMN "social_security_wages" numeric(14, 2);--> statement-breakpoint
ALTER TABLE "payroll_records" ADD COLUMN "medicare_wages" numeric(14, 2);--> statement-breakpoint
ALTER TABLE "payroll_records" ADD COLUMN "futa_wages" numeric(14, 2);--> statement-breakpoint
ALTER TABLE "payroll_records" ADD COLUMN "state_wages" numeric(14, 2);--> statement-breakpoint
-- Paychecks processed before deductions had none: every base is their wages, regular plus supplemental.
UPDATE "payroll_records" SET
  "federal_income_tax_wages" = "gross_pay" + "supplemental_pay",
  "social_security_wages" = "gross_pay" + "supplemental_pay",
  "medicare_wages" = "gross_pay" + "supplemental_pay",
  "futa_wages" = "gross_pay" + "supplemental_pay",
  "state_wages" = "gross_pay" + "supplemental_pay";--> statement-breakpoint
ALTER TABLE "payroll_records" ALTER COLUMN "federal_income_tax_wages" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "payroll_records" ALTER COLUMN "social_security_wages" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "payroll_records" ALTER COLUMN "medicare_wages" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "payroll_records" ALTER COLUMN "futa_wages" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "payroll_records" ALTER COLUMN "state_wages" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "benefit_elections" ADD CONSTRAINT "benefit_elections_employee_id_employees_id_fk" FOREIGN KEY ("employee_id") REFERENCES "public"."employees"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "benefit_elections" ADD CONSTRAINT "benefit_elections_plan_id_benefit_plans_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."benefit_plans"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "benefit_elections" ADD CONSTRAINT "benefit_elections_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payroll_record_deduction_lines" ADD CONSTRAINT "payroll_record_deduction_lines_payroll_record_id_payroll_records_id_fk" FOREIGN KEY ("payroll_record_id") REFERENCES "public"."payroll_records"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payroll_record_deduction_lines" ADD CONSTRAINT "payroll_record_deduction_lines_plan_id_benefit_plans_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."benefit_plans"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "benefit_elections_plan_idx" ON "benefit_elections" USING btree ("plan_id");--> statement-breakpoint
CREATE INDEX "payroll_record_deduction_lines_plan_idx" ON "payroll_record_deduction_lines" USING btree ("plan_id");