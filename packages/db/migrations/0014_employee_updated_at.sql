-- Employees get the updated_at that invoices and clients have: an edit carries the version it was
-- made from (If-Match), so one made from a stale copy is refused instead of overwriting (ADR 0020).
ALTER TABLE "employees" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;