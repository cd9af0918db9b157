-- My data (issue 20, decision 35): a person's export and erasure requests under India's DPDP Act 2023.
-- A global table keyed by user (a person's data spans tenants), so no row-level security and no
-- hand-written statements.
CREATE TABLE "personal_data_requests" (
	"request_id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"kind" text NOT NULL,
	"status" text NOT NULL,
	"progress" smallint DEFAULT 0 NOT NULL,
	"storage_key" text,
	"size_bytes" integer,
	"error" text,
	"requested_at" timestamp with time zone DEFAULT now() NOT NULL,
	"due_at" timestamp with time zone,
	"expires_at" timestamp with time zone,
	"completed_at" timestamp with time zone,
	"cancelled_at" timestamp with time zone,
	"cancel_reason" text
);
--> statement-breakpoint
ALTER TABLE "personal_data_requests" ADD CONSTRAINT "personal_data_requests_user_id_users_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("user_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "personal_data_requests_user_idx" ON "personal_data_requests" USING btree ("user_id","kind","request_id" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "personal_data_requests_export_uq" ON "personal_data_requests" USING btree ("user_id") WHERE "personal_data_requests"."kind" = 'export' and "personal_data_requests"."status" in ('pending', 'running');--> statement-breakpoint
CREATE UNIQUE INDEX "personal_data_requests_erasure_uq" ON "personal_data_requests" USING btree ("user_id") WHERE "personal_data_requests"."kind" = 'erasure' and "personal_data_requests"."status" = 'scheduled';