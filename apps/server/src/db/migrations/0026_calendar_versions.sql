CREATE TABLE "calendar_versions" (
	"shop_id" uuid PRIMARY KEY NOT NULL,
	"version" bigint NOT NULL
);
--> statement-breakpoint
-- Raises the calendar version of each shop once (ON CONFLICT may touch a row only once per statement), in id order
-- so that two transactions raising the same shops lock them in the same order.
CREATE FUNCTION calendar_bump(ids uuid[]) RETURNS void LANGUAGE sql AS $$
  INSERT INTO calendar_versions (shop_id, version)
  SELECT DISTINCT id, 1 FROM unnest(ids) AS id WHERE id IS NOT NULL ORDER BY 1
  ON CONFLICT (shop_id) DO UPDATE SET version = calendar_versions.version + 1;
$$;
--> statement-breakpoint
-- Statement-level with transition tables (one trigger per event, as PostgreSQL requires): a bulk write raises each
-- shop once. An update counts only when it changes what a calendar card shows or orders by: a visit's progress or
-- a reminder's flag leaves the calendar as it was.
CREATE FUNCTION calendar_changed_by_appointments() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM calendar_bump(ARRAY(SELECT shop_id FROM new_rows));
  ELSIF TG_OP = 'UPDATE' THEN
    PERFORM calendar_bump(ARRAY(
      SELECT unnest(ARRAY[o.shop_id, n.shop_id]) FROM old_rows o JOIN new_rows n ON n.id = o.id
      WHERE (o.shop_id, o.appointment_date, o.appointment_time, o.status, o.user_id, o.vehicle_id, o.created_at)
        IS DISTINCT FROM (n.shop_id, n.appointment_date, n.appointment_time, n.status, n.user_id, n.vehicle_id, n.created_at)));
  ELSE
    PERFORM calendar_bump(ARRAY(SELECT shop_id FROM old_rows));
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION calendar_changed_by_appointment_services() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM calendar_bump(ARRAY(SELECT a.shop_id FROM appointments a JOIN new_rows n ON n.appointment_id = a.id));
  ELSIF TG_OP = 'UPDATE' THEN
    PERFORM calendar_bump(ARRAY(SELECT a.shop_id FROM appointments a
      JOIN (SELECT appointment_id FROM new_rows UNION SELECT appointment_id FROM old_rows) c ON c.appointment_id = a.id));
  ELSE
    PERFORM calendar_bump(ARRAY(SELECT a.shop_id FROM appointments a JOIN old_rows o ON o.appointment_id = a.id));
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
-- A closure without a shop is a club holiday: every shop's calendar shows it.
CREATE FUNCTION calendar_changed_by_closures() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  changed uuid[];
BEGIN
  IF TG_OP = 'INSERT' THEN
    changed := ARRAY(SELECT shop_id FROM new_rows);
  ELSIF TG_OP = 'UPDATE' THEN
    changed := ARRAY(SELECT shop_id FROM new_rows UNION ALL SELECT shop_id FROM old_rows);
  ELSE
    changed := ARRAY(SELECT shop_id FROM old_rows);
  END IF;
  IF array_position(changed, NULL) IS NOT NULL THEN
    changed := ARRAY(SELECT id FROM shops);
  END IF;
  PERFORM calendar_bump(changed);
  RETURN NULL;
END $$;
--> statement-breakpoint
-- A card names the customer (first and last name, else the e-mail) and the vehicle: a change of either raises the
-- shops where that customer or vehicle has appointments (a few, read through their indexes).
CREATE FUNCTION calendar_changed_by_profile() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  customer text;
BEGIN
  IF TG_OP = 'DELETE' THEN
    customer := OLD.user_id;
  ELSE
    customer := NEW.user_id;
  END IF;
  PERFORM calendar_bump(ARRAY(SELECT shop_id FROM appointments WHERE user_id = customer));
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION calendar_changed_by_user() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM calendar_bump(ARRAY(SELECT shop_id FROM appointments WHERE user_id = NEW.id));
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION calendar_changed_by_vehicle() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM calendar_bump(ARRAY(SELECT shop_id FROM appointments WHERE vehicle_id = NEW.id));
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER appointments_calendar_insert AFTER INSERT ON appointments
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION calendar_changed_by_appointments();
--> statement-breakpoint
CREATE TRIGGER appointments_calendar_update AFTER UPDATE ON appointments
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION calendar_changed_by_appointments();
--> statement-breakpoint
CREATE TRIGGER appointments_calendar_delete AFTER DELETE ON appointments
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION calendar_changed_by_appointments();
--> statement-breakpoint
CREATE TRIGGER appointment_services_calendar_insert AFTER INSERT ON appointment_services
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION calendar_changed_by_appointment_services();
--> statement-breakpoint
CREATE TRIGGER appointment_services_calendar_update AFTER UPDATE ON appointment_services
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION calendar_changed_by_appointment_services();
--> statement-breakpoint
CREATE TRIGGER appointment_services_calendar_delete AFTER DELETE ON appointment_services
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION calendar_changed_by_appointment_services();
--> statement-breakpoint
CREATE TRIGGER shop_closures_calendar_insert AFTER INSERT ON shop_closures
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION calendar_changed_by_closures();
--> statement-breakpoint
CREATE TRIGGER shop_closures_calendar_update AFTER UPDATE ON shop_closures
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION calendar_changed_by_closures();
--> statement-breakpoint
CREATE TRIGGER shop_closures_calendar_delete AFTER DELETE ON shop_closures
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION calendar_changed_by_closures();
--> statement-breakpoint
CREATE TRIGGER user_profiles_calendar_name AFTER UPDATE OF first_name, last_name ON user_profiles
  FOR EACH ROW WHEN (OLD.first_name IS DISTINCT FROM NEW.first_name OR OLD.last_name IS DISTINCT FROM NEW.last_name)
  EXECUTE FUNCTION calendar_changed_by_profile();
--> statement-breakpoint
CREATE TRIGGER user_profiles_calendar_presence AFTER INSERT OR DELETE ON user_profiles
  FOR EACH ROW EXECUTE FUNCTION calendar_changed_by_profile();
--> statement-breakpoint
CREATE TRIGGER user_calendar_email AFTER UPDATE OF email ON "user"
  FOR EACH ROW WHEN (OLD.email IS DISTINCT FROM NEW.email) EXECUTE FUNCTION calendar_changed_by_user();
--> statement-breakpoint
CREATE TRIGGER vehicles_calendar_label AFTER UPDATE OF year, make, model, license_plate ON vehicles
  FOR EACH ROW WHEN (OLD.year IS DISTINCT FROM NEW.year OR OLD.make IS DISTINCT FROM NEW.make
    OR OLD.model IS DISTINCT FROM NEW.model OR OLD.license_plate IS DISTINCT FROM NEW.license_plate)
  EXECUTE FUNCTION calendar_changed_by_vehicle();
