CREATE TABLE "state_certificates" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"employee_id" uuid NOT NULL,
	"state" varchar(2) NOT NULL,
	"effective_date" date NOT NULL,
	"values" jsonb NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "state_certificates" ADD CONSTRAINT "state_certificates_employee_id_employees_id_fk" FOREIGN KEY ("employee_id") REFERENCES "public"."employees"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "state_certificates" ADD CONSTRAINT "state_certificates_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "state_certificates_employee_state_idx" ON "state_certificates" USING btree ("employee_id","state");--> statement-breakpoint
-- A certificate kept on the employee row becomes the employee's first dated one, in force from the hire date, so payroll withholds as before.
INSERT INTO "state_certificates" ("employee_id", "state", "effective_date", "values")
SELECT "id", "state", "hire_date", "state_certificate"
FROM "employees"
WHERE "state_certificate" IS NOT NULL;--> statement-breakpoint
ALTER TABLE "employees" DROP COLUMN "state_certificate";