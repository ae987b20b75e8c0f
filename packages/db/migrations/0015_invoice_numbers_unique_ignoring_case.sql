-- Invoice numbers unique ignoring letter case, as usernames, client IDs and employee IDs already are:
-- ACME-7 could be typed beside acme-7, and a client's books would hold two invoices with one number.
-- The unique index on invoice_number_search (upper(invoice_number)) replaces the exact-case constraint.
ALTER TABLE "invoices" DROP CONSTRAINT "invoices_invoice_number_unique";--> statement-breakpoint
-- Numbers that already differ only in letter case keep the oldest as it is; each later one gets a
-- suffix from its row id, so the index can be built on any existing database.
UPDATE "invoices" SET "invoice_number" = left("invoice_number", 45) || '-' || left(replace("id"::text, '-', ''), 4)
WHERE EXISTS (SELECT 1 FROM "invoices" "earlier" WHERE upper("earlier"."invoice_number") = upper("invoices"."invoice_number")
  AND ("earlier"."created_at", "earlier"."id") < ("invoices"."created_at", "invoices"."id"));--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_invoice_number_search_idx" ON "invoices" USING btree ("invoice_number_search");--> statement-breakpoint
CREATE INDEX "retired_invoice_numbers_upper_idx" ON "retired_invoice_numbers" USING btree (upper("invoice_number"));
