CREATE TABLE "personality_results" (
	"result_id" serial PRIMARY KEY NOT NULL,
	"tenant_id" text DEFAULT nullif(current_setting('app.tenant_id', true), '') NOT NULL,
	"user_id" integer NOT NULL,
	"answers" jsonb NOT NULL,
	"extraversion" integer NOT NULL,
	"agreeableness" integer NOT NULL,
	"conscientiousness" integer NOT NULL,
	"emotional_stability" integer NOT NULL,
	"intellect" integer NOT NULL,
	"taken_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "user_profiles" (
	"profile_id" serial PRIMARY KEY NOT NULL,
	"tenant_id" text DEFAULT nullif(current_setting('app.tenant_id', true), '') NOT NULL,
	"user_id" integer NOT NULL,
	"headline" text DEFAULT '' NOT NULL,
	"bio" text DEFAULT '' NOT NULL,
	"city" text DEFAULT '' NOT NULL,
	"state" text,
	"languages" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"links" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"skills" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"photo_key" text,
	"role_details" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"visibility" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"onboarding" jsonb,
	"shown_programs" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"show_certificates" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "venture_members" (
	"venture_member_id" serial PRIMARY KEY NOT NULL,
	"tenant_id" text DEFAULT nullif(current_setting('app.tenant_id', true), '') NOT NULL,
	"venture_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"added_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ventures" (
	"venture_id" serial PRIMARY KEY NOT NULL,
	"tenant_id" text DEFAULT nullif(current_setting('app.tenant_id', true), '') NOT NULL,
	"owner_user_id" integer NOT NULL,
	"name" text NOT NULL,
	"stage" text NOT NULL,
	"sector" text NOT NULL,
	"state" text,
	"city" text DEFAULT '' NOT NULL,
	"team_size" integer DEFAULT 1 NOT NULL,
	"website" text,
	"pitch" text DEFAULT '' NOT NULL,
	"needs" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"visibility" text DEFAULT 'members' NOT NULL,
	"created_by" integer,
	"modified_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "personality_results" ADD CONSTRAINT "personality_results_user_id_users_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("user_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_profiles" ADD CONSTRAINT "user_profiles_user_id_users_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("user_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "venture_members" ADD CONSTRAINT "venture_members_venture_id_ventures_venture_id_fk" FOREIGN KEY ("venture_id") REFERENCES "public"."ventures"("venture_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "venture_members" ADD CONSTRAINT "venture_members_user_id_users_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("user_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ventures" ADD CONSTRAINT "ventures_owner_user_id_users_user_id_fk" FOREIGN KEY ("owner_user_id") REFERENCES "public"."users"("user_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "personality_results_user_idx" ON "personality_results" USING btree ("tenant_id","user_id","result_id" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "user_profiles_user_uq" ON "user_profiles" USING btree ("tenant_id","user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "venture_members_uq" ON "venture_members" USING btree ("tenant_id","venture_id","user_id");--> statement-breakpoint
CREATE INDEX "venture_members_user_idx" ON "venture_members" USING btree ("tenant_id","user_id");--> statement-breakpoint
CREATE INDEX "ventures_owner_idx" ON "ventures" USING btree ("tenant_id","owner_user_id");--> statement-breakpoint
-- hand-written: tenant foreign keys and forced row-level security for every profiles table
ALTER TABLE "user_profiles" ADD CONSTRAINT "user_profiles_tenant_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "tenants" ("tenant_id");--> statement-breakpoint
ALTER TABLE "user_profiles" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "user_profiles" FORCE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY "user_profiles_tenant_isolation" ON "user_profiles" USING ("tenant_id" = NULLIF(current_setting('app.tenant_id', true), '')) WITH CHECK ("tenant_id" = NULLIF(current_setting('app.tenant_id', true), ''));--> statement-breakpoint
ALTER TABLE "ventures" ADD CONSTRAINT "ventures_tenant_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "tenants" ("tenant_id");--> statement-breakpoint
ALTER TABLE "ventures" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "ventures" FORCE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY "ventures_tenant_isolation" ON "ventures" USING ("tenant_id" = NULLIF(current_setting('app.tenant_id', true), '')) WITH CHECK ("tenant_id" = NULLIF(current_setting('app.tenant_id', true), ''));--> statement-breakpoint
ALTER TABLE "venture_members" ADD CONSTRAINT "venture_members_tenant_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "tenants" ("tenant_id");--> statement-breakpoint
ALTER TABLE "venture_members" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "venture_members" FORCE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY "venture_members_tenant_isolation" ON "venture_members" USING ("tenant_id" = NULLIF(current_setting('app.tenant_id', true), '')) WITH CHECK ("tenant_id" = NULLIF(current_setting('app.tenant_id', true), ''));--> statement-breakpoint
ALTER TABLE "personality_results" ADD CONSTRAINT "personality_results_tenant_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "tenants" ("tenant_id");--> statement-breakpoint
ALTER TABLE "personality_results" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "personality_results" FORCE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY "personality_results_tenant_isolation" ON "personality_results" USING ("tenant_id" = NULLIF(current_setting('app.tenant_id', true), '')) WITH CHECK ("tenant_id" = NULLIF(current_setting('app.tenant_id', true), ''));
