CREATE TABLE "engine_modules" (
	"module_id" serial PRIMARY KEY NOT NULL,
	"tenant_id" text DEFAULT nullif(current_setting('app.tenant_id', true), '') NOT NULL,
	"module_name" text NOT NULL,
	"phase_id" integer DEFAULT 0 NOT NULL,
	"user_id" integer NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "engine_profiles" (
	"tenant_id" text DEFAULT nullif(current_setting('app.tenant_id', true), '') NOT NULL,
	"user_id" integer NOT NULL,
	"active_phase" text DEFAULT 'awakening' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "engine_scores" (
	"table_id" serial PRIMARY KEY NOT NULL,
	"tenant_id" text DEFAULT nullif(current_setting('app.tenant_id', true), '') NOT NULL,
	"stat_id" integer NOT NULL,
	"time_period" text NOT NULL,
	"score_value" numeric NOT NULL,
	"score_unit" text NOT NULL,
	"created_by" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "engine_stats" (
	"stat_id" serial PRIMARY KEY NOT NULL,
	"tenant_id" text DEFAULT nullif(current_setting('app.tenant_id', true), '') NOT NULL,
	"user_id" integer NOT NULL,
	"stat_name" text NOT NULL,
	"module_id" integer NOT NULL,
	"parent_stat_id" integer,
	"category" text NOT NULL,
	"unit" text DEFAULT 'count' NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "idea_comments" (
	"comment_id" serial PRIMARY KEY NOT NULL,
	"tenant_id" text DEFAULT nullif(current_setting('app.tenant_id', true), '') NOT NULL,
	"idea_id" integer NOT NULL,
	"version" integer NOT NULL,
	"block" text,
	"author_id" integer NOT NULL,
	"body" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"hidden_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "idea_shares" (
	"share_id" serial PRIMARY KEY NOT NULL,
	"tenant_id" text DEFAULT nullif(current_setting('app.tenant_id', true), '') NOT NULL,
	"idea_id" integer NOT NULL,
	"user_id" integer,
	"circle_id" integer,
	"shared_by" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "idea_versions" (
	"idea_version_id" serial PRIMARY KEY NOT NULL,
	"tenant_id" text DEFAULT nullif(current_setting('app.tenant_id', true), '') NOT NULL,
	"idea_id" integer NOT NULL,
	"version" integer NOT NULL,
	"canvas" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"created_by" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ideas" (
	"idea_id" serial PRIMARY KEY NOT NULL,
	"tenant_id" text DEFAULT nullif(current_setting('app.tenant_id', true), '') NOT NULL,
	"owner_id" integer NOT NULL,
	"title" text NOT NULL,
	"summary" text DEFAULT '' NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "product_evidence" (
	"evidence_id" serial PRIMARY KEY NOT NULL,
	"tenant_id" text DEFAULT nullif(current_setting('app.tenant_id', true), '') NOT NULL,
	"product_id" integer NOT NULL,
	"milestone_id" integer,
	"upload_id" integer NOT NULL,
	"title" text NOT NULL,
	"created_by" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "product_milestones" (
	"milestone_id" serial PRIMARY KEY NOT NULL,
	"tenant_id" text DEFAULT nullif(current_setting('app.tenant_id', true), '') NOT NULL,
	"product_id" integer NOT NULL,
	"title" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"due_on" date,
	"done_at" timestamp with time zone,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "products" (
	"product_id" serial PRIMARY KEY NOT NULL,
	"tenant_id" text DEFAULT nullif(current_setting('app.tenant_id', true), '') NOT NULL,
	"owner_id" integer NOT NULL,
	"idea_id" integer,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"stage" text DEFAULT 'concept' NOT NULL,
	"trl" integer,
	"trl_attempt_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "assessment_attempts" (
	"attempt_id" serial PRIMARY KEY NOT NULL,
	"tenant_id" text DEFAULT nullif(current_setting('app.tenant_id', true), '') NOT NULL,
	"user_id" integer NOT NULL,
	"assessment_id" integer NOT NULL,
	"version_id" integer NOT NULL,
	"response_for_type" text DEFAULT 'self' NOT NULL,
	"institute_name" text,
	"cohort_id" integer,
	"current_step" integer DEFAULT 0 NOT NULL,
	"last_saved_step" integer DEFAULT -1 NOT NULL,
	"form_data" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_activity_at" timestamp with time zone DEFAULT now() NOT NULL,
	"is_completed" boolean DEFAULT false NOT NULL,
	"submitted_at" timestamp with time zone,
	"abandoned_at" timestamp with time zone,
	"result" jsonb,
	"overall" real
);
--> statement-breakpoint
CREATE TABLE "assessment_versions" (
	"version_id" serial PRIMARY KEY NOT NULL,
	"tenant_id" text DEFAULT nullif(current_setting('app.tenant_id', true), '') NOT NULL,
	"assessment_id" integer NOT NULL,
	"version" integer NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"definition" jsonb NOT NULL,
	"published_at" timestamp with time zone,
	"published_by" integer,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "assessments" (
	"assessment_id" serial PRIMARY KEY NOT NULL,
	"tenant_id" text DEFAULT nullif(current_setting('app.tenant_id', true), '') NOT NULL,
	"key" text NOT NULL,
	"published_version_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "pathway_items" (
	"item_id" serial PRIMARY KEY NOT NULL,
	"tenant_id" text DEFAULT nullif(current_setting('app.tenant_id', true), '') NOT NULL,
	"attempt_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"kind" text NOT NULL,
	"ref_id" text NOT NULL,
	"title" text NOT NULL,
	"link" text NOT NULL,
	"dimension" text NOT NULL,
	"dimension_label" text NOT NULL,
	"score" real NOT NULL,
	"max" real NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"done_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "readiness_nudges" (
	"nudge_id" serial PRIMARY KEY NOT NULL,
	"tenant_id" text DEFAULT nullif(current_setting('app.tenant_id', true), '') NOT NULL,
	"cohort_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"sent_by" integer NOT NULL,
	"assessment_key" text NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "engine_modules" ADD CONSTRAINT "engine_modules_user_id_users_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("user_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "engine_profiles" ADD CONSTRAINT "engine_profiles_user_id_users_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("user_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "engine_scores" ADD CONSTRAINT "engine_scores_stat_id_engine_stats_stat_id_fk" FOREIGN KEY ("stat_id") REFERENCES "public"."engine_stats"("stat_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "engine_scores" ADD CONSTRAINT "engine_scores_created_by_users_user_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("user_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "engine_stats" ADD CONSTRAINT "engine_stats_user_id_users_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("user_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "engine_stats" ADD CONSTRAINT "engine_stats_module_id_engine_modules_module_id_fk" FOREIGN KEY ("module_id") REFERENCES "public"."engine_modules"("module_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "idea_comments" ADD CONSTRAINT "idea_comments_idea_id_ideas_idea_id_fk" FOREIGN KEY ("idea_id") REFERENCES "public"."ideas"("idea_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "idea_comments" ADD CONSTRAINT "idea_comments_author_id_users_user_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("user_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "idea_shares" ADD CONSTRAINT "idea_shares_idea_id_ideas_idea_id_fk" FOREIGN KEY ("idea_id") REFERENCES "public"."ideas"("idea_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "idea_shares" ADD CONSTRAINT "idea_shares_user_id_users_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("user_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "idea_shares" ADD CONSTRAINT "idea_shares_circle_id_circles_circle_id_fk" FOREIGN KEY ("circle_id") REFERENCES "public"."circles"("circle_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "idea_shares" ADD CONSTRAINT "idea_shares_shared_by_users_user_id_fk" FOREIGN KEY ("shared_by") REFERENCES "public"."users"("user_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "idea_versions" ADD CONSTRAINT "idea_versions_idea_id_ideas_idea_id_fk" FOREIGN KEY ("idea_id") REFERENCES "public"."ideas"("idea_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "idea_versions" ADD CONSTRAINT "idea_versions_created_by_users_user_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("user_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ideas" ADD CONSTRAINT "ideas_owner_id_users_user_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("user_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_evidence" ADD CONSTRAINT "product_evidence_product_id_products_product_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("product_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_evidence" ADD CONSTRAINT "product_evidence_milestone_id_product_milestones_milestone_id_fk" FOREIGN KEY ("milestone_id") REFERENCES "public"."product_milestones"("milestone_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_evidence" ADD CONSTRAINT "product_evidence_upload_id_uploads_upload_id_fk" FOREIGN KEY ("upload_id") REFERENCES "public"."uploads"("upload_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_evidence" ADD CONSTRAINT "product_evidence_created_by_users_user_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("user_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_milestones" ADD CONSTRAINT "product_milestones_product_id_products_product_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("product_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_owner_id_users_user_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("user_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_idea_id_ideas_idea_id_fk" FOREIGN KEY ("idea_id") REFERENCES "public"."ideas"("idea_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assessment_attempts" ADD CONSTRAINT "assessment_attempts_user_id_users_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("user_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assessment_attempts" ADD CONSTRAINT "assessment_attempts_assessment_id_assessments_assessment_id_fk" FOREIGN KEY ("assessment_id") REFERENCES "public"."assessments"("assessment_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assessment_attempts" ADD CONSTRAINT "assessment_attempts_version_id_assessment_versions_version_id_fk" FOREIGN KEY ("version_id") REFERENCES "public"."assessment_versions"("version_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assessment_attempts" ADD CONSTRAINT "assessment_attempts_cohort_id_programs_program_id_fk" FOREIGN KEY ("cohort_id") REFERENCES "public"."programs"("program_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assessment_versions" ADD CONSTRAINT "assessment_versions_assessment_id_assessments_assessment_id_fk" FOREIGN KEY ("assessment_id") REFERENCES "public"."assessments"("assessment_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assessment_versions" ADD CONSTRAINT "assessment_versions_published_by_users_user_id_fk" FOREIGN KEY ("published_by") REFERENCES "public"."users"("user_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assessment_versions" ADD CONSTRAINT "assessment_versions_created_by_users_user_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("user_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pathway_items" ADD CONSTRAINT "pathway_items_attempt_id_assessment_attempts_attempt_id_fk" FOREIGN KEY ("attempt_id") REFERENCES "public"."assessment_attempts"("attempt_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pathway_items" ADD CONSTRAINT "pathway_items_user_id_users_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("user_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "readiness_nudges" ADD CONSTRAINT "readiness_nudges_cohort_id_programs_program_id_fk" FOREIGN KEY ("cohort_id") REFERENCES "public"."programs"("program_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "readiness_nudges" ADD CONSTRAINT "readiness_nudges_user_id_users_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("user_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "readiness_nudges" ADD CONSTRAINT "readiness_nudges_sent_by_users_user_id_fk" FOREIGN KEY ("sent_by") REFERENCES "public"."users"("user_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "engine_modules_user_idx" ON "engine_modules" USING btree ("tenant_id","user_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "engine_profiles_uq" ON "engine_profiles" USING btree ("tenant_id","user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "engine_scores_period_uq" ON "engine_scores" USING btree ("tenant_id","stat_id","time_period");--> statement-breakpoint
CREATE INDEX "engine_stats_user_idx" ON "engine_stats" USING btree ("tenant_id","user_id","module_id");--> statement-breakpoint
CREATE UNIQUE INDEX "engine_stats_name_uq" ON "engine_stats" USING btree ("tenant_id","user_id","stat_name");--> statement-breakpoint
CREATE INDEX "idea_comments_idea_idx" ON "idea_comments" USING btree ("tenant_id","idea_id","created_at");--> statement-breakpoint
CREATE INDEX "idea_shares_idea_idx" ON "idea_shares" USING btree ("tenant_id","idea_id");--> statement-breakpoint
CREATE INDEX "idea_shares_user_idx" ON "idea_shares" USING btree ("tenant_id","user_id");--> statement-breakpoint
CREATE INDEX "idea_shares_circle_idx" ON "idea_shares" USING btree ("tenant_id","circle_id");--> statement-breakpoint
CREATE UNIQUE INDEX "idea_versions_uq" ON "idea_versions" USING btree ("tenant_id","idea_id","version");--> statement-breakpoint
CREATE INDEX "ideas_owner_idx" ON "ideas" USING btree ("tenant_id","owner_id","updated_at");--> statement-breakpoint
CREATE INDEX "product_evidence_idx" ON "product_evidence" USING btree ("tenant_id","product_id","created_at");--> statement-breakpoint
CREATE INDEX "product_milestones_idx" ON "product_milestones" USING btree ("tenant_id","product_id","position");--> statement-breakpoint
CREATE INDEX "products_owner_idx" ON "products" USING btree ("tenant_id","owner_id","updated_at");--> statement-breakpoint
CREATE INDEX "assessment_attempts_user_idx" ON "assessment_attempts" USING btree ("tenant_id","user_id","assessment_id","started_at");--> statement-breakpoint
CREATE INDEX "assessment_attempts_cohort_idx" ON "assessment_attempts" USING btree ("tenant_id","cohort_id","assessment_id");--> statement-breakpoint
CREATE UNIQUE INDEX "assessment_attempts_open_uq" ON "assessment_attempts" USING btree ("tenant_id","user_id","assessment_id") WHERE "assessment_attempts"."is_completed" = false and "assessment_attempts"."abandoned_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "assessment_versions_uq" ON "assessment_versions" USING btree ("tenant_id","assessment_id","version");--> statement-breakpoint
CREATE UNIQUE INDEX "assessments_tenant_key_uq" ON "assessments" USING btree ("tenant_id","key");--> statement-breakpoint
CREATE INDEX "pathway_items_attempt_idx" ON "pathway_items" USING btree ("tenant_id","attempt_id","position");--> statement-breakpoint
CREATE INDEX "pathway_items_user_idx" ON "pathway_items" USING btree ("tenant_id","user_id");--> statement-breakpoint
CREATE INDEX "readiness_nudges_idx" ON "readiness_nudges" USING btree ("tenant_id","cohort_id","user_id","sent_at");--> statement-breakpoint
ALTER TABLE "engine_modules" ADD CONSTRAINT "engine_modules_tenant_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "tenants" ("tenant_id");--> statement-breakpoint
ALTER TABLE "engine_modules" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "engine_modules" FORCE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY "engine_modules_tenant_isolation" ON "engine_modules" USING ("tenant_id" = NULLIF(current_setting('app.tenant_id', true), '')) WITH CHECK ("tenant_id" = NULLIF(current_setting('app.tenant_id', true), ''));--> statement-breakpoint
ALTER TABLE "engine_profiles" ADD CONSTRAINT "engine_profiles_tenant_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "tenants" ("tenant_id");--> statement-breakpoint
ALTER TABLE "engine_profiles" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "engine_profiles" FORCE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY "engine_profiles_tenant_isolation" ON "engine_profiles" USING ("tenant_id" = NULLIF(current_setting('app.tenant_id', true), '')) WITH CHECK ("tenant_id" = NULLIF(current_setting('app.tenant_id', true), ''));--> statement-breakpoint
ALTER TABLE "engine_scores" ADD CONSTRAINT "engine_scores_tenant_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "tenants" ("tenant_id");--> statement-breakpoint
ALTER TABLE "engine_scores" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "engine_scores" FORCE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY "engine_scores_tenant_isolation" ON "engine_scores" USING ("tenant_id" = NULLIF(current_setting('app.tenant_id', true), '')) WITH CHECK ("tenant_id" = NULLIF(current_setting('app.tenant_id', true), ''));--> statement-breakpoint
ALTER TABLE "engine_stats" ADD CONSTRAINT "engine_stats_tenant_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "tenants" ("tenant_id");--> statement-breakpoint
ALTER TABLE "engine_stats" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "engine_stats" FORCE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY "engine_stats_tenant_isolation" ON "engine_stats" USING ("tenant_id" = NULLIF(current_setting('app.tenant_id', true), '')) WITH CHECK ("tenant_id" = NULLIF(current_setting('app.tenant_id', true), ''));--> statement-breakpoint
ALTER TABLE "idea_comments" ADD CONSTRAINT "idea_comments_tenant_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "tenants" ("tenant_id");--> statement-breakpoint
ALTER TABLE "idea_comments" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "idea_comments" FORCE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY "idea_comments_tenant_isolation" ON "idea_comments" USING ("tenant_id" = NULLIF(current_setting('app.tenant_id', true), '')) WITH CHECK ("tenant_id" = NULLIF(current_setting('app.tenant_id', true), ''));--> statement-breakpoint
ALTER TABLE "idea_shares" ADD CONSTRAINT "idea_shares_tenant_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "tenants" ("tenant_id");--> statement-breakpoint
ALTER TABLE "idea_shares" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "idea_shares" FORCE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY "idea_shares_tenant_isolation" ON "idea_shares" USING ("tenant_id" = NULLIF(current_setting('app.tenant_id', true), '')) WITH CHECK ("tenant_id" = NULLIF(current_setting('app.tenant_id', true), ''));--> statement-breakpoint
ALTER TABLE "idea_versions" ADD CONSTRAINT "idea_versions_tenant_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "tenants" ("tenant_id");--> statement-breakpoint
ALTER TABLE "idea_versions" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "idea_versions" FORCE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY "idea_versions_tenant_isolation" ON "idea_versions" USING ("tenant_id" = NULLIF(current_setting('app.tenant_id', true), '')) WITH CHECK ("tenant_id" = NULLIF(current_setting('app.tenant_id', true), ''));--> statement-breakpoint
ALTER TABLE "ideas" ADD CONSTRAINT "ideas_tenant_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "tenants" ("tenant_id");--> statement-breakpoint
ALTER TABLE "ideas" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "ideas" FORCE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY "ideas_tenant_isolation" ON "ideas" USING ("tenant_id" = NULLIF(current_setting('app.tenant_id', true), '')) WITH CHECK ("tenant_id" = NULLIF(current_setting('app.tenant_id', true), ''));--> statement-breakpoint
ALTER TABLE "product_evidence" ADD CONSTRAINT "product_evidence_tenant_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "tenants" ("tenant_id");--> statement-breakpoint
ALTER TABLE "product_evidence" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "product_evidence" FORCE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY "product_evidence_tenant_isolation" ON "product_evidence" USING ("tenant_id" = NULLIF(current_setting('app.tenant_id', true), '')) WITH CHECK ("tenant_id" = NULLIF(current_setting('app.tenant_id', true), ''));--> statement-breakpoint
ALTER TABLE "product_milestones" ADD CONSTRAINT "product_milestones_tenant_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "tenants" ("tenant_id");--> statement-breakpoint
ALTER TABLE "product_milestones" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "product_milestones" FORCE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY "product_milestones_tenant_isolation" ON "product_milestones" USING ("tenant_id" = NULLIF(current_setting('app.tenant_id', true), '')) WITH CHECK ("tenant_id" = NULLIF(current_setting('app.tenant_id', true), ''));--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_tenant_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "tenants" ("tenant_id");--> statement-breakpoint
ALTER TABLE "products" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "products" FORCE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY "products_tenant_isolation" ON "products" USING ("tenant_id" = NULLIF(current_setting('app.tenant_id', true), '')) WITH CHECK ("tenant_id" = NULLIF(current_setting('app.tenant_id', true), ''));--> statement-breakpoint
ALTER TABLE "assessment_attempts" ADD CONSTRAINT "assessment_attempts_tenant_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "tenants" ("tenant_id");--> statement-breakpoint
ALTER TABLE "assessment_attempts" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "assessment_attempts" FORCE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY "assessment_attempts_tenant_isolation" ON "assessment_attempts" USING ("tenant_id" = NULLIF(current_setting('app.tenant_id', true), '')) WITH CHECK ("tenant_id" = NULLIF(current_setting('app.tenant_id', true), ''));--> statement-breakpoint
ALTER TABLE "assessment_versions" ADD CONSTRAINT "assessment_versions_tenant_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "tenants" ("tenant_id");--> statement-breakpoint
ALTER TABLE "assessment_versions" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "assessment_versions" FORCE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY "assessment_versions_tenant_isolation" ON "assessment_versions" USING ("tenant_id" = NULLIF(current_setting('app.tenant_id', true), '')) WITH CHECK ("tenant_id" = NULLIF(current_setting('app.tenant_id', true), ''));--> statement-breakpoint
ALTER TABLE "assessments" ADD CONSTRAINT "assessments_tenant_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "tenants" ("tenant_id");--> statement-breakpoint
ALTER TABLE "assessments" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "assessments" FORCE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY "assessments_tenant_isolation" ON "assessments" USING ("tenant_id" = NULLIF(current_setting('app.tenant_id', true), '')) WITH CHECK ("tenant_id" = NULLIF(current_setting('app.tenant_id', true), ''));--> statement-breakpoint
ALTER TABLE "pathway_items" ADD CONSTRAINT "pathway_items_tenant_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "tenants" ("tenant_id");--> statement-breakpoint
ALTER TABLE "pathway_items" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "pathway_items" FORCE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY "pathway_items_tenant_isolation" ON "pathway_items" USING ("tenant_id" = NULLIF(current_setting('app.tenant_id', true), '')) WITH CHECK ("tenant_id" = NULLIF(current_setting('app.tenant_id', true), ''));--> statement-breakpoint
ALTER TABLE "readiness_nudges" ADD CONSTRAINT "readiness_nudges_tenant_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "tenants" ("tenant_id");--> statement-breakpoint
ALTER TABLE "readiness_nudges" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "readiness_nudges" FORCE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY "readiness_nudges_tenant_isolation" ON "readiness_nudges" USING ("tenant_id" = NULLIF(current_setting('app.tenant_id', true), '')) WITH CHECK ("tenant_id" = NULLIF(current_setting('app.tenant_id', true), ''));
