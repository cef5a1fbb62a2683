CREATE TABLE "odometer_readings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"vehicle_id" uuid NOT NULL,
	"miles" integer NOT NULL,
	"reading_date" date NOT NULL,
	"source" text NOT NULL,
	"appointment_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "odometer_readings_miles_check" CHECK ("odometer_readings"."miles" between 0 and 5000000),
	CONSTRAINT "odometer_readings_source_check" CHECK ("odometer_readings"."source" in ('member', 'shop'))
);
--> statement-breakpoint
CREATE TABLE "service_record_services" (
	"record_id" uuid NOT NULL,
	"service_id" uuid NOT NULL,
	CONSTRAINT "service_record_services_record_id_service_id_pk" PRIMARY KEY("record_id","service_id")
);
--> statement-breakpoint
CREATE TABLE "service_records" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"vehicle_id" uuid NOT NULL,
	"user_id" text NOT NULL,
	"service_date" date NOT NULL,
	"odometer_miles" integer,
	"description" text,
	"cost_cents" integer,
	"notes" text,
	"receipt_key" text,
	"receipt_name" text,
	"receipt_type" text,
	"receipt_bytes" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "service_records_receipt_key_unique" UNIQUE("receipt_key"),
	CONSTRAINT "service_records_odometer_check" CHECK ("service_records"."odometer_miles" is null or "service_records"."odometer_miles" between 0 and 5000000),
	CONSTRAINT "service_records_cost_check" CHECK ("service_records"."cost_cents" is null or "service_records"."cost_cents" between 0 and 100000000),
	CONSTRAINT "service_records_receipt_check" CHECK (("service_records"."receipt_key" is null) = ("service_records"."receipt_name" is null) and ("service_records"."receipt_key" is null) = ("service_records"."receipt_type" is null))
);
--> statement-breakpoint
CREATE TABLE "vehicle_service_intervals" (
	"vehicle_id" uuid NOT NULL,
	"service_id" uuid NOT NULL,
	"interval_months" integer,
	"interval_miles" integer,
	"enabled" boolean DEFAULT true NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "vehicle_service_intervals_vehicle_id_service_id_pk" PRIMARY KEY("vehicle_id","service_id"),
	CONSTRAINT "vehicle_service_intervals_months_check" CHECK ("vehicle_service_intervals"."interval_months" is null or "vehicle_service_intervals"."interval_months" between 1 and 240),
	CONSTRAINT "vehicle_service_intervals_miles_check" CHECK ("vehicle_service_intervals"."interval_miles" is null or "vehicle_service_intervals"."interval_miles" between 1 and 1000000)
);
--> statement-breakpoint
ALTER TABLE "services" ADD COLUMN "interval_months" integer;--> statement-breakpoint
ALTER TABLE "services" ADD COLUMN "interval_miles" integer;--> statement-breakpoint
ALTER TABLE "odometer_readings" ADD CONSTRAINT "odometer_readings_vehicle_id_vehicles_id_fk" FOREIGN KEY ("vehicle_id") REFERENCES "public"."vehicles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "odometer_readings" ADD CONSTRAINT "odometer_readings_appointment_id_appointments_id_fk" FOREIGN KEY ("appointment_id") REFERENCES "public"."appointments"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_record_services" ADD CONSTRAINT "service_record_services_record_id_service_records_id_fk" FOREIGN KEY ("record_id") REFERENCES "public"."service_records"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_record_services" ADD CONSTRAINT "service_record_services_service_id_services_id_fk" FOREIGN KEY ("service_id") REFERENCES "public"."services"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_records" ADD CONSTRAINT "service_records_vehicle_id_vehicles_id_fk" FOREIGN KEY ("vehicle_id") REFERENCES "public"."vehicles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_records" ADD CONSTRAINT "service_records_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vehicle_service_intervals" ADD CONSTRAINT "vehicle_service_intervals_vehicle_id_vehicles_id_fk" FOREIGN KEY ("vehicle_id") REFERENCES "public"."vehicles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vehicle_service_intervals" ADD CONSTRAINT "vehicle_service_intervals_service_id_services_id_fk" FOREIGN KEY ("service_id") REFERENCES "public"."services"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "odometer_readings_vehicle_date_idx" ON "odometer_readings" USING btree ("vehicle_id","reading_date","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "odometer_readings_appointment_idx" ON "odometer_readings" USING btree ("appointment_id");--> statement-breakpoint
CREATE INDEX "service_record_services_service_idx" ON "service_record_services" USING btree ("service_id");--> statement-breakpoint
CREATE INDEX "service_records_vehicle_date_idx" ON "service_records" USING btree ("vehicle_id","service_date");--> statement-breakpoint
CREATE INDEX "service_records_user_idx" ON "service_records" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "vehicle_service_intervals_service_idx" ON "vehicle_service_intervals" USING btree ("service_id");--> statement-breakpoint
ALTER TABLE "services" ADD CONSTRAINT "services_interval_months_check" CHECK ("services"."interval_months" is null or "services"."interval_months" between 1 and 240);--> statement-breakpoint
ALTER TABLE "services" ADD CONSTRAINT "services_interval_miles_check" CHECK ("services"."interval_miles" is null or "services"."interval_miles" between 1 and 1000000);