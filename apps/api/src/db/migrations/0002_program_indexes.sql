DROP INDEX "programs_category_idx";--> statement-breakpoint
DROP INDEX "programs_live_idx";--> statement-breakpoint
CREATE INDEX "programs_category_start_idx" ON "programs" USING btree ("program_category","start_date","program_id") WHERE "programs"."is_deleted" = false;--> statement-breakpoint
CREATE INDEX "programs_start_idx" ON "programs" USING btree ("start_date","program_id") WHERE "programs"."is_deleted" = false;--> statement-breakpoint
CREATE INDEX "programs_status_idx" ON "programs" USING btree ("status") WHERE "programs"."is_deleted" = false;