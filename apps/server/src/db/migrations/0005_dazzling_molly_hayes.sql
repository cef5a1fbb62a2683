DROP INDEX "appointments_date_idx";--> statement-breakpoint
CREATE INDEX "appointments_date_time_id_idx" ON "appointments" USING btree ("appointment_date","appointment_time","id");