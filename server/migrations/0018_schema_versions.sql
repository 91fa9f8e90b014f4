CREATE TABLE "schema_version" (
	"id" serial PRIMARY KEY NOT NULL,
	"firm_id" integer NOT NULL,
	"file" varchar(80) NOT NULL,
	"version" integer NOT NULL,
	"content" jsonb,
	"note" varchar(200) DEFAULT '' NOT NULL,
	"author_id" integer,
	"author_name" varchar(50) DEFAULT '' NOT NULL,
	"action" varchar(10) NOT NULL,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "schema_version_file_idx" ON "schema_version" USING btree ("firm_id","file","version");--> statement-breakpoint
CREATE INDEX "schema_version_firm_idx" ON "schema_version" USING btree ("firm_id","id");