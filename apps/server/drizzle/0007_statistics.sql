CREATE TABLE "statistics_configs" (
	"tenant_id" uuid PRIMARY KEY NOT NULL,
	"decimals" integer NOT NULL,
	"histogram_bin_rule" text NOT NULL,
	"confidence_level" numeric NOT NULL,
	"colors" jsonb NOT NULL,
	"updated_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "statistics_configs" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY "statistics_configs_tenant_isolation" ON "statistics_configs" AS PERMISSIVE FOR ALL TO "app_user" USING (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid) WITH CHECK (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid);