CREATE TABLE "pay_run_progress" (
	"idempotency_key" text PRIMARY KEY NOT NULL,
	"phase" text NOT NULL,
	"processed" integer NOT NULL,
	"total" integer NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "pay_run_progress_phase_check" CHECK (phase in ('calculating', 'writing', 'done', 'failed'))
);
