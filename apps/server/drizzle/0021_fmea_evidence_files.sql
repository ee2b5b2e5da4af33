CREATE TABLE "fmea_evidence_files" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" uuid NOT NULL,
	"project_id" uuid NOT NULL,
	"action_id" uuid NOT NULL,
	"file_key" text NOT NULL,
	"file_name" text NOT NULL,
	"size" integer NOT NULL,
	"mime_type" text NOT NULL,
	"remark" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" uuid,
	"updated_by" uuid
);
--> statement-breakpoint
ALTER TABLE "fmea_evidence_files" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "fmea_evidence_files" ADD CONSTRAINT "fmea_evidence_files_project_id_fmea_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."fmea_projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fmea_evidence_files" ADD CONSTRAINT "fmea_evidence_files_action_id_fmea_actions_id_fk" FOREIGN KEY ("action_id") REFERENCES "public"."fmea_actions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "fmea_evidence_files_action_idx" ON "fmea_evidence_files" USING btree ("action_id");--> statement-breakpoint
CREATE POLICY "fmea_evidence_files_tenant_isolation" ON "fmea_evidence_files" AS PERMISSIVE FOR ALL TO "app_user" USING (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid) WITH CHECK (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid);