-- Mathematical statistics and the seven tools had no permission points before this release: every user of a tenant
-- with their plugin used them. Roles saved before keep using them and their own files (each existing role gets the
-- module points and every action on the files points); changing a module's tenant-wide settings now needs its
-- settings point's edit, which administrators hold and grant (the old openness to every user was the defect).
-- A new database has no roles yet here: the seed grants by role.
INSERT INTO "role_permissions" ("tenant_id", "role_id", "permission_id", "actions")
SELECT "roles"."tenant_id", "roles"."id", "points"."permission_id", "points"."actions"
FROM "roles"
CROSS JOIN (VALUES
  ('MathematicalStatistics', ARRAY['query', 'get']),
  ('MathematicalStatistics.Files', ARRAY['add', 'delete', 'edit', 'query', 'get', 'import']),
  ('MathematicalStatistics.Setting', ARRAY['query', 'get']),
  ('OldSevenTools', ARRAY['query', 'get']),
  ('OldSevenTools.Files', ARRAY['add', 'delete', 'edit', 'query', 'get', 'import']),
  ('OldSevenTools.Setting', ARRAY['query', 'get']),
  ('NewSevenTools', ARRAY['query', 'get']),
  ('NewSevenTools.Files', ARRAY['add', 'delete', 'edit', 'query', 'get', 'import']),
  ('NewSevenTools.Setting', ARRAY['query', 'get'])
) AS "points" ("permission_id", "actions")
ON CONFLICT ("role_id", "permission_id") DO NOTHING;
