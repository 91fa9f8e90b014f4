CREATE TABLE "upload" (
	"id" serial PRIMARY KEY NOT NULL,
	"firm_id" integer NOT NULL,
	"key" varchar(200) NOT NULL,
	"policy_id" varchar(40) NOT NULL,
	"owner_type" varchar(10) NOT NULL,
	"owner_id" integer NOT NULL,
	"size" integer NOT NULL,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"kept_at" timestamp with time zone,
	CONSTRAINT "upload_key_unique" UNIQUE("key"),
	CONSTRAINT "upload_policy_id_unique" UNIQUE("policy_id")
);
--> statement-breakpoint
CREATE INDEX "upload_owner_idx" ON "upload" USING btree ("firm_id","owner_type","owner_id");--> statement-breakpoint
CREATE INDEX "upload_unkept_idx" ON "upload" USING btree ("create_time") WHERE "upload"."kept_at" is null;