ALTER TABLE "firm_access_user" ADD COLUMN "security_question" varchar(50);--> statement-breakpoint
ALTER TABLE "firm_access_user" ADD COLUMN "security_answer_hash" text;