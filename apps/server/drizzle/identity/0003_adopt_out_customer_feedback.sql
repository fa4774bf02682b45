-- Adoption (issue 12), a no-op: customer_feedback was not dropped. It moved to the messages schema module,
-- whose history adopted it (drizzle/messages). The snapshot is drizzle-kit's, so the next identity diff is right.
-- What drizzle-kit wrote (not run):
--   DROP TABLE "customer_feedback" CASCADE;
SELECT 1;
