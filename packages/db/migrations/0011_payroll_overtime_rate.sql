-- The overtime rate of each check, stored as calculated: 1.5 x salary / standard hours, rounded once.
-- Stubs used to show 1.5 x the stored (rounded) regular rate, 68.5097 where Payroll showed 68.5096.
-- Checks already processed get it from the employee's salary when that salary still gives the check's
-- regular rate (standard hours per year: 52 x 40 and 26 x 80 = 2,080, 24 x 40 = 960, 12 x 40 = 480);
-- otherwise the salary has changed since, and 1.5 x the regular rate is the best figure left.
ALTER TABLE "payroll_records" ADD COLUMN "overtime_rate" numeric(12, 4);--> statement-breakpoint
UPDATE "payroll_records" AS "r"
SET "overtime_rate" = coalesce(
  (SELECT round("e"."annual_salary" * 1.5 / "h"."hours", 4)
   FROM "employees" AS "e"
   CROSS JOIN LATERAL (SELECT CASE "e"."pay_frequency" WHEN 'semi-monthly' THEN 960 WHEN 'monthly' THEN 480 ELSE 2080 END AS "hours") AS "h"
   WHERE "e"."id" = "r"."employee_id" AND round("e"."annual_salary" / "h"."hours", 4) = "r"."regular_rate"),
  round("r"."regular_rate" * 1.5, 4));--> statement-breakpoint
ALTER TABLE "payroll_records" ALTER COLUMN "overtime_rate" SET NOT NULL;
