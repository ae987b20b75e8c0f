-- Voided paychecks (docs/decisions/0015): a check taken back leaves payroll_records and is kept here
-- with its figures, who voided it and why.
CREATE TABLE "voided_paychecks" (
	"id" uuid PRIMARY KEY NOT NULL,
	"employee_id" uuid NOT NULL,
	"pay_run_id" uuid,
	"pay_period_start" date NOT NULL,
	"pay_period_end" date NOT NULL,
	"pay_date" date NOT NULL,
	"gross_pay" numeric(14, 2) NOT NULL,
	"net_pay" numeric(14, 2) NOT NULL,
	"record" jsonb NOT NULL,
	"reason" text NOT NULL,
	"voided_by" uuid,
	"voided_by_name" text NOT NULL,
	"voided_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "voided_paychecks" ADD CONSTRAINT "voided_paychecks_employee_id_employees_id_fk" FOREIGN KEY ("employee_id") REFERENCES "public"."employees"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "voided_paychecks" ADD CONSTRAINT "voided_paychecks_pay_run_id_pay_runs_id_fk" FOREIGN KEY ("pay_run_id") REFERENCES "public"."pay_runs"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "voided_paychecks" ADD CONSTRAINT "voided_paychecks_voided_by_users_id_fk" FOREIGN KEY ("voided_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "voided_paychecks_voided_at_idx" ON "voided_paychecks" USING btree ("voided_at");--> statement-breakpoint
CREATE INDEX "voided_paychecks_employee_idx" ON "voided_paychecks" USING btree ("employee_id");