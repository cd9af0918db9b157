-- Notifications (issue 9): a user's notifications and delivery preferences per tenant. Both are
-- tenant tables under forced row-level security with the tenant policy and a key to tenants, like
-- 0011_learning.sql (the statements after the generated ones are written by hand).
CREATE TABLE "notification_preferences" (
	"preference_id" serial PRIMARY KEY NOT NULL,
	"tenant_id" text DEFAULT nullif(current_setting('app.tenant_id', true), '') NOT NULL,
	"user_id" integer NOT NULL,
	"channels" jsonb NOT NULL,
	"email_digest" text DEFAULT 'off' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "notifications" (
	"notification_id" serial PRIMARY KEY NOT NULL,
	"tenant_id" text DEFAULT nullif(current_setting('app.tenant_id', true), '') NOT NULL,
	"user_id" integer NOT NULL,
	"type" text NOT NULL,
	"title" text NOT NULL,
	"body" text,
	"link" text,
	"read_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "notification_preferences" ADD CONSTRAINT "notification_preferences_user_id_users_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("user_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_user_id_users_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("user_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "notification_preferences_user_uq" ON "notification_preferences" USING btree ("tenant_id","user_id");--> statement-breakpoint
CREATE INDEX "notifications_user_idx" ON "notifications" USING btree ("tenant_id","user_id","notification_id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "notifications_unread_idx" ON "notifications" USING btree ("tenant_id","user_id") WHERE "notifications"."read_at" is null;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_tenant_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "tenants" ("tenant_id");--> statement-breakpoint
ALTER TABLE "notifications" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "notifications" FORCE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY "notifications_tenant_isolation" ON "notifications" USING ("tenant_id" = NULLIF(current_setting('app.tenant_id', true), '')) WITH CHECK ("tenant_id" = NULLIF(current_setting('app.tenant_id', true), ''));--> statement-breakpoint
ALTER TABLE "notification_preferences" ADD CONSTRAINT "notification_preferences_tenant_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "tenants" ("tenant_id");--> statement-breakpoint
ALTER TABLE "notification_preferences" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "notification_preferences" FORCE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY "notification_preferences_tenant_isolation" ON "notification_preferences" USING ("tenant_id" = NULLIF(current_setting('app.tenant_id', true), '')) WITH CHECK ("tenant_id" = NULLIF(current_setting('app.tenant_id', true), ''));
