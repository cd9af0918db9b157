CREATE TABLE "support_messages" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"status" text DEFAULT 'new' NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"organisation" text,
	"topic" text,
	"subject" text,
	"message" text NOT NULL,
	"severity" text,
	"page_url" text,
	"steps_to_reproduce" text,
	"user_agent" text,
	"user_id" integer,
	"session_tenant_id" text,
	"ip_hash" text,
	"handled_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "support_messages_kind_ck" CHECK ("support_messages"."kind" in ('contact', 'bug')),
	CONSTRAINT "support_messages_status_ck" CHECK ("support_messages"."status" in ('new', 'in_progress', 'resolved', 'spam')),
	CONSTRAINT "support_messages_topic_ck" CHECK ("support_messages"."topic" is null or "support_messages"."topic" in ('general', 'partnership', 'programs', 'press', 'support')),
	CONSTRAINT "support_messages_severity_ck" CHECK ("support_messages"."severity" is null or "support_messages"."severity" in ('low', 'medium', 'high', 'critical'))
);
--> statement-breakpoint
ALTER TABLE "support_messages" ADD CONSTRAINT "support_messages_user_id_users_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("user_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "support_messages" ADD CONSTRAINT "support_messages_handled_by_users_user_id_fk" FOREIGN KEY ("handled_by") REFERENCES "public"."users"("user_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "support_messages_created_idx" ON "support_messages" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "support_messages_kind_status_created_idx" ON "support_messages" USING btree ("kind","status","created_at","id");--> statement-breakpoint
CREATE INDEX "support_messages_status_created_idx" ON "support_messages" USING btree ("status","created_at","id");