CREATE TABLE "card_event" (
	"id" serial PRIMARY KEY NOT NULL,
	"firm_id" integer NOT NULL,
	"card_id" integer NOT NULL,
	"organization_id" integer NOT NULL,
	"lawyer_id" integer NOT NULL,
	"type" varchar(8) NOT NULL,
	"source" varchar(12),
	"visitor" varchar(32) NOT NULL,
	"day" date NOT NULL
);
--> statement-breakpoint
CREATE INDEX "card_event_firm_day_idx" ON "card_event" USING btree ("firm_id","day");--> statement-breakpoint
CREATE INDEX "card_event_card_day_idx" ON "card_event" USING btree ("card_id","day");