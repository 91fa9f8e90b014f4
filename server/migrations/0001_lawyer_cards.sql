DROP INDEX "lawyer_card_lawyer_idx";--> statement-breakpoint
ALTER TABLE "lawyer_card" ADD COLUMN "published" jsonb;--> statement-breakpoint
ALTER TABLE "log" ADD COLUMN "type" varchar(10) DEFAULT '' NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "lawyer_card_lawyer_idx" ON "lawyer_card" USING btree ("firm_id","lawyer_id");