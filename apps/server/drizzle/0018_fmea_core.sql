CREATE TABLE "fmea_actions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" uuid NOT NULL,
	"project_id" uuid NOT NULL,
	"mode_id" uuid NOT NULL,
	"cause_id" uuid NOT NULL,
	"type" text NOT NULL,
	"description" text NOT NULL,
	"responsible_id" uuid,
	"target_date" date,
	"status" text NOT NULL,
	"action_taken" text DEFAULT '' NOT NULL,
	"evidence_file_ids" uuid[] DEFAULT '{}'::uuid[] NOT NULL,
	"completion_date" date,
	"remarks" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" uuid,
	"updated_by" uuid,
	"version" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "fmea_actions" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "fmea_chain_risks" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" uuid NOT NULL,
	"project_id" uuid NOT NULL,
	"mode_id" uuid NOT NULL,
	"cause_id" uuid NOT NULL,
	"prevention_controls" text DEFAULT '' NOT NULL,
	"occurrence" integer,
	"detection_controls" text DEFAULT '' NOT NULL,
	"detection" integer,
	"special_characteristic" text,
	"filter_code" text DEFAULT '' NOT NULL,
	"severity_after" integer,
	"occurrence_after" integer,
	"detection_after" integer,
	"remarks" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" uuid,
	"updated_by" uuid,
	"version" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "fmea_chain_risks_chain_uq" UNIQUE("project_id","mode_id","cause_id"),
	CONSTRAINT "fmea_chain_risks_ratings_check" CHECK ("fmea_chain_risks"."occurrence" between 1 and 10 and "fmea_chain_risks"."detection" between 1 and 10 and "fmea_chain_risks"."severity_after" between 1 and 10 and "fmea_chain_risks"."occurrence_after" between 1 and 10 and "fmea_chain_risks"."detection_after" between 1 and 10)
);
--> statement-breakpoint
ALTER TABLE "fmea_chain_risks" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "fmea_dvp_lines" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" uuid NOT NULL,
	"project_id" uuid NOT NULL,
	"mode_id" uuid,
	"cause_id" uuid,
	"action_id" uuid,
	"test_name" text NOT NULL,
	"acceptance_criteria" text DEFAULT '' NOT NULL,
	"sample_size" integer,
	"responsible_id" uuid,
	"planned_start" date,
	"planned_end" date,
	"result" text DEFAULT '' NOT NULL,
	"status" text NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" uuid,
	"updated_by" uuid,
	"version" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "fmea_dvp_lines" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "fmea_elements" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" uuid NOT NULL,
	"project_id" uuid NOT NULL,
	"parent_id" uuid,
	"type" text NOT NULL,
	"name" text NOT NULL,
	"number" text DEFAULT '' NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"part_id" uuid,
	"bom_line_id" uuid,
	"work_element_category" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" uuid,
	"updated_by" uuid,
	"version" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "fmea_elements" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "fmea_failure_links" (
	"tenant_id" uuid NOT NULL,
	"project_id" uuid NOT NULL,
	"cause_id" uuid NOT NULL,
	"effect_id" uuid NOT NULL,
	CONSTRAINT "fmea_failure_links_cause_id_effect_id_pk" PRIMARY KEY("cause_id","effect_id")
);
--> statement-breakpoint
ALTER TABLE "fmea_failure_links" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "fmea_failures" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" uuid NOT NULL,
	"project_id" uuid NOT NULL,
	"function_id" uuid NOT NULL,
	"type" text NOT NULL,
	"name" text NOT NULL,
	"severity" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" uuid,
	"updated_by" uuid,
	"version" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "fmea_failures_type_check" CHECK ("fmea_failures"."type" in ('FE', 'FM', 'FC')),
	CONSTRAINT "fmea_failures_severity_check" CHECK ("fmea_failures"."severity" between 1 and 10)
);
--> statement-breakpoint
ALTER TABLE "fmea_failures" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "fmea_function_links" (
	"tenant_id" uuid NOT NULL,
	"project_id" uuid NOT NULL,
	"higher_id" uuid NOT NULL,
	"lower_id" uuid NOT NULL,
	CONSTRAINT "fmea_function_links_higher_id_lower_id_pk" PRIMARY KEY("higher_id","lower_id")
);
--> statement-breakpoint
ALTER TABLE "fmea_function_links" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "fmea_functions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" uuid NOT NULL,
	"project_id" uuid NOT NULL,
	"element_id" uuid NOT NULL,
	"name" text NOT NULL,
	"requirement" text DEFAULT '' NOT NULL,
	"special_characteristic" text,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" uuid,
	"updated_by" uuid,
	"version" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "fmea_functions" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "fmea_interfaces" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" uuid NOT NULL,
	"project_id" uuid NOT NULL,
	"from_id" uuid NOT NULL,
	"to_id" uuid NOT NULL,
	"type" text NOT NULL,
	"direction" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" uuid,
	"updated_by" uuid,
	"version" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "fmea_interfaces" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "fmea_p_diagrams" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" uuid NOT NULL,
	"project_id" uuid NOT NULL,
	"element_id" uuid NOT NULL,
	"content" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" uuid,
	"updated_by" uuid,
	"version" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "fmea_p_diagrams_element_uq" UNIQUE("element_id")
);
--> statement-breakpoint
ALTER TABLE "fmea_p_diagrams" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "fmea_project_members" (
	"tenant_id" uuid NOT NULL,
	"project_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"project_role" text DEFAULT '' NOT NULL,
	"can_edit" boolean DEFAULT false NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "fmea_project_members_project_id_user_id_pk" PRIMARY KEY("project_id","user_id")
);
--> statement-breakpoint
ALTER TABLE "fmea_project_members" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "fmea_projects" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" uuid NOT NULL,
	"kind" integer NOT NULL,
	"category" integer NOT NULL,
	"project_no" text NOT NULL,
	"project_name" text NOT NULL,
	"customer_name" text DEFAULT '' NOT NULL,
	"model_year" text DEFAULT '' NOT NULL,
	"subject" text DEFAULT '' NOT NULL,
	"start_time" date NOT NULL,
	"over_time" date NOT NULL,
	"owner_id" uuid NOT NULL,
	"confidentiality" text DEFAULT '' NOT NULL,
	"responsibility" text DEFAULT '' NOT NULL,
	"location" text DEFAULT '' NOT NULL,
	"ap_table_version" text NOT NULL,
	"sod_standard_id" uuid,
	"work_flow_status" integer DEFAULT 0 NOT NULL,
	"project_status" integer DEFAULT 0 NOT NULL,
	"node_times" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" uuid,
	"updated_by" uuid,
	"version" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "fmea_projects_kind_check" CHECK ("fmea_projects"."kind" in (0, 1, 2)),
	CONSTRAINT "fmea_projects_category_check" CHECK ("fmea_projects"."category" in (1, 2, 3))
);
--> statement-breakpoint
ALTER TABLE "fmea_projects" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "fmea_results_versions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" uuid NOT NULL,
	"project_id" uuid NOT NULL,
	"number" integer NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"ap_table_version" text NOT NULL,
	"sod_standard_id" uuid,
	"header" jsonb NOT NULL,
	"net" jsonb NOT NULL,
	"creator_id" uuid NOT NULL,
	"creator_name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "fmea_results_versions_number_uq" UNIQUE("project_id","number")
);
--> statement-breakpoint
ALTER TABLE "fmea_results_versions" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "fmea_actions" ADD CONSTRAINT "fmea_actions_project_id_fmea_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."fmea_projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fmea_actions" ADD CONSTRAINT "fmea_actions_chain_fk" FOREIGN KEY ("project_id","mode_id","cause_id") REFERENCES "public"."fmea_chain_risks"("project_id","mode_id","cause_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fmea_chain_risks" ADD CONSTRAINT "fmea_chain_risks_project_id_fmea_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."fmea_projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fmea_chain_risks" ADD CONSTRAINT "fmea_chain_risks_mode_id_fmea_failures_id_fk" FOREIGN KEY ("mode_id") REFERENCES "public"."fmea_failures"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fmea_chain_risks" ADD CONSTRAINT "fmea_chain_risks_cause_id_fmea_failures_id_fk" FOREIGN KEY ("cause_id") REFERENCES "public"."fmea_failures"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fmea_dvp_lines" ADD CONSTRAINT "fmea_dvp_lines_project_id_fmea_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."fmea_projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fmea_dvp_lines" ADD CONSTRAINT "fmea_dvp_lines_mode_id_fmea_failures_id_fk" FOREIGN KEY ("mode_id") REFERENCES "public"."fmea_failures"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fmea_dvp_lines" ADD CONSTRAINT "fmea_dvp_lines_cause_id_fmea_failures_id_fk" FOREIGN KEY ("cause_id") REFERENCES "public"."fmea_failures"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fmea_dvp_lines" ADD CONSTRAINT "fmea_dvp_lines_action_id_fmea_actions_id_fk" FOREIGN KEY ("action_id") REFERENCES "public"."fmea_actions"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fmea_elements" ADD CONSTRAINT "fmea_elements_project_id_fmea_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."fmea_projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fmea_elements" ADD CONSTRAINT "fmea_elements_parent_id_fmea_elements_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."fmea_elements"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fmea_failure_links" ADD CONSTRAINT "fmea_failure_links_project_id_fmea_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."fmea_projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fmea_failure_links" ADD CONSTRAINT "fmea_failure_links_cause_id_fmea_failures_id_fk" FOREIGN KEY ("cause_id") REFERENCES "public"."fmea_failures"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fmea_failure_links" ADD CONSTRAINT "fmea_failure_links_effect_id_fmea_failures_id_fk" FOREIGN KEY ("effect_id") REFERENCES "public"."fmea_failures"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fmea_failures" ADD CONSTRAINT "fmea_failures_project_id_fmea_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."fmea_projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fmea_failures" ADD CONSTRAINT "fmea_failures_function_id_fmea_functions_id_fk" FOREIGN KEY ("function_id") REFERENCES "public"."fmea_functions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fmea_function_links" ADD CONSTRAINT "fmea_function_links_project_id_fmea_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."fmea_projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fmea_function_links" ADD CONSTRAINT "fmea_function_links_higher_id_fmea_functions_id_fk" FOREIGN KEY ("higher_id") REFERENCES "public"."fmea_functions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fmea_function_links" ADD CONSTRAINT "fmea_function_links_lower_id_fmea_functions_id_fk" FOREIGN KEY ("lower_id") REFERENCES "public"."fmea_functions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fmea_functions" ADD CONSTRAINT "fmea_functions_project_id_fmea_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."fmea_projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fmea_functions" ADD CONSTRAINT "fmea_functions_element_id_fmea_elements_id_fk" FOREIGN KEY ("element_id") REFERENCES "public"."fmea_elements"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fmea_interfaces" ADD CONSTRAINT "fmea_interfaces_project_id_fmea_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."fmea_projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fmea_interfaces" ADD CONSTRAINT "fmea_interfaces_from_id_fmea_elements_id_fk" FOREIGN KEY ("from_id") REFERENCES "public"."fmea_elements"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fmea_interfaces" ADD CONSTRAINT "fmea_interfaces_to_id_fmea_elements_id_fk" FOREIGN KEY ("to_id") REFERENCES "public"."fmea_elements"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fmea_p_diagrams" ADD CONSTRAINT "fmea_p_diagrams_project_id_fmea_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."fmea_projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fmea_p_diagrams" ADD CONSTRAINT "fmea_p_diagrams_element_id_fmea_elements_id_fk" FOREIGN KEY ("element_id") REFERENCES "public"."fmea_elements"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fmea_project_members" ADD CONSTRAINT "fmea_project_members_project_id_fmea_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."fmea_projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fmea_results_versions" ADD CONSTRAINT "fmea_results_versions_project_id_fmea_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."fmea_projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "fmea_actions_project_idx" ON "fmea_actions" USING btree ("project_id");--> statement-breakpoint
CREATE INDEX "fmea_dvp_lines_project_idx" ON "fmea_dvp_lines" USING btree ("project_id");--> statement-breakpoint
CREATE INDEX "fmea_elements_project_idx" ON "fmea_elements" USING btree ("project_id");--> statement-breakpoint
CREATE INDEX "fmea_failure_links_project_idx" ON "fmea_failure_links" USING btree ("project_id");--> statement-breakpoint
CREATE INDEX "fmea_failures_project_idx" ON "fmea_failures" USING btree ("project_id");--> statement-breakpoint
CREATE INDEX "fmea_function_links_project_idx" ON "fmea_function_links" USING btree ("project_id");--> statement-breakpoint
CREATE INDEX "fmea_functions_project_idx" ON "fmea_functions" USING btree ("project_id");--> statement-breakpoint
CREATE INDEX "fmea_interfaces_project_idx" ON "fmea_interfaces" USING btree ("project_id");--> statement-breakpoint
CREATE INDEX "fmea_p_diagrams_project_idx" ON "fmea_p_diagrams" USING btree ("project_id");--> statement-breakpoint
CREATE INDEX "fmea_project_members_user_idx" ON "fmea_project_members" USING btree ("tenant_id","user_id");--> statement-breakpoint
CREATE INDEX "fmea_projects_tenant_kind_idx" ON "fmea_projects" USING btree ("tenant_id","kind");--> statement-breakpoint
CREATE POLICY "fmea_actions_tenant_isolation" ON "fmea_actions" AS PERMISSIVE FOR ALL TO "app_user" USING (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid) WITH CHECK (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid);--> statement-breakpoint
CREATE POLICY "fmea_chain_risks_tenant_isolation" ON "fmea_chain_risks" AS PERMISSIVE FOR ALL TO "app_user" USING (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid) WITH CHECK (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid);--> statement-breakpoint
CREATE POLICY "fmea_dvp_lines_tenant_isolation" ON "fmea_dvp_lines" AS PERMISSIVE FOR ALL TO "app_user" USING (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid) WITH CHECK (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid);--> statement-breakpoint
CREATE POLICY "fmea_elements_tenant_isolation" ON "fmea_elements" AS PERMISSIVE FOR ALL TO "app_user" USING (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid) WITH CHECK (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid);--> statement-breakpoint
CREATE POLICY "fmea_failure_links_tenant_isolation" ON "fmea_failure_links" AS PERMISSIVE FOR ALL TO "app_user" USING (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid) WITH CHECK (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid);--> statement-breakpoint
CREATE POLICY "fmea_failures_tenant_isolation" ON "fmea_failures" AS PERMISSIVE FOR ALL TO "app_user" USING (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid) WITH CHECK (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid);--> statement-breakpoint
CREATE POLICY "fmea_function_links_tenant_isolation" ON "fmea_function_links" AS PERMISSIVE FOR ALL TO "app_user" USING (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid) WITH CHECK (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid);--> statement-breakpoint
CREATE POLICY "fmea_functions_tenant_isolation" ON "fmea_functions" AS PERMISSIVE FOR ALL TO "app_user" USING (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid) WITH CHECK (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid);--> statement-breakpoint
CREATE POLICY "fmea_interfaces_tenant_isolation" ON "fmea_interfaces" AS PERMISSIVE FOR ALL TO "app_user" USING (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid) WITH CHECK (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid);--> statement-breakpoint
CREATE POLICY "fmea_p_diagrams_tenant_isolation" ON "fmea_p_diagrams" AS PERMISSIVE FOR ALL TO "app_user" USING (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid) WITH CHECK (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid);--> statement-breakpoint
CREATE POLICY "fmea_project_members_tenant_isolation" ON "fmea_project_members" AS PERMISSIVE FOR ALL TO "app_user" USING (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid) WITH CHECK (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid);--> statement-breakpoint
CREATE POLICY "fmea_projects_tenant_isolation" ON "fmea_projects" AS PERMISSIVE FOR ALL TO "app_user" USING (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid) WITH CHECK (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid);--> statement-breakpoint
CREATE POLICY "fmea_results_versions_tenant_isolation" ON "fmea_results_versions" AS PERMISSIVE FOR ALL TO "app_user" USING (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid) WITH CHECK (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid);