DROP INDEX "users_school_role_idx";--> statement-breakpoint
CREATE INDEX "users_school_role_name_idx" ON "users" USING btree ("school_id","role","name","id");--> statement-breakpoint
CREATE INDEX "users_role_name_idx" ON "users" USING btree ("role","name","id");