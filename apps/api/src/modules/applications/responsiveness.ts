import { sql } from 'drizzle-orm';
import type { TResponsiveness } from '@jalurkarir/shared';
import type { DbExecutor } from '../../db/client.js';

/**
 * Days an application may wait before an unanswered one counts against the company: a company is
 * not "slow" on an application it received this morning.
 */
export const RESPONSE_GRACE_DAYS = 14;

/** A company's first responses to the applications students sent: counted, and their average and median hours. */
interface FirstResponses {
  applications: number;
  responded: number;
  averageHours: number | null;
  medianHours: number | null;
}

/**
 * A company's first responses, measured from the history (docs/applications.md): for every
 * application a student sent (not those that came from the company's own invitation), the time
 * from the application to the company's first move (any stage change that is not the student's
 * withdrawal). Counted: applications answered, or unanswered for longer than the grace period;
 * an application withdrawn before any answer is left out. The opening page shows the average, the
 * company page the median (one slow answer does not hide that most are quick).
 */
export async function firstResponses(db: DbExecutor, companyId: string): Promise<FirstResponses> {
  const result = await db.execute<{
    applications: number | string;
    responded: number | string;
    average_hours: number | string | null;
    median_hours: number | string | null;
  }>(sql`
    with firsts as (
      select a.created_at, a.stage,
        (select min(e.created_at) from application_events e
          where e.application_id = a.id and e.from_stage is not null and e.to_stage <> 'withdrawn') as first_response
      from applications a
      where a.company_id = ${companyId} and a.source = 'applied'
    )
    select
      count(*) filter (where first_response is not null
        or (stage <> 'withdrawn' and created_at < now() - make_interval(days => ${RESPONSE_GRACE_DAYS}))) as applications,
      count(first_response) as responded,
      avg(extract(epoch from first_response - created_at)) / 3600 as average_hours,
      percentile_cont(0.5) within group (order by extract(epoch from first_response - created_at) / 3600)
        filter (where first_response is not null) as median_hours
    from firsts`);
  const [row] = result.rows;
  const hours = (value: number | string | null | undefined) => (value == null ? null : Number(value));
  return {
    applications: Number(row?.applications ?? 0),
    responded: Number(row?.responded ?? 0),
    averageHours: hours(row?.average_hours),
    medianHours: hours(row?.median_hours),
  };
}

/** The opening page's responsiveness: the average in hours, one decimal. */
export async function companyResponsiveness(db: DbExecutor, companyId: string): Promise<TResponsiveness> {
  const { applications, responded, averageHours } = await firstResponses(db, companyId);
  return { applications, responded, average_hours: averageHours === null ? null : Math.round(averageHours * 10) / 10 };
}
