CREATE TABLE "call_applications" (
	"application_id" serial PRIMARY KEY NOT NULL,
	"tenant_id" text DEFAULT nullif(current_setting('app.tenant_id', true), '') NOT NULL,
	"call_id" integer NOT NULL,
	"applicant_id" integer NOT NULL,
	"message" text NOT NULL,
	"share_profile" boolean DEFAULT false NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"decision_note" text,
	"decided_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "collab_requests" (
	"request_id" serial PRIMARY KEY NOT NULL,
	"tenant_id" text DEFAULT nullif(current_setting('app.tenant_id', true), '') NOT NULL,
	"author_id" integer NOT NULL,
	"organisation_id" integer,
	"kind" text NOT NULL,
	"title" text NOT NULL,
	"description" text NOT NULL,
	"sector" text NOT NULL,
	"city" text DEFAULT '' NOT NULL,
	"state" text,
	"offered" text DEFAULT '' NOT NULL,
	"sought" text DEFAULT '' NOT NULL,
	"skills" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"response_count" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"closed_at" timestamp with time zone,
	"hidden_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "collab_responses" (
	"response_id" serial PRIMARY KEY NOT NULL,
	"tenant_id" text DEFAULT nullif(current_setting('app.tenant_id', true), '') NOT NULL,
	"request_id" integer NOT NULL,
	"responder_id" integer NOT NULL,
	"note" text NOT NULL,
	"conversation_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "community_calls" (
	"call_id" serial PRIMARY KEY NOT NULL,
	"tenant_id" text DEFAULT nullif(current_setting('app.tenant_id', true), '') NOT NULL,
	"author_id" integer NOT NULL,
	"organisation_id" integer,
	"kind" text NOT NULL,
	"title" text NOT NULL,
	"description" text NOT NULL,
	"mode" text NOT NULL,
	"city" text DEFAULT '' NOT NULL,
	"state" text,
	"starts_on" date,
	"ends_on" date,
	"time_commitment" text DEFAULT '' NOT NULL,
	"skills" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"places" integer NOT NULL,
	"accepted_count" integer DEFAULT 0 NOT NULL,
	"apply_by" date,
	"status" text DEFAULT 'open' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"closed_at" timestamp with time zone,
	"hidden_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "user_profiles" ADD COLUMN "open_to_collaborate" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "call_applications" ADD CONSTRAINT "call_applications_call_id_community_calls_call_id_fk" FOREIGN KEY ("call_id") REFERENCES "public"."community_calls"("call_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "call_applications" ADD CONSTRAINT "call_applications_applicant_id_users_user_id_fk" FOREIGN KEY ("applicant_id") REFERENCES "public"."users"("user_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "collab_requests" ADD CONSTRAINT "collab_requests_author_id_users_user_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("user_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "collab_requests" ADD CONSTRAINT "collab_requests_organisation_id_organisations_organisation_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("organisation_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "collab_responses" ADD CONSTRAINT "collab_responses_request_id_collab_requests_request_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."collab_requests"("request_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "collab_responses" ADD CONSTRAINT "collab_responses_responder_id_users_user_id_fk" FOREIGN KEY ("responder_id") REFERENCES "public"."users"("user_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "collab_responses" ADD CONSTRAINT "collab_responses_conversation_id_conversations_conversation_id_fk" FOREIGN KEY ("conversation_id") REFERENCES "public"."conversations"("conversation_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "community_calls" ADD CONSTRAINT "community_calls_author_id_users_user_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("user_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "community_calls" ADD CONSTRAINT "community_calls_organisation_id_organisations_organisation_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("organisation_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "call_applications_uq" ON "call_applications" USING btree ("tenant_id","call_id","applicant_id");--> statement-breakpoint
CREATE INDEX "call_applications_applicant_idx" ON "call_applications" USING btree ("tenant_id","applicant_id","application_id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "collab_requests_status_idx" ON "collab_requests" USING btree ("tenant_id","status","request_id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "collab_requests_author_idx" ON "collab_requests" USING btree ("tenant_id","author_id","request_id" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "collab_responses_uq" ON "collab_responses" USING btree ("tenant_id","request_id","responder_id");--> statement-breakpoint
CREATE INDEX "community_calls_status_idx" ON "community_calls" USING btree ("tenant_id","status","call_id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "community_calls_author_idx" ON "community_calls" USING btree ("tenant_id","author_id","call_id" DESC NULLS LAST);--> statement-breakpoint
-- hand-written: tenant foreign key, forced row-level security and the tenant policy of each new table
ALTER TABLE "community_calls" ADD CONSTRAINT "community_calls_tenant_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "tenants" ("tenant_id");--> statement-breakpoint
ALTER TABLE "community_calls" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "community_calls" FORCE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY "community_calls_tenant_isolation" ON "community_calls" USING ("tenant_id" = NULLIF(current_setting('app.tenant_id', true), '')) WITH CHECK ("tenant_id" = NULLIF(current_setting('app.tenant_id', true), ''));--> statement-breakpoint
ALTER TABLE "call_applications" ADD CONSTRAINT "call_applications_tenant_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "tenants" ("tenant_id");--> statement-breakpoint
ALTER TABLE "call_applications" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "call_applications" FORCE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY "call_applications_tenant_isolation" ON "call_applications" USING ("tenant_id" = NULLIF(current_setting('app.tenant_id', true), '')) WITH CHECK ("tenant_id" = NULLIF(current_setting('app.tenant_id', true), ''));--> statement-breakpoint
ALTER TABLE "collab_requests" ADD CONSTRAINT "collab_requests_tenant_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "tenants" ("tenant_id");--> statement-breakpoint
ALTER TABLE "collab_requests" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "collab_requests" FORCE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY "collab_requests_tenant_isolation" ON "collab_requests" USING ("tenant_id" = NULLIF(current_setting('app.tenant_id', true), '')) WITH CHECK ("tenant_id" = NULLIF(current_setting('app.tenant_id', true), ''));--> statement-breakpoint
ALTER TABLE "collab_responses" ADD CONSTRAINT "collab_responses_tenant_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "tenants" ("tenant_id");--> statement-breakpoint
ALTER TABLE "collab_responses" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "collab_responses" FORCE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY "collab_responses_tenant_isolation" ON "collab_responses" USING ("tenant_id" = NULLIF(current_setting('app.tenant_id', true), '')) WITH CHECK ("tenant_id" = NULLIF(current_setting('app.tenant_id', true), ''));
