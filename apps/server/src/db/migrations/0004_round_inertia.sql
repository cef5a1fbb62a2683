DROP INDEX "user_role_created_idx";--> statement-breakpoint
DROP INDEX "user_created_idx";--> statement-breakpoint
CREATE INDEX "user_role_created_id_idx" ON "user" USING btree ("role","created_at" DESC NULLS LAST,"id");--> statement-breakpoint
CREATE INDEX "user_created_id_idx" ON "user" USING btree ("created_at" DESC NULLS LAST,"id");