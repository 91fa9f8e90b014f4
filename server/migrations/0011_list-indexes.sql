CREATE INDEX "lawyer_list_idx" ON "lawyer" USING btree ("firm_id","create_time" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "lawyer_card_list_idx" ON "lawyer_card" USING btree ("firm_id","update_time" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "lawyer_card_office_idx" ON "lawyer_card" USING btree ("firm_id","organization_id","status");--> statement-breakpoint
CREATE INDEX "lawyer_card_professions_idx" ON "lawyer_card" USING gin (("content" -> 'professions') jsonb_path_ops);