-- Registrations per IP for the registration throttle; numbers of deleted invoices, never issued again;
-- client and employee IDs unique ignoring case (CL-0027 and cl-0027 were two clients, and approving
-- by text ID could pick either). The unique indexes on lower() replace the exact-case constraints.
CREATE TABLE "registrations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"ip_address" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "retired_invoice_numbers" (
	"invoice_number" varchar(50) PRIMARY KEY NOT NULL,
	"retired_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "clients" DROP CONSTRAINT "clients_client_id_unique";--> statement-breakpoint
ALTER TABLE "employees" DROP CONSTRAINT "employees_employee_id_unique";--> statement-breakpoint
-- Codes that already differ only in letter case keep the oldest as it is; each later one gets a
-- suffix from its row id, so the unique indexes can be built on any existing database.
UPDATE "clients" SET "client_id" = left("client_id", 15) || '-' || left(replace("id"::text, '-', ''), 4)
WHERE EXISTS (SELECT 1 FROM "clients" "earlier" WHERE lower("earlier"."client_id") = lower("clients"."client_id")
  AND ("earlier"."created_at", "earlier"."id") < ("clients"."created_at", "clients"."id"));--> statement-breakpoint
UPDATE "employees" SET "employee_id" = "employee_id" || '-' || left(replace("id"::text, '-', ''), 4)
WHERE EXISTS (SELECT 1 FROM "employees" "earlier" WHERE lower("earlier"."employee_id") = lower("employees"."employee_id")
  AND ("earlier"."created_at", "earlier"."id") < ("employees"."created_at", "employees"."id"));--> statement-breakpoint
CREATE INDEX "registrations_ip_address_created_at_idx" ON "registrations" USING btree ("ip_address","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "clients_client_id_lower_idx" ON "clients" USING btree (lower("client_id"));--> statement-breakpoint
CREATE UNIQUE INDEX "employees_employee_id_lower_idx" ON "employees" USING btree (lower("employee_id"));
--> statement-breakpoint
-- Invoices deleted before this migration: their numbers come back from the audit log's delete rows,
-- except a number that a live invoice has since been given again (it cannot be taken back now).
INSERT INTO "retired_invoice_numbers" ("invoice_number", "retired_at")
SELECT "before"->>'invoiceNumber', max("created_at")
FROM "audit_log"
WHERE "entity" = 'invoice' AND "action" = 'delete' AND "before"->>'invoiceNumber' IS NOT NULL
  AND NOT EXISTS (SELECT 1 FROM "invoices" WHERE "invoices"."invoice_number" = "audit_log"."before"->>'invoiceNumber')
GROUP BY "before"->>'invoiceNumber';
