DROP INDEX "programs_category_start_idx";--> statement-breakpoint
DROP INDEX "programs_start_idx";--> statement-breakpoint
DROP INDEX "programs_status_idx";--> statement-breakpoint
CREATE INDEX "programs_tenant_category_start_idx" ON "programs" USING btree ("tenant_id","program_category","start_date","program_id") WHERE "programs"."is_deleted" = false;--> statement-breakpoint
CREATE INDEX "programs_tenant_start_idx" ON "programs" USING btree ("tenant_id","start_date","program_id") WHERE "programs"."is_deleted" = false;--> statement-breakpoint
CREATE INDEX "programs_tenant_status_idx" ON "programs" USING btree ("tenant_id","status") WHERE "programs"."is_deleted" = false;