CREATE TABLE "fmea_configs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" uuid NOT NULL,
	"scope" text NOT NULL,
	"settings" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" uuid,
	"updated_by" uuid,
	"version" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "fmea_configs_scope_uq" UNIQUE("tenant_id","scope")
);
--> statement-breakpoint
ALTER TABLE "fmea_configs" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY "fmea_configs_tenant_isolation" ON "fmea_configs" AS PERMISSIVE FOR ALL TO "app_user" USING (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid) WITH CHECK (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid);