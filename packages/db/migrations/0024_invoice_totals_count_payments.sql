-- The invoice cards count payments (issue 27, item 9; ADR 0035): Paid is what was received and
-- Outstanding what is still owed on sent and overdue invoices, part-payments included. The per-status
-- totals of migration 0004 gain the payments received, kept by the same statement triggers: a payment
-- changes its invoice's amount_paid (migration 0007), an update of invoices, which reaches here.
ALTER TABLE "invoice_status_totals" ADD COLUMN "amount_paid" numeric(18, 2) DEFAULT '0' NOT NULL;--> statement-breakpoint
CREATE OR REPLACE FUNCTION "apply_invoice_status_totals"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO invoice_status_totals AS totals (status, due_date, invoice_count, total_amount, amount_paid)
    SELECT status, due_date, count(*), sum(total_amount), sum(amount_paid) FROM new_rows GROUP BY status, due_date ORDER BY status, due_date
    ON CONFLICT (status, due_date) DO UPDATE
      SET invoice_count = totals.invoice_count + excluded.invoice_count, total_amount = totals.total_amount + excluded.total_amount,
        amount_paid = totals.amount_paid + excluded.amount_paid;
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO invoice_status_totals AS totals (status, due_date, invoice_count, total_amount, amount_paid)
    SELECT status, due_date, -count(*), -sum(total_amount), -sum(amount_paid) FROM old_rows GROUP BY status, due_date ORDER BY status, due_date
    ON CONFLICT (status, due_date) DO UPDATE
      SET invoice_count = totals.invoice_count + excluded.invoice_count, total_amount = totals.total_amount + excluded.total_amount,
        amount_paid = totals.amount_paid + excluded.amount_paid;
  ELSE
    INSERT INTO invoice_status_totals AS totals (status, due_date, invoice_count, total_amount, amount_paid)
    SELECT status, due_date, sum(change_count), sum(change_amount), sum(change_paid)
    FROM (
      SELECT status, due_date, -1 AS change_count, -total_amount AS change_amount, -amount_paid AS change_paid FROM old_rows
      UNION ALL
      SELECT status, due_date, 1, total_amount, amount_paid FROM new_rows
    ) AS changes
    GROUP BY status, due_date
    HAVING sum(change_count) <> 0 OR sum(change_amount) <> 0 OR sum(change_paid) <> 0
    ORDER BY status, due_date
    ON CONFLICT (status, due_date) DO UPDATE
      SET invoice_count = totals.invoice_count + excluded.invoice_count, total_amount = totals.total_amount + excluded.total_amount,
        amount_paid = totals.amount_paid + excluded.amount_paid;
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
UPDATE "invoice_status_totals" AS totals SET amount_paid = paid.amount
FROM (SELECT status, due_date, sum(amount_paid) AS amount FROM "invoices" GROUP BY status, due_date) AS paid
WHERE totals.status = paid.status AND totals.due_date = paid.due_date;
