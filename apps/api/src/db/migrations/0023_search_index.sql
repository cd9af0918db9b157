-- hand-written: trigram similarity for names and typos (a trusted extension: the tables' owner may create it)
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE TABLE "search_documents" (
	"doc_id" serial PRIMARY KEY NOT NULL,
	"tenant_id" text DEFAULT nullif(current_setting('app.tenant_id', true), '') NOT NULL,
	"kind" text NOT NULL,
	"ref_id" integer NOT NULL,
	"title" text NOT NULL,
	"subtitle" text DEFAULT '' NOT NULL,
	"body" text DEFAULT '' NOT NULL,
	"url" text NOT NULL,
	"language" text DEFAULT 'en' NOT NULL,
	"audience" text NOT NULL,
	"circle_id" integer,
	"owner_id" integer,
	"image_url" text,
	"meta" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"boost" real DEFAULT 0 NOT NULL,
	"tsv" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('english', coalesce(title, '')), 'A') || setweight(to_tsvector('simple', coalesce(title, '')), 'A') || setweight(to_tsvector('english', coalesce(subtitle, '')), 'B') || setweight(to_tsvector('english', left(coalesce(body, ''), 100000)), 'C') || setweight(to_tsvector('simple', left(coalesce(body, ''), 100000)), 'D')) STORED NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "search_documents_ref_uq" ON "search_documents" USING btree ("tenant_id","kind","ref_id");--> statement-breakpoint
CREATE INDEX "search_documents_tsv_idx" ON "search_documents" USING gin ("tsv");--> statement-breakpoint
CREATE INDEX "search_documents_title_trgm_idx" ON "search_documents" USING gin ("title" gin_trgm_ops);--> statement-breakpoint
-- hand-written: the tenant FK, forced row-level security and the tenant policy
ALTER TABLE "search_documents" ADD CONSTRAINT "search_documents_tenant_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "tenants" ("tenant_id");--> statement-breakpoint
ALTER TABLE "search_documents" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "search_documents" FORCE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY "search_documents_tenant_isolation" ON "search_documents" USING ("tenant_id" = NULLIF(current_setting('app.tenant_id', true), '')) WITH CHECK ("tenant_id" = NULLIF(current_setting('app.tenant_id', true), ''));
