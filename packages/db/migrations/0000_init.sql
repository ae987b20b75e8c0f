CREATE TABLE "admin_users" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"username" text NOT NULL,
	"email" text NOT NULL,
	"role" text DEFAULT 'admin' NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "admin_users_user_id_unique" UNIQUE("user_id")
);
--> statement-breakpoint
CREATE TABLE "audit_log" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"actor_user_id" uuid,
	"actor_name" text NOT NULL,
	"action" text NOT NULL,
	"entity" text NOT NULL,
	"entity_id" text,
	"before" jsonb,
	"after" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "login_failures" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"username" text NOT NULL,
	"ip_address" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "password_setup_tokens" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"token_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "password_setup_tokens_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "user_sessions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"session_token" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"user_agent" text,
	"ip_address" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "user_sessions_session_token_unique" UNIQUE("session_token")
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"username" text NOT NULL,
	"email" text NOT NULL,
	"password_hash" text,
	"role" text DEFAULT 'client' NOT NULL,
	"user_type" text DEFAULT 'frontend' NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"last_login" timestamp with time zone,
	"email_verified" boolean DEFAULT false NOT NULL,
	"client_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "users_username_unique" UNIQUE("username"),
	CONSTRAINT "users_email_unique" UNIQUE("email"),
	CONSTRAINT "users_role_check" CHECK ("users"."role" in ('client', 'admin', 'super_admin')),
	CONSTRAINT "users_user_type_check" CHECK ("users"."user_type" in ('frontend', 'backend'))
);
--> statement-breakpoint
CREATE TABLE "client_approval_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"client_id" uuid NOT NULL,
	"requested_by" text NOT NULL,
	"request_reason" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"reviewed_by" text,
	"reviewed_at" timestamp with time zone,
	"review_notes" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "clients" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"client_id" varchar(20) NOT NULL,
	"company_name" varchar(255) NOT NULL,
	"contact_first_name" varchar(100) NOT NULL,
	"contact_last_name" varchar(100) NOT NULL,
	"email" varchar(255) NOT NULL,
	"phone" varchar(20),
	"address" text,
	"city" varchar(100),
	"state" varchar(2),
	"zip_code" varchar(10),
	"tax_id" varchar(20),
	"billing_rate" numeric(14, 2),
	"payment_terms" integer DEFAULT 30 NOT NULL,
	"status" text DEFAULT 'pending_approval' NOT NULL,
	"ui_access" boolean DEFAULT false NOT NULL,
	"approved_by" text,
	"approved_at" timestamp with time zone,
	"notes" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "clients_client_id_unique" UNIQUE("client_id"),
	CONSTRAINT "clients_status_check" CHECK ("clients"."status" in ('pending_approval', 'approved', 'rejected', 'active', 'inactive', 'suspended')),
	CONSTRAINT "clients_payment_terms_check" CHECK ("clients"."payment_terms" >= 0)
);
--> statement-breakpoint
CREATE TABLE "invoice_items" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"invoice_id" uuid NOT NULL,
	"description" text NOT NULL,
	"quantity" numeric(12, 2) NOT NULL,
	"unit_price" numeric(14, 2) NOT NULL,
	"total_price" numeric(14, 2) NOT NULL,
	"position" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "invoice_number_counters" (
	"year" integer PRIMARY KEY NOT NULL,
	"last_number" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "invoices" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"invoice_number" varchar(50) NOT NULL,
	"client_id" uuid NOT NULL,
	"issue_date" date NOT NULL,
	"due_date" date NOT NULL,
	"subtotal" numeric(14, 2) DEFAULT '0' NOT NULL,
	"tax_rate" numeric(7, 4) DEFAULT '0.0875' NOT NULL,
	"tax_amount" numeric(14, 2) DEFAULT '0' NOT NULL,
	"total_amount" numeric(14, 2) DEFAULT '0' NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"payment_date" date,
	"payment_method" text,
	"notes" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "invoices_invoice_number_unique" UNIQUE("invoice_number"),
	CONSTRAINT "invoices_status_check" CHECK ("invoices"."status" in ('draft', 'sent', 'paid', 'overdue', 'cancelled'))
);
--> statement-breakpoint
CREATE TABLE "payments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"invoice_id" uuid NOT NULL,
	"amount" numeric(14, 2) NOT NULL,
	"payment_date" date NOT NULL,
	"payment_method" text,
	"reference_number" text,
	"notes" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payments_amount_positive" CHECK ("payments"."amount" > 0)
);
--> statement-breakpoint
CREATE TABLE "company_settings" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"company_name" text NOT NULL,
	"company_address" text DEFAULT '' NOT NULL,
	"ein" text DEFAULT '' NOT NULL,
	"state_unemployment_rate" numeric(7, 4) DEFAULT '0.0340' NOT NULL,
	"federal_unemployment_rate" numeric(7, 4) DEFAULT '0.0060' NOT NULL,
	"pay_schedule_anchor_date" date DEFAULT '2025-01-06' NOT NULL,
	"tax_rule_set" text DEFAULT 'official-2025' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "company_settings_single_row" CHECK ("company_settings"."id" = 1),
	CONSTRAINT "company_settings_rule_set_check" CHECK ("company_settings"."tax_rule_set" in ('official-2025', 'spec-simplified-2025'))
);
--> statement-breakpoint
CREATE TABLE "employees" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"employee_id" text NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"email" text,
	"department" text NOT NULL,
	"position" text,
	"annual_salary" numeric(10, 2) NOT NULL,
	"pay_frequency" text DEFAULT 'bi-weekly' NOT NULL,
	"filing_status" text DEFAULT 'single' NOT NULL,
	"allowances" integer DEFAULT 0 NOT NULL,
	"additional_withholding" numeric(10, 2) DEFAULT '0' NOT NULL,
	"state" varchar(2) DEFAULT 'CA' NOT NULL,
	"state_allowances" integer DEFAULT 0 NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"hire_date" date NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "employees_employee_id_unique" UNIQUE("employee_id"),
	CONSTRAINT "employees_pay_frequency_check" CHECK (pay_frequency in ('weekly', 'bi-weekly', 'semi-monthly', 'monthly')),
	CONSTRAINT "employees_filing_status_check" CHECK (filing_status in ('single', 'married-joint', 'married-separate', 'head-of-household')),
	CONSTRAINT "employees_allowances_check" CHECK ("employees"."allowances" >= 0 and "employees"."state_allowances" >= 0)
);
--> statement-breakpoint
CREATE TABLE "pay_runs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"idempotency_key" text NOT NULL,
	"pay_frequency" text NOT NULL,
	"pay_period_start" date NOT NULL,
	"pay_period_end" date NOT NULL,
	"pay_date" date NOT NULL,
	"rule_set" text NOT NULL,
	"employee_count" integer NOT NULL,
	"total_gross_pay" numeric(14, 2) NOT NULL,
	"total_net_pay" numeric(14, 2) NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "pay_runs_idempotency_key_unique" UNIQUE("idempotency_key"),
	CONSTRAINT "pay_runs_pay_frequency_check" CHECK (pay_frequency in ('weekly', 'bi-weekly', 'semi-monthly', 'monthly'))
);
--> statement-breakpoint
CREATE TABLE "payroll_records" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"employee_id" uuid NOT NULL,
	"pay_run_id" uuid,
	"pay_period_start" date NOT NULL,
	"pay_period_end" date NOT NULL,
	"pay_date" date NOT NULL,
	"rule_set" text NOT NULL,
	"state" varchar(2) NOT NULL,
	"hours_worked" numeric(6, 2) NOT NULL,
	"overtime_hours" numeric(6, 2) DEFAULT '0' NOT NULL,
	"regular_rate" numeric(12, 4) NOT NULL,
	"gross_pay" numeric(14, 2) NOT NULL,
	"supplemental_pay" numeric(14, 2) DEFAULT '0' NOT NULL,
	"federal_income_tax" numeric(14, 2) NOT NULL,
	"social_security_tax" numeric(14, 2) NOT NULL,
	"medicare_tax" numeric(14, 2) NOT NULL,
	"additional_medicare_tax" numeric(14, 2) DEFAULT '0' NOT NULL,
	"state_income_tax" numeric(14, 2) DEFAULT '0' NOT NULL,
	"state_disability_tax" numeric(14, 2) DEFAULT '0' NOT NULL,
	"state_paid_family_leave" numeric(14, 2) DEFAULT '0' NOT NULL,
	"additional_withholding" numeric(14, 2) DEFAULT '0' NOT NULL,
	"total_deductions" numeric(14, 2) NOT NULL,
	"net_pay" numeric(14, 2) NOT NULL,
	"employer_social_security_tax" numeric(14, 2) DEFAULT '0' NOT NULL,
	"employer_medicare_tax" numeric(14, 2) DEFAULT '0' NOT NULL,
	"futa_tax" numeric(14, 2) DEFAULT '0' NOT NULL,
	"suta_tax" numeric(14, 2) DEFAULT '0' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payroll_records_employee_period_unique" UNIQUE("employee_id","pay_period_start","pay_period_end"),
	CONSTRAINT "payroll_records_period_check" CHECK ("payroll_records"."pay_period_start" <= "payroll_records"."pay_period_end"),
	CONSTRAINT "payroll_records_hours_check" CHECK ("payroll_records"."hours_worked" between 0 and 168 and "payroll_records"."overtime_hours" between 0 and 168)
);
--> statement-breakpoint
CREATE TABLE "quarterly_tax_reports" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tax_year" integer NOT NULL,
	"quarter" integer NOT NULL,
	"total_wages" numeric(14, 2) NOT NULL,
	"federal_income_tax_withheld" numeric(14, 2) NOT NULL,
	"social_security_wages" numeric(14, 2) NOT NULL,
	"social_security_tax" numeric(14, 2) NOT NULL,
	"medicare_wages" numeric(14, 2) NOT NULL,
	"medicare_tax" numeric(14, 2) NOT NULL,
	"additional_medicare_tax" numeric(14, 2) DEFAULT '0' NOT NULL,
	"futa_wages" numeric(14, 2) DEFAULT '0' NOT NULL,
	"futa_tax" numeric(14, 2) DEFAULT '0' NOT NULL,
	"suta_wages" numeric(14, 2) DEFAULT '0' NOT NULL,
	"suta_tax" numeric(14, 2) DEFAULT '0' NOT NULL,
	"state_wages" numeric(14, 2) DEFAULT '0' NOT NULL,
	"state_income_tax" numeric(14, 2) DEFAULT '0' NOT NULL,
	"state_disability_tax" numeric(14, 2) DEFAULT '0' NOT NULL,
	"lines" jsonb,
	"due_date" date NOT NULL,
	"filed_date" date,
	"is_late" boolean DEFAULT false NOT NULL,
	"penalty_amount" numeric(14, 2) DEFAULT '0' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "quarterly_tax_reports_year_quarter_unique" UNIQUE("tax_year","quarter"),
	CONSTRAINT "quarterly_tax_reports_quarter_check" CHECK ("quarterly_tax_reports"."quarter" between 1 and 4)
);
--> statement-breakpoint
CREATE TABLE "w2_forms" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"employee_id" uuid NOT NULL,
	"tax_year" integer NOT NULL,
	"control_number" text NOT NULL,
	"wages_tips_compensation" numeric(14, 2) NOT NULL,
	"federal_income_tax_withheld" numeric(14, 2) NOT NULL,
	"social_security_wages" numeric(14, 2) NOT NULL,
	"social_security_tax_withheld" numeric(14, 2) NOT NULL,
	"medicare_wages_and_tips" numeric(14, 2) NOT NULL,
	"medicare_tax_withheld" numeric(14, 2) NOT NULL,
	"social_security_tips" numeric(14, 2) DEFAULT '0' NOT NULL,
	"allocated_tips" numeric(14, 2) DEFAULT '0' NOT NULL,
	"dependent_care_benefits" numeric(14, 2) DEFAULT '0' NOT NULL,
	"nonqualified_plans" numeric(14, 2) DEFAULT '0' NOT NULL,
	"box12_codes" text[] DEFAULT '{}'::text[] NOT NULL,
	"other_info" text,
	"state" varchar(2),
	"state_wages" numeric(14, 2) DEFAULT '0' NOT NULL,
	"state_income_tax" numeric(14, 2) DEFAULT '0' NOT NULL,
	"local_wages" numeric(14, 2) DEFAULT '0' NOT NULL,
	"local_income_tax" numeric(14, 2) DEFAULT '0' NOT NULL,
	"locality_name" text,
	"statutory_employee" boolean DEFAULT false NOT NULL,
	"retirement_plan" boolean DEFAULT false NOT NULL,
	"third_party_sick_pay" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "w2_forms_employee_year_unique" UNIQUE("employee_id","tax_year")
);
--> statement-breakpoint
CREATE TABLE "w3_forms" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tax_year" integer NOT NULL,
	"establishment_number" text,
	"total_w2_forms" integer NOT NULL,
	"total_wages" numeric(14, 2) NOT NULL,
	"total_federal_income_tax" numeric(14, 2) NOT NULL,
	"total_social_security_wages" numeric(14, 2) NOT NULL,
	"total_social_security_tax" numeric(14, 2) NOT NULL,
	"total_medicare_wages" numeric(14, 2) NOT NULL,
	"total_medicare_tax" numeric(14, 2) NOT NULL,
	"total_social_security_tips" numeric(14, 2) DEFAULT '0' NOT NULL,
	"total_allocated_tips" numeric(14, 2) DEFAULT '0' NOT NULL,
	"filed_date" date,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "w3_forms_tax_year_unique" UNIQUE("tax_year")
);
--> statement-breakpoint
CREATE TABLE "w4_forms" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"employee_id" uuid NOT NULL,
	"filing_status" text NOT NULL,
	"multiple_jobs" boolean DEFAULT false NOT NULL,
	"dependents_amount" numeric(14, 2) DEFAULT '0' NOT NULL,
	"other_income" numeric(14, 2) DEFAULT '0' NOT NULL,
	"deductions" numeric(14, 2) DEFAULT '0' NOT NULL,
	"extra_withholding" numeric(14, 2) DEFAULT '0' NOT NULL,
	"signed_date" date NOT NULL,
	"effective_date" date NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "w4_forms_filing_status_check" CHECK (filing_status in ('single', 'married-joint', 'married-separate', 'head-of-household'))
);
--> statement-breakpoint
ALTER TABLE "admin_users" ADD CONSTRAINT "admin_users_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "password_setup_tokens" ADD CONSTRAINT "password_setup_tokens_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_sessions" ADD CONSTRAINT "user_sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "client_approval_requests" ADD CONSTRAINT "client_approval_requests_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_items" ADD CONSTRAINT "invoice_items_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pay_runs" ADD CONSTRAINT "pay_runs_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payroll_records" ADD CONSTRAINT "payroll_records_employee_id_employees_id_fk" FOREIGN KEY ("employee_id") REFERENCES "public"."employees"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payroll_records" ADD CONSTRAINT "payroll_records_pay_run_id_pay_runs_id_fk" FOREIGN KEY ("pay_run_id") REFERENCES "public"."pay_runs"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "w2_forms" ADD CONSTRAINT "w2_forms_employee_id_employees_id_fk" FOREIGN KEY ("employee_id") REFERENCES "public"."employees"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "w4_forms" ADD CONSTRAINT "w4_forms_employee_id_employees_id_fk" FOREIGN KEY ("employee_id") REFERENCES "public"."employees"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "audit_log_entity_idx" ON "audit_log" USING btree ("entity","entity_id");--> statement-breakpoint
CREATE INDEX "audit_log_created_at_idx" ON "audit_log" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "login_failures_lookup_idx" ON "login_failures" USING btree ("username","ip_address","created_at");--> statement-breakpoint
CREATE INDEX "user_sessions_user_id_idx" ON "user_sessions" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "users_client_id_idx" ON "users" USING btree ("client_id");--> statement-breakpoint
CREATE INDEX "client_approval_requests_client_idx" ON "client_approval_requests" USING btree ("client_id");--> statement-breakpoint
CREATE INDEX "clients_email_lower_idx" ON "clients" USING btree (lower("email"));--> statement-breakpoint
CREATE INDEX "invoice_items_invoice_id_idx" ON "invoice_items" USING btree ("invoice_id");--> statement-breakpoint
CREATE INDEX "invoices_client_id_idx" ON "invoices" USING btree ("client_id");--> statement-breakpoint
CREATE INDEX "invoices_created_at_idx" ON "invoices" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "invoices_status_idx" ON "invoices" USING btree ("status");--> statement-breakpoint
CREATE INDEX "payments_invoice_id_idx" ON "payments" USING btree ("invoice_id");--> statement-breakpoint
CREATE INDEX "employees_created_at_idx" ON "employees" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "payroll_records_pay_date_idx" ON "payroll_records" USING btree ("pay_date");--> statement-breakpoint
CREATE INDEX "payroll_records_employee_pay_date_idx" ON "payroll_records" USING btree ("employee_id","pay_date");--> statement-breakpoint
CREATE INDEX "payroll_records_created_at_idx" ON "payroll_records" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "payroll_records_pay_run_idx" ON "payroll_records" USING btree ("pay_run_id");--> statement-breakpoint
CREATE INDEX "w2_forms_year_idx" ON "w2_forms" USING btree ("tax_year");--> statement-breakpoint
CREATE UNIQUE INDEX "w4_forms_one_active_idx" ON "w4_forms" USING btree ("employee_id") WHERE "w4_forms"."is_active";--> statement-breakpoint
CREATE INDEX "w4_forms_employee_idx" ON "w4_forms" USING btree ("employee_id");