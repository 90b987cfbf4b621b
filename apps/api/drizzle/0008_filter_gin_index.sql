CREATE INDEX "notices_filter_gin_idx" ON "notices" USING gin ("buyer_ids","cpv_divisions","search");--> statement-breakpoint
DROP INDEX "notices_search_idx";--> statement-breakpoint
DROP INDEX "notices_buyer_ids_idx";--> statement-breakpoint
DROP INDEX "notices_cpv_divisions_idx";
