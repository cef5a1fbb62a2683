CREATE TABLE "appointment_count_changes" (
	"day" date NOT NULL,
	"status" text NOT NULL,
	"delta" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "appointment_day_counts" (
	"day" date NOT NULL,
	"status" text NOT NULL,
	"n" integer NOT NULL,
	CONSTRAINT "appointment_day_counts_day_status_pk" PRIMARY KEY("day","status")
);
--> statement-breakpoint
CREATE INDEX "appointment_count_changes_day_idx" ON "appointment_count_changes" USING btree ("day");--> statement-breakpoint
-- Every change to appointments appends its effect on the per-day totals (statement-level: a bulk insert
-- appends one row per day and status, not one per appointment).
CREATE FUNCTION appointment_count_changes_append() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO appointment_count_changes (day, status, delta)
    SELECT appointment_date, status, count(*) FROM new_rows GROUP BY 1, 2;
  ELSIF TG_OP = 'UPDATE' THEN
    INSERT INTO appointment_count_changes (day, status, delta)
    SELECT day, status, sum(delta) FROM (
      SELECT appointment_date AS day, status, 1 AS delta FROM new_rows
      UNION ALL
      SELECT appointment_date, status, -1 FROM old_rows
    ) c GROUP BY 1, 2 HAVING sum(delta) <> 0;
  ELSE
    INSERT INTO appointment_count_changes (day, status, delta)
    SELECT appointment_date, status, -count(*) FROM old_rows GROUP BY 1, 2;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER appointments_count_insert AFTER INSERT ON appointments
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION appointment_count_changes_append();
--> statement-breakpoint
CREATE TRIGGER appointments_count_update AFTER UPDATE ON appointments
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION appointment_count_changes_append();
--> statement-breakpoint
CREATE TRIGGER appointments_count_delete AFTER DELETE ON appointments
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION appointment_count_changes_append();
--> statement-breakpoint
INSERT INTO appointment_day_counts (day, status, n)
SELECT appointment_date, status, count(*) FROM appointments GROUP BY 1, 2;
