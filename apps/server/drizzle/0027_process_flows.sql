CREATE TABLE "process_classifications" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" uuid NOT NULL,
	"parent_id" uuid,
	"name" text NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" uuid,
	"updated_by" uuid,
	"version" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "process_classifications" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "process_flow_charts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" uuid NOT NULL,
	"process_id" uuid NOT NULL,
	"content" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" uuid,
	"updated_by" uuid,
	"version" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "process_flow_charts_process_uq" UNIQUE("process_id")
);
--> statement-breakpoint
ALTER TABLE "process_flow_charts" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "process_items" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" uuid NOT NULL,
	"process_no" text NOT NULL,
	"name" text NOT NULL,
	"classification_id" uuid,
	"part_id" uuid,
	"process_version" text,
	"description" text,
	"owner_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" uuid,
	"updated_by" uuid,
	"version" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "process_items" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "process_steps" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" uuid NOT NULL,
	"process_id" uuid NOT NULL,
	"number" text NOT NULL,
	"name" text NOT NULL,
	"step_type" text NOT NULL,
	"description" text,
	"sort" integer NOT NULL,
	CONSTRAINT "process_steps_type_check" CHECK ("process_steps"."step_type" in ('operation', 'transport', 'inspection', 'storage', 'operationInspection'))
);
--> statement-breakpoint
ALTER TABLE "process_steps" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "process_work_elements" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" uuid NOT NULL,
	"process_id" uuid NOT NULL,
	"step_id" uuid NOT NULL,
	"category" text NOT NULL,
	"name" text NOT NULL,
	"description" text,
	"sort" integer NOT NULL,
	CONSTRAINT "process_work_elements_category_check" CHECK ("process_work_elements"."category" in ('man', 'machine', 'material', 'environment', 'method', 'measurement'))
);
--> statement-breakpoint
ALTER TABLE "process_work_elements" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "process_flow_charts" ADD CONSTRAINT "process_flow_charts_process_id_process_items_id_fk" FOREIGN KEY ("process_id") REFERENCES "public"."process_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "process_items" ADD CONSTRAINT "process_items_classification_id_process_classifications_id_fk" FOREIGN KEY ("classification_id") REFERENCES "public"."process_classifications"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "process_items" ADD CONSTRAINT "process_items_part_id_parts_id_fk" FOREIGN KEY ("part_id") REFERENCES "public"."parts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "process_steps" ADD CONSTRAINT "process_steps_process_id_process_items_id_fk" FOREIGN KEY ("process_id") REFERENCES "public"."process_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "process_work_elements" ADD CONSTRAINT "process_work_elements_process_id_process_items_id_fk" FOREIGN KEY ("process_id") REFERENCES "public"."process_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "process_work_elements" ADD CONSTRAINT "process_work_elements_step_id_process_steps_id_fk" FOREIGN KEY ("step_id") REFERENCES "public"."process_steps"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "process_classifications_tenant_parent_idx" ON "process_classifications" USING btree ("tenant_id","parent_id");--> statement-breakpoint
CREATE UNIQUE INDEX "process_items_tenant_process_no_uq" ON "process_items" USING btree ("tenant_id",lower("process_no"));--> statement-breakpoint
CREATE INDEX "process_items_tenant_classification_idx" ON "process_items" USING btree ("tenant_id","classification_id");--> statement-breakpoint
CREATE INDEX "process_items_part_idx" ON "process_items" USING btree ("part_id");--> statement-breakpoint
CREATE INDEX "process_steps_process_idx" ON "process_steps" USING btree ("process_id","sort");--> statement-breakpoint
CREATE UNIQUE INDEX "process_steps_process_number_uq" ON "process_steps" USING btree ("process_id",lower("number"));--> statement-breakpoint
CREATE INDEX "process_work_elements_process_idx" ON "process_work_elements" USING btree ("process_id");--> statement-breakpoint
CREATE INDEX "process_work_elements_step_idx" ON "process_work_elements" USING btree ("step_id","sort");--> statement-breakpoint
CREATE POLICY "process_classifications_tenant_isolation" ON "process_classifications" AS PERMISSIVE FOR ALL TO "app_user" USING (tenant_id = (select nullif(current_setting('app.tenant_id', true), '')::uuid)) WITH CHECK (tenant_id = (select nullif(current_setting('app.tenant_id', true), '')::uuid));--> statement-breakpoint
CREATE POLICY "process_flow_charts_tenant_isolation" ON "process_flow_charts" AS PERMISSIVE FOR ALL TO "app_user" USING (tenant_id = (select nullif(current_setting('app.tenant_id', true), '')::uuid)) WITH CHECK (tenant_id = (select nullif(current_setting('app.tenant_id', true), '')::uuid));--> statement-breakpoint
CREATE POLICY "process_items_tenant_isolation" ON "process_items" AS PERMISSIVE FOR ALL TO "app_user" USING (tenant_id = (select nullif(current_setting('app.tenant_id', true), '')::uuid)) WITH CHECK (tenant_id = (select nullif(current_setting('app.tenant_id', true), '')::uuid));--> statement-breakpoint
CREATE POLICY "process_steps_tenant_isolation" ON "process_steps" AS PERMISSIVE FOR ALL TO "app_user" USING (tenant_id = (select nullif(current_setting('app.tenant_id', true), '')::uuid)) WITH CHECK (tenant_id = (select nullif(current_setting('app.tenant_id', true), '')::uuid));--> statement-breakpoint
CREATE POLICY "process_work_elements_tenant_isolation" ON "process_work_elements" AS PERMISSIVE FOR ALL TO "app_user" USING (tenant_id = (select nullif(current_setting('app.tenant_id', true), '')::uuid)) WITH CHECK (tenant_id = (select nullif(current_setting('app.tenant_id', true), '')::uuid));