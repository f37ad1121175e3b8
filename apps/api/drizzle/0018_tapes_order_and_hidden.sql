DROP INDEX "tapes_view_count_id_index";--> statement-breakpoint
ALTER TABLE "tapes" ADD COLUMN "position" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "tapes" ADD COLUMN "hidden" boolean DEFAULT false NOT NULL;--> statement-breakpoint
CREATE INDEX "tapes_position_view_count_id_index" ON "tapes" USING btree ("position","view_count" DESC NULLS FIRST,"id" DESC NULLS FIRST);