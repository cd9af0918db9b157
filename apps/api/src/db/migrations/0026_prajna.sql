CREATE TABLE "prajna_answers" (
	"answer_id" serial PRIMARY KEY NOT NULL,
	"tenant_id" text DEFAULT nullif(current_setting('app.tenant_id', true), '') NOT NULL,
	"user_id" integer NOT NULL,
	"root_id" integer,
	"set_index" integer DEFAULT 1 NOT NULL,
	"question" text NOT NULL,
	"language" text NOT NULL,
	"mode" text NOT NULL,
	"text" text NOT NULL,
	"citations" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"passage_keys" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"provider" text,
	"fell_back" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "prajna_answers_user_idx" ON "prajna_answers" USING btree ("tenant_id","user_id","answer_id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "prajna_answers_root_idx" ON "prajna_answers" USING btree ("tenant_id","root_id","set_index");--> statement-breakpoint
-- hand-written: the tenant FK, forced row-level security and the tenant policy
ALTER TABLE "prajna_answers" ADD CONSTRAINT "prajna_answers_tenant_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "tenants" ("tenant_id");--> statement-breakpoint
ALTER TABLE "prajna_answers" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "prajna_answers" FORCE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY "prajna_answers_tenant_isolation" ON "prajna_answers" USING ("tenant_id" = NULLIF(current_setting('app.tenant_id', true), '')) WITH CHECK ("tenant_id" = NULLIF(current_setting('app.tenant_id', true), ''));
