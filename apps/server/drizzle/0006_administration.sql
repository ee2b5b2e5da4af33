CREATE TABLE "dictionary_items" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" uuid NOT NULL,
	"type_id" uuid NOT NULL,
	"parent_id" uuid,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"description" text,
	"sort" integer DEFAULT 0 NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" uuid,
	"updated_by" uuid,
	"version" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "dictionary_items" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "dictionary_types" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" uuid NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"module_key" text,
	"description" text,
	"sort" integer DEFAULT 0 NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"is_system" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" uuid,
	"updated_by" uuid,
	"version" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "dictionary_types" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "role_home_pages" (
	"tenant_id" uuid NOT NULL,
	"role_id" uuid PRIMARY KEY NOT NULL,
	"home_page" text NOT NULL,
	"cards" text[] DEFAULT '{}'::text[] NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "role_home_pages" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "organization_settings" (
	"tenant_id" uuid PRIMARY KEY NOT NULL,
	"settings" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "organization_settings" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "posts" ADD COLUMN "code" text;--> statement-breakpoint
ALTER TABLE "posts" ADD COLUMN "sort" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "roles" ADD COLUMN "description" text;--> statement-breakpoint
ALTER TABLE "tenants" ADD COLUMN "plugin_ids" integer[] DEFAULT '{}'::integer[] NOT NULL;--> statement-breakpoint
ALTER TABLE "tenants" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "telephone" text;--> statement-breakpoint
ALTER TABLE "system_settings" ADD COLUMN "title" text;--> statement-breakpoint
ALTER TABLE "system_settings" ADD COLUMN "identity_server_port" integer;--> statement-breakpoint
ALTER TABLE "system_settings" ADD COLUMN "identity_server_prefix" text;--> statement-breakpoint
ALTER TABLE "system_settings" ADD COLUMN "client_id" text;--> statement-breakpoint
ALTER TABLE "system_settings" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "operation_logs" ADD COLUMN "module" text;--> statement-breakpoint
ALTER TABLE "operation_logs" ADD COLUMN "action" text;--> statement-breakpoint
ALTER TABLE "operation_logs" ADD COLUMN "duration_ms" integer;--> statement-breakpoint
ALTER TABLE "dictionary_items" ADD CONSTRAINT "dictionary_items_type_id_dictionary_types_id_fk" FOREIGN KEY ("type_id") REFERENCES "public"."dictionary_types"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "role_home_pages" ADD CONSTRAINT "role_home_pages_role_id_roles_id_fk" FOREIGN KEY ("role_id") REFERENCES "public"."roles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "dictionary_items_type_code_uq" ON "dictionary_items" USING btree ("type_id",lower("code"));--> statement-breakpoint
CREATE INDEX "dictionary_items_tenant_type_idx" ON "dictionary_items" USING btree ("tenant_id","type_id","sort");--> statement-breakpoint
CREATE UNIQUE INDEX "dictionary_types_tenant_code_uq" ON "dictionary_types" USING btree ("tenant_id",lower("code"));--> statement-breakpoint
CREATE POLICY "dictionary_items_tenant_isolation" ON "dictionary_items" AS PERMISSIVE FOR ALL TO "app_user" USING (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid) WITH CHECK (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid);--> statement-breakpoint
CREATE POLICY "dictionary_types_tenant_isolation" ON "dictionary_types" AS PERMISSIVE FOR ALL TO "app_user" USING (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid) WITH CHECK (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid);--> statement-breakpoint
CREATE POLICY "role_home_pages_tenant_isolation" ON "role_home_pages" AS PERMISSIVE FOR ALL TO "app_user" USING (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid) WITH CHECK (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid);--> statement-breakpoint
CREATE POLICY "organization_settings_tenant_isolation" ON "organization_settings" AS PERMISSIVE FOR ALL TO "app_user" USING (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid) WITH CHECK (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid);--> statement-breakpoint
-- Tenants that existed before plugins were recorded keep every module they had.
UPDATE "tenants" SET "plugin_ids" = '{1003,1004,1005,1007,1009,1010,1012,1013,1014,1020}'::integer[];
