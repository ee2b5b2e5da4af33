CREATE TABLE "module_favourites" (
	"tenant_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"module_key" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "module_favourites_user_id_module_key_pk" PRIMARY KEY("user_id","module_key")
);
--> statement-breakpoint
ALTER TABLE "module_favourites" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "module_visits" (
	"tenant_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"module_key" text NOT NULL,
	"visit_count" integer DEFAULT 0 NOT NULL,
	"last_visit_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "module_visits_user_id_module_key_pk" PRIMARY KEY("user_id","module_key")
);
--> statement-breakpoint
ALTER TABLE "module_visits" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "traffic_days" (
	"day" date PRIMARY KEY NOT NULL,
	"bytes" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "module_favourites" ADD CONSTRAINT "module_favourites_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "module_visits" ADD CONSTRAINT "module_visits_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE POLICY "module_favourites_tenant_isolation" ON "module_favourites" AS PERMISSIVE FOR ALL TO "app_user" USING (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid) WITH CHECK (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid);--> statement-breakpoint
CREATE POLICY "module_visits_tenant_isolation" ON "module_visits" AS PERMISSIVE FOR ALL TO "app_user" USING (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid) WITH CHECK (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid);