CREATE TABLE "tenant_traffic_days" (
	"tenant_id" uuid NOT NULL,
	"day" date NOT NULL,
	"bytes" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "tenant_traffic_days_tenant_id_day_pk" PRIMARY KEY("tenant_id","day")
);
--> statement-breakpoint
ALTER TABLE "tenant_traffic_days" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY "tenant_traffic_days_tenant_isolation" ON "tenant_traffic_days" AS PERMISSIVE FOR ALL TO "app_user" USING (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid) WITH CHECK (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid);