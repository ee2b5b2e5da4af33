ALTER TABLE "fmea_projects" ADD COLUMN "net_revision" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER POLICY "dictionary_items_tenant_isolation" ON "dictionary_items" TO app_user USING (tenant_id = (select nullif(current_setting('app.tenant_id', true), '')::uuid)) WITH CHECK (tenant_id = (select nullif(current_setting('app.tenant_id', true), '')::uuid));--> statement-breakpoint
ALTER POLICY "dictionary_types_tenant_isolation" ON "dictionary_types" TO app_user USING (tenant_id = (select nullif(current_setting('app.tenant_id', true), '')::uuid)) WITH CHECK (tenant_id = (select nullif(current_setting('app.tenant_id', true), '')::uuid));--> statement-breakpoint
ALTER POLICY "fmea_evidence_files_tenant_isolation" ON "fmea_evidence_files" TO app_user USING (tenant_id = (select nullif(current_setting('app.tenant_id', true), '')::uuid)) WITH CHECK (tenant_id = (select nullif(current_setting('app.tenant_id', true), '')::uuid));--> statement-breakpoint
ALTER POLICY "fmea_actions_tenant_isolation" ON "fmea_actions" TO app_user USING (tenant_id = (select nullif(current_setting('app.tenant_id', true), '')::uuid)) WITH CHECK (tenant_id = (select nullif(current_setting('app.tenant_id', true), '')::uuid));--> statement-breakpoint
ALTER POLICY "fmea_chain_risks_tenant_isolation" ON "fmea_chain_risks" TO app_user USING (tenant_id = (select nullif(current_setting('app.tenant_id', true), '')::uuid)) WITH CHECK (tenant_id = (select nullif(current_setting('app.tenant_id', true), '')::uuid));--> statement-breakpoint
ALTER POLICY "fmea_dvp_lines_tenant_isolation" ON "fmea_dvp_lines" TO app_user USING (tenant_id = (select nullif(current_setting('app.tenant_id', true), '')::uuid)) WITH CHECK (tenant_id = (select nullif(current_setting('app.tenant_id', true), '')::uuid));--> statement-breakpoint
ALTER POLICY "fmea_elements_tenant_isolation" ON "fmea_elements" TO app_user USING (tenant_id = (select nullif(current_setting('app.tenant_id', true), '')::uuid)) WITH CHECK (tenant_id = (select nullif(current_setting('app.tenant_id', true), '')::uuid));--> statement-breakpoint
ALTER POLICY "fmea_failure_links_tenant_isolation" ON "fmea_failure_links" TO app_user USING (tenant_id = (select nullif(current_setting('app.tenant_id', true), '')::uuid)) WITH CHECK (tenant_id = (select nullif(current_setting('app.tenant_id', true), '')::uuid));--> statement-breakpoint
ALTER POLICY "fmea_failures_tenant_isolation" ON "fmea_failures" TO app_user USING (tenant_id = (select nullif(current_setting('app.tenant_id', true), '')::uuid)) WITH CHECK (tenant_id = (select nullif(current_setting('app.tenant_id', true), '')::uuid));--> statement-breakpoint
ALTER POLICY "fmea_function_links_tenant_isolation" ON "fmea_function_links" TO app_user USING (tenant_id = (select nullif(current_setting('app.tenant_id', true), '')::uuid)) WITH CHECK (tenant_id = (select nullif(current_setting('app.tenant_id', true), '')::uuid));--> statement-breakpoint
ALTER POLICY "fmea_functions_tenant_isolation" ON "fmea_functions" TO app_user USING (tenant_id = (select nullif(current_setting('app.tenant_id', true), '')::uuid)) WITH CHECK (tenant_id = (select nullif(current_setting('app.tenant_id', true), '')::uuid));--> statement-breakpoint
ALTER POLICY "fmea_interfaces_tenant_isolation" ON "fmea_interfaces" TO app_user USING (tenant_id = (select nullif(current_setting('app.tenant_id', true), '')::uuid)) WITH CHECK (tenant_id = (select nullif(current_setting('app.tenant_id', true), '')::uuid));--> statement-breakpoint
ALTER POLICY "fmea_p_diagrams_tenant_isolation" ON "fmea_p_diagrams" TO app_user USING (tenant_id = (select nullif(current_setting('app.tenant_id', true), '')::uuid)) WITH CHECK (tenant_id = (select nullif(current_setting('app.tenant_id', true), '')::uuid));--> statement-breakpoint
ALTER POLICY "fmea_project_members_tenant_isolation" ON "fmea_project_members" TO app_user USING (tenant_id = (select nullif(current_setting('app.tenant_id', true), '')::uuid)) WITH CHECK (tenant_id = (select nullif(current_setting('app.tenant_id', true), '')::uuid));--> statement-breakpoint
ALTER POLICY "fmea_projects_tenant_isolation" ON "fmea_projects" TO app_user USING (tenant_id = (select nullif(current_setting('app.tenant_id', true), '')::uuid)) WITH CHECK (tenant_id = (select nullif(current_setting('app.tenant_id', true), '')::uuid));--> statement-breakpoint
ALTER POLICY "fmea_results_versions_tenant_isolation" ON "fmea_results_versions" TO app_user USING (tenant_id = (select nullif(current_setting('app.tenant_id', true), '')::uuid)) WITH CHECK (tenant_id = (select nullif(current_setting('app.tenant_id', true), '')::uuid));--> statement-breakpoint
ALTER POLICY "bom_lines_tenant_isolation" ON "bom_lines" TO app_user USING (tenant_id = (select nullif(current_setting('app.tenant_id', true), '')::uuid)) WITH CHECK (tenant_id = (select nullif(current_setting('app.tenant_id', true), '')::uuid));--> statement-breakpoint
ALTER POLICY "boms_tenant_isolation" ON "boms" TO app_user USING (tenant_id = (select nullif(current_setting('app.tenant_id', true), '')::uuid)) WITH CHECK (tenant_id = (select nullif(current_setting('app.tenant_id', true), '')::uuid));--> statement-breakpoint
ALTER POLICY "part_types_tenant_isolation" ON "part_types" TO app_user USING (tenant_id = (select nullif(current_setting('app.tenant_id', true), '')::uuid)) WITH CHECK (tenant_id = (select nullif(current_setting('app.tenant_id', true), '')::uuid));--> statement-breakpoint
ALTER POLICY "parts_tenant_isolation" ON "parts" TO app_user USING (tenant_id = (select nullif(current_setting('app.tenant_id', true), '')::uuid)) WITH CHECK (tenant_id = (select nullif(current_setting('app.tenant_id', true), '')::uuid));--> statement-breakpoint
ALTER POLICY "sod_standards_tenant_isolation" ON "sod_standards" TO app_user USING (tenant_id = (select nullif(current_setting('app.tenant_id', true), '')::uuid)) WITH CHECK (tenant_id = (select nullif(current_setting('app.tenant_id', true), '')::uuid));--> statement-breakpoint
ALTER POLICY "module_favourites_tenant_isolation" ON "module_favourites" TO app_user USING (tenant_id = (select nullif(current_setting('app.tenant_id', true), '')::uuid)) WITH CHECK (tenant_id = (select nullif(current_setting('app.tenant_id', true), '')::uuid));--> statement-breakpoint
ALTER POLICY "module_visits_tenant_isolation" ON "module_visits" TO app_user USING (tenant_id = (select nullif(current_setting('app.tenant_id', true), '')::uuid)) WITH CHECK (tenant_id = (select nullif(current_setting('app.tenant_id', true), '')::uuid));--> statement-breakpoint
ALTER POLICY "role_home_pages_tenant_isolation" ON "role_home_pages" TO app_user USING (tenant_id = (select nullif(current_setting('app.tenant_id', true), '')::uuid)) WITH CHECK (tenant_id = (select nullif(current_setting('app.tenant_id', true), '')::uuid));--> statement-breakpoint
ALTER POLICY "login_logs_tenant_isolation" ON "login_logs" TO app_user USING (tenant_id = (select nullif(current_setting('app.tenant_id', true), '')::uuid)) WITH CHECK (tenant_id = (select nullif(current_setting('app.tenant_id', true), '')::uuid));--> statement-breakpoint
ALTER POLICY "organizations_tenant_isolation" ON "organizations" TO app_user USING (tenant_id = (select nullif(current_setting('app.tenant_id', true), '')::uuid)) WITH CHECK (tenant_id = (select nullif(current_setting('app.tenant_id', true), '')::uuid));--> statement-breakpoint
ALTER POLICY "posts_tenant_isolation" ON "posts" TO app_user USING (tenant_id = (select nullif(current_setting('app.tenant_id', true), '')::uuid)) WITH CHECK (tenant_id = (select nullif(current_setting('app.tenant_id', true), '')::uuid));--> statement-breakpoint
ALTER POLICY "role_permissions_tenant_isolation" ON "role_permissions" TO app_user USING (tenant_id = (select nullif(current_setting('app.tenant_id', true), '')::uuid)) WITH CHECK (tenant_id = (select nullif(current_setting('app.tenant_id', true), '')::uuid));--> statement-breakpoint
ALTER POLICY "roles_tenant_isolation" ON "roles" TO app_user USING (tenant_id = (select nullif(current_setting('app.tenant_id', true), '')::uuid)) WITH CHECK (tenant_id = (select nullif(current_setting('app.tenant_id', true), '')::uuid));--> statement-breakpoint
ALTER POLICY "user_roles_tenant_isolation" ON "user_roles" TO app_user USING (tenant_id = (select nullif(current_setting('app.tenant_id', true), '')::uuid)) WITH CHECK (tenant_id = (select nullif(current_setting('app.tenant_id', true), '')::uuid));--> statement-breakpoint
ALTER POLICY "users_tenant_isolation" ON "users" TO app_user USING (tenant_id = (select nullif(current_setting('app.tenant_id', true), '')::uuid)) WITH CHECK (tenant_id = (select nullif(current_setting('app.tenant_id', true), '')::uuid));--> statement-breakpoint
ALTER POLICY "messages_tenant_isolation" ON "messages" TO app_user USING (tenant_id = (select nullif(current_setting('app.tenant_id', true), '')::uuid)) WITH CHECK (tenant_id = (select nullif(current_setting('app.tenant_id', true), '')::uuid));--> statement-breakpoint
ALTER POLICY "mail_history_tenant_isolation" ON "mail_history" TO app_user USING (tenant_id = (select nullif(current_setting('app.tenant_id', true), '')::uuid)) WITH CHECK (tenant_id = (select nullif(current_setting('app.tenant_id', true), '')::uuid));--> statement-breakpoint
ALTER POLICY "mail_settings_tenant_isolation" ON "mail_settings" TO app_user USING (tenant_id = (select nullif(current_setting('app.tenant_id', true), '')::uuid)) WITH CHECK (tenant_id = (select nullif(current_setting('app.tenant_id', true), '')::uuid));--> statement-breakpoint
ALTER POLICY "message_templates_tenant_isolation" ON "message_templates" TO app_user USING (tenant_id = (select nullif(current_setting('app.tenant_id', true), '')::uuid)) WITH CHECK (tenant_id = (select nullif(current_setting('app.tenant_id', true), '')::uuid));--> statement-breakpoint
ALTER POLICY "notices_tenant_isolation" ON "notices" TO app_user USING (tenant_id = (select nullif(current_setting('app.tenant_id', true), '')::uuid)) WITH CHECK (tenant_id = (select nullif(current_setting('app.tenant_id', true), '')::uuid));--> statement-breakpoint
ALTER POLICY "control_chart_configs_tenant_isolation" ON "control_chart_configs" TO app_user USING (tenant_id = (select nullif(current_setting('app.tenant_id', true), '')::uuid)) WITH CHECK (tenant_id = (select nullif(current_setting('app.tenant_id', true), '')::uuid));--> statement-breakpoint
ALTER POLICY "seven_tools_configs_tenant_isolation" ON "seven_tools_configs" TO app_user USING (tenant_id = (select nullif(current_setting('app.tenant_id', true), '')::uuid)) WITH CHECK (tenant_id = (select nullif(current_setting('app.tenant_id', true), '')::uuid));--> statement-breakpoint
ALTER POLICY "ms_data_sheets_tenant_isolation" ON "ms_data_sheets" TO app_user USING (tenant_id = (select nullif(current_setting('app.tenant_id', true), '')::uuid)) WITH CHECK (tenant_id = (select nullif(current_setting('app.tenant_id', true), '')::uuid));--> statement-breakpoint
ALTER POLICY "ms_files_tenant_isolation" ON "ms_files" TO app_user USING (tenant_id = (select nullif(current_setting('app.tenant_id', true), '')::uuid)) WITH CHECK (tenant_id = (select nullif(current_setting('app.tenant_id', true), '')::uuid));--> statement-breakpoint
ALTER POLICY "ms_folders_tenant_isolation" ON "ms_folders" TO app_user USING (tenant_id = (select nullif(current_setting('app.tenant_id', true), '')::uuid)) WITH CHECK (tenant_id = (select nullif(current_setting('app.tenant_id', true), '')::uuid));--> statement-breakpoint
ALTER POLICY "ms_quick_access_tenant_isolation" ON "ms_quick_access" TO app_user USING (tenant_id = (select nullif(current_setting('app.tenant_id', true), '')::uuid)) WITH CHECK (tenant_id = (select nullif(current_setting('app.tenant_id', true), '')::uuid));--> statement-breakpoint
ALTER POLICY "ms_user_settings_tenant_isolation" ON "ms_user_settings" TO app_user USING (tenant_id = (select nullif(current_setting('app.tenant_id', true), '')::uuid)) WITH CHECK (tenant_id = (select nullif(current_setting('app.tenant_id', true), '')::uuid));--> statement-breakpoint
ALTER POLICY "statistics_configs_tenant_isolation" ON "statistics_configs" TO app_user USING (tenant_id = (select nullif(current_setting('app.tenant_id', true), '')::uuid)) WITH CHECK (tenant_id = (select nullif(current_setting('app.tenant_id', true), '')::uuid));--> statement-breakpoint
ALTER POLICY "organization_settings_tenant_isolation" ON "organization_settings" TO app_user USING (tenant_id = (select nullif(current_setting('app.tenant_id', true), '')::uuid)) WITH CHECK (tenant_id = (select nullif(current_setting('app.tenant_id', true), '')::uuid));--> statement-breakpoint
ALTER POLICY "workflow_definitions_tenant_isolation" ON "workflow_definitions" TO app_user USING (tenant_id = (select nullif(current_setting('app.tenant_id', true), '')::uuid)) WITH CHECK (tenant_id = (select nullif(current_setting('app.tenant_id', true), '')::uuid));--> statement-breakpoint
ALTER POLICY "workflow_history_tenant_isolation" ON "workflow_history" TO app_user USING (tenant_id = (select nullif(current_setting('app.tenant_id', true), '')::uuid)) WITH CHECK (tenant_id = (select nullif(current_setting('app.tenant_id', true), '')::uuid));--> statement-breakpoint
ALTER POLICY "workflow_instances_tenant_isolation" ON "workflow_instances" TO app_user USING (tenant_id = (select nullif(current_setting('app.tenant_id', true), '')::uuid)) WITH CHECK (tenant_id = (select nullif(current_setting('app.tenant_id', true), '')::uuid));--> statement-breakpoint
ALTER POLICY "workflow_module_settings_tenant_isolation" ON "workflow_module_settings" TO app_user USING (tenant_id = (select nullif(current_setting('app.tenant_id', true), '')::uuid)) WITH CHECK (tenant_id = (select nullif(current_setting('app.tenant_id', true), '')::uuid));--> statement-breakpoint
ALTER POLICY "workflow_tasks_tenant_isolation" ON "workflow_tasks" TO app_user USING (tenant_id = (select nullif(current_setting('app.tenant_id', true), '')::uuid)) WITH CHECK (tenant_id = (select nullif(current_setting('app.tenant_id', true), '')::uuid));--> statement-breakpoint
ALTER POLICY "operation_logs_tenant_isolation" ON "operation_logs" TO app_user USING (tenant_id = (select nullif(current_setting('app.tenant_id', true), '')::uuid)) WITH CHECK (tenant_id = (select nullif(current_setting('app.tenant_id', true), '')::uuid));--> statement-breakpoint
ALTER POLICY "stored_files_tenant_isolation" ON "stored_files" TO app_user USING (tenant_id = (select nullif(current_setting('app.tenant_id', true), '')::uuid)) WITH CHECK (tenant_id = (select nullif(current_setting('app.tenant_id', true), '')::uuid));--> statement-breakpoint
ALTER POLICY "tenant_traffic_days_tenant_isolation" ON "tenant_traffic_days" TO app_user USING (tenant_id = (select nullif(current_setting('app.tenant_id', true), '')::uuid)) WITH CHECK (tenant_id = (select nullif(current_setting('app.tenant_id', true), '')::uuid));--> statement-breakpoint
-- The project's net revision: every statement that inserts, updates or deletes rows of a net table (cascades from
-- a deleted element or failure included) raises net_revision of the projects it touched, once per statement. A copy
-- of the net kept in memory (modules/fmea/net-answer-cache.ts) is current while the number is the same. Writers lock
-- the project row first (projectForWrite), so the update adds no new lock order.
CREATE FUNCTION "fmea_net_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "fmea_projects" SET "net_revision" = "net_revision" + 1
  WHERE "id" IN (SELECT DISTINCT "project_id" FROM "changed_rows");
  RETURN NULL;
END
$$;
--> statement-breakpoint
DO $$
DECLARE
  net_table text;
BEGIN
  FOREACH net_table IN ARRAY ARRAY['fmea_elements', 'fmea_interfaces', 'fmea_p_diagrams', 'fmea_functions',
    'fmea_function_links', 'fmea_failures', 'fmea_failure_links', 'fmea_chain_risks', 'fmea_actions',
    'fmea_dvp_lines']
  LOOP
    EXECUTE format('CREATE TRIGGER %I AFTER INSERT ON %I REFERENCING NEW TABLE AS changed_rows '
      'FOR EACH STATEMENT EXECUTE FUNCTION fmea_net_changed()', net_table || '_net_inserted', net_table);
    EXECUTE format('CREATE TRIGGER %I AFTER UPDATE ON %I REFERENCING NEW TABLE AS changed_rows '
      'FOR EACH STATEMENT EXECUTE FUNCTION fmea_net_changed()', net_table || '_net_updated', net_table);
    EXECUTE format('CREATE TRIGGER %I AFTER DELETE ON %I REFERENCING OLD TABLE AS changed_rows '
      'FOR EACH STATEMENT EXECUTE FUNCTION fmea_net_changed()', net_table || '_net_deleted', net_table);
  END LOOP;
END
$$;
