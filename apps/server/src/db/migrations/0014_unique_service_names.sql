-- Hand-written: a database that already holds duplicate names (ignoring case and spaces) keeps the oldest as it is
-- and renames the later ones "Oil Change (2)", "Oil Change (3)"..., skipping any name already taken, so the
-- unique index below can be built.
DO $$
DECLARE
  dup record;
  n integer;
  candidate text;
BEGIN
  FOR dup IN
    SELECT id, trim(name) AS base, rn FROM (
      SELECT id, name, row_number() OVER (PARTITION BY lower(trim(name)) ORDER BY created_at, id) AS rn FROM services
    ) ranked
    WHERE rn > 1
    ORDER BY lower(trim(name)), rn
  LOOP
    n := dup.rn;
    LOOP
      candidate := dup.base || ' (' || n || ')';
      EXIT WHEN NOT EXISTS (SELECT 1 FROM services WHERE lower(trim(name)) = lower(candidate));
      n := n + 1;
    END LOOP;
    UPDATE services SET name = candidate, updated_at = now() WHERE id = dup.id;
  END LOOP;
END $$;--> statement-breakpoint
CREATE UNIQUE INDEX "services_name_unique_idx" ON "services" USING btree (lower(trim("name")));--> statement-breakpoint
-- Hand-written: verification mails queued before their subjects stopped carrying the code lose it there too, so the
-- admin outbox never shows one.
UPDATE "mail_outbox" SET "subject" = regexp_replace("subject", ' verification code: [A-Z0-9]{6}$', ' verification code')
WHERE "subject" ~ ' verification code: [A-Z0-9]{6}$';
