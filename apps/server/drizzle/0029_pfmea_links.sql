CREATE TABLE "fmea_carried_characteristics" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" uuid NOT NULL,
	"project_id" uuid NOT NULL,
	"function_id" uuid NOT NULL,
	"dfmea_function_id" uuid,
	"element_name" text NOT NULL,
	"function_name" text NOT NULL,
	"requirement" text NOT NULL,
	"special_characteristic" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" uuid,
	"updated_by" uuid,
	"version" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "fmea_carried_characteristics_function_uq" UNIQUE("function_id")
);
--> statement-breakpoint
ALTER TABLE "fmea_carried_characteristics" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "fmea_project_dfmeas" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" uuid NOT NULL,
	"project_id" uuid NOT NULL,
	"dfmea_project_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" uuid,
	"updated_by" uuid,
	"version" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "fmea_project_dfmeas_project_uq" UNIQUE("project_id")
);
--> statement-breakpoint
ALTER TABLE "fmea_project_dfmeas" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "fmea_project_processes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" uuid NOT NULL,
	"project_id" uuid NOT NULL,
	"process_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" uuid,
	"updated_by" uuid,
	"version" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "fmea_project_processes_project_uq" UNIQUE("project_id")
);
--> statement-breakpoint
ALTER TABLE "fmea_project_processes" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "fmea_elements" ADD COLUMN "source_id" uuid;--> statement-breakpoint
ALTER TABLE "fmea_carried_characteristics" ADD CONSTRAINT "fmea_carried_characteristics_project_id_fmea_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."fmea_projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fmea_carried_characteristics" ADD CONSTRAINT "fmea_carried_characteristics_function_id_fmea_functions_id_fk" FOREIGN KEY ("function_id") REFERENCES "public"."fmea_functions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fmea_carried_characteristics" ADD CONSTRAINT "fmea_carried_characteristics_dfmea_function_id_fmea_functions_id_fk" FOREIGN KEY ("dfmea_function_id") REFERENCES "public"."fmea_functions"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fmea_project_dfmeas" ADD CONSTRAINT "fmea_project_dfmeas_project_id_fmea_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."fmea_projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fmea_project_dfmeas" ADD CONSTRAINT "fmea_project_dfmeas_dfmea_project_id_fmea_projects_id_fk" FOREIGN KEY ("dfmea_project_id") REFERENCES "public"."fmea_projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fmea_project_processes" ADD CONSTRAINT "fmea_project_processes_project_id_fmea_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."fmea_projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fmea_project_processes" ADD CONSTRAINT "fmea_project_processes_process_id_process_items_id_fk" FOREIGN KEY ("process_id") REFERENCES "public"."process_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "fmea_carried_characteristics_project_idx" ON "fmea_carried_characteristics" USING btree ("project_id");--> statement-breakpoint
CREATE INDEX "fmea_carried_characteristics_source_idx" ON "fmea_carried_characteristics" USING btree ("dfmea_function_id");--> statement-breakpoint
CREATE INDEX "fmea_project_dfmeas_dfmea_idx" ON "fmea_project_dfmeas" USING btree ("dfmea_project_id");--> statement-breakpoint
CREATE INDEX "fmea_project_processes_process_idx" ON "fmea_project_processes" USING btree ("process_id");--> statement-breakpoint
CREATE UNIQUE INDEX "fmea_elements_source_uq" ON "fmea_elements" USING btree ("project_id","source_id");--> statement-breakpoint
CREATE POLICY "fmea_carried_characteristics_tenant_isolation" ON "fmea_carried_characteristics" AS PERMISSIVE FOR ALL TO "app_user" USING (tenant_id = (select nullif(current_setting('app.tenant_id', true), '')::uuid)) WITH CHECK (tenant_id = (select nullif(current_setting('app.tenant_id', true), '')::uuid));--> statement-breakpoint
CREATE POLICY "fmea_project_dfmeas_tenant_isolation" ON "fmea_project_dfmeas" AS PERMISSIVE FOR ALL TO "app_user" USING (tenant_id = (select nullif(current_setting('app.tenant_id', true), '')::uuid)) WITH CHECK (tenant_id = (select nullif(current_setting('app.tenant_id', true), '')::uuid));--> statement-breakpoint
CREATE POLICY "fmea_project_processes_tenant_isolation" ON "fmea_project_processes" AS PERMISSIVE FOR ALL TO "app_user" USING (tenant_id = (select nullif(current_setting('app.tenant_id', true), '')::uuid)) WITH CHECK (tenant_id = (select nullif(current_setting('app.tenant_id', true), '')::uuid));