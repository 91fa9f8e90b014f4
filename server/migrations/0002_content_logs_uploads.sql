CREATE TABLE "server_secret" (
	"name" varchar(50) PRIMARY KEY NOT NULL,
	"value" text NOT NULL,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "firm_content" ADD COLUMN "cover" varchar(500) DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "firm_content" ADD COLUMN "summary" varchar(300) DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "firm_content" ADD COLUMN "sort" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "firm_content" ADD COLUMN "author_id" integer;--> statement-breakpoint
ALTER TABLE "firm_content" ADD COLUMN "author_name" varchar(50) DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "log" ADD COLUMN "target_organization_id" integer;--> statement-breakpoint
ALTER TABLE "log" ADD COLUMN "target_type" varchar(10);--> statement-breakpoint
ALTER TABLE "log" ADD COLUMN "target_id" integer;--> statement-breakpoint
CREATE UNIQUE INDEX "self_professional_name_idx" ON "self_professional" USING btree ("firm_id","name");--> statement-breakpoint
UPDATE "log" SET "type" = CASE
  WHEN "action" LIKE '登录%' THEN 'login'
  WHEN "action" LIKE '新增%' OR "action" LIKE '创建%' THEN 'create'
  WHEN "action" LIKE '删除%' THEN 'delete'
  WHEN "action" LIKE '审核%' OR "action" LIKE '驳回%' THEN 'audit'
  WHEN "action" LIKE '设置%' THEN 'setting'
  WHEN "action" LIKE '导出%' THEN 'export'
  ELSE 'update' END
WHERE "type" = '';
