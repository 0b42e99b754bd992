CREATE TABLE "election_candidates" (
	"race_id" integer NOT NULL,
	"member_id" integer NOT NULL,
	"votes" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "election_candidates_race_id_member_id_pk" PRIMARY KEY("race_id","member_id"),
	CONSTRAINT "election_candidates_votes_check" CHECK ("election_candidates"."votes" >= 0)
);
--> statement-breakpoint
CREATE TABLE "election_nominations" (
	"id" serial PRIMARY KEY NOT NULL,
	"race_id" integer NOT NULL,
	"nominee_id" integer NOT NULL,
	"nominated_by" integer,
	"status" text DEFAULT 'pending' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_at" timestamp with time zone,
	CONSTRAINT "election_nominations_status_check" CHECK ("election_nominations"."status" in ('pending', 'accepted', 'declined'))
);
--> statement-breakpoint
CREATE TABLE "election_races" (
	"id" serial PRIMARY KEY NOT NULL,
	"election_id" integer NOT NULL,
	"position" text NOT NULL,
	"round" integer DEFAULT 1 NOT NULL,
	"voting_open_at" timestamp with time zone,
	"voting_close_at" timestamp with time zone,
	"eligible_voters" integer,
	CONSTRAINT "election_races_round_check" CHECK ("election_races"."round" >= 1)
);
--> statement-breakpoint
CREATE TABLE "election_voters" (
	"race_id" integer NOT NULL,
	"member_id" integer NOT NULL,
	CONSTRAINT "election_voters_race_id_member_id_pk" PRIMARY KEY("race_id","member_id")
);
--> statement-breakpoint
CREATE TABLE "elections" (
	"id" serial PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"nominations_open_at" timestamp with time zone NOT NULL,
	"nominations_close_at" timestamp with time zone NOT NULL,
	"voting_open_at" timestamp with time zone NOT NULL,
	"voting_close_at" timestamp with time zone NOT NULL,
	"quorum_numerator" integer DEFAULT 2 NOT NULL,
	"quorum_denominator" integer DEFAULT 3 NOT NULL,
	"results_published_at" timestamp with time zone,
	"applied_at" timestamp with time zone,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "elections_periods_in_order_check" CHECK ("elections"."nominations_open_at" < "elections"."nominations_close_at"
      and "elections"."nominations_close_at" <= "elections"."voting_open_at" and "elections"."voting_open_at" < "elections"."voting_close_at"),
	CONSTRAINT "elections_quorum_check" CHECK (0 < "elections"."quorum_numerator" and "elections"."quorum_numerator" <= "elections"."quorum_denominator")
);
--> statement-breakpoint
CREATE TABLE "handbook_versions" (
	"id" serial PRIMARY KEY NOT NULL,
	"position" text NOT NULL,
	"body" text NOT NULL,
	"saved_by" integer,
	"saved_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "election_candidates" ADD CONSTRAINT "election_candidates_race_id_election_races_id_fk" FOREIGN KEY ("race_id") REFERENCES "public"."election_races"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "election_candidates" ADD CONSTRAINT "election_candidates_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "election_nominations" ADD CONSTRAINT "election_nominations_race_id_election_races_id_fk" FOREIGN KEY ("race_id") REFERENCES "public"."election_races"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "election_nominations" ADD CONSTRAINT "election_nominations_nominee_id_members_id_fk" FOREIGN KEY ("nominee_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "election_nominations" ADD CONSTRAINT "election_nominations_nominated_by_members_id_fk" FOREIGN KEY ("nominated_by") REFERENCES "public"."members"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "election_races" ADD CONSTRAINT "election_races_election_id_elections_id_fk" FOREIGN KEY ("election_id") REFERENCES "public"."elections"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "election_voters" ADD CONSTRAINT "election_voters_race_id_election_races_id_fk" FOREIGN KEY ("race_id") REFERENCES "public"."election_races"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "election_voters" ADD CONSTRAINT "election_voters_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "elections" ADD CONSTRAINT "elections_created_by_members_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."members"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "handbook_versions" ADD CONSTRAINT "handbook_versions_saved_by_members_id_fk" FOREIGN KEY ("saved_by") REFERENCES "public"."members"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "election_nominations_once_idx" ON "election_nominations" USING btree ("race_id","nominee_id");--> statement-breakpoint
CREATE UNIQUE INDEX "election_races_round_idx" ON "election_races" USING btree ("election_id","position","round");--> statement-breakpoint
CREATE INDEX "handbook_versions_position_idx" ON "handbook_versions" USING btree ("position","id");