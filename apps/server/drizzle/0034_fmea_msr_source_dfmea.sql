ALTER TABLE "fmea_failures" ADD COLUMN "source_id" uuid;--> statement-breakpoint
ALTER TABLE "fmea_functions" ADD COLUMN "source_id" uuid;--> statement-breakpoint
CREATE UNIQUE INDEX "fmea_failures_source_uq" ON "fmea_failures" USING btree ("project_id","source_id");--> statement-breakpoint
CREATE UNIQUE INDEX "fmea_functions_source_uq" ON "fmea_functions" USING btree ("project_id","source_id");