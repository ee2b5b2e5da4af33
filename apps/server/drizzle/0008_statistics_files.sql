CREATE TABLE "ms_data_sheets" (
	"file_id" uuid PRIMARY KEY NOT NULL,
	"tenant_id" uuid NOT NULL,
	"columns" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"row_count" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "ms_data_sheets" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "ms_files" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" uuid NOT NULL,
	"owner_id" uuid NOT NULL,
	"folder_id" uuid,
	"kind" text NOT NULL,
	"name" text NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"settings" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"data_file_id" uuid,
	"deleted_at" timestamp with time zone,
	"last_opened_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "ms_files_kind_check" CHECK ("ms_files"."kind" in ('data', 'capability', 'regression', 'oneWayAnova', 'twoWayAnova', 'orthogonal'))
);
--> statement-breakpoint
ALTER TABLE "ms_files" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "ms_folders" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" uuid NOT NULL,
	"owner_id" uuid NOT NULL,
	"parent_id" uuid,
	"name" text NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"deleted_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "ms_folders" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "ms_quick_access" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" uuid NOT NULL,
	"owner_id" uuid NOT NULL,
	"file_id" uuid NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ms_quick_access_owner_file_unique" UNIQUE("owner_id","file_id")
);
--> statement-breakpoint
ALTER TABLE "ms_quick_access" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "ms_data_sheets" ADD CONSTRAINT "ms_data_sheets_file_id_ms_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."ms_files"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ms_files" ADD CONSTRAINT "ms_files_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ms_files" ADD CONSTRAINT "ms_files_folder_id_ms_folders_id_fk" FOREIGN KEY ("folder_id") REFERENCES "public"."ms_folders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ms_files" ADD CONSTRAINT "ms_files_data_file_id_ms_files_id_fk" FOREIGN KEY ("data_file_id") REFERENCES "public"."ms_files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ms_folders" ADD CONSTRAINT "ms_folders_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ms_folders" ADD CONSTRAINT "ms_folders_parent_id_ms_folders_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."ms_folders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ms_quick_access" ADD CONSTRAINT "ms_quick_access_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ms_quick_access" ADD CONSTRAINT "ms_quick_access_file_id_ms_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."ms_files"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "ms_files_owner_folder_idx" ON "ms_files" USING btree ("owner_id","folder_id");--> statement-breakpoint
CREATE INDEX "ms_files_owner_updated_idx" ON "ms_files" USING btree ("owner_id","updated_at" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "ms_files_live_name_unique" ON "ms_files" USING btree ("owner_id",coalesce("folder_id", '00000000-0000-0000-0000-000000000000'::uuid),lower("name")) WHERE "ms_files"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "ms_folders_owner_parent_idx" ON "ms_folders" USING btree ("owner_id","parent_id");--> statement-breakpoint
CREATE UNIQUE INDEX "ms_folders_live_name_unique" ON "ms_folders" USING btree ("owner_id",coalesce("parent_id", '00000000-0000-0000-0000-000000000000'::uuid),lower("name")) WHERE "ms_folders"."deleted_at" is null;--> statement-breakpoint
CREATE POLICY "ms_data_sheets_tenant_isolation" ON "ms_data_sheets" AS PERMISSIVE FOR ALL TO "app_user" USING (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid) WITH CHECK (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid);--> statement-breakpoint
CREATE POLICY "ms_files_tenant_isolation" ON "ms_files" AS PERMISSIVE FOR ALL TO "app_user" USING (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid) WITH CHECK (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid);--> statement-breakpoint
CREATE POLICY "ms_folders_tenant_isolation" ON "ms_folders" AS PERMISSIVE FOR ALL TO "app_user" USING (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid) WITH CHECK (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid);--> statement-breakpoint
CREATE POLICY "ms_quick_access_tenant_isolation" ON "ms_quick_access" AS PERMISSIVE FOR ALL TO "app_user" USING (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid) WITH CHECK (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid);