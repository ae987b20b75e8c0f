ALTER TABLE "payroll_record_deduction_lines" DROP CONSTRAINT "payroll_record_deduction_lines_payroll_record_id_payroll_records_id_fk";
--> statement-breakpoint
ALTER TABLE "payroll_record_deduction_lines" DROP CONSTRAINT "payroll_record_deduction_lines_plan_id_benefit_plans_id_fk";
--> statement-breakpoint
ALTER TABLE "payroll_record_state_lines" DROP CONSTRAINT "payroll_record_state_lines_payroll_record_id_payroll_records_id_fk";
--> statement-breakpoint
-- Payroll lines check the record and plan they name once per statement instead of once per row
-- (docs/decisions/0054): a pay run writes three or four lines a paycheck, and the keys' row-by-row
-- checks were most of its write. The triggers keep what the keys kept: a line names a record and a
-- plan that exist, locked for key share as a key's check locks them until the writer commits;
-- deleting a record deletes its lines; a plan that lines name is not deleted; neither a named id
-- nor the parent a line names changes.
-- TG_ARGV: pairs of a parent table and the lines' column that names it.
CREATE FUNCTION "check_line_parents"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  parent text;
  named_by text;
  named bigint;
  locked bigint;
  missing uuid;
BEGIN
  FOR pair IN 0 .. TG_NARGS / 2 - 1 LOOP
    parent := TG_ARGV[2 * pair];
    named_by := TG_ARGV[2 * pair + 1];
    EXECUTE format('SELECT count(DISTINCT %I) FROM new_lines', named_by) INTO named;
    EXECUTE format('SELECT count(*) FROM (SELECT 1 FROM %1$I p WHERE p.id IN (SELECT %2$I FROM new_lines) FOR KEY SHARE OF p) AS locked',
      parent, named_by) INTO locked;
    IF locked < named THEN
      EXECUTE format('SELECT l.%2$I FROM new_lines l WHERE NOT EXISTS (SELECT 1 FROM %1$I p WHERE p.id = l.%2$I) LIMIT 1',
        parent, named_by) INTO missing;
      RAISE EXCEPTION 'insert on table "%" violates its check of "%": % % is not present',
        TG_TABLE_NAME, parent, named_by, missing
        USING ERRCODE = 'foreign_key_violation', TABLE = TG_TABLE_NAME, COLUMN = named_by,
          CONSTRAINT = TG_NAME;
    END IF;
  END LOOP;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "payroll_record_state_lines_check_parents" AFTER INSERT ON "payroll_record_state_lines"
  REFERENCING NEW TABLE AS new_lines FOR EACH STATEMENT
  EXECUTE FUNCTION "check_line_parents"('payroll_records', 'payroll_record_id');
--> statement-breakpoint
CREATE TRIGGER "payroll_record_deduction_lines_check_parents" AFTER INSERT ON "payroll_record_deduction_lines"
  REFERENCING NEW TABLE AS new_lines FOR EACH STATEMENT
  EXECUTE FUNCTION "check_line_parents"('payroll_records', 'payroll_record_id', 'benefit_plans', 'plan_id');
--> statement-breakpoint
CREATE FUNCTION "delete_payroll_record_lines"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM "payroll_record_state_lines" l USING old_records r WHERE l.payroll_record_id = r.id;
  DELETE FROM "payroll_record_deduction_lines" l USING old_records r WHERE l.payroll_record_id = r.id;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "payroll_records_delete_lines" AFTER DELETE ON "payroll_records"
  REFERENCING OLD TABLE AS old_records FOR EACH STATEMENT EXECUTE FUNCTION "delete_payroll_record_lines"();
--> statement-breakpoint
CREATE FUNCTION "refuse_key_change"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'update on table "%" would change a key that payroll lines name or follow', TG_TABLE_NAME
    USING ERRCODE = 'foreign_key_violation', TABLE = TG_TABLE_NAME, CONSTRAINT = TG_NAME;
END $$;
--> statement-breakpoint
CREATE TRIGGER "payroll_records_keep_id" BEFORE UPDATE OF "id" ON "payroll_records"
  FOR EACH ROW WHEN (old.id IS DISTINCT FROM new.id) EXECUTE FUNCTION "refuse_key_change"();
--> statement-breakpoint
CREATE TRIGGER "benefit_plans_keep_id" BEFORE UPDATE OF "id" ON "benefit_plans"
  FOR EACH ROW WHEN (old.id IS DISTINCT FROM new.id) EXECUTE FUNCTION "refuse_key_change"();
--> statement-breakpoint
-- Lines are written with their record and never moved to another parent.
CREATE TRIGGER "payroll_record_state_lines_keep_parents" BEFORE UPDATE OF "payroll_record_id"
  ON "payroll_record_state_lines" FOR EACH STATEMENT EXECUTE FUNCTION "refuse_key_change"();
--> statement-breakpoint
CREATE TRIGGER "payroll_record_deduction_lines_keep_parents" BEFORE UPDATE OF "payroll_record_id", "plan_id"
  ON "payroll_record_deduction_lines" FOR EACH STATEMENT EXECUTE FUNCTION "refuse_key_change"();
--> statement-breakpoint
CREATE FUNCTION "refuse_named_plan_delete"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  named uuid;
BEGIN
  SELECT l.plan_id INTO named FROM "payroll_record_deduction_lines" l JOIN old_plans p ON p.id = l.plan_id LIMIT 1;
  IF named IS NOT NULL THEN
    RAISE EXCEPTION 'delete on table "benefit_plans" violates its check from "payroll_record_deduction_lines": plan % is named by payroll lines', named
      USING ERRCODE = 'foreign_key_violation', TABLE = 'payroll_record_deduction_lines', CONSTRAINT = TG_NAME;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "benefit_plans_named_by_lines" AFTER DELETE ON "benefit_plans"
  REFERENCING OLD TABLE AS old_plans FOR EACH STATEMENT EXECUTE FUNCTION "refuse_named_plan_delete"();
