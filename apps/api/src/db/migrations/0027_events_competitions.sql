CREATE SEQUENCE "public"."event_waitlist_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1;--> statement-breakpoint
CREATE TABLE "competition_applications" (
	"application_id" serial PRIMARY KEY NOT NULL,
	"tenant_id" text DEFAULT nullif(current_setting('app.tenant_id', true), '') NOT NULL,
	"competition_id" integer NOT NULL,
	"lead_id" integer NOT NULL,
	"team_name" text NOT NULL,
	"answers" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"final_rank" integer,
	"prize" text,
	"submitted_at" timestamp with time zone,
	"withdrawn_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "competition_assignments" (
	"assignment_id" serial PRIMARY KEY NOT NULL,
	"tenant_id" text DEFAULT nullif(current_setting('app.tenant_id', true), '') NOT NULL,
	"round_id" integer NOT NULL,
	"application_id" integer NOT NULL,
	"judge_user_id" integer NOT NULL,
	"status" text DEFAULT 'assigned' NOT NULL,
	"conflict_reason" text,
	"scores" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"comment" text DEFAULT '' NOT NULL,
	"total" real,
	"scored_at" timestamp with time zone,
	"updated_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "competition_judges" (
	"judge_id" serial PRIMARY KEY NOT NULL,
	"tenant_id" text DEFAULT nullif(current_setting('app.tenant_id', true), '') NOT NULL,
	"round_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"invited_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "competition_round_entries" (
	"entry_id" serial PRIMARY KEY NOT NULL,
	"tenant_id" text DEFAULT nullif(current_setting('app.tenant_id', true), '') NOT NULL,
	"round_id" integer NOT NULL,
	"application_id" integer NOT NULL,
	"status" text DEFAULT 'in_round' NOT NULL,
	"average" real,
	"normalised" real
);
--> statement-breakpoint
CREATE TABLE "competition_rounds" (
	"round_id" serial PRIMARY KEY NOT NULL,
	"tenant_id" text DEFAULT nullif(current_setting('app.tenant_id', true), '') NOT NULL,
	"competition_id" integer NOT NULL,
	"name" text NOT NULL,
	"position" smallint NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"judging_ends_at" timestamp with time zone,
	"rubric" jsonb NOT NULL,
	"advance_count" integer,
	"judges_per_application" smallint DEFAULT 2 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "competition_team_members" (
	"member_id" serial PRIMARY KEY NOT NULL,
	"tenant_id" text DEFAULT nullif(current_setting('app.tenant_id', true), '') NOT NULL,
	"competition_id" integer NOT NULL,
	"application_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"is_lead" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "competitions" (
	"competition_id" serial PRIMARY KEY NOT NULL,
	"tenant_id" text DEFAULT nullif(current_setting('app.tenant_id', true), '') NOT NULL,
	"event_id" integer,
	"title" text NOT NULL,
	"summary" text DEFAULT '' NOT NULL,
	"description_html" text DEFAULT '' NOT NULL,
	"description_text" text DEFAULT '' NOT NULL,
	"eligibility_html" text DEFAULT '' NOT NULL,
	"cover_upload_id" integer,
	"opens_at" timestamp with time zone NOT NULL,
	"closes_at" timestamp with time zone NOT NULL,
	"team_min" smallint DEFAULT 1 NOT NULL,
	"team_max" smallint DEFAULT 5 NOT NULL,
	"form" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"prizes" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"leaderboard_public" boolean DEFAULT true NOT NULL,
	"score_method" text DEFAULT 'average' NOT NULL,
	"topics" text[] DEFAULT '{}'::text[] NOT NULL,
	"hubs" text[] DEFAULT '{}'::text[] NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"status_note" text,
	"application_count" integer DEFAULT 0 NOT NULL,
	"organiser_id" integer NOT NULL,
	"results_published_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "event_feedback" (
	"feedback_id" serial PRIMARY KEY NOT NULL,
	"tenant_id" text DEFAULT nullif(current_setting('app.tenant_id', true), '') NOT NULL,
	"event_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"rating" smallint NOT NULL,
	"comment" text DEFAULT '' NOT NULL,
	"recommend" boolean,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "event_registrations" (
	"registration_id" serial PRIMARY KEY NOT NULL,
	"tenant_id" text DEFAULT nullif(current_setting('app.tenant_id', true), '') NOT NULL,
	"event_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"ticket_type_id" integer NOT NULL,
	"status" text NOT NULL,
	"answers" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"ticket_code" text NOT NULL,
	"waitlist_seq" bigint,
	"payment_status" text DEFAULT 'none' NOT NULL,
	"payment_ref" text,
	"checked_in_at" timestamp with time zone,
	"checked_in_by" integer,
	"decided_by" integer,
	"promoted_at" timestamp with time zone,
	"cancelled_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "event_ticket_types" (
	"ticket_type_id" serial PRIMARY KEY NOT NULL,
	"tenant_id" text DEFAULT nullif(current_setting('app.tenant_id', true), '') NOT NULL,
	"event_id" integer NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"price_paise" integer DEFAULT 0 NOT NULL,
	"capacity" integer,
	"confirmed_count" integer DEFAULT 0 NOT NULL,
	"sort_order" smallint DEFAULT 0 NOT NULL,
	"retired" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "events" (
	"event_id" serial PRIMARY KEY NOT NULL,
	"tenant_id" text DEFAULT nullif(current_setting('app.tenant_id', true), '') NOT NULL,
	"title" text NOT NULL,
	"summary" text DEFAULT '' NOT NULL,
	"description_html" text DEFAULT '' NOT NULL,
	"description_text" text DEFAULT '' NOT NULL,
	"format" text NOT NULL,
	"venue_name" text DEFAULT '' NOT NULL,
	"venue_address" text DEFAULT '' NOT NULL,
	"city" text DEFAULT '' NOT NULL,
	"state" text DEFAULT '' NOT NULL,
	"online_url" text,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"time_zone" text DEFAULT 'Asia/Kolkata' NOT NULL,
	"cover_upload_id" integer,
	"capacity" integer,
	"approval_required" boolean DEFAULT false NOT NULL,
	"visibility" text DEFAULT 'members' NOT NULL,
	"circle_id" integer,
	"program_id" integer,
	"community" boolean DEFAULT false NOT NULL,
	"topics" text[] DEFAULT '{}'::text[] NOT NULL,
	"hubs" text[] DEFAULT '{}'::text[] NOT NULL,
	"speakers" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"sessions" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"questions" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"status_note" text,
	"confirmed_count" integer DEFAULT 0 NOT NULL,
	"waitlist_count" integer DEFAULT 0 NOT NULL,
	"checked_in_count" integer DEFAULT 0 NOT NULL,
	"organiser_id" integer NOT NULL,
	"published_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "outside_registrations" (
	"outside_id" serial PRIMARY KEY NOT NULL,
	"tenant_id" text DEFAULT nullif(current_setting('app.tenant_id', true), '') NOT NULL,
	"user_id" integer NOT NULL,
	"title" text NOT NULL,
	"url" text,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"location" text DEFAULT '' NOT NULL,
	"organiser" text DEFAULT '' NOT NULL,
	"notes" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "certificates" ALTER COLUMN "program_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "certificates" ADD COLUMN "competition_id" integer;--> statement-breakpoint
ALTER TABLE "certificates" ADD COLUMN "award" text;--> statement-breakpoint
ALTER TABLE "competition_applications" ADD CONSTRAINT "competition_applications_competition_id_competitions_competition_id_fk" FOREIGN KEY ("competition_id") REFERENCES "public"."competitions"("competition_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "competition_applications" ADD CONSTRAINT "competition_applications_lead_id_users_user_id_fk" FOREIGN KEY ("lead_id") REFERENCES "public"."users"("user_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "competition_assignments" ADD CONSTRAINT "competition_assignments_round_id_competition_rounds_round_id_fk" FOREIGN KEY ("round_id") REFERENCES "public"."competition_rounds"("round_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "competition_assignments" ADD CONSTRAINT "competition_assignments_application_id_competition_applications_application_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."competition_applications"("application_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "competition_assignments" ADD CONSTRAINT "competition_assignments_judge_user_id_users_user_id_fk" FOREIGN KEY ("judge_user_id") REFERENCES "public"."users"("user_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "competition_judges" ADD CONSTRAINT "competition_judges_round_id_competition_rounds_round_id_fk" FOREIGN KEY ("round_id") REFERENCES "public"."competition_rounds"("round_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "competition_judges" ADD CONSTRAINT "competition_judges_user_id_users_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("user_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "competition_round_entries" ADD CONSTRAINT "competition_round_entries_round_id_competition_rounds_round_id_fk" FOREIGN KEY ("round_id") REFERENCES "public"."competition_rounds"("round_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "competition_round_entries" ADD CONSTRAINT "competition_round_entries_application_id_competition_applications_application_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."competition_applications"("application_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "competition_rounds" ADD CONSTRAINT "competition_rounds_competition_id_competitions_competition_id_fk" FOREIGN KEY ("competition_id") REFERENCES "public"."competitions"("competition_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "competition_team_members" ADD CONSTRAINT "competition_team_members_competition_id_competitions_competition_id_fk" FOREIGN KEY ("competition_id") REFERENCES "public"."competitions"("competition_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "competition_team_members" ADD CONSTRAINT "competition_team_members_application_id_competition_applications_application_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."competition_applications"("application_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "competition_team_members" ADD CONSTRAINT "competition_team_members_user_id_users_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("user_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "competitions" ADD CONSTRAINT "competitions_event_id_events_event_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("event_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "competitions" ADD CONSTRAINT "competitions_cover_upload_id_uploads_upload_id_fk" FOREIGN KEY ("cover_upload_id") REFERENCES "public"."uploads"("upload_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "competitions" ADD CONSTRAINT "competitions_organiser_id_users_user_id_fk" FOREIGN KEY ("organiser_id") REFERENCES "public"."users"("user_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_feedback" ADD CONSTRAINT "event_feedback_event_id_events_event_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("event_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_feedback" ADD CONSTRAINT "event_feedback_user_id_users_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("user_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_registrations" ADD CONSTRAINT "event_registrations_event_id_events_event_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("event_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_registrations" ADD CONSTRAINT "event_registrations_user_id_users_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("user_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_registrations" ADD CONSTRAINT "event_registrations_ticket_type_id_event_ticket_types_ticket_type_id_fk" FOREIGN KEY ("ticket_type_id") REFERENCES "public"."event_ticket_types"("ticket_type_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_registrations" ADD CONSTRAINT "event_registrations_checked_in_by_users_user_id_fk" FOREIGN KEY ("checked_in_by") REFERENCES "public"."users"("user_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_registrations" ADD CONSTRAINT "event_registrations_decided_by_users_user_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("user_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_ticket_types" ADD CONSTRAINT "event_ticket_types_event_id_events_event_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("event_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "events" ADD CONSTRAINT "events_cover_upload_id_uploads_upload_id_fk" FOREIGN KEY ("cover_upload_id") REFERENCES "public"."uploads"("upload_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "events" ADD CONSTRAINT "events_organiser_id_users_user_id_fk" FOREIGN KEY ("organiser_id") REFERENCES "public"."users"("user_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "outside_registrations" ADD CONSTRAINT "outside_registrations_user_id_users_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("user_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "competition_applications_list_idx" ON "competition_applications" USING btree ("tenant_id","competition_id","status","application_id");--> statement-breakpoint
CREATE INDEX "competition_applications_lead_idx" ON "competition_applications" USING btree ("tenant_id","lead_id");--> statement-breakpoint
CREATE UNIQUE INDEX "competition_assignments_uq" ON "competition_assignments" USING btree ("tenant_id","round_id","application_id","judge_user_id");--> statement-breakpoint
CREATE INDEX "competition_assignments_judge_idx" ON "competition_assignments" USING btree ("tenant_id","judge_user_id","round_id","assignment_id");--> statement-breakpoint
CREATE UNIQUE INDEX "competition_judges_uq" ON "competition_judges" USING btree ("tenant_id","round_id","user_id");--> statement-breakpoint
CREATE INDEX "competition_judges_user_idx" ON "competition_judges" USING btree ("tenant_id","user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "competition_round_entries_uq" ON "competition_round_entries" USING btree ("tenant_id","round_id","application_id");--> statement-breakpoint
CREATE INDEX "competition_round_entries_app_idx" ON "competition_round_entries" USING btree ("tenant_id","application_id");--> statement-breakpoint
CREATE UNIQUE INDEX "competition_rounds_position_uq" ON "competition_rounds" USING btree ("tenant_id","competition_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "competition_team_members_person_uq" ON "competition_team_members" USING btree ("tenant_id","competition_id","user_id");--> statement-breakpoint
CREATE INDEX "competition_team_members_app_idx" ON "competition_team_members" USING btree ("tenant_id","application_id");--> statement-breakpoint
CREATE INDEX "competitions_status_idx" ON "competitions" USING btree ("tenant_id","status","closes_at","competition_id");--> statement-breakpoint
CREATE INDEX "competitions_event_idx" ON "competitions" USING btree ("tenant_id","event_id");--> statement-breakpoint
CREATE INDEX "competitions_organiser_idx" ON "competitions" USING btree ("tenant_id","organiser_id");--> statement-breakpoint
CREATE UNIQUE INDEX "event_feedback_person_uq" ON "event_feedback" USING btree ("tenant_id","event_id","user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "event_registrations_person_uq" ON "event_registrations" USING btree ("tenant_id","event_id","user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "event_registrations_code_uq" ON "event_registrations" USING btree ("ticket_code");--> statement-breakpoint
CREATE INDEX "event_registrations_status_idx" ON "event_registrations" USING btree ("tenant_id","event_id","status","registration_id");--> statement-breakpoint
CREATE INDEX "event_registrations_waitlist_idx" ON "event_registrations" USING btree ("tenant_id","event_id","waitlist_seq") WHERE "event_registrations"."status" = 'waitlisted';--> statement-breakpoint
CREATE INDEX "event_registrations_mine_idx" ON "event_registrations" USING btree ("tenant_id","user_id","registration_id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "event_ticket_types_event_idx" ON "event_ticket_types" USING btree ("tenant_id","event_id","sort_order");--> statement-breakpoint
CREATE INDEX "events_upcoming_idx" ON "events" USING btree ("tenant_id","status","starts_at","event_id");--> statement-breakpoint
CREATE INDEX "events_organiser_idx" ON "events" USING btree ("tenant_id","organiser_id","starts_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "events_topics_idx" ON "events" USING gin ("topics");--> statement-breakpoint
CREATE INDEX "events_hubs_idx" ON "events" USING gin ("hubs");--> statement-breakpoint
CREATE INDEX "outside_registrations_mine_idx" ON "outside_registrations" USING btree ("tenant_id","user_id","starts_at");--> statement-breakpoint
CREATE UNIQUE INDEX "certificates_user_competition_uq" ON "certificates" USING btree ("tenant_id","user_id","competition_id");--> statement-breakpoint
ALTER TABLE "events" ADD CONSTRAINT "events_tenant_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "tenants" ("tenant_id");--> statement-breakpoint
ALTER TABLE "events" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "events" FORCE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY "events_tenant_isolation" ON "events" USING ("tenant_id" = NULLIF(current_setting('app.tenant_id', true), '')) WITH CHECK ("tenant_id" = NULLIF(current_setting('app.tenant_id', true), ''));--> statement-breakpoint
ALTER TABLE "event_ticket_types" ADD CONSTRAINT "event_ticket_types_tenant_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "tenants" ("tenant_id");--> statement-breakpoint
ALTER TABLE "event_ticket_types" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "event_ticket_types" FORCE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY "event_ticket_types_tenant_isolation" ON "event_ticket_types" USING ("tenant_id" = NULLIF(current_setting('app.tenant_id', true), '')) WITH CHECK ("tenant_id" = NULLIF(current_setting('app.tenant_id', true), ''));--> statement-breakpoint
ALTER TABLE "event_registrations" ADD CONSTRAINT "event_registrations_tenant_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "tenants" ("tenant_id");--> statement-breakpoint
ALTER TABLE "event_registrations" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "event_registrations" FORCE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY "event_registrations_tenant_isolation" ON "event_registrations" USING ("tenant_id" = NULLIF(current_setting('app.tenant_id', true), '')) WITH CHECK ("tenant_id" = NULLIF(current_setting('app.tenant_id', true), ''));--> statement-breakpoint
ALTER TABLE "event_feedback" ADD CONSTRAINT "event_feedback_tenant_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "tenants" ("tenant_id");--> statement-breakpoint
ALTER TABLE "event_feedback" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "event_feedback" FORCE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY "event_feedback_tenant_isolation" ON "event_feedback" USING ("tenant_id" = NULLIF(current_setting('app.tenant_id', true), '')) WITH CHECK ("tenant_id" = NULLIF(current_setting('app.tenant_id', true), ''));--> statement-breakpoint
ALTER TABLE "outside_registrations" ADD CONSTRAINT "outside_registrations_tenant_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "tenants" ("tenant_id");--> statement-breakpoint
ALTER TABLE "outside_registrations" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "outside_registrations" FORCE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY "outside_registrations_tenant_isolation" ON "outside_registrations" USING ("tenant_id" = NULLIF(current_setting('app.tenant_id', true), '')) WITH CHECK ("tenant_id" = NULLIF(current_setting('app.tenant_id', true), ''));--> statement-breakpoint
ALTER TABLE "competitions" ADD CONSTRAINT "competitions_tenant_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "tenants" ("tenant_id");--> statement-breakpoint
ALTER TABLE "competitions" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "competitions" FORCE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY "competitions_tenant_isolation" ON "competitions" USING ("tenant_id" = NULLIF(current_setting('app.tenant_id', true), '')) WITH CHECK ("tenant_id" = NULLIF(current_setting('app.tenant_id', true), ''));--> statement-breakpoint
ALTER TABLE "competition_rounds" ADD CONSTRAINT "competition_rounds_tenant_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "tenants" ("tenant_id");--> statement-breakpoint
ALTER TABLE "competition_rounds" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "competition_rounds" FORCE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY "competition_rounds_tenant_isolation" ON "competition_rounds" USING ("tenant_id" = NULLIF(current_setting('app.tenant_id', true), '')) WITH CHECK ("tenant_id" = NULLIF(current_setting('app.tenant_id', true), ''));--> statement-breakpoint
ALTER TABLE "competition_judges" ADD CONSTRAINT "competition_judges_tenant_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "tenants" ("tenant_id");--> statement-breakpoint
ALTER TABLE "competition_judges" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "competition_judges" FORCE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY "competition_judges_tenant_isolation" ON "competition_judges" USING ("tenant_id" = NULLIF(current_setting('app.tenant_id', true), '')) WITH CHECK ("tenant_id" = NULLIF(current_setting('app.tenant_id', true), ''));--> statement-breakpoint
ALTER TABLE "competition_applications" ADD CONSTRAINT "competition_applications_tenant_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "tenants" ("tenant_id");--> statement-breakpoint
ALTER TABLE "competition_applications" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "competition_applications" FORCE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY "competition_applications_tenant_isolation" ON "competition_applications" USING ("tenant_id" = NULLIF(current_setting('app.tenant_id', true), '')) WITH CHECK ("tenant_id" = NULLIF(current_setting('app.tenant_id', true), ''));--> statement-breakpoint
ALTER TABLE "competition_team_members" ADD CONSTRAINT "competition_team_members_tenant_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "tenants" ("tenant_id");--> statement-breakpoint
ALTER TABLE "competition_team_members" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "competition_team_members" FORCE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY "competition_team_members_tenant_isolation" ON "competition_team_members" USING ("tenant_id" = NULLIF(current_setting('app.tenant_id', true), '')) WITH CHECK ("tenant_id" = NULLIF(current_setting('app.tenant_id', true), ''));--> statement-breakpoint
ALTER TABLE "competition_round_entries" ADD CONSTRAINT "competition_round_entries_tenant_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "tenants" ("tenant_id");--> statement-breakpoint
ALTER TABLE "competition_round_entries" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "competition_round_entries" FORCE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY "competition_round_entries_tenant_isolation" ON "competition_round_entries" USING ("tenant_id" = NULLIF(current_setting('app.tenant_id', true), '')) WITH CHECK ("tenant_id" = NULLIF(current_setting('app.tenant_id', true), ''));--> statement-breakpoint
ALTER TABLE "competition_assignments" ADD CONSTRAINT "competition_assignments_tenant_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "tenants" ("tenant_id");--> statement-breakpoint
ALTER TABLE "competition_assignments" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "competition_assignments" FORCE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY "competition_assignments_tenant_isolation" ON "competition_assignments" USING ("tenant_id" = NULLIF(current_setting('app.tenant_id', true), '')) WITH CHECK ("tenant_id" = NULLIF(current_setting('app.tenant_id', true), ''));--> statement-breakpoint
ALTER TABLE "certificates" ADD CONSTRAINT "certificates_competition_id_fk" FOREIGN KEY ("competition_id") REFERENCES "competitions" ("competition_id");
