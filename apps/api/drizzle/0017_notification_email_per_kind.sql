-- E-mail preferences per kind of notification (issue 10: "each user can turn e-mail per kind off").
-- Until now a row switched a whole group off; each such row becomes one row per kind of its group.
ALTER TABLE "notification_email_opt_outs" RENAME COLUMN "notification_group" TO "notification_kind";
--> statement-breakpoint
ALTER TABLE "notification_email_opt_outs" RENAME CONSTRAINT "notification_email_opt_outs_user_id_notification_group_pk" TO "notification_email_opt_outs_user_id_notification_kind_pk";
--> statement-breakpoint
INSERT INTO "notification_email_opt_outs" ("user_id", "notification_kind")
SELECT o."user_id", k."kind"
FROM "notification_email_opt_outs" o
JOIN (VALUES
  ('account', 'account-verified'),
  ('partnership', 'partnership-requested'),
  ('partnership', 'partnership-answered'),
  ('partnership', 'partnership-ending'),
  ('partnership', 'partnership-ended'),
  ('partnership', 'partnership-renewed'),
  ('application', 'application-received'),
  ('application', 'application-stage'),
  ('application', 'invitation-received'),
  ('application', 'invitation-answered'),
  ('consent', 'consent-requested'),
  ('consent', 'consent-answered'),
  ('assessment', 'assessment-scheduled'),
  ('assessment', 'assessment-confirmed'),
  ('test', 'test-assigned')
) AS k("notification_group", "kind") ON k."notification_group" = o."notification_kind"
ON CONFLICT DO NOTHING;
--> statement-breakpoint
DELETE FROM "notification_email_opt_outs" WHERE "notification_kind" IN ('account', 'partnership', 'application', 'consent', 'assessment', 'test');
