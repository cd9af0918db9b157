CREATE TABLE "content_collection_items" (
	"entry_id" serial PRIMARY KEY NOT NULL,
	"tenant_id" text DEFAULT nullif(current_setting('app.tenant_id', true), '') NOT NULL,
	"collection_id" integer NOT NULL,
	"content_id" integer NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"added_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "content_collections" (
	"collection_id" serial PRIMARY KEY NOT NULL,
	"tenant_id" text DEFAULT nullif(current_setting('app.tenant_id', true), '') NOT NULL,
	"owner_id" integer NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"share_token" text,
	"shared" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "content_downloads" (
	"download_id" serial PRIMARY KEY NOT NULL,
	"tenant_id" text DEFAULT nullif(current_setting('app.tenant_id', true), '') NOT NULL,
	"user_id" integer NOT NULL,
	"content_id" integer NOT NULL,
	"downloaded_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "content_events" (
	"event_id" serial PRIMARY KEY NOT NULL,
	"tenant_id" text DEFAULT nullif(current_setting('app.tenant_id', true), '') NOT NULL,
	"content_id" integer NOT NULL,
	"action" text NOT NULL,
	"from_status" text,
	"to_status" text NOT NULL,
	"by_user_id" integer NOT NULL,
	"note" text,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "content_items" (
	"content_id" serial PRIMARY KEY NOT NULL,
	"tenant_id" text DEFAULT nullif(current_setting('app.tenant_id', true), '') NOT NULL,
	"kind" text NOT NULL,
	"title" text NOT NULL,
	"summary" text DEFAULT '' NOT NULL,
	"body_html" text DEFAULT '' NOT NULL,
	"body_text" text DEFAULT '' NOT NULL,
	"language" text DEFAULT 'en' NOT NULL,
	"level" text DEFAULT 'beginner' NOT NULL,
	"topics" text[] DEFAULT '{}'::text[] NOT NULL,
	"hubs" text[] DEFAULT '{}'::text[] NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"details" jsonb NOT NULL,
	"cover_upload_id" integer,
	"file_upload_id" integer,
	"minutes" integer DEFAULT 0 NOT NULL,
	"featured" boolean DEFAULT false NOT NULL,
	"view_count" integer DEFAULT 0 NOT NULL,
	"save_count" integer DEFAULT 0 NOT NULL,
	"author_id" integer NOT NULL,
	"published_at" timestamp with time zone,
	"published_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "content_progress" (
	"progress_id" serial PRIMARY KEY NOT NULL,
	"tenant_id" text DEFAULT nullif(current_setting('app.tenant_id', true), '') NOT NULL,
	"user_id" integer NOT NULL,
	"content_id" integer NOT NULL,
	"position" real DEFAULT 0 NOT NULL,
	"percent" real DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "content_saves" (
	"save_id" serial PRIMARY KEY NOT NULL,
	"tenant_id" text DEFAULT nullif(current_setting('app.tenant_id', true), '') NOT NULL,
	"content_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "content_views" (
	"view_id" serial PRIMARY KEY NOT NULL,
	"tenant_id" text DEFAULT nullif(current_setting('app.tenant_id', true), '') NOT NULL,
	"content_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"day" date NOT NULL
);
--> statement-breakpoint
ALTER TABLE "content_collection_items" ADD CONSTRAINT "content_collection_items_collection_id_content_collections_collection_id_fk" FOREIGN KEY ("collection_id") REFERENCES "public"."content_collections"("collection_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_collection_items" ADD CONSTRAINT "content_collection_items_content_id_content_items_content_id_fk" FOREIGN KEY ("content_id") REFERENCES "public"."content_items"("content_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_collections" ADD CONSTRAINT "content_collections_owner_id_users_user_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("user_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_downloads" ADD CONSTRAINT "content_downloads_user_id_users_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("user_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_downloads" ADD CONSTRAINT "content_downloads_content_id_content_items_content_id_fk" FOREIGN KEY ("content_id") REFERENCES "public"."content_items"("content_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_events" ADD CONSTRAINT "content_events_content_id_content_items_content_id_fk" FOREIGN KEY ("content_id") REFERENCES "public"."content_items"("content_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_events" ADD CONSTRAINT "content_events_by_user_id_users_user_id_fk" FOREIGN KEY ("by_user_id") REFERENCES "public"."users"("user_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_items" ADD CONSTRAINT "content_items_cover_upload_id_uploads_upload_id_fk" FOREIGN KEY ("cover_upload_id") REFERENCES "public"."uploads"("upload_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_items" ADD CONSTRAINT "content_items_file_upload_id_uploads_upload_id_fk" FOREIGN KEY ("file_upload_id") REFERENCES "public"."uploads"("upload_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_items" ADD CONSTRAINT "content_items_author_id_users_user_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("user_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_items" ADD CONSTRAINT "content_items_published_by_users_user_id_fk" FOREIGN KEY ("published_by") REFERENCES "public"."users"("user_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_progress" ADD CONSTRAINT "content_progress_user_id_users_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("user_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_progress" ADD CONSTRAINT "content_progress_content_id_content_items_content_id_fk" FOREIGN KEY ("content_id") REFERENCES "public"."content_items"("content_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_saves" ADD CONSTRAINT "content_saves_content_id_content_items_content_id_fk" FOREIGN KEY ("content_id") REFERENCES "public"."content_items"("content_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_saves" ADD CONSTRAINT "content_saves_user_id_users_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("user_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_views" ADD CONSTRAINT "content_views_content_id_content_items_content_id_fk" FOREIGN KEY ("content_id") REFERENCES "public"."content_items"("content_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_views" ADD CONSTRAINT "content_views_user_id_users_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("user_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "content_collection_items_uq" ON "content_collection_items" USING btree ("tenant_id","collection_id","content_id");--> statement-breakpoint
CREATE INDEX "content_collection_items_pos_idx" ON "content_collection_items" USING btree ("tenant_id","collection_id","position");--> statement-breakpoint
CREATE INDEX "content_collections_owner_idx" ON "content_collections" USING btree ("tenant_id","owner_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "content_collections_token_uq" ON "content_collections" USING btree ("tenant_id","share_token");--> statement-breakpoint
CREATE INDEX "content_downloads_user_idx" ON "content_downloads" USING btree ("tenant_id","user_id","downloaded_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "content_events_item_idx" ON "content_events" USING btree ("tenant_id","content_id","event_id");--> statement-breakpoint
CREATE INDEX "content_items_published_idx" ON "content_items" USING btree ("tenant_id","status","published_at" DESC NULLS FIRST,"content_id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "content_items_author_idx" ON "content_items" USING btree ("tenant_id","author_id","updated_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "content_items_status_idx" ON "content_items" USING btree ("tenant_id","status","updated_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "content_items_topics_idx" ON "content_items" USING gin ("topics");--> statement-breakpoint
CREATE INDEX "content_items_hubs_idx" ON "content_items" USING gin ("hubs");--> statement-breakpoint
CREATE UNIQUE INDEX "content_progress_uq" ON "content_progress" USING btree ("tenant_id","user_id","content_id");--> statement-breakpoint
CREATE INDEX "content_progress_recent_idx" ON "content_progress" USING btree ("tenant_id","user_id","updated_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE UNIQUE INDEX "content_saves_uq" ON "content_saves" USING btree ("tenant_id","user_id","content_id");--> statement-breakpoint
CREATE INDEX "content_saves_recent_idx" ON "content_saves" USING btree ("tenant_id","user_id","save_id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "content_saves_item_idx" ON "content_saves" USING btree ("tenant_id","content_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "content_views_uq" ON "content_views" USING btree ("tenant_id","content_id","user_id","day");--> statement-breakpoint
CREATE INDEX "content_views_day_idx" ON "content_views" USING btree ("tenant_id","day");--> statement-breakpoint
-- hand-written: the tenant FKs, forced row-level security and the tenant policies
ALTER TABLE "content_items" ADD CONSTRAINT "content_items_tenant_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "tenants" ("tenant_id");--> statement-breakpoint
ALTER TABLE "content_items" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "content_items" FORCE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY "content_items_tenant_isolation" ON "content_items" USING ("tenant_id" = NULLIF(current_setting('app.tenant_id', true), '')) WITH CHECK ("tenant_id" = NULLIF(current_setting('app.tenant_id', true), ''));--> statement-breakpoint
ALTER TABLE "content_events" ADD CONSTRAINT "content_events_tenant_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "tenants" ("tenant_id");--> statement-breakpoint
ALTER TABLE "content_events" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "content_events" FORCE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY "content_events_tenant_isolation" ON "content_events" USING ("tenant_id" = NULLIF(current_setting('app.tenant_id', true), '')) WITH CHECK ("tenant_id" = NULLIF(current_setting('app.tenant_id', true), ''));--> statement-breakpoint
ALTER TABLE "content_saves" ADD CONSTRAINT "content_saves_tenant_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "tenants" ("tenant_id");--> statement-breakpoint
ALTER TABLE "content_saves" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "content_saves" FORCE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY "content_saves_tenant_isolation" ON "content_saves" USING ("tenant_id" = NULLIF(current_setting('app.tenant_id', true), '')) WITH CHECK ("tenant_id" = NULLIF(current_setting('app.tenant_id', true), ''));--> statement-breakpoint
ALTER TABLE "content_collections" ADD CONSTRAINT "content_collections_tenant_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "tenants" ("tenant_id");--> statement-breakpoint
ALTER TABLE "content_collections" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "content_collections" FORCE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY "content_collections_tenant_isolation" ON "content_collections" USING ("tenant_id" = NULLIF(current_setting('app.tenant_id', true), '')) WITH CHECK ("tenant_id" = NULLIF(current_setting('app.tenant_id', true), ''));--> statement-breakpoint
ALTER TABLE "content_collection_items" ADD CONSTRAINT "content_collection_items_tenant_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "tenants" ("tenant_id");--> statement-breakpoint
ALTER TABLE "content_collection_items" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "content_collection_items" FORCE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY "content_collection_items_tenant_isolation" ON "content_collection_items" USING ("tenant_id" = NULLIF(current_setting('app.tenant_id', true), '')) WITH CHECK ("tenant_id" = NULLIF(current_setting('app.tenant_id', true), ''));--> statement-breakpoint
ALTER TABLE "content_progress" ADD CONSTRAINT "content_progress_tenant_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "tenants" ("tenant_id");--> statement-breakpoint
ALTER TABLE "content_progress" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "content_progress" FORCE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY "content_progress_tenant_isolation" ON "content_progress" USING ("tenant_id" = NULLIF(current_setting('app.tenant_id', true), '')) WITH CHECK ("tenant_id" = NULLIF(current_setting('app.tenant_id', true), ''));--> statement-breakpoint
ALTER TABLE "content_downloads" ADD CONSTRAINT "content_downloads_tenant_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "tenants" ("tenant_id");--> statement-breakpoint
ALTER TABLE "content_downloads" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "content_downloads" FORCE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY "content_downloads_tenant_isolation" ON "content_downloads" USING ("tenant_id" = NULLIF(current_setting('app.tenant_id', true), '')) WITH CHECK ("tenant_id" = NULLIF(current_setting('app.tenant_id', true), ''));--> statement-breakpoint
ALTER TABLE "content_views" ADD CONSTRAINT "content_views_tenant_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "tenants" ("tenant_id");--> statement-breakpoint
ALTER TABLE "content_views" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "content_views" FORCE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY "content_views_tenant_isolation" ON "content_views" USING ("tenant_id" = NULLIF(current_setting('app.tenant_id', true), '')) WITH CHECK ("tenant_id" = NULLIF(current_setting('app.tenant_id', true), ''));
