-- Keeps invoice_status_totals (count and total per status and due date) in step with invoices, in the
-- same transaction as every insert, update and delete. Statement-level triggers with transition tables
-- apply one grouped change per statement; rows are upserted in (status, due_date) order so concurrent
-- writers lock them in the same order.
CREATE FUNCTION "apply_invoice_status_totals"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO invoice_status_totals AS totals (status, due_date, invoice_count, total_amount)
    SELECT status, due_date, count(*), sum(total_amount) FROM new_rows GROUP BY status, due_date ORDER BY status, due_date
    ON CONFLICT (status, due_date) DO UPDATE
      SET invoice_count = totals.invoice_count + excluded.invoice_count, total_amount = totals.total_amount + excluded.total_amount;
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO invoice_status_totals AS totals (status, due_date, invoice_count, total_amount)
    SELECT status, due_date, -count(*), -sum(total_amount) FROM old_rows GROUP BY status, due_date ORDER BY status, due_date
    ON CONFLICT (status, due_date) DO UPDATE
      SET invoice_count = totals.invoice_count + excluded.invoice_count, total_amount = totals.total_amount + excluded.total_amount;
  ELSE
    INSERT INTO invoice_status_totals AS totals (status, due_date, invoice_count, total_amount)
    SELECT status, due_date, sum(change_count), sum(change_amount)
    FROM (
      SELECT status, due_date, -1 AS change_count, -total_amount AS change_amount FROM old_rows
      UNION ALL
      SELECT status, due_date, 1, total_amount FROM new_rows
    ) AS changes
    GROUP BY status, due_date
    HAVING sum(change_count) <> 0 OR sum(change_amount) <> 0
    ORDER BY status, due_date
    ON CONFLICT (status, due_date) DO UPDATE
      SET invoice_count = totals.invoice_count + excluded.invoice_count, total_amount = totals.total_amount + excluded.total_amount;
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "invoices_status_totals_insert" AFTER INSERT ON "invoices"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "apply_invoice_status_totals"();
--> statement-breakpoint
CREATE TRIGGER "invoices_status_totals_update" AFTER UPDATE ON "invoices"
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "apply_invoice_status_totals"();
--> statement-breakpoint
CREATE TRIGGER "invoices_status_totals_delete" AFTER DELETE ON "invoices"
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "apply_invoice_status_totals"();
--> statement-breakpoint
INSERT INTO "invoice_status_totals" (status, due_date, invoice_count, total_amount)
SELECT status, due_date, count(*), sum(total_amount) FROM "invoices" GROUP BY status, due_date;
