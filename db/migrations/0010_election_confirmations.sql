ALTER TABLE "elections" ADD COLUMN "apply_starts_on" date;--> statement-breakpoint
ALTER TABLE "elections" ADD COLUMN "apply_requested_by" integer;--> statement-breakpoint
ALTER TABLE "elections" ADD COLUMN "apply_requested_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "elections" ADD CONSTRAINT "elections_apply_requested_by_members_id_fk" FOREIGN KEY ("apply_requested_by") REFERENCES "public"."members"("id") ON DELETE set null ON UPDATE no action;