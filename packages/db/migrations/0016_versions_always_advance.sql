-- A record's version is its updated_at (ADR 0020). Every change of an invoice, client or employee
-- row must give it a new one, or an edit made from the old version would still match:
-- - two saves within one millisecond (JavaScript's clock grain) would write the same value;
-- - a clock that steps back would write an older one;
-- - the total-keeping triggers of migration 0007 change amount_paid, payment_count and item_count
--   without touching updated_at, so a part-payment left an invoice's version as it was.
-- A row trigger moves updated_at one millisecond past the old value whenever the new one is not
-- later. Writers read the row back after writing, so the version they answer with is the stored one.
CREATE FUNCTION "advance_row_version"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.updated_at <= OLD.updated_at THEN
    NEW.updated_at := date_trunc('milliseconds', OLD.updated_at) + interval '1 millisecond';
  END IF;
  RETURN NEW;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "invoices_advance_version" BEFORE UPDATE ON "invoices"
  FOR EACH ROW EXECUTE FUNCTION "advance_row_version"();
--> statement-breakpoint
CREATE TRIGGER "clients_advance_version" BEFORE UPDATE ON "clients"
  FOR EACH ROW EXECUTE FUNCTION "advance_row_version"();
--> statement-breakpoint
CREATE TRIGGER "employees_advance_version" BEFORE UPDATE ON "employees"
  FOR EACH ROW EXECUTE FUNCTION "advance_row_version"();
