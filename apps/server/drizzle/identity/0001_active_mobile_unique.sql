-- One active account per messaging-app account (wechatType) and mobile: registering or binding a mobile that
-- another active account holds fails on this index instead of a check-then-write race.
CREATE UNIQUE INDEX IF NOT EXISTS "customers_active_mobile_key" ON "customers" ("wechat_type", "mobile") WHERE "mobile" IS NOT NULL AND "status" = 'active';
