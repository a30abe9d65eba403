import { PIPELINE_STAGES, type ApplicationStageCounts } from '@jalurkarir/shared';

/** One of the company's openings as its list shows it. */
export interface OpeningListItem {
  id: string;
  title: string;
  status: string;
  deadline: string | null;
}

export interface OpeningRow extends OpeningListItem {
  /** Applicants at each stage of the pipeline (applied → hired), in that order. */
  stages: { stage: (typeof PIPELINE_STAGES)[number]; count: number }[];
  /** Every application to the opening, rejected and withdrawn ones included. */
  total: number;
}

/**
 * The company's openings with their applicants per stage: every opening (drafts too, which have no
 * applicants), the counts from `/application/stage-counts` (which lists only openings that may have
 * applications); open ones first, then drafts, then closed, newest first within each as the list came.
 */
export function openingRows(openings: readonly OpeningListItem[], counts: ApplicationStageCounts | undefined): OpeningRow[] {
  const byId = new Map((counts?.openings ?? []).map((o) => [o.opportunity_id, o]));
  const order = (status: string) => (status === 'open' ? 0 : status === 'draft' ? 1 : 2);
  return [...openings]
    .map((o, i) => ({ o, i }))
    .sort((a, b) => order(a.o.status) - order(b.o.status) || a.i - b.i)
    .map(({ o }) => {
      const c = byId.get(o.id);
      return {
        ...o,
        stages: PIPELINE_STAGES.map((stage) => ({ stage, count: c?.counts[stage] ?? 0 })),
        total: c?.total ?? 0,
      };
    });
}
