ALTER TABLE "fmea_projects" ADD COLUMN "net_table_revisions" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
-- Custom (keep at the end): the net tables' trigger of migration 0025 also notes, per table, the revision of the last
-- statement that changed it. The kept dFMEANet answer (modules/fmea/net-answer-cache.ts) then re-reads only the
-- tables whose entry is above the revision its copy of them was read at: a rating edit re-reads the chain risks
-- alone. In the UPDATE, "net_revision" on the right is the row's value before it, so both columns get the same new
-- number.
CREATE OR REPLACE FUNCTION "fmea_net_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "fmea_projects" SET "net_revision" = "net_revision" + 1,
    "net_table_revisions" = "net_table_revisions" || jsonb_build_object(TG_TABLE_NAME, "net_revision" + 1)
  WHERE "id" IN (SELECT DISTINCT "project_id" FROM "changed_rows");
  RETURN NULL;
END
$$;
