CREATE TABLE "user_directory" (
	"user_id" text PRIMARY KEY NOT NULL,
	"role" text NOT NULL,
	"email_lower" text NOT NULL,
	"first_name_lower" text,
	"last_name_lower" text,
	"phone_number" text,
	"is_active" boolean NOT NULL,
	"deleted_at" timestamp with time zone,
	"banned" boolean NOT NULL,
	"ban_expires" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "user_directory_counts" (
	"role" text PRIMARY KEY NOT NULL,
	"listed" integer DEFAULT 0 NOT NULL,
	"enabled" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
DROP INDEX "user_role_created_id_idx";--> statement-breakpoint
DROP INDEX "user_created_id_idx";--> statement-breakpoint
DROP INDEX "vehicles_user_created_idx";--> statement-breakpoint
DROP INDEX "announcements_active_created_idx";--> statement-breakpoint
DROP INDEX "mail_outbox_to_idx";--> statement-breakpoint
DROP INDEX "audit_log_target_created_idx";--> statement-breakpoint
ALTER TABLE "user_directory" ADD CONSTRAINT "user_directory_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "user_directory_email_idx" ON "user_directory" USING btree ("email_lower" text_pattern_ops);--> statement-breakpoint
CREATE INDEX "user_directory_first_name_idx" ON "user_directory" USING btree ("first_name_lower" text_pattern_ops);--> statement-breakpoint
CREATE INDEX "user_directory_last_name_idx" ON "user_directory" USING btree ("last_name_lower" text_pattern_ops);--> statement-breakpoint
CREATE INDEX "user_directory_phone_idx" ON "user_directory" USING btree ("phone_number" text_pattern_ops);--> statement-breakpoint
CREATE INDEX "user_directory_role_created_idx" ON "user_directory" USING btree ("role","created_at" DESC NULLS FIRST,"user_id");--> statement-breakpoint
CREATE INDEX "user_directory_created_idx" ON "user_directory" USING btree ("created_at" DESC NULLS FIRST,"user_id");--> statement-breakpoint
CREATE INDEX "user_directory_banned_idx" ON "user_directory" USING btree ("role") WHERE "user_directory"."banned";--> statement-breakpoint
CREATE INDEX "vehicles_user_created_idx" ON "vehicles" USING btree ("user_id","created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "announcements_active_created_idx" ON "announcements" USING btree ("is_active","created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "mail_outbox_to_idx" ON "mail_outbox" USING btree ("to","created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "audit_log_target_created_idx" ON "audit_log" USING btree ("target_id","created_at" DESC NULLS FIRST);--> statement-breakpoint
-- user_directory holds, per account with a profile, what the back-office list filters, searches and sorts by.
-- Statement-level triggers with transition tables: a bulk insert is one set-based statement, not a call per row.
-- Each side writes only its own columns, so two concurrent changes (a profile edit and a role change, say)
-- cannot put back each other's old values.
CREATE FUNCTION user_directory_from_profiles() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO user_directory (user_id, role, email_lower, first_name_lower, last_name_lower, phone_number, is_active, deleted_at, banned, ban_expires, created_at)
    SELECT u.id, u.role, lower(u.email), lower(n.first_name), lower(n.last_name), n.phone_number, n.is_active, n.deleted_at, coalesce(u.banned, false), u.ban_expires, u.created_at
    FROM new_rows n JOIN "user" u ON u.id = n.user_id
    ON CONFLICT (user_id) DO UPDATE SET
      first_name_lower = excluded.first_name_lower, last_name_lower = excluded.last_name_lower,
      phone_number = excluded.phone_number, is_active = excluded.is_active, deleted_at = excluded.deleted_at;
  ELSIF TG_OP = 'UPDATE' THEN
    UPDATE user_directory d
    SET first_name_lower = lower(n.first_name), last_name_lower = lower(n.last_name), phone_number = n.phone_number,
        is_active = n.is_active, deleted_at = n.deleted_at
    FROM new_rows n
    WHERE d.user_id = n.user_id
      AND (d.first_name_lower, d.last_name_lower, d.phone_number, d.is_active, d.deleted_at)
          IS DISTINCT FROM (lower(n.first_name), lower(n.last_name), n.phone_number, n.is_active, n.deleted_at);
  ELSE
    DELETE FROM user_directory d USING old_rows o WHERE d.user_id = o.user_id;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER user_profiles_directory_insert AFTER INSERT ON user_profiles
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION user_directory_from_profiles();
--> statement-breakpoint
CREATE TRIGGER user_profiles_directory_update AFTER UPDATE ON user_profiles
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION user_directory_from_profiles();
--> statement-breakpoint
CREATE TRIGGER user_profiles_directory_delete AFTER DELETE ON user_profiles
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION user_directory_from_profiles();
--> statement-breakpoint
CREATE FUNCTION user_directory_from_users() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE user_directory d
  SET role = n.role, email_lower = lower(n.email), banned = coalesce(n.banned, false), ban_expires = n.ban_expires, created_at = n.created_at
  FROM new_rows n
  WHERE d.user_id = n.id
    AND (d.role, d.email_lower, d.banned, d.ban_expires, d.created_at)
        IS DISTINCT FROM (n.role, lower(n.email), coalesce(n.banned, false), n.ban_expires, n.created_at);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER user_directory_update AFTER UPDATE ON "user"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION user_directory_from_users();
--> statement-breakpoint
INSERT INTO user_directory (user_id, role, email_lower, first_name_lower, last_name_lower, phone_number, is_active, deleted_at, banned, ban_expires, created_at)
SELECT u.id, u.role, lower(u.email), lower(p.first_name), lower(p.last_name), p.phone_number, p.is_active, p.deleted_at, coalesce(u.banned, false), u.ban_expires, u.created_at
FROM "user" u JOIN user_profiles p ON p.user_id = u.id;
--> statement-breakpoint
-- The counters, per role: accounts not deleted ("listed") and of those the ones not deactivated ("enabled").
-- A statement that changes no figure (a name edit) leaves the counter row alone, so it takes no lock on it.
INSERT INTO user_directory_counts (role, listed, enabled)
SELECT role, count(*), count(*) FILTER (WHERE is_active) FROM user_directory WHERE deleted_at IS NULL GROUP BY role;
--> statement-breakpoint
CREATE FUNCTION user_directory_count() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO user_directory_counts AS c (role, listed, enabled)
    SELECT role, count(*), count(*) FILTER (WHERE is_active) FROM new_rows WHERE deleted_at IS NULL GROUP BY role
    ON CONFLICT (role) DO UPDATE SET listed = c.listed + excluded.listed, enabled = c.enabled + excluded.enabled;
  ELSIF TG_OP = 'UPDATE' THEN
    INSERT INTO user_directory_counts AS c (role, listed, enabled)
    SELECT role, sum(listed), sum(enabled) FROM (
      SELECT role, 1 AS listed, is_active::int AS enabled FROM new_rows WHERE deleted_at IS NULL
      UNION ALL
      SELECT role, -1, -(is_active::int) FROM old_rows WHERE deleted_at IS NULL
    ) delta GROUP BY role HAVING sum(listed) <> 0 OR sum(enabled) <> 0
    ON CONFLICT (role) DO UPDATE SET listed = c.listed + excluded.listed, enabled = c.enabled + excluded.enabled;
  ELSE
    UPDATE user_directory_counts c SET listed = c.listed - o.listed, enabled = c.enabled - o.enabled
    FROM (SELECT role, count(*) AS listed, count(*) FILTER (WHERE is_active) AS enabled FROM old_rows WHERE deleted_at IS NULL GROUP BY role) o
    WHERE c.role = o.role;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER user_directory_count_insert AFTER INSERT ON user_directory
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION user_directory_count();
--> statement-breakpoint
CREATE TRIGGER user_directory_count_update AFTER UPDATE ON user_directory
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION user_directory_count();
--> statement-breakpoint
CREATE TRIGGER user_directory_count_delete AFTER DELETE ON user_directory
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION user_directory_count();
