CREATE TABLE "email_verifications" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"token_hash" text NOT NULL,
	"company_name" text NOT NULL,
	"contact_first_name" text NOT NULL,
	"contact_last_name" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "email_verifications_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "mail_outbox" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"to_address" text NOT NULL,
	"subject" text NOT NULL,
	"body" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "users" DROP CONSTRAINT "users_email_unique";--> statement-breakpoint
-- Accounts made before email verification existed were made by an admin or approved by one.
UPDATE "users" SET "email_verified" = true;--> statement-breakpoint
ALTER TABLE "client_approval_requests" ADD COLUMN "kind" text DEFAULT 'new_company' NOT NULL;--> statement-breakpoint
ALTER TABLE "client_approval_requests" ADD COLUMN "user_id" uuid;--> statement-breakpoint
ALTER TABLE "email_verifications" ADD CONSTRAINT "email_verifications_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "mail_outbox_created_at_idx" ON "mail_outbox" USING btree ("created_at");--> statement-breakpoint
ALTER TABLE "client_approval_requests" ADD CONSTRAINT "client_approval_requests_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "users_verified_email_idx" ON "users" USING btree (lower("email")) WHERE "users"."email_verified";--> statement-breakpoint
CREATE INDEX "users_email_lower_idx" ON "users" USING btree (lower("email"));--> statement-breakpoint
ALTER TABLE "client_approval_requests" ADD CONSTRAINT "client_approval_requests_kind_check" CHECK ("client_approval_requests"."kind" in ('new_company', 'join'));--> statement-breakpoint
ALTER TABLE "client_approval_requests" ADD CONSTRAINT "client_approval_requests_join_user_check" CHECK (("client_approval_requests"."kind" = 'join') = ("client_approval_requests"."user_id" is not null));