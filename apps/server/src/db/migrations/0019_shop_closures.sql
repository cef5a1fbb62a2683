CREATE TABLE "shop_closures" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"shop_id" uuid,
	"start_date" date NOT NULL,
	"end_date" date NOT NULL,
	"start_time" text,
	"end_time" text,
	"reason" text NOT NULL,
	"created_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "shop_closures_dates_check" CHECK ("shop_closures"."end_date" >= "shop_closures"."start_date"),
	CONSTRAINT "shop_closures_reason_check" CHECK (length(trim("shop_closures"."reason")) between 1 and 100),
	CONSTRAINT "shop_closures_times_check" CHECK (("shop_closures"."start_time" is null and "shop_closures"."end_time" is null) or ("shop_closures"."start_time" ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$' and "shop_closures"."end_time" ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$' and "shop_closures"."start_time" < "shop_closures"."end_time"))
);
--> statement-breakpoint
ALTER TABLE "audit_log" ADD COLUMN "target_type" text DEFAULT 'person' NOT NULL;--> statement-breakpoint
ALTER TABLE "audit_log" ADD COLUMN "target_name" text;--> statement-breakpoint
ALTER TABLE "shop_closures" ADD CONSTRAINT "shop_closures_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop_closures" ADD CONSTRAINT "shop_closures_created_by_user_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "shop_closures_shop_end_idx" ON "shop_closures" USING btree ("shop_id","end_date");--> statement-breakpoint
CREATE INDEX "audit_log_created_idx" ON "audit_log" USING btree ("created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "audit_log_actor_created_idx" ON "audit_log" USING btree ("actor_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "audit_log_action_created_idx" ON "audit_log" USING btree ("action","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);