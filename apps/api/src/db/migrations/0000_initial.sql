CREATE SEQUENCE "public"."role_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1;--> statement-breakpoint
CREATE TABLE "custom_role_privileges" (
	"privilege_id" serial PRIMARY KEY NOT NULL,
	"role_id" integer NOT NULL,
	"privilege_menu_id" integer NOT NULL,
	"privilege_access_scope" text DEFAULT 'private' NOT NULL,
	"privilege_access_type" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_by" integer,
	"modified_by" integer,
	"deleted_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	"is_deleted" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "custom_roles" (
	"role_id" integer PRIMARY KEY DEFAULT nextval('role_id_seq') NOT NULL,
	"role_name" text NOT NULL,
	"role_type" text DEFAULT 'custom' NOT NULL,
	"role_view" text DEFAULT 'other' NOT NULL,
	"display_name" text,
	"parent_user_id" integer NOT NULL,
	"created_by" integer,
	"modified_by" integer,
	"deleted_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	"is_deleted" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "group_users" (
	"table_id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"parent_user_id" integer NOT NULL,
	"role_id" integer,
	"status" text DEFAULT 'active' NOT NULL,
	"created_by" integer,
	"modified_by" integer,
	"deleted_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	"is_deleted" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "menus" (
	"menu_id" serial PRIMARY KEY NOT NULL,
	"menu_name" text NOT NULL,
	"menu_parent_id" integer,
	"menu_view" text DEFAULT 'user' NOT NULL,
	"menu_route" text,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"created_by" integer,
	"modified_by" integer,
	"deleted_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	"is_deleted" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "privileges" (
	"privilege_id" serial PRIMARY KEY NOT NULL,
	"role_id" integer NOT NULL,
	"privilege_menu_id" integer NOT NULL,
	"privilege_access_scope" text DEFAULT 'private' NOT NULL,
	"privilege_access_type" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_by" integer,
	"modified_by" integer,
	"deleted_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	"is_deleted" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "roles" (
	"role_id" integer PRIMARY KEY DEFAULT nextval('role_id_seq') NOT NULL,
	"role_name" text NOT NULL,
	"role_type" text DEFAULT 'System Role' NOT NULL,
	"role_view" text DEFAULT 'other' NOT NULL,
	"display_name" text,
	"description" text,
	"is_self_service" boolean DEFAULT false NOT NULL,
	"parent_user_id" integer,
	"created_by" integer,
	"modified_by" integer,
	"deleted_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	"is_deleted" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "user_roles" (
	"user_role_id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"role_id" integer NOT NULL,
	"created_by" integer,
	"modified_by" integer,
	"deleted_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	"is_deleted" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "auth_users" (
	"auth_user_id" serial PRIMARY KEY NOT NULL,
	"user_id" integer,
	"username" text NOT NULL,
	"email" text NOT NULL,
	"first_name" text,
	"last_name" text,
	"phone_number" text,
	"password_hash" text,
	"email_verified" boolean DEFAULT false NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"failed_login_count" integer DEFAULT 0 NOT NULL,
	"locked_until" timestamp with time zone,
	"last_login_at" timestamp with time zone,
	"created_by" integer,
	"modified_by" integer,
	"deleted_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	"is_deleted" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "user_settings" (
	"user_setting_id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"language" text DEFAULT 'en' NOT NULL,
	"theme" text DEFAULT 'light' NOT NULL,
	"email_notifications" boolean DEFAULT true NOT NULL,
	"preferences" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_by" integer,
	"modified_by" integer,
	"deleted_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	"is_deleted" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "users" (
	"user_id" serial PRIMARY KEY NOT NULL,
	"username" text NOT NULL,
	"first_name" text,
	"last_name" text,
	"email" text NOT NULL,
	"enabled" boolean DEFAULT false NOT NULL,
	"active_role" integer,
	"profile_image" text,
	"roll_number" text,
	"age" smallint,
	"gender" text,
	"phone_number" text,
	"registration_redirect" text,
	"tnc_accepted" boolean DEFAULT false NOT NULL,
	"is_underage" boolean DEFAULT false NOT NULL,
	"parent_name" text,
	"parent_email" text,
	"parent_phone_number" text,
	"created_by" integer,
	"modified_by" integer,
	"deleted_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	"is_deleted" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "courses" (
	"course_id" serial PRIMARY KEY NOT NULL,
	"program_id" integer NOT NULL,
	"course_name" text NOT NULL,
	"course_description" text,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"created_by" integer,
	"modified_by" integer,
	"deleted_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	"is_deleted" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "modules" (
	"module_id" serial PRIMARY KEY NOT NULL,
	"course_id" integer NOT NULL,
	"module_name" text NOT NULL,
	"module_description" text,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"created_by" integer,
	"modified_by" integer,
	"deleted_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	"is_deleted" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "program_enrollments" (
	"enrollment_id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"program_id" integer NOT NULL,
	"enrollment_status" text DEFAULT 'pending' NOT NULL,
	"created_by" integer,
	"modified_by" integer,
	"deleted_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	"is_deleted" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "programs" (
	"program_id" serial PRIMARY KEY NOT NULL,
	"program_name" text NOT NULL,
	"program_description" text,
	"program_category" text,
	"start_date" date,
	"end_date" date,
	"status" text DEFAULT 'draft' NOT NULL,
	"created_by" integer,
	"modified_by" integer,
	"deleted_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	"is_deleted" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "units" (
	"unit_id" serial PRIMARY KEY NOT NULL,
	"module_id" integer NOT NULL,
	"unit_name" text NOT NULL,
	"unit_type" text DEFAULT 'lesson' NOT NULL,
	"content" text,
	"duration_minutes" integer,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"created_by" integer,
	"modified_by" integer,
	"deleted_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	"is_deleted" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "scores" (
	"table_id" serial PRIMARY KEY NOT NULL,
	"stat_id" integer NOT NULL,
	"time_period" text NOT NULL,
	"score_value" numeric NOT NULL,
	"score_unit" text,
	"created_by" integer,
	"modified_by" integer,
	"deleted_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	"is_deleted" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "stat_modules" (
	"module_id" serial PRIMARY KEY NOT NULL,
	"module_name" text NOT NULL,
	"phase_id" integer,
	"user_id" integer,
	"created_by" integer,
	"modified_by" integer,
	"deleted_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	"is_deleted" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "stats" (
	"stat_id" serial PRIMARY KEY NOT NULL,
	"stat_name" text NOT NULL,
	"module_id" integer,
	"parent_stat_id" integer,
	"category" text,
	"created_by" integer,
	"modified_by" integer,
	"deleted_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	"is_deleted" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tenants" (
	"tenant_id" text PRIMARY KEY NOT NULL,
	"tenant_type" text NOT NULL,
	"tenant_name" text NOT NULL,
	"display_name" text NOT NULL,
	"branding" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_by" integer,
	"modified_by" integer,
	"deleted_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	"is_deleted" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
ALTER TABLE "custom_role_privileges" ADD CONSTRAINT "custom_role_privileges_role_id_custom_roles_role_id_fk" FOREIGN KEY ("role_id") REFERENCES "public"."custom_roles"("role_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "custom_role_privileges" ADD CONSTRAINT "custom_role_privileges_privilege_menu_id_menus_menu_id_fk" FOREIGN KEY ("privilege_menu_id") REFERENCES "public"."menus"("menu_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "custom_roles" ADD CONSTRAINT "custom_roles_parent_user_id_users_user_id_fk" FOREIGN KEY ("parent_user_id") REFERENCES "public"."users"("user_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "group_users" ADD CONSTRAINT "group_users_user_id_users_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("user_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "group_users" ADD CONSTRAINT "group_users_parent_user_id_users_user_id_fk" FOREIGN KEY ("parent_user_id") REFERENCES "public"."users"("user_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "group_users" ADD CONSTRAINT "group_users_role_id_custom_roles_role_id_fk" FOREIGN KEY ("role_id") REFERENCES "public"."custom_roles"("role_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "menus" ADD CONSTRAINT "menus_menu_parent_id_menus_menu_id_fk" FOREIGN KEY ("menu_parent_id") REFERENCES "public"."menus"("menu_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "privileges" ADD CONSTRAINT "privileges_role_id_roles_role_id_fk" FOREIGN KEY ("role_id") REFERENCES "public"."roles"("role_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "privileges" ADD CONSTRAINT "privileges_privilege_menu_id_menus_menu_id_fk" FOREIGN KEY ("privilege_menu_id") REFERENCES "public"."menus"("menu_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "roles" ADD CONSTRAINT "roles_parent_user_id_users_user_id_fk" FOREIGN KEY ("parent_user_id") REFERENCES "public"."users"("user_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_roles" ADD CONSTRAINT "user_roles_user_id_users_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("user_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_roles" ADD CONSTRAINT "user_roles_role_id_roles_role_id_fk" FOREIGN KEY ("role_id") REFERENCES "public"."roles"("role_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "auth_users" ADD CONSTRAINT "auth_users_user_id_users_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("user_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_settings" ADD CONSTRAINT "user_settings_user_id_users_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("user_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "courses" ADD CONSTRAINT "courses_program_id_programs_program_id_fk" FOREIGN KEY ("program_id") REFERENCES "public"."programs"("program_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "modules" ADD CONSTRAINT "modules_course_id_courses_course_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("course_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "program_enrollments" ADD CONSTRAINT "program_enrollments_user_id_users_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("user_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "program_enrollments" ADD CONSTRAINT "program_enrollments_program_id_programs_program_id_fk" FOREIGN KEY ("program_id") REFERENCES "public"."programs"("program_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "units" ADD CONSTRAINT "units_module_id_modules_module_id_fk" FOREIGN KEY ("module_id") REFERENCES "public"."modules"("module_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scores" ADD CONSTRAINT "scores_stat_id_stats_stat_id_fk" FOREIGN KEY ("stat_id") REFERENCES "public"."stats"("stat_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stats" ADD CONSTRAINT "stats_module_id_stat_modules_module_id_fk" FOREIGN KEY ("module_id") REFERENCES "public"."stat_modules"("module_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "custom_role_privileges_role_menu_uq" ON "custom_role_privileges" USING btree ("role_id","privilege_menu_id") WHERE "custom_role_privileges"."is_deleted" = false;--> statement-breakpoint
CREATE INDEX "custom_roles_parent_idx" ON "custom_roles" USING btree ("parent_user_id");--> statement-breakpoint
CREATE INDEX "group_users_user_idx" ON "group_users" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "group_users_parent_idx" ON "group_users" USING btree ("parent_user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "menus_name_uq" ON "menus" USING btree (lower("menu_name")) WHERE "menus"."is_deleted" = false;--> statement-breakpoint
CREATE UNIQUE INDEX "privileges_role_menu_uq" ON "privileges" USING btree ("role_id","privilege_menu_id") WHERE "privileges"."is_deleted" = false;--> statement-breakpoint
CREATE UNIQUE INDEX "roles_name_uq" ON "roles" USING btree (lower("role_name")) WHERE "roles"."is_deleted" = false;--> statement-breakpoint
CREATE UNIQUE INDEX "user_roles_uq" ON "user_roles" USING btree ("user_id","role_id") WHERE "user_roles"."is_deleted" = false;--> statement-breakpoint
CREATE UNIQUE INDEX "auth_users_email_uq" ON "auth_users" USING btree (lower("email")) WHERE "auth_users"."is_deleted" = false;--> statement-breakpoint
CREATE UNIQUE INDEX "auth_users_username_uq" ON "auth_users" USING btree (lower("username")) WHERE "auth_users"."is_deleted" = false;--> statement-breakpoint
CREATE INDEX "auth_users_user_id_idx" ON "auth_users" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "user_settings_user_uq" ON "user_settings" USING btree ("user_id") WHERE "user_settings"."is_deleted" = false;--> statement-breakpoint
CREATE UNIQUE INDEX "users_username_uq" ON "users" USING btree (lower("username")) WHERE "users"."is_deleted" = false;--> statement-breakpoint
CREATE UNIQUE INDEX "users_email_uq" ON "users" USING btree (lower("email")) WHERE "users"."is_deleted" = false;--> statement-breakpoint
CREATE INDEX "courses_program_idx" ON "courses" USING btree ("program_id","sort_order");--> statement-breakpoint
CREATE INDEX "modules_course_idx" ON "modules" USING btree ("course_id","sort_order");--> statement-breakpoint
CREATE UNIQUE INDEX "program_enrollments_user_program_uq" ON "program_enrollments" USING btree ("user_id","program_id") WHERE "program_enrollments"."is_deleted" = false;--> statement-breakpoint
CREATE INDEX "program_enrollments_program_idx" ON "program_enrollments" USING btree ("program_id");--> statement-breakpoint
CREATE INDEX "programs_category_idx" ON "programs" USING btree ("program_category");--> statement-breakpoint
CREATE INDEX "programs_live_idx" ON "programs" USING btree ("is_deleted","program_id");--> statement-breakpoint
CREATE INDEX "units_module_idx" ON "units" USING btree ("module_id","sort_order");--> statement-breakpoint
CREATE INDEX "scores_stat_idx" ON "scores" USING btree ("stat_id");--> statement-breakpoint
CREATE INDEX "stats_module_idx" ON "stats" USING btree ("module_id");--> statement-breakpoint
CREATE UNIQUE INDEX "tenants_type_name_uq" ON "tenants" USING btree ("tenant_type","tenant_name") WHERE "tenants"."is_deleted" = false;