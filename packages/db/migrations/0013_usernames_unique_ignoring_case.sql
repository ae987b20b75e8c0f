-- Usernames unique ignoring letter case, as emails already are: 'Admin' could register beside
-- 'admin' and sit in the approval list looking like it. The unique index on lower() replaces the
-- exact-case constraint, and sign-in matches a username in any case.
ALTER TABLE "users" DROP CONSTRAINT "users_username_unique";--> statement-breakpoint
-- Usernames that already differ only in letter case keep the oldest as it is; each later one gets a
-- suffix from its row id, so the index can be built on any existing database.
UPDATE "users" SET "username" = "username" || '-' || left(replace("id"::text, '-', ''), 4)
WHERE EXISTS (SELECT 1 FROM "users" "earlier" WHERE lower("earlier"."username") = lower("users"."username")
  AND ("earlier"."created_at", "earlier"."id") < ("users"."created_at", "users"."id"));--> statement-breakpoint
UPDATE "admin_users" SET "username" = "users"."username" FROM "users"
WHERE "admin_users"."user_id" = "users"."id" AND "admin_users"."username" <> "users"."username";--> statement-breakpoint
CREATE UNIQUE INDEX "users_username_lower_idx" ON "users" USING btree (lower("username"));
