CREATE TABLE "fmea_boundary_diagrams" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" uuid NOT NULL,
	"project_id" uuid NOT NULL,
	"content" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" uuid,
	"updated_by" uuid,
	"version" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "fmea_boundary_diagrams_project_uq" UNIQUE("project_id")
);
--> statement-breakpoint
ALTER TABLE "fmea_boundary_diagrams" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "fmea_project_boms" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" uuid NOT NULL,
	"project_id" uuid NOT NULL,
	"bom_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" uuid,
	"updated_by" uuid,
	"version" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "fmea_project_boms_project_uq" UNIQUE("project_id")
);
--> statement-breakpoint
ALTER TABLE "fmea_project_boms" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "fmea_boundary_diagrams" ADD CONSTRAINT "fmea_boundary_diagrams_project_id_fmea_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."fmea_projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fmea_project_boms" ADD CONSTRAINT "fmea_project_boms_project_id_fmea_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."fmea_projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fmea_project_boms" ADD CONSTRAINT "fmea_project_boms_bom_id_boms_id_fk" FOREIGN KEY ("bom_id") REFERENCES "public"."boms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "fmea_project_boms_bom_idx" ON "fmea_project_boms" USING btree ("bom_id");--> statement-breakpoint
CREATE POLICY "fmea_boundary_diagrams_tenant_isolation" ON "fmea_boundary_diagrams" AS PERMISSIVE FOR ALL TO "app_user" USING (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid) WITH CHECK (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid);--> statement-breakpoint
CREATE POLICY "fmea_project_boms_tenant_isolation" ON "fmea_project_boms" AS PERMISSIVE FOR ALL TO "app_user" USING (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid) WITH CHECK (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid);