CREATE TABLE "user_prefix_count_changes" (
	"prefix" text NOT NULL,
	"role" text NOT NULL,
	"listed" integer NOT NULL,
	"enabled" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "user_prefix_counts" (
	"prefix" text NOT NULL,
	"role" text NOT NULL,
	"listed" integer NOT NULL,
	"enabled" integer NOT NULL,
	CONSTRAINT "user_prefix_counts_prefix_role_pk" PRIMARY KEY("prefix","role")
);
--> statement-breakpoint
DROP INDEX "user_directory_phone_idx";--> statement-breakpoint
CREATE INDEX "user_prefix_count_changes_prefix_idx" ON "user_prefix_count_changes" USING btree ("prefix");--> statement-breakpoint
CREATE INDEX "user_directory_phone_lower_idx" ON "user_directory" USING btree (lower("phone_number") text_pattern_ops);--> statement-breakpoint
-- Every prefix, up to 6 characters (USER_SEARCH_PREFIX_MAX), of an account's search keys, each prefix once: an
-- account matching a search on two keys (first name and e-mail) still counts once under it.
CREATE FUNCTION user_search_prefixes(email_lower text, first_name_lower text, last_name_lower text, phone_number text)
RETURNS SETOF text LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT DISTINCT left(k, n)
  FROM unnest(ARRAY[email_lower, first_name_lower, last_name_lower, lower(phone_number)]) AS k,
       generate_series(1, least(length(k), 6)) AS n
  WHERE k IS NOT NULL
$$;
--> statement-breakpoint
-- Every change to user_directory appends its effect on the prefix figures (statement-level: a bulk insert appends
-- one row per prefix and role). An update that changes no figure (a ban, say) appends nothing.
CREATE FUNCTION user_prefix_count_changes_append() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO user_prefix_count_changes (prefix, role, listed, enabled)
    SELECT p, n.role, count(*), count(*) FILTER (WHERE n.is_active)
    FROM new_rows n CROSS JOIN LATERAL user_search_prefixes(n.email_lower, n.first_name_lower, n.last_name_lower, n.phone_number) p
    WHERE n.deleted_at IS NULL
    GROUP BY 1, 2;
  ELSIF TG_OP = 'UPDATE' THEN
    INSERT INTO user_prefix_count_changes (prefix, role, listed, enabled)
    SELECT prefix, role, sum(listed), sum(enabled) FROM (
      SELECT p AS prefix, n.role, 1 AS listed, n.is_active::int AS enabled
      FROM new_rows n CROSS JOIN LATERAL user_search_prefixes(n.email_lower, n.first_name_lower, n.last_name_lower, n.phone_number) p
      WHERE n.deleted_at IS NULL
      UNION ALL
      SELECT p, o.role, -1, -(o.is_active::int)
      FROM old_rows o CROSS JOIN LATERAL user_search_prefixes(o.email_lower, o.first_name_lower, o.last_name_lower, o.phone_number) p
      WHERE o.deleted_at IS NULL
    ) c GROUP BY 1, 2 HAVING sum(listed) <> 0 OR sum(enabled) <> 0;
  ELSE
    INSERT INTO user_prefix_count_changes (prefix, role, listed, enabled)
    SELECT p, o.role, -count(*), -count(*) FILTER (WHERE o.is_active)
    FROM old_rows o CROSS JOIN LATERAL user_search_prefixes(o.email_lower, o.first_name_lower, o.last_name_lower, o.phone_number) p
    WHERE o.deleted_at IS NULL
    GROUP BY 1, 2;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER user_directory_prefix_count_insert AFTER INSERT ON user_directory
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION user_prefix_count_changes_append();
--> statement-breakpoint
CREATE TRIGGER user_directory_prefix_count_update AFTER UPDATE ON user_directory
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION user_prefix_count_changes_append();
--> statement-breakpoint
CREATE TRIGGER user_directory_prefix_count_delete AFTER DELETE ON user_directory
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION user_prefix_count_changes_append();
--> statement-breakpoint
INSERT INTO user_prefix_counts (prefix, role, listed, enabled)
SELECT p, d.role, count(*), count(*) FILTER (WHERE d.is_active)
FROM user_directory d CROSS JOIN LATERAL user_search_prefixes(d.email_lower, d.first_name_lower, d.last_name_lower, d.phone_number) p
WHERE d.deleted_at IS NULL
GROUP BY 1, 2;
