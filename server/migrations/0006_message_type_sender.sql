ALTER TABLE "message" ADD COLUMN "type" varchar(10) DEFAULT 'system' NOT NULL;--> statement-breakpoint
ALTER TABLE "message" ADD COLUMN "sender_name" varchar(50) DEFAULT '' NOT NULL;