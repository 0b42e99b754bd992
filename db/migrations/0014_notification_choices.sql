CREATE TABLE "notification_choices" (
	"member_id" integer NOT NULL,
	"kind" text NOT NULL,
	"channel" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "notification_choices_pk" PRIMARY KEY("member_id","kind"),
	CONSTRAINT "notification_choices_channel_check" CHECK ("notification_choices"."channel" in ('email', 'site', 'off'))
);
--> statement-breakpoint
ALTER TABLE "notification_choices" ADD CONSTRAINT "notification_choices_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- An email a member stopped from its unsubscribe link becomes their choice "in the site only" for that kind.
INSERT INTO "notification_choices" ("member_id", "kind", "channel", "updated_at")
	SELECT "member_id", "kind", 'site', "created_at" FROM "email_opt_outs";
