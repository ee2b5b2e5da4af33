CREATE TABLE "fmea_session_display_configs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" uuid NOT NULL,
	"session_key" text NOT NULL,
	"user_id" uuid NOT NULL,
	"settings" jsonb NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" uuid,
	"updated_by" uuid,
	"version" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "fmea_session_display_configs_session_uq" UNIQUE("tenant_id","session_key")
);
--> statement-breakpoint
ALTER TABLE "fmea_session_display_configs" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "knowledge_entries" DROP CONSTRAINT "knowledge_entries_key_uq";--> statement-breakpoint
ALTER TABLE "knowledge_entries" ADD COLUMN "work_element_category" text;--> statement-breakpoint
CREATE INDEX "fmea_session_display_configs_expires_idx" ON "fmea_session_display_configs" USING btree ("expires_at");--> statement-breakpoint
ALTER TABLE "knowledge_entries" ADD CONSTRAINT "knowledge_entries_key_uq" UNIQUE NULLS NOT DISTINCT("tenant_id","kind","category","type_id","work_element_category","norm_key");--> statement-breakpoint
ALTER TABLE "knowledge_entries" ADD CONSTRAINT "knowledge_entries_work_element_category_check" CHECK ("knowledge_entries"."work_element_category" in ('man', 'machine', 'material', 'environment', 'method', 'measurement'));--> statement-breakpoint
CREATE POLICY "fmea_session_display_configs_tenant_isolation" ON "fmea_session_display_configs" AS PERMISSIVE FOR ALL TO "app_user" USING (tenant_id = (select nullif(current_setting('app.tenant_id', true), '')::uuid)) WITH CHECK (tenant_id = (select nullif(current_setting('app.tenant_id', true), '')::uuid));