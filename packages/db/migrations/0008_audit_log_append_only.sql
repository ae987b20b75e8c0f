-- The audit log records who changed what, in the transaction of the change. It is append-only: a
-- row once written can be neither changed nor removed, by the app or anyone else with a connection,
-- so the history cannot be rewritten to hide a change. Inserts are untouched.
CREATE FUNCTION "refuse_audit_log_change"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'audit_log is append-only: % is not allowed', TG_OP USING ERRCODE = 'insufficient_privilege';
END
$$;
--> statement-breakpoint
CREATE TRIGGER "audit_log_refuse_update_delete" BEFORE UPDATE OR DELETE ON "audit_log"
  FOR EACH ROW EXECUTE FUNCTION "refuse_audit_log_change"();
--> statement-breakpoint
CREATE TRIGGER "audit_log_refuse_truncate" BEFORE TRUNCATE ON "audit_log"
  FOR EACH STATEMENT EXECUTE FUNCTION "refuse_audit_log_change"();
