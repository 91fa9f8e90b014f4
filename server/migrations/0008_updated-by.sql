ALTER TABLE "firm_access_user" ADD COLUMN "updated_by" varchar(50);--> statement-breakpoint
ALTER TABLE "firm_content" ADD COLUMN "updated_by" varchar(50);--> statement-breakpoint
ALTER TABLE "lawyer" ADD COLUMN "updated_by" varchar(50);--> statement-breakpoint
ALTER TABLE "lawyer_card" ADD COLUMN "updated_by" varchar(50);--> statement-breakpoint
ALTER TABLE "organization" ADD COLUMN "updated_by" varchar(50);--> statement-breakpoint
ALTER TABLE "self_professional" ADD COLUMN "updated_by" varchar(50);