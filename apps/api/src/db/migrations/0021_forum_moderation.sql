CREATE TABLE "forum_categories" (
	"category_id" serial PRIMARY KEY NOT NULL,
	"tenant_id" text DEFAULT nullif(current_setting('app.tenant_id', true), '') NOT NULL,
	"slug" text NOT NULL,
	"name" text NOT NULL,
	"name_hi" text DEFAULT '' NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"description_hi" text DEFAULT '' NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"thread_count" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "forum_replies" (
	"reply_id" serial PRIMARY KEY NOT NULL,
	"tenant_id" text DEFAULT nullif(current_setting('app.tenant_id', true), '') NOT NULL,
	"thread_id" integer NOT NULL,
	"author_id" integer NOT NULL,
	"body_html" text DEFAULT '' NOT NULL,
	"body_text" text DEFAULT '' NOT NULL,
	"quote_reply_id" integer,
	"vote_count" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"edited_at" timestamp with time zone,
	"deleted_at" timestamp with time zone,
	"hidden_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "forum_threads" (
	"thread_id" serial PRIMARY KEY NOT NULL,
	"tenant_id" text DEFAULT nullif(current_setting('app.tenant_id', true), '') NOT NULL,
	"category_id" integer NOT NULL,
	"author_id" integer NOT NULL,
	"title" text NOT NULL,
	"body_html" text DEFAULT '' NOT NULL,
	"body_text" text DEFAULT '' NOT NULL,
	"tags" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"vote_count" integer DEFAULT 0 NOT NULL,
	"reply_count" integer DEFAULT 0 NOT NULL,
	"accepted_reply_id" integer,
	"pinned_at" timestamp with time zone,
	"locked_at" timestamp with time zone,
	"last_activity_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"edited_at" timestamp with time zone,
	"deleted_at" timestamp with time zone,
	"hidden_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "forum_votes" (
	"vote_id" serial PRIMARY KEY NOT NULL,
	"tenant_id" text DEFAULT nullif(current_setting('app.tenant_id', true), '') NOT NULL,
	"user_id" integer NOT NULL,
	"target_kind" text NOT NULL,
	"target_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "user_profiles" ADD COLUMN "hidden_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "ventures" ADD COLUMN "hidden_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "forum_replies" ADD CONSTRAINT "forum_replies_thread_id_forum_threads_thread_id_fk" FOREIGN KEY ("thread_id") REFERENCES "public"."forum_threads"("thread_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "forum_replies" ADD CONSTRAINT "forum_replies_author_id_users_user_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("user_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "forum_threads" ADD CONSTRAINT "forum_threads_category_id_forum_categories_category_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."forum_categories"("category_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "forum_threads" ADD CONSTRAINT "forum_threads_author_id_users_user_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("user_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "forum_votes" ADD CONSTRAINT "forum_votes_user_id_users_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("user_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "forum_categories_slug_uq" ON "forum_categories" USING btree ("tenant_id","slug");--> statement-breakpoint
CREATE INDEX "forum_categories_position_idx" ON "forum_categories" USING btree ("tenant_id","position");--> statement-breakpoint
CREATE INDEX "forum_replies_thread_idx" ON "forum_replies" USING btree ("tenant_id","thread_id","reply_id");--> statement-breakpoint
CREATE INDEX "forum_replies_author_idx" ON "forum_replies" USING btree ("tenant_id","author_id");--> statement-breakpoint
CREATE INDEX "forum_threads_activity_idx" ON "forum_threads" USING btree ("tenant_id","last_activity_at" DESC NULLS FIRST,"thread_id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "forum_threads_category_idx" ON "forum_threads" USING btree ("tenant_id","category_id","last_activity_at" DESC NULLS FIRST,"thread_id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "forum_threads_votes_idx" ON "forum_threads" USING btree ("tenant_id","vote_count" DESC NULLS FIRST,"thread_id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "forum_threads_author_idx" ON "forum_threads" USING btree ("tenant_id","author_id");--> statement-breakpoint
CREATE INDEX "forum_threads_search_idx" ON "forum_threads" USING gin (to_tsvector('simple', "title" || ' ' || "body_text"));--> statement-breakpoint
CREATE UNIQUE INDEX "forum_votes_uq" ON "forum_votes" USING btree ("tenant_id","target_kind","target_id","user_id");--> statement-breakpoint
CREATE INDEX "forum_votes_user_idx" ON "forum_votes" USING btree ("tenant_id","user_id");--> statement-breakpoint
-- hand-written: tenant foreign keys and forced row-level security for every forum table
ALTER TABLE "forum_categories" ADD CONSTRAINT "forum_categories_tenant_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "tenants" ("tenant_id");--> statement-breakpoint
ALTER TABLE "forum_categories" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "forum_categories" FORCE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY "forum_categories_tenant_isolation" ON "forum_categories" USING ("tenant_id" = NULLIF(current_setting('app.tenant_id', true), '')) WITH CHECK ("tenant_id" = NULLIF(current_setting('app.tenant_id', true), ''));--> statement-breakpoint
ALTER TABLE "forum_threads" ADD CONSTRAINT "forum_threads_tenant_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "tenants" ("tenant_id");--> statement-breakpoint
ALTER TABLE "forum_threads" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "forum_threads" FORCE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY "forum_threads_tenant_isolation" ON "forum_threads" USING ("tenant_id" = NULLIF(current_setting('app.tenant_id', true), '')) WITH CHECK ("tenant_id" = NULLIF(current_setting('app.tenant_id', true), ''));--> statement-breakpoint
ALTER TABLE "forum_replies" ADD CONSTRAINT "forum_replies_tenant_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "tenants" ("tenant_id");--> statement-breakpoint
ALTER TABLE "forum_replies" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "forum_replies" FORCE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY "forum_replies_tenant_isolation" ON "forum_replies" USING ("tenant_id" = NULLIF(current_setting('app.tenant_id', true), '')) WITH CHECK ("tenant_id" = NULLIF(current_setting('app.tenant_id', true), ''));--> statement-breakpoint
ALTER TABLE "forum_votes" ADD CONSTRAINT "forum_votes_tenant_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "tenants" ("tenant_id");--> statement-breakpoint
ALTER TABLE "forum_votes" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "forum_votes" FORCE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY "forum_votes_tenant_isolation" ON "forum_votes" USING ("tenant_id" = NULLIF(current_setting('app.tenant_id', true), '')) WITH CHECK ("tenant_id" = NULLIF(current_setting('app.tenant_id', true), ''));
