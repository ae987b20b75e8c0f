-- The directory search counts its matches on every request again (ADR 0026), so nothing reads the
-- employees' table version any more: its trigger, function and table go, and employee writes stop
-- queueing at the counter row. Migration 0017 stays as it was committed.
DROP TRIGGER "employees_advance_table_version" ON "employees";
--> statement-breakpoint
DROP FUNCTION "advance_table_version"();
--> statement-breakpoint
DROP TABLE "table_versions" CASCADE;
