CREATE TABLE "fmea_tasks" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" uuid NOT NULL,
	"project_id" uuid NOT NULL,
	"node_id" integer NOT NULL,
	"assignee_id" uuid,
	"start_date" date,
	"end_date" date,
	"audit_status" integer DEFAULT 1 NOT NULL,
	"instance_id" uuid,
	"audit_comment" text DEFAULT '' NOT NULL,
	"submitted_at" timestamp with time zone,
	"submitted_by" uuid,
	"approved_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" uuid,
	"updated_by" uuid,
	"version" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "fmea_tasks_project_node_uq" UNIQUE("project_id","node_id"),
	CONSTRAINT "fmea_tasks_audit_status_check" CHECK ("fmea_tasks"."audit_status" in (1, 2, 3, 4)),
	CONSTRAINT "fmea_tasks_dates_check" CHECK ("fmea_tasks"."end_date" is null or "fmea_tasks"."start_date" is null or "fmea_tasks"."end_date" >= "fmea_tasks"."start_date")
);
--> statement-breakpoint
ALTER TABLE "fmea_tasks" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "workflow_instances" ADD COLUMN "business_owner_id" uuid;--> statement-breakpoint
ALTER TABLE "fmea_tasks" ADD CONSTRAINT "fmea_tasks_project_id_fmea_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."fmea_projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "fmea_tasks_assignee_idx" ON "fmea_tasks" USING btree ("tenant_id","assignee_id","audit_status");--> statement-breakpoint
ALTER TABLE "workflow_instances" ADD CONSTRAINT "workflow_instances_business_owner_id_users_id_fk" FOREIGN KEY ("business_owner_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
-- Every DFMEA project gets its twelve node tasks (DFMEA_TASK_NODES, ids 10032 … 100313), pending and unassigned,
-- each with the due date its project kept in node_times as its planned end: the tasks are the one place the node
-- dates live from now on, so node_times goes. (PFMEA and MSR have no task nodes yet.)
INSERT INTO "fmea_tasks" ("tenant_id", "project_id", "node_id", "end_date", "created_by", "updated_by")
SELECT p."tenant_id", p."id", n."node_id",
  (SELECT (t ->> 'dueDate')::date FROM jsonb_array_elements(p."node_times") t
   WHERE (t ->> 'nodeId')::integer = n."node_id" AND t ->> 'dueDate' IS NOT NULL LIMIT 1),
  p."owner_id", p."owner_id"
FROM "fmea_projects" p
CROSS JOIN (VALUES (10032), (10033), (10034), (10035), (10036), (10037), (10038), (10039), (100310), (100311),
  (100312), (100313)) AS n ("node_id")
WHERE p."kind" = 0;--> statement-breakpoint
ALTER TABLE "fmea_projects" DROP COLUMN "node_times";--> statement-breakpoint
CREATE POLICY "fmea_tasks_tenant_isolation" ON "fmea_tasks" AS PERMISSIVE FOR ALL TO "app_user" USING (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid) WITH CHECK (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid);