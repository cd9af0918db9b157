CREATE TABLE "investor_profiles" (
	"profile_id" serial PRIMARY KEY NOT NULL,
	"tenant_id" text DEFAULT nullif(current_setting('app.tenant_id', true), '') NOT NULL,
	"user_id" integer NOT NULL,
	"investor_type" text NOT NULL,
	"organisation" text,
	"ticket_min_inr" bigint NOT NULL,
	"ticket_max_inr" bigint NOT NULL,
	"stages" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"sectors" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"portfolio_links" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"accreditation_declared_at" timestamp with time zone NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"reason" text,
	"decided_by" integer,
	"decided_at" timestamp with time zone,
	"submitted_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "investor_profiles_status_ck" CHECK ("investor_profiles"."status" in ('pending', 'verified', 'declined')),
	CONSTRAINT "investor_profiles_ticket_ck" CHECK ("investor_profiles"."ticket_min_inr" > 0 and "investor_profiles"."ticket_max_inr" >= "investor_profiles"."ticket_min_inr")
);
--> statement-breakpoint
CREATE TABLE "membership_plans" (
	"plan_id" serial PRIMARY KEY NOT NULL,
	"tenant_id" text DEFAULT nullif(current_setting('app.tenant_id', true), '') NOT NULL,
	"name" text NOT NULL,
	"description" text,
	"price_paise" integer DEFAULT 0 NOT NULL,
	"period" text NOT NULL,
	"apps" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_by" integer,
	"modified_by" integer,
	"deleted_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	"is_deleted" boolean DEFAULT false NOT NULL,
	CONSTRAINT "membership_plans_period_ck" CHECK ("membership_plans"."period" in ('month', 'year', 'lifetime')),
	CONSTRAINT "membership_plans_price_ck" CHECK ("membership_plans"."price_paise" >= 0)
);
--> statement-breakpoint
CREATE TABLE "memberships" (
	"membership_id" serial PRIMARY KEY NOT NULL,
	"tenant_id" text DEFAULT nullif(current_setting('app.tenant_id', true), '') NOT NULL,
	"user_id" integer NOT NULL,
	"plan_id" integer NOT NULL,
	"status" text NOT NULL,
	"starts_at" timestamp with time zone,
	"ends_at" timestamp with time zone,
	"provider" text NOT NULL,
	"provider_ref" text,
	"sponsor_code_id" integer,
	"decided_by" integer,
	"decided_at" timestamp with time zone,
	"reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "memberships_status_ck" CHECK ("memberships"."status" in ('pending', 'active', 'declined', 'cancelled', 'expired'))
);
--> statement-breakpoint
CREATE TABLE "sponsor_codes" (
	"code_id" serial PRIMARY KEY NOT NULL,
	"tenant_id" text DEFAULT nullif(current_setting('app.tenant_id', true), '') NOT NULL,
	"code" text NOT NULL,
	"plan_id" integer NOT NULL,
	"sponsor_name" text NOT NULL,
	"seats" integer NOT NULL,
	"used" integer DEFAULT 0 NOT NULL,
	"expires_at" timestamp with time zone,
	"active" boolean DEFAULT true NOT NULL,
	"created_by" integer,
	"modified_by" integer,
	"deleted_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	"is_deleted" boolean DEFAULT false NOT NULL,
	CONSTRAINT "sponsor_codes_seats_ck" CHECK ("sponsor_codes"."used" >= 0 and "sponsor_codes"."used" <= "sponsor_codes"."seats")
);
--> statement-breakpoint
ALTER TABLE "investor_profiles" ADD CONSTRAINT "investor_profiles_user_id_users_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("user_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "investor_profiles" ADD CONSTRAINT "investor_profiles_decided_by_users_user_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("user_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "memberships" ADD CONSTRAINT "memberships_user_id_users_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("user_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "memberships" ADD CONSTRAINT "memberships_plan_id_membership_plans_plan_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."membership_plans"("plan_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "memberships" ADD CONSTRAINT "memberships_sponsor_code_id_sponsor_codes_code_id_fk" FOREIGN KEY ("sponsor_code_id") REFERENCES "public"."sponsor_codes"("code_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "memberships" ADD CONSTRAINT "memberships_decided_by_users_user_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("user_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sponsor_codes" ADD CONSTRAINT "sponsor_codes_plan_id_membership_plans_plan_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."membership_plans"("plan_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "investor_profiles_user_uq" ON "investor_profiles" USING btree ("tenant_id","user_id");--> statement-breakpoint
CREATE INDEX "investor_profiles_status_idx" ON "investor_profiles" USING btree ("tenant_id","status","profile_id");--> statement-breakpoint
CREATE INDEX "membership_plans_tenant_idx" ON "membership_plans" USING btree ("tenant_id","active","price_paise");--> statement-breakpoint
CREATE UNIQUE INDEX "memberships_open_uq" ON "memberships" USING btree ("tenant_id","user_id") WHERE "memberships"."status" in ('pending', 'active');--> statement-breakpoint
CREATE INDEX "memberships_user_idx" ON "memberships" USING btree ("tenant_id","user_id","membership_id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "memberships_status_idx" ON "memberships" USING btree ("tenant_id","status","membership_id");--> statement-breakpoint
CREATE UNIQUE INDEX "sponsor_codes_code_uq" ON "sponsor_codes" USING btree ("tenant_id","code");--> statement-breakpoint
-- hand-written: tenant foreign keys and forced row-level security (docs/tenancy.md)
ALTER TABLE "membership_plans" ADD CONSTRAINT "membership_plans_tenant_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "tenants" ("tenant_id");--> statement-breakpoint
ALTER TABLE "membership_plans" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "membership_plans" FORCE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY "membership_plans_tenant_isolation" ON "membership_plans" USING ("tenant_id" = NULLIF(current_setting('app.tenant_id', true), '')) WITH CHECK ("tenant_id" = NULLIF(current_setting('app.tenant_id', true), ''));--> statement-breakpoint
ALTER TABLE "memberships" ADD CONSTRAINT "memberships_tenant_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "tenants" ("tenant_id");--> statement-breakpoint
ALTER TABLE "memberships" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "memberships" FORCE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY "memberships_tenant_isolation" ON "memberships" USING ("tenant_id" = NULLIF(current_setting('app.tenant_id', true), '')) WITH CHECK ("tenant_id" = NULLIF(current_setting('app.tenant_id', true), ''));--> statement-breakpoint
ALTER TABLE "sponsor_codes" ADD CONSTRAINT "sponsor_codes_tenant_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "tenants" ("tenant_id");--> statement-breakpoint
ALTER TABLE "sponsor_codes" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "sponsor_codes" FORCE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY "sponsor_codes_tenant_isolation" ON "sponsor_codes" USING ("tenant_id" = NULLIF(current_setting('app.tenant_id', true), '')) WITH CHECK ("tenant_id" = NULLIF(current_setting('app.tenant_id', true), ''));--> statement-breakpoint
ALTER TABLE "investor_profiles" ADD CONSTRAINT "investor_profiles_tenant_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "tenants" ("tenant_id");--> statement-breakpoint
ALTER TABLE "investor_profiles" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "investor_profiles" FORCE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY "investor_profiles_tenant_isolation" ON "investor_profiles" USING ("tenant_id" = NULLIF(current_setting('app.tenant_id', true), '')) WITH CHECK ("tenant_id" = NULLIF(current_setting('app.tenant_id', true), ''));
