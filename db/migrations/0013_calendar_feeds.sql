CREATE TABLE "calendar_feeds" (
	"member_id" integer PRIMARY KEY NOT NULL,
	"version" integer NOT NULL,
	"regenerated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "calendar_feeds_version_check" CHECK ("calendar_feeds"."version" >= 1)
);
--> statement-breakpoint
ALTER TABLE "calendar_feeds" ADD CONSTRAINT "calendar_feeds_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;