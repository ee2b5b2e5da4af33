-- Custom migration: the role tenant-scoped transactions switch to. Row-level security policies name it.
-- Roles belong to the whole server, so databases migrated at the same time (parallel test files, instances of
-- several installations) race here: the loser of a race finds the role or the membership already made.
DO $$
BEGIN
  IF NOT EXISTS (SELECT FROM pg_roles WHERE rolname = 'app_user') THEN
    CREATE ROLE app_user NOLOGIN;
  END IF;
EXCEPTION WHEN duplicate_object OR unique_violation THEN NULL;
END
$$;
--> statement-breakpoint
DO $$
BEGIN
  GRANT app_user TO CURRENT_USER;
EXCEPTION WHEN duplicate_object OR unique_violation OR object_not_in_prerequisite_state THEN NULL;
END
$$;
--> statement-breakpoint
GRANT USAGE ON SCHEMA public TO app_user;
--> statement-breakpoint
ALTER DEFAULT PRIVILEGES IN SCHEMA public GRANT SELECT, INSERT, UPDATE, DELETE ON TABLES TO app_user;
--> statement-breakpoint
ALTER DEFAULT PRIVILEGES IN SCHEMA public GRANT USAGE, SELECT ON SEQUENCES TO app_user;
