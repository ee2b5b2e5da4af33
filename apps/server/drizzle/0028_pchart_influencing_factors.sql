CREATE TABLE "influencing_factor_projects" (
	"tenant_id" uuid NOT NULL,
	"factor_id" uuid NOT NULL,
	"project_id" uuid NOT NULL,
	CONSTRAINT "influencing_factor_projects_factor_id_project_id_pk" PRIMARY KEY("factor_id","project_id")
);
--> statement-breakpoint
ALTER TABLE "influencing_factor_projects" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "influencing_factors" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" uuid NOT NULL,
	"category" text NOT NULL,
	"type_id" uuid,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
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
	CONSTRAINT "influencing_factors_key_uq" UNIQUE NULLS NOT DISTINCT("tenant_id","category","type_id","norm_key"),
	CONSTRAINT "influencing_factors_category_check" CHECK ("influencing_factors"."category" in ('pieceToPiece', 'changeOverTime', 'customerUsage', 'externalEnvironment', 'systemInteractions', 'controlFactor', 'input'))
);
--> statement-breakpoint
ALTER TABLE "influencing_factors" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "influencing_factor_projects" ADD CONSTRAINT "influencing_factor_projects_factor_id_influencing_factors_id_fk" FOREIGN KEY ("factor_id") REFERENCES "public"."influencing_factors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "influencing_factors" ADD CONSTRAINT "influencing_factors_type_id_part_types_id_fk" FOREIGN KEY ("type_id") REFERENCES "public"."part_types"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "influencing_factors_type_idx" ON "influencing_factors" USING btree ("tenant_id","type_id");--> statement-breakpoint
CREATE POLICY "influencing_factor_projects_tenant_isolation" ON "influencing_factor_projects" AS PERMISSIVE FOR ALL TO "app_user" USING (tenant_id = (select nullif(current_setting('app.tenant_id', true), '')::uuid)) WITH CHECK (tenant_id = (select nullif(current_setting('app.tenant_id', true), '')::uuid));--> statement-breakpoint
CREATE POLICY "influencing_factors_tenant_isolation" ON "influencing_factors" AS PERMISSIVE FOR ALL TO "app_user" USING (tenant_id = (select nullif(current_setting('app.tenant_id', true), '')::uuid)) WITH CHECK (tenant_id = (select nullif(current_setting('app.tenant_id', true), '')::uuid));