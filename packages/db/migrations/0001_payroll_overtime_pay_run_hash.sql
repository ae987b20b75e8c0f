ALTER TABLE "pay_runs" ADD COLUMN "request_hash" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "payroll_records" ADD COLUMN "overtime_pay" numeric(14, 2) DEFAULT '0' NOT NULL;