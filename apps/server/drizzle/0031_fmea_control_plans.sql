CREATE TABLE "fmea_control_plan_lines" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" uuid NOT NULL,
	"project_id" uuid NOT NULL,
	"source_key" text NOT NULL,
	"characteristic_kind" text NOT NULL,
	"function_id" uuid,
	"step_id" uuid,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"characteristic_number" integer NOT NULL,
	"step_number" text DEFAULT '' NOT NULL,
	"step_name" text DEFAULT '' NOT NULL,
	"machine" text DEFAULT '' NOT NULL,
	"product_characteristic" text DEFAULT '' NOT NULL,
	"process_characteristic" text DEFAULT '' NOT NULL,
	"special_class" text,
	"specification" text DEFAULT '' NOT NULL,
	"measurement_technique" text DEFAULT '' NOT NULL,
	"sample_size" text DEFAULT '' NOT NULL,
	"frequency" text DEFAULT '' NOT NULL,
	"control_method" text DEFAULT '' NOT NULL,
	"reaction_plan" text DEFAULT '' NOT NULL,
	"generated" jsonb NOT NULL,
	"source_gone" boolean DEFAULT false NOT NULL,
	"chart_file_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" uuid,
	"updated_by" uuid,
	"version" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "fmea_control_plan_lines_source_uq" UNIQUE("project_id","source_key"),
	CONSTRAINT "fmea_control_plan_lines_kind_check" CHECK ("fmea_control_plan_lines"."characteristic_kind" in ('product', 'process'))
);
--> statement-breakpoint
ALTER TABLE "fmea_control_plan_lines" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "fmea_control_plans" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" uuid NOT NULL,
	"project_id" uuid NOT NULL,
	"phase" text DEFAULT 'production' NOT NULL,
	"plan_number" text DEFAULT '' NOT NULL,
	"key_contact" text DEFAULT '' NOT NULL,
	"part_number" text DEFAULT '' NOT NULL,
	"part_name" text DEFAULT '' NOT NULL,
	"core_team" text DEFAULT '' NOT NULL,
	"supplier_plant" text DEFAULT '' NOT NULL,
	"supplier_code" text DEFAULT '' NOT NULL,
	"original_date" date,
	"revision_date" date,
	"customer_engineering_approval" text DEFAULT '' NOT NULL,
	"customer_quality_approval" text DEFAULT '' NOT NULL,
	"supplier_plant_approval" text DEFAULT '' NOT NULL,
	"other_approval" text DEFAULT '' NOT NULL,
	"generated_revision" integer DEFAULT 0 NOT NULL,
	"generated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" uuid,
	"updated_by" uuid,
	"version" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "fmea_control_plans_project_uq" UNIQUE("project_id"),
	CONSTRAINT "fmea_control_plans_phase_check" CHECK ("fmea_control_plans"."phase" in ('prototype', 'preLaunch', 'production'))
);
--> statement-breakpoint
ALTER TABLE "fmea_control_plans" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "fmea_control_plan_lines" ADD CONSTRAINT "fmea_control_plan_lines_project_id_fmea_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."fmea_projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fmea_control_plans" ADD CONSTRAINT "fmea_control_plans_project_id_fmea_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."fmea_projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "fmea_control_plan_lines_project_idx" ON "fmea_control_plan_lines" USING btree ("project_id","sort_order");--> statement-breakpoint
CREATE POLICY "fmea_control_plan_lines_tenant_isolation" ON "fmea_control_plan_lines" AS PERMISSIVE FOR ALL TO "app_user" USING (tenant_id = (select nullif(current_setting('app.tenant_id', true), '')::uuid)) WITH CHECK (tenant_id = (select nullif(current_setting('app.tenant_id', true), '')::uuid));--> statement-breakpoint
CREATE POLICY "fmea_control_plans_tenant_isolation" ON "fmea_control_plans" AS PERMISSIVE FOR ALL TO "app_user" USING (tenant_id = (select nullif(current_setting('app.tenant_id', true), '')::uuid)) WITH CHECK (tenant_id = (select nullif(current_setting('app.tenant_id', true), '')::uuid));