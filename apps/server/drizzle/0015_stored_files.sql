CREATE TABLE "stored_files" (
	"key" text PRIMARY KEY NOT NULL,
	"tenant_id" uuid NOT NULL,
	"user_id" uuid,
	"category" text NOT NULL,
	"size" integer NOT NULL,
	"content" "bytea",
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "stored_files" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE INDEX "stored_files_tenant_user_idx" ON "stored_files" USING btree ("tenant_id","user_id");--> statement-breakpoint
CREATE INDEX "stored_files_category_created_idx" ON "stored_files" USING btree ("category","created_at");--> statement-breakpoint
CREATE POLICY "stored_files_tenant_isolation" ON "stored_files" AS PERMISSIVE FOR ALL TO "app_user" USING (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid) WITH CHECK (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid);