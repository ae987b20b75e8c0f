CREATE TABLE "invoice_status_totals" (
	"status" text NOT NULL,
	"due_date" date NOT NULL,
	"invoice_count" integer DEFAULT 0 NOT NULL,
	"total_amount" numeric(18, 2) DEFAULT '0' NOT NULL,
	CONSTRAINT "invoice_status_totals_status_due_date_pk" PRIMARY KEY("status","due_date")
);
--> statement-breakpoint
DROP INDEX "invoices_client_id_idx";--> statement-breakpoint
DROP INDEX "invoices_created_at_idx";--> statement-breakpoint
DROP INDEX "invoices_status_idx";--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "invoice_number_search" varchar(50) GENERATED ALWAYS AS (upper(invoice_number)) STORED;--> statement-breakpoint
CREATE INDEX "invoices_created_at_id_idx" ON "invoices" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "invoices_status_created_at_idx" ON "invoices" USING btree ("status","created_at","id");--> statement-breakpoint
CREATE INDEX "invoices_client_id_created_at_idx" ON "invoices" USING btree ("client_id","created_at","id");