CREATE TABLE "vehicle_care_reminders" (
	"vehicle_id" uuid NOT NULL,
	"service_id" uuid NOT NULL,
	"cycle_start" date NOT NULL,
	"kind" text NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "vehicle_care_reminders_vehicle_id_service_id_cycle_start_kind_pk" PRIMARY KEY("vehicle_id","service_id","cycle_start","kind"),
	CONSTRAINT "vehicle_care_reminders_kind_check" CHECK ("vehicle_care_reminders"."kind" in ('due_soon','overdue'))
);
--> statement-breakpoint
CREATE TABLE "vehicle_share_links" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"vehicle_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone,
	CONSTRAINT "vehicle_share_links_expiry_check" CHECK ("vehicle_share_links"."expires_at" > "vehicle_share_links"."created_at")
);
--> statement-breakpoint
ALTER TABLE "vehicle_care_reminders" ADD CONSTRAINT "vehicle_care_reminders_vehicle_id_vehicles_id_fk" FOREIGN KEY ("vehicle_id") REFERENCES "public"."vehicles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vehicle_care_reminders" ADD CONSTRAINT "vehicle_care_reminders_service_id_services_id_fk" FOREIGN KEY ("service_id") REFERENCES "public"."services"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vehicle_share_links" ADD CONSTRAINT "vehicle_share_links_vehicle_id_vehicles_id_fk" FOREIGN KEY ("vehicle_id") REFERENCES "public"."vehicles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "vehicle_care_reminders_sent_idx" ON "vehicle_care_reminders" USING btree ("sent_at");--> statement-breakpoint
CREATE UNIQUE INDEX "vehicle_share_links_one_open_idx" ON "vehicle_share_links" USING btree ("vehicle_id") WHERE "vehicle_share_links"."revoked_at" is null;