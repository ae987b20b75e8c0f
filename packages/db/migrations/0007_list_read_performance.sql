-- Cheaper list reads (issue 7, item 3). pg_trgm ships with PostgreSQL's contrib and with PGlite
-- (loaded by the client); it is a trusted extension, so the database owner may create it.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
--> statement-breakpoint
CREATE TABLE "employee_status_totals" (
	"is_active" boolean PRIMARY KEY NOT NULL,
	"employee_count" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
DROP INDEX "employees_created_at_idx";--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "amount_paid" numeric(14, 2) DEFAULT '0' NOT NULL;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "payment_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "item_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE INDEX "employees_created_at_id_idx" ON "employees" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "employees_search_text_trgm_idx" ON "employees" USING gin ("search_text" gin_trgm_ops);
--> statement-breakpoint
-- invoices.amount_paid and payment_count follow payments, in the same transaction as every insert,
-- update and delete: one grouped change per invoice per statement (statement triggers with
-- transition tables, as in migration 0004). The invoice row is locked by the update; writers of a
-- payment already hold that lock (record-payment takes it first).
CREATE FUNCTION "apply_invoice_payment_totals"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    UPDATE invoices SET amount_paid = amount_paid + changes.amount, payment_count = payment_count + changes.change_count
    FROM (SELECT invoice_id, sum(amount) AS amount, count(*) AS change_count FROM new_rows GROUP BY invoice_id) AS changes
    WHERE invoices.id = changes.invoice_id;
  ELSIF TG_OP = 'DELETE' THEN
    UPDATE invoices SET amount_paid = amount_paid - changes.amount, payment_count = payment_count - changes.change_count
    FROM (SELECT invoice_id, sum(amount) AS amount, count(*) AS change_count FROM old_rows GROUP BY invoice_id) AS changes
    WHERE invoices.id = changes.invoice_id;
  ELSE
    UPDATE invoices SET amount_paid = amount_paid + changes.amount, payment_count = payment_count + changes.change_count
    FROM (
      SELECT invoice_id, sum(amount) AS amount, sum(change_count) AS change_count
      FROM (
        SELECT invoice_id, -amount AS amount, -1 AS change_count FROM old_rows
        UNION ALL
        SELECT invoice_id, amount, 1 FROM new_rows
      ) AS moved
      GROUP BY invoice_id
      HAVING sum(amount) <> 0 OR sum(change_count) <> 0
    ) AS changes
    WHERE invoices.id = changes.invoice_id;
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "payments_invoice_totals_insert" AFTER INSERT ON "payments"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "apply_invoice_payment_totals"();
--> statement-breakpoint
CREATE TRIGGER "payments_invoice_totals_update" AFTER UPDATE ON "payments"
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "apply_invoice_payment_totals"();
--> statement-breakpoint
CREATE TRIGGER "payments_invoice_totals_delete" AFTER DELETE ON "payments"
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "apply_invoice_payment_totals"();
--> statement-breakpoint
-- invoices.item_count follows invoice_items the same way. When an invoice is deleted its items go by
-- cascade; the update then finds no invoice row and changes nothing.
CREATE FUNCTION "apply_invoice_item_count"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    UPDATE invoices SET item_count = item_count + changes.change_count
    FROM (SELECT invoice_id, count(*) AS change_count FROM new_rows GROUP BY invoice_id) AS changes
    WHERE invoices.id = changes.invoice_id;
  ELSIF TG_OP = 'DELETE' THEN
    UPDATE invoices SET item_count = item_count - changes.change_count
    FROM (SELECT invoice_id, count(*) AS change_count FROM old_rows GROUP BY invoice_id) AS changes
    WHERE invoices.id = changes.invoice_id;
  ELSE
    UPDATE invoices SET item_count = item_count + changes.change_count
    FROM (
      SELECT invoice_id, sum(change_count) AS change_count
      FROM (SELECT invoice_id, -1 AS change_count FROM old_rows UNION ALL SELECT invoice_id, 1 FROM new_rows) AS moved
      GROUP BY invoice_id
      HAVING sum(change_count) <> 0
    ) AS changes
    WHERE invoices.id = changes.invoice_id;
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "invoice_items_item_count_insert" AFTER INSERT ON "invoice_items"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "apply_invoice_item_count"();
--> statement-breakpoint
CREATE TRIGGER "invoice_items_item_count_update" AFTER UPDATE ON "invoice_items"
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "apply_invoice_item_count"();
--> statement-breakpoint
CREATE TRIGGER "invoice_items_item_count_delete" AFTER DELETE ON "invoice_items"
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "apply_invoice_item_count"();
--> statement-breakpoint
-- employee_status_totals counts employees by is_active; rows are upserted in is_active order so
-- concurrent writers lock them in the same order, and an update that moves nobody writes nothing.
CREATE FUNCTION "apply_employee_status_totals"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO employee_status_totals AS totals (is_active, employee_count)
    SELECT is_active, count(*) FROM new_rows GROUP BY is_active ORDER BY is_active
    ON CONFLICT (is_active) DO UPDATE SET employee_count = totals.employee_count + excluded.employee_count;
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO employee_status_totals AS totals (is_active, employee_count)
    SELECT is_active, -count(*) FROM old_rows GROUP BY is_active ORDER BY is_active
    ON CONFLICT (is_active) DO UPDATE SET employee_count = totals.employee_count + excluded.employee_count;
  ELSE
    INSERT INTO employee_status_totals AS totals (is_active, employee_count)
    SELECT is_active, sum(change_count)
    FROM (SELECT is_active, -1 AS change_count FROM old_rows UNION ALL SELECT is_active, 1 FROM new_rows) AS moved
    GROUP BY is_active
    HAVING sum(change_count) <> 0
    ORDER BY is_active
    ON CONFLICT (is_active) DO UPDATE SET employee_count = totals.employee_count + excluded.employee_count;
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "employees_status_totals_insert" AFTER INSERT ON "employees"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "apply_employee_status_totals"();
--> statement-breakpoint
CREATE TRIGGER "employees_status_totals_update" AFTER UPDATE ON "employees"
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "apply_employee_status_totals"();
--> statement-breakpoint
CREATE TRIGGER "employees_status_totals_delete" AFTER DELETE ON "employees"
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "apply_employee_status_totals"();
--> statement-breakpoint
UPDATE "invoices" SET amount_paid = totals.amount, payment_count = totals.payment_count
FROM (SELECT invoice_id, sum(amount) AS amount, count(*) AS payment_count FROM "payments" GROUP BY invoice_id) AS totals
WHERE invoices.id = totals.invoice_id;
--> statement-breakpoint
UPDATE "invoices" SET item_count = totals.item_count
FROM (SELECT invoice_id, count(*) AS item_count FROM "invoice_items" GROUP BY invoice_id) AS totals
WHERE invoices.id = totals.invoice_id;
--> statement-breakpoint
INSERT INTO "employee_status_totals" (is_active, employee_count)
SELECT is_active, count(*) FROM "employees" GROUP BY is_active;
