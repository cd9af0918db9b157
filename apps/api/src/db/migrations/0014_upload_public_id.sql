-- Issue 18: uploaded files are addressed by a random public id (/api/uploads/{public_id}/{name})
-- instead of their sequential key, so nobody can read files by counting. Every stored address is
-- rewritten: units' resource_url, the authored HTML that may link an upload (program, course,
-- module and unit text, announcements), and each message attachment gains its file's public_id.
-- The statements after the generated ones are written by hand; they run as the migration's owner
-- across every tenant.
ALTER TABLE "uploads" ADD COLUMN "public_id" uuid DEFAULT gen_random_uuid() NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "uploads_public_id_uq" ON "uploads" USING btree ("public_id");
--> statement-breakpoint
-- a table owner is bound by forced row-level security too: lift it while every tenant's rows are rewritten
ALTER TABLE "uploads" NO FORCE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "units" NO FORCE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "programs" NO FORCE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "courses" NO FORCE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "modules" NO FORCE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "announcements" NO FORCE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "messages" NO FORCE ROW LEVEL SECURITY;--> statement-breakpoint
DO $$
DECLARE r record;
BEGIN
  FOR r IN SELECT upload_id, public_id FROM uploads LOOP
    UPDATE units SET
      resource_url = replace(resource_url, '/api/uploads/' || r.upload_id || '/', '/api/uploads/' || r.public_id || '/'),
      content = replace(content, '/api/uploads/' || r.upload_id || '/', '/api/uploads/' || r.public_id || '/')
    WHERE resource_url LIKE '/api/uploads/' || r.upload_id || '/%'
       OR content LIKE '%/api/uploads/' || r.upload_id || '/%';
    UPDATE programs SET program_description = replace(program_description, '/api/uploads/' || r.upload_id || '/', '/api/uploads/' || r.public_id || '/')
    WHERE program_description LIKE '%/api/uploads/' || r.upload_id || '/%';
    UPDATE courses SET course_description = replace(course_description, '/api/uploads/' || r.upload_id || '/', '/api/uploads/' || r.public_id || '/')
    WHERE course_description LIKE '%/api/uploads/' || r.upload_id || '/%';
    UPDATE modules SET module_description = replace(module_description, '/api/uploads/' || r.upload_id || '/', '/api/uploads/' || r.public_id || '/')
    WHERE module_description LIKE '%/api/uploads/' || r.upload_id || '/%';
    UPDATE announcements SET body = replace(body, '/api/uploads/' || r.upload_id || '/', '/api/uploads/' || r.public_id || '/')
    WHERE body LIKE '%/api/uploads/' || r.upload_id || '/%';
  END LOOP;
END $$;
--> statement-breakpoint
UPDATE messages m SET attachments = (
  SELECT coalesce(jsonb_agg(CASE WHEN u.public_id IS NULL THEN a.item
                                 ELSE a.item || jsonb_build_object('public_id', u.public_id) END
                            ORDER BY a.ord), '[]'::jsonb)
  FROM jsonb_array_elements(m.attachments) WITH ORDINALITY AS a(item, ord)
  LEFT JOIN uploads u ON u.upload_id = (a.item->>'upload_id')::integer
)
WHERE jsonb_array_length(m.attachments) > 0;
--> statement-breakpoint
ALTER TABLE "uploads" FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "units" FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "programs" FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "courses" FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "modules" FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "announcements" FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "messages" FORCE ROW LEVEL SECURITY;
