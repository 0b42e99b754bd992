CREATE TABLE "attendance" (
	"event_id" integer NOT NULL,
	"member_id" integer NOT NULL,
	"status" text NOT NULL,
	"how" text NOT NULL,
	"reason" text,
	"recorded_by" integer,
	"recorded_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "attendance_event_id_member_id_pk" PRIMARY KEY("event_id","member_id"),
	CONSTRAINT "attendance_status_check" CHECK ("attendance"."status" in ('attended', 'excused')),
	CONSTRAINT "attendance_how_check" CHECK ("attendance"."how" in ('check-in', 'roster'))
);
--> statement-breakpoint
ALTER TABLE "event_points" ADD COLUMN "overridden" boolean DEFAULT false NOT NULL;--> statement-breakpoint
-- Every point so far was typed in the points sheet: keep those cells as the Scribe's, which attendance leaves alone.
UPDATE "event_points" SET "overridden" = true;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "category" text DEFAULT 'other' NOT NULL;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "starts_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "ends_at" timestamp with time zone;--> statement-breakpoint
-- An event so far had one date: it starts then and, like a column added in the points sheet, lasts two hours.
UPDATE "events" SET "starts_at" = "date", "ends_at" = "date" + interval '2 hours';--> statement-breakpoint
ALTER TABLE "events" ALTER COLUMN "ends_at" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "location" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "points" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "expected" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "calendar_id" text;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "check_in_started_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "check_in_closed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "check_in_grace_minutes" integer DEFAULT 15 NOT NULL;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "created_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "attendance" ADD CONSTRAINT "attendance_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "attendance" ADD CONSTRAINT "attendance_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "attendance" ADD CONSTRAINT "attendance_recorded_by_members_id_fk" FOREIGN KEY ("recorded_by") REFERENCES "public"."members"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "attendance_member_idx" ON "attendance" USING btree ("member_id");--> statement-breakpoint
CREATE UNIQUE INDEX "events_calendar_id_idx" ON "events" USING btree ("calendar_id");--> statement-breakpoint
CREATE INDEX "events_starts_at_idx" ON "events" USING btree ("starts_at");--> statement-breakpoint
ALTER TABLE "events" ADD CONSTRAINT "events_points_check" CHECK ("events"."points" between 0 and 1000000);--> statement-breakpoint
ALTER TABLE "events" ADD CONSTRAINT "events_ends_after_start_check" CHECK ("events"."ends_at" >= "events"."starts_at");--> statement-breakpoint
ALTER TABLE "events" ADD CONSTRAINT "events_grace_check" CHECK ("events"."check_in_grace_minutes" between 0 and 1440);--> statement-breakpoint
ALTER TABLE "events" ADD CONSTRAINT "events_category_check" CHECK (category in ('brotherhood', 'professional', 'service', 'social', 'chapter-meeting', 'rush', 'other'));--> statement-breakpoint
ALTER TABLE "events" DROP COLUMN "date";
