CREATE TABLE "dvp_library_entries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" uuid NOT NULL,
	"type_id" uuid,
	"test_name" text NOT NULL,
	"test_method" text DEFAULT '' NOT NULL,
	"acceptance_criteria" text DEFAULT '' NOT NULL,
	"sample_size" integer,
	"department" text DEFAULT '' NOT NULL,
	"test_stage" text,
	"remark" text DEFAULT '' NOT NULL,
	"norm_key" text NOT NULL,
	"contributor_id" uuid,
	"contributor_name" text DEFAULT '' NOT NULL,
	"use_count" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" uuid,
	"updated_by" uuid,
	"version" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "dvp_library_entries_key_uq" UNIQUE NULLS NOT DISTINCT("tenant_id","type_id","norm_key")
);
--> statement-breakpoint
ALTER TABLE "dvp_library_entries" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "knowledge_entries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" uuid NOT NULL,
	"kind" integer NOT NULL,
	"category" text NOT NULL,
	"type_id" uuid,
	"name" text NOT NULL,
	"requirement" text DEFAULT '' NOT NULL,
	"severity" integer,
	"norm_key" text NOT NULL,
	"contributor_id" uuid,
	"contributor_name" text DEFAULT '' NOT NULL,
	"source_project_id" uuid,
	"source_project_name" text DEFAULT '' NOT NULL,
	"use_count" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" uuid,
	"updated_by" uuid,
	"version" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "knowledge_entries_key_uq" UNIQUE NULLS NOT DISTINCT("tenant_id","kind","category","type_id","norm_key"),
	CONSTRAINT "knowledge_entries_kind_check" CHECK ("knowledge_entries"."kind" in (0, 1, 2)),
	CONSTRAINT "knowledge_entries_category_check" CHECK ("knowledge_entries"."category" in ('function', 'FE', 'FM', 'FC', 'prevention', 'detection'))
);
--> statement-breakpoint
ALTER TABLE "knowledge_entries" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "knowledge_entry_projects" (
	"tenant_id" uuid NOT NULL,
	"entry_id" uuid NOT NULL,
	"project_id" uuid NOT NULL,
	CONSTRAINT "knowledge_entry_projects_entry_id_project_id_pk" PRIMARY KEY("entry_id","project_id")
);
--> statement-breakpoint
ALTER TABLE "knowledge_entry_projects" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "dvp_library_entries" ADD CONSTRAINT "dvp_library_entries_type_id_part_types_id_fk" FOREIGN KEY ("type_id") REFERENCES "public"."part_types"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "knowledge_entries" ADD CONSTRAINT "knowledge_entries_type_id_part_types_id_fk" FOREIGN KEY ("type_id") REFERENCES "public"."part_types"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "knowledge_entry_projects" ADD CONSTRAINT "knowledge_entry_projects_entry_id_knowledge_entries_id_fk" FOREIGN KEY ("entry_id") REFERENCES "public"."knowledge_entries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "knowledge_entries_type_idx" ON "knowledge_entries" USING btree ("tenant_id","kind","type_id");--> statement-breakpoint
CREATE POLICY "dvp_library_entries_tenant_isolation" ON "dvp_library_entries" AS PERMISSIVE FOR ALL TO "app_user" USING (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid) WITH CHECK (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid);--> statement-breakpoint
CREATE POLICY "knowledge_entries_tenant_isolation" ON "knowledge_entries" AS PERMISSIVE FOR ALL TO "app_user" USING (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid) WITH CHECK (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid);--> statement-breakpoint
CREATE POLICY "knowledge_entry_projects_tenant_isolation" ON "knowledge_entry_projects" AS PERMISSIVE FOR ALL TO "app_user" USING (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid) WITH CHECK (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid);