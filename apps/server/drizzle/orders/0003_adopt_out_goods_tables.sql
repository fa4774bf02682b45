-- Adoption (issue 12), a no-op: these tables were not dropped. They moved to the goods schema module, whose
-- history adopted them (drizzle/goods). The snapshot is drizzle-kit's, so the next orders diff is right.
-- What drizzle-kit wrote (not run):
--   DROP TABLE "customer_addresses" CASCADE;
--   DROP TABLE "gift_entitlements" CASCADE;
--   DROP TABLE "goods_ownerships" CASCADE;
--   DROP TABLE "goods_reviews" CASCADE;
--   DROP TABLE "shipment_traces" CASCADE;
--   DROP TABLE "virtual_goods_profiles" CASCADE;
SELECT 1;
