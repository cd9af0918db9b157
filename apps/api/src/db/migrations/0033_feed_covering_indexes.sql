-- hand-written (issue 21, decision 59): the personal feed reads up to `limit` posts per source (each
-- connection, follow and circle of the reader: ~80 index scans at 50 connections) and filters
-- them on circle, deleted, hidden and author (blocks). With those columns in the index the scans
-- are index-only: no heap page per candidate post (bench:community, 10 concurrent requests: 111 →
-- 167 feed pages a second, p99 162 → 125 ms). Same keys and names, so every other use is unchanged.
DROP INDEX "posts_author_idx";--> statement-breakpoint
CREATE INDEX "posts_author_idx" ON "posts" USING btree ("tenant_id","author_id","post_id" DESC NULLS LAST) INCLUDE ("circle_id", "deleted_at", "hidden_at");--> statement-breakpoint
DROP INDEX "posts_circle_idx";--> statement-breakpoint
CREATE INDEX "posts_circle_idx" ON "posts" USING btree ("tenant_id","circle_id","post_id" DESC NULLS LAST) INCLUDE ("author_id", "deleted_at", "hidden_at");
