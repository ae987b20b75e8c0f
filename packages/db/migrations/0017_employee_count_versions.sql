-- Counts remembered between requests (ADR 0022). The directory search counts every match on every
-- keystroke (10,000 employees, 2,000 matching "smith": 0.7 ms of a 1.1 ms statement). A table's
-- version advances in the same transaction as every write to it, so a count taken in a snapshot
-- that reads version N is the count of every snapshot that reads N, and the server may answer it
-- again without counting. A statement trigger, not a row trigger: one advance per statement.
CREATE TABLE "table_versions" (
	"table_name" text PRIMARY KEY NOT NULL,
	"version" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
INSERT INTO "table_versions" ("table_name") VALUES ('employees');
--> statement-breakpoint
CREATE FUNCTION "advance_table_version"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE table_versions SET version = version + 1 WHERE table_name = TG_TABLE_NAME;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "employees_advance_table_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "employees"
  FOR EACH STATEMENT EXECUTE FUNCTION "advance_table_version"();
