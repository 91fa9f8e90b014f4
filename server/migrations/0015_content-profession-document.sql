ALTER TABLE "firm_content" ADD COLUMN "content" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "self_professional" ADD COLUMN "content" jsonb DEFAULT '{}'::jsonb NOT NULL;