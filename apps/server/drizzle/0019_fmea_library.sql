CREATE TABLE "bom_lines" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" uuid NOT NULL,
	"bom_id" uuid NOT NULL,
	"parent_id" uuid,
	"part_id" uuid NOT NULL,
	"quantity" double precision NOT NULL,
	"remark" text,
	"sort" integer NOT NULL
);
--> statement-breakpoint
ALTER TABLE "bom_lines" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "boms" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" uuid NOT NULL,
	"bom_no" text NOT NULL,
	"name" text NOT NULL,
	"product_platform" text,
	"description" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" uuid,
	"updated_by" uuid,
	"version" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "boms" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "part_types" (
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
ALTER TABLE "part_types" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "parts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" uuid NOT NULL,
	"part_no" text NOT NULL,
	"name" text NOT NULL,
	"type_id" uuid,
	"drawing_no" text,
	"material" text,
	"description" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" uuid,
	"updated_by" uuid,
	"version" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "parts" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "sod_standards" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" uuid NOT NULL,
	"kind" integer NOT NULL,
	"name" text NOT NULL,
	"is_default" boolean DEFAULT false NOT NULL,
	"scales" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" uuid,
	"updated_by" uuid,
	"version" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "sod_standards_kind_check" CHECK ("sod_standards"."kind" in (0, 1, 2))
);
--> statement-breakpoint
ALTER TABLE "sod_standards" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "bom_lines" ADD CONSTRAINT "bom_lines_bom_id_boms_id_fk" FOREIGN KEY ("bom_id") REFERENCES "public"."boms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bom_lines" ADD CONSTRAINT "bom_lines_part_id_parts_id_fk" FOREIGN KEY ("part_id") REFERENCES "public"."parts"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "parts" ADD CONSTRAINT "parts_type_id_part_types_id_fk" FOREIGN KEY ("type_id") REFERENCES "public"."part_types"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "bom_lines_bom_idx" ON "bom_lines" USING btree ("bom_id","sort");--> statement-breakpoint
CREATE INDEX "bom_lines_part_idx" ON "bom_lines" USING btree ("part_id");--> statement-breakpoint
CREATE UNIQUE INDEX "boms_tenant_bom_no_uq" ON "boms" USING btree ("tenant_id",lower("bom_no"));--> statement-breakpoint
CREATE INDEX "part_types_tenant_parent_idx" ON "part_types" USING btree ("tenant_id","parent_id");--> statement-breakpoint
CREATE UNIQUE INDEX "parts_tenant_part_no_uq" ON "parts" USING btree ("tenant_id",lower("part_no"));--> statement-breakpoint
CREATE INDEX "parts_tenant_type_idx" ON "parts" USING btree ("tenant_id","type_id");--> statement-breakpoint
CREATE UNIQUE INDEX "sod_standards_tenant_kind_name_uq" ON "sod_standards" USING btree ("tenant_id","kind",lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "sod_standards_tenant_kind_default_uq" ON "sod_standards" USING btree ("tenant_id","kind") WHERE "sod_standards"."is_default";--> statement-breakpoint
CREATE POLICY "bom_lines_tenant_isolation" ON "bom_lines" AS PERMISSIVE FOR ALL TO "app_user" USING (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid) WITH CHECK (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid);--> statement-breakpoint
CREATE POLICY "boms_tenant_isolation" ON "boms" AS PERMISSIVE FOR ALL TO "app_user" USING (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid) WITH CHECK (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid);--> statement-breakpoint
CREATE POLICY "part_types_tenant_isolation" ON "part_types" AS PERMISSIVE FOR ALL TO "app_user" USING (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid) WITH CHECK (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid);--> statement-breakpoint
CREATE POLICY "parts_tenant_isolation" ON "parts" AS PERMISSIVE FOR ALL TO "app_user" USING (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid) WITH CHECK (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid);--> statement-breakpoint
CREATE POLICY "sod_standards_tenant_isolation" ON "sod_standards" AS PERMISSIVE FOR ALL TO "app_user" USING (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid) WITH CHECK (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid);