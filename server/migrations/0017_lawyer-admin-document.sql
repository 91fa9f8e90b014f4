ALTER TABLE "firm_access_user" ADD COLUMN "content" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "lawyer" ADD COLUMN "content" jsonb DEFAULT '{}'::jsonb NOT NULL;