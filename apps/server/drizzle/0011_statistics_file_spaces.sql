ALTER TABLE "ms_files" DROP CONSTRAINT "ms_files_kind_check";--> statement-breakpoint
DROP INDEX "ms_files_owner_folder_idx";--> statement-breakpoint
DROP INDEX "ms_files_owner_updated_idx";--> statement-breakpoint
DROP INDEX "ms_files_live_name_unique";--> statement-breakpoint
DROP INDEX "ms_folders_owner_parent_idx";--> statement-breakpoint
DROP INDEX "ms_folders_live_name_unique";--> statement-breakpoint
ALTER TABLE "ms_files" ADD COLUMN "space" text DEFAULT 'statistics' NOT NULL;--> statement-breakpoint
ALTER TABLE "ms_folders" ADD COLUMN "space" text DEFAULT 'statistics' NOT NULL;--> statement-breakpoint
ALTER TABLE "ms_user_settings" ADD COLUMN "space" text DEFAULT 'statistics' NOT NULL;--> statement-breakpoint
-- drizzle-kit cannot name the old primary key (it leaves this step commented out) and would add the new one before
-- its column: the user_id primary key of 0009 is PostgreSQL's default ms_user_settings_pkey.
ALTER TABLE "ms_user_settings" DROP CONSTRAINT "ms_user_settings_pkey";--> statement-breakpoint
ALTER TABLE "ms_user_settings" ADD CONSTRAINT "ms_user_settings_user_id_space_pk" PRIMARY KEY("user_id","space");--> statement-breakpoint
CREATE INDEX "ms_files_owner_folder_idx" ON "ms_files" USING btree ("owner_id","space","folder_id");--> statement-breakpoint
CREATE INDEX "ms_files_owner_updated_idx" ON "ms_files" USING btree ("owner_id","space","updated_at" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "ms_files_live_name_unique" ON "ms_files" USING btree ("owner_id","space",coalesce("folder_id", '00000000-0000-0000-0000-000000000000'::uuid),lower("name")) WHERE "ms_files"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "ms_folders_owner_parent_idx" ON "ms_folders" USING btree ("owner_id","space","parent_id");--> statement-breakpoint
CREATE UNIQUE INDEX "ms_folders_live_name_unique" ON "ms_folders" USING btree ("owner_id","space",coalesce("parent_id", '00000000-0000-0000-0000-000000000000'::uuid),lower("name")) WHERE "ms_folders"."deleted_at" is null;--> statement-breakpoint
ALTER TABLE "ms_files" ADD CONSTRAINT "ms_files_space_check" CHECK ("ms_files"."space" in ('statistics', 'oldTools', 'newTools'));--> statement-breakpoint
ALTER TABLE "ms_files" ADD CONSTRAINT "ms_files_kind_check" CHECK ("ms_files"."kind" in ('data', 'capability', 'regression', 'oneWayAnova', 'twoWayAnova', 'orthogonal', 'controlChart', 'scatterChart', 'permutationChart', 'fishboneDiagram', 'histogramChart', 'tree', 'affinity', 'arrow', 'matrix', 'association', 'pdpc', 'matrixAnalysis'));--> statement-breakpoint
ALTER TABLE "ms_folders" ADD CONSTRAINT "ms_folders_space_check" CHECK ("ms_folders"."space" in ('statistics', 'oldTools', 'newTools'));--> statement-breakpoint
ALTER TABLE "ms_user_settings" ADD CONSTRAINT "ms_user_settings_space_check" CHECK ("ms_user_settings"."space" in ('statistics', 'oldTools', 'newTools'));