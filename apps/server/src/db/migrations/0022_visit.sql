CREATE TABLE "estimate_items" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"appointment_id" uuid NOT NULL,
	"service_id" uuid,
	"description" text NOT NULL,
	"quantity" integer NOT NULL,
	"unit_price_cents" integer NOT NULL,
	"recommended" boolean NOT NULL,
	"decision" text,
	"decided_at" timestamp with time zone,
	"done" boolean DEFAULT false NOT NULL,
	"done_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "estimate_items_quantity_check" CHECK ("estimate_items"."quantity" between 1 and 999),
	CONSTRAINT "estimate_items_price_check" CHECK ("estimate_items"."unit_price_cents" >= 0),
	CONSTRAINT "estimate_items_decision_check" CHECK ("estimate_items"."decision" is null or ("estimate_items"."recommended" and "estimate_items"."decision" in ('approved', 'declined'))),
	CONSTRAINT "estimate_items_done_check" CHECK (not "estimate_items"."done" or not "estimate_items"."recommended" or "estimate_items"."decision" = 'approved')
);
--> statement-breakpoint
CREATE TABLE "visit_finding_photos" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"finding_id" uuid NOT NULL,
	"file_key" text NOT NULL,
	"content_type" text NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "visit_finding_photos_file_key_unique" UNIQUE("file_key")
);
--> statement-breakpoint
CREATE TABLE "visit_findings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"appointment_id" uuid NOT NULL,
	"title" text NOT NULL,
	"condition" text NOT NULL,
	"notes" text,
	"created_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "visit_findings_condition_check" CHECK ("visit_findings"."condition" in ('good','needs-attention','urgent'))
);
--> statement-breakpoint
CREATE TABLE "visit_stage_history" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"appointment_id" uuid NOT NULL,
	"stage" text NOT NULL,
	"reached_at" timestamp with time zone DEFAULT now() NOT NULL,
	"set_by" text,
	CONSTRAINT "visit_stage_history_stage_check" CHECK ("visit_stage_history"."stage" in ('checked-in','inspecting','awaiting-approval','in-service','ready-for-pickup'))
);
--> statement-breakpoint
ALTER TABLE "services" ADD COLUMN "price_cents" integer;--> statement-breakpoint
ALTER TABLE "estimate_items" ADD CONSTRAINT "estimate_items_appointment_id_appointments_id_fk" FOREIGN KEY ("appointment_id") REFERENCES "public"."appointments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "estimate_items" ADD CONSTRAINT "estimate_items_service_id_services_id_fk" FOREIGN KEY ("service_id") REFERENCES "public"."services"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "visit_finding_photos" ADD CONSTRAINT "visit_finding_photos_finding_id_visit_findings_id_fk" FOREIGN KEY ("finding_id") REFERENCES "public"."visit_findings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "visit_findings" ADD CONSTRAINT "visit_findings_appointment_id_appointments_id_fk" FOREIGN KEY ("appointment_id") REFERENCES "public"."appointments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "visit_findings" ADD CONSTRAINT "visit_findings_created_by_user_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "visit_stage_history" ADD CONSTRAINT "visit_stage_history_appointment_id_appointments_id_fk" FOREIGN KEY ("appointment_id") REFERENCES "public"."appointments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "visit_stage_history" ADD CONSTRAINT "visit_stage_history_set_by_user_id_fk" FOREIGN KEY ("set_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "estimate_items_appointment_idx" ON "estimate_items" USING btree ("appointment_id","created_at");--> statement-breakpoint
CREATE INDEX "visit_finding_photos_finding_idx" ON "visit_finding_photos" USING btree ("finding_id","created_at");--> statement-breakpoint
CREATE INDEX "visit_findings_appointment_idx" ON "visit_findings" USING btree ("appointment_id","created_at");--> statement-breakpoint
CREATE INDEX "visit_stage_history_appointment_idx" ON "visit_stage_history" USING btree ("appointment_id","reached_at");--> statement-breakpoint
ALTER TABLE "services" ADD CONSTRAINT "services_price_check" CHECK ("services"."price_cents" is null or "services"."price_cents" >= 0);