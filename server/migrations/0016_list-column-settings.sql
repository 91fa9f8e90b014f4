CREATE TABLE "list_column_setting" (
	"id" serial PRIMARY KEY NOT NULL,
	"firm_id" integer NOT NULL,
	"user_type" varchar(10) NOT NULL,
	"user_id" integer NOT NULL,
	"list" varchar(64) NOT NULL,
	"columns" jsonb NOT NULL,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "list_column_setting_user_idx" ON "list_column_setting" USING btree ("user_type","user_id","list");