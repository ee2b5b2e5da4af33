CREATE TABLE "ms_user_settings" (
	"tenant_id" uuid NOT NULL,
	"user_id" uuid PRIMARY KEY NOT NULL,
	"sequence" text NOT NULL,
	"direction" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "ms_user_settings_sequence_check" CHECK ("ms_user_settings"."sequence" in ('custom', 'name', 'updatedAt', 'kind')),
	CONSTRAINT "ms_user_settings_direction_check" CHECK ("ms_user_settings"."direction" in ('asc', 'desc'))
);
--> statement-breakpoint
ALTER TABLE "ms_user_settings" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "ms_user_settings" ADD CONSTRAINT "ms_user_settings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE POLICY "ms_user_settings_tenant_isolation" ON "ms_user_settings" AS PERMISSIVE FOR ALL TO "app_user" USING (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid) WITH CHECK (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid);