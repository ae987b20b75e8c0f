ALTER TABLE "employees" ALTER COLUMN "annual_salary" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "employees" ADD COLUMN "pay_type" text DEFAULT 'salaried' NOT NULL;--> statement-breakpoint
ALTER TABLE "employees" ADD COLUMN "hourly_rate" numeric(10, 4);--> statement-breakpoint
ALTER TABLE "employees" ADD COLUMN "overtime_exempt" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "payroll_records" ADD COLUMN "pay_basis" text DEFAULT 'hours' NOT NULL;--> statement-breakpoint
ALTER TABLE "employees" ADD CONSTRAINT "employees_pay_type_check" CHECK (("employees"."pay_type" = 'salaried' and "employees"."annual_salary" is not null and "employees"."hourly_rate" is null)
        or ("employees"."pay_type" = 'hourly' and "employees"."hourly_rate" is not null and "employees"."annual_salary" is null));--> statement-breakpoint
ALTER TABLE "payroll_records" ADD CONSTRAINT "payroll_records_pay_basis_check" CHECK ("payroll_records"."pay_basis" in ('salary', 'hours'));