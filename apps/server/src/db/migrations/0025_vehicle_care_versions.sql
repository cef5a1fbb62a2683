CREATE TABLE "care_catalogue_version" (
	"id" boolean PRIMARY KEY DEFAULT true NOT NULL,
	"version" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "care_catalogue_version_single_row" CHECK ("care_catalogue_version"."id")
);
--> statement-breakpoint
CREATE TABLE "vehicle_care_versions" (
	"vehicle_id" uuid PRIMARY KEY NOT NULL,
	"version" bigint NOT NULL
);
--> statement-breakpoint
INSERT INTO "care_catalogue_version" DEFAULT VALUES ON CONFLICT DO NOTHING;
--> statement-breakpoint
-- Raises the version of each vehicle once (ON CONFLICT may touch a row only once per statement), in id order so
-- that two transactions raising the same vehicles lock them in the same order.
CREATE FUNCTION vehicle_care_bump(ids uuid[]) RETURNS void LANGUAGE sql AS $$
  INSERT INTO vehicle_care_versions (vehicle_id, version)
  SELECT DISTINCT id, 1 FROM unnest(ids) AS id WHERE id IS NOT NULL ORDER BY 1
  ON CONFLICT (vehicle_id) DO UPDATE SET version = vehicle_care_versions.version + 1;
$$;
--> statement-breakpoint
-- Statement-level triggers with transition tables (one per event, as PostgreSQL requires): a bulk write raises
-- each vehicle once. Rows of tables that name the vehicle themselves give it directly; an appointment counts only
-- while it is (or was) completed, and its services and documents through it.
CREATE FUNCTION vehicle_care_changed_by_vehicle_rows() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM vehicle_care_bump(ARRAY(SELECT vehicle_id FROM new_rows));
  ELSIF TG_OP = 'UPDATE' THEN
    PERFORM vehicle_care_bump(ARRAY(SELECT vehicle_id FROM new_rows UNION SELECT vehicle_id FROM old_rows));
  ELSE
    PERFORM vehicle_care_bump(ARRAY(SELECT vehicle_id FROM old_rows));
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION vehicle_care_changed_by_appointments() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM vehicle_care_bump(ARRAY(SELECT vehicle_id FROM new_rows WHERE status = 'completed'));
  ELSIF TG_OP = 'UPDATE' THEN
    PERFORM vehicle_care_bump(ARRAY(SELECT vehicle_id FROM new_rows WHERE status = 'completed'
                                    UNION SELECT vehicle_id FROM old_rows WHERE status = 'completed'));
  ELSE
    PERFORM vehicle_care_bump(ARRAY(SELECT vehicle_id FROM old_rows WHERE status = 'completed'));
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION vehicle_care_changed_by_appointment_rows() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM vehicle_care_bump(ARRAY(SELECT a.vehicle_id FROM appointments a JOIN new_rows n ON n.appointment_id = a.id WHERE a.status = 'completed'));
  ELSIF TG_OP = 'UPDATE' THEN
    PERFORM vehicle_care_bump(ARRAY(SELECT a.vehicle_id FROM appointments a
      JOIN (SELECT appointment_id FROM new_rows UNION SELECT appointment_id FROM old_rows) c ON c.appointment_id = a.id WHERE a.status = 'completed'));
  ELSE
    PERFORM vehicle_care_bump(ARRAY(SELECT a.vehicle_id FROM appointments a JOIN old_rows o ON o.appointment_id = a.id WHERE a.status = 'completed'));
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION vehicle_care_changed_by_record_services() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM vehicle_care_bump(ARRAY(SELECT r.vehicle_id FROM service_records r JOIN new_rows n ON n.record_id = r.id));
  ELSIF TG_OP = 'UPDATE' THEN
    PERFORM vehicle_care_bump(ARRAY(SELECT r.vehicle_id FROM service_records r
      JOIN (SELECT record_id FROM new_rows UNION SELECT record_id FROM old_rows) c ON c.record_id = r.id));
  ELSE
    PERFORM vehicle_care_bump(ARRAY(SELECT r.vehicle_id FROM service_records r JOIN old_rows o ON o.record_id = r.id));
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION care_catalogue_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE care_catalogue_version SET version = version + 1;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER odometer_readings_care_insert AFTER INSERT ON odometer_readings
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION vehicle_care_changed_by_vehicle_rows();
--> statement-breakpoint
CREATE TRIGGER odometer_readings_care_update AFTER UPDATE ON odometer_readings
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION vehicle_care_changed_by_vehicle_rows();
--> statement-breakpoint
CREATE TRIGGER odometer_readings_care_delete AFTER DELETE ON odometer_readings
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION vehicle_care_changed_by_vehicle_rows();
--> statement-breakpoint
CREATE TRIGGER service_records_care_insert AFTER INSERT ON service_records
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION vehicle_care_changed_by_vehicle_rows();
--> statement-breakpoint
CREATE TRIGGER service_records_care_update AFTER UPDATE ON service_records
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION vehicle_care_changed_by_vehicle_rows();
--> statement-breakpoint
CREATE TRIGGER service_records_care_delete AFTER DELETE ON service_records
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION vehicle_care_changed_by_vehicle_rows();
--> statement-breakpoint
CREATE TRIGGER vehicle_service_intervals_care_insert AFTER INSERT ON vehicle_service_intervals
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION vehicle_care_changed_by_vehicle_rows();
--> statement-breakpoint
CREATE TRIGGER vehicle_service_intervals_care_update AFTER UPDATE ON vehicle_service_intervals
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION vehicle_care_changed_by_vehicle_rows();
--> statement-breakpoint
CREATE TRIGGER vehicle_service_intervals_care_delete AFTER DELETE ON vehicle_service_intervals
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION vehicle_care_changed_by_vehicle_rows();
--> statement-breakpoint
CREATE TRIGGER appointments_care_insert AFTER INSERT ON appointments
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION vehicle_care_changed_by_appointments();
--> statement-breakpoint
CREATE TRIGGER appointments_care_update AFTER UPDATE ON appointments
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION vehicle_care_changed_by_appointments();
--> statement-breakpoint
CREATE TRIGGER appointments_care_delete AFTER DELETE ON appointments
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION vehicle_care_changed_by_appointments();
--> statement-breakpoint
CREATE TRIGGER appointment_services_care_insert AFTER INSERT ON appointment_services
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION vehicle_care_changed_by_appointment_rows();
--> statement-breakpoint
CREATE TRIGGER appointment_services_care_update AFTER UPDATE ON appointment_services
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION vehicle_care_changed_by_appointment_rows();
--> statement-breakpoint
CREATE TRIGGER appointment_services_care_delete AFTER DELETE ON appointment_services
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION vehicle_care_changed_by_appointment_rows();
--> statement-breakpoint
CREATE TRIGGER receipts_care_insert AFTER INSERT ON receipts
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION vehicle_care_changed_by_appointment_rows();
--> statement-breakpoint
CREATE TRIGGER receipts_care_update AFTER UPDATE ON receipts
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION vehicle_care_changed_by_appointment_rows();
--> statement-breakpoint
CREATE TRIGGER receipts_care_delete AFTER DELETE ON receipts
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION vehicle_care_changed_by_appointment_rows();
--> statement-breakpoint
CREATE TRIGGER service_record_services_care_insert AFTER INSERT ON service_record_services
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION vehicle_care_changed_by_record_services();
--> statement-breakpoint
CREATE TRIGGER service_record_services_care_update AFTER UPDATE ON service_record_services
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION vehicle_care_changed_by_record_services();
--> statement-breakpoint
CREATE TRIGGER service_record_services_care_delete AFTER DELETE ON service_record_services
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION vehicle_care_changed_by_record_services();
--> statement-breakpoint
CREATE TRIGGER services_care_change AFTER INSERT OR UPDATE OR DELETE ON services
  FOR EACH STATEMENT EXECUTE FUNCTION care_catalogue_changed();
--> statement-breakpoint
CREATE TRIGGER shops_care_change AFTER UPDATE OR DELETE ON shops
  FOR EACH STATEMENT EXECUTE FUNCTION care_catalogue_changed();
--> statement-breakpoint
-- The vehicle row itself (make, model, colour, plate, odometer, owner) is part of the page too.
CREATE FUNCTION vehicle_care_changed_by_vehicles() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM vehicle_care_bump(ARRAY(SELECT id FROM new_rows));
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER vehicles_care_update AFTER UPDATE ON vehicles
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION vehicle_care_changed_by_vehicles();
