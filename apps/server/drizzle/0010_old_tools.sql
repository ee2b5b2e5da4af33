CREATE TABLE "control_chart_configs" (
	"tenant_id" uuid PRIMARY KEY NOT NULL,
	"western_electric" boolean NOT NULL,
	"nelson_rules" integer[] NOT NULL,
	"constants_source" text NOT NULL,
	"decimals" integer NOT NULL,
	"updated_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "control_chart_configs_constants_check" CHECK ("control_chart_configs"."constants_source" in ('table', 'published', 'exact'))
);
--> statement-breakpoint
ALTER TABLE "control_chart_configs" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "seven_tools_configs" (
	"tenant_id" uuid NOT NULL,
	"tool_set" text NOT NULL,
	"decimals" integer NOT NULL,
	"colors" jsonb NOT NULL,
	"histogram_bin_rule" text NOT NULL,
	"updated_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "seven_tools_configs_tenant_id_tool_set_pk" PRIMARY KEY("tenant_id","tool_set"),
	CONSTRAINT "seven_tools_configs_set_check" CHECK ("seven_tools_configs"."tool_set" in ('old', 'new')),
	CONSTRAINT "seven_tools_configs_bin_rule_check" CHECK ("seven_tools_configs"."histogram_bin_rule" in ('sturges', 'scott', 'freedmanDiaconis'))
);
--> statement-breakpoint
ALTER TABLE "seven_tools_configs" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY "control_chart_configs_tenant_isolation" ON "control_chart_configs" AS PERMISSIVE FOR ALL TO "app_user" USING (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid) WITH CHECK (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid);--> statement-breakpoint
CREATE POLICY "seven_tools_configs_tenant_isolation" ON "seven_tools_configs" AS PERMISSIVE FOR ALL TO "app_user" USING (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid) WITH CHECK (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid);