import { businessToday, scoreMatch, type OpeningFeatures, type StudentFeatures } from '@jalurkarir/shared';
import type { Db } from '../../db/client.js';
import { dataVersion, loadOpenings, loadStudents } from './loader.js';
import { RankingIndex } from './ranking-index.js';

/**
 * One ranking index per database, kept in this process's memory. Before answering, the service
 * compares the data fingerprint and rebuilds the index when anything it reads has changed — also a
 * change made through another API process — so every process answers the same.
 */
export class RecommendationService {
  private index = new RankingIndex();
  private version: string | null = null;
  private students = new Map<string, StudentFeatures>();
  private openings = new Map<string, { companyId: string; features: OpeningFeatures }>();
  private loading: Promise<void> | null = null;

  constructor(private readonly db: Db) {}

  async fresh(): Promise<this> {
    const version = await dataVersion(this.db);
    if (version !== this.version) {
      this.loading ??= this.reload(version).finally(() => (this.loading = null));
      await this.loading;
    }
    return this;
  }

  private async reload(version: string) {
    const [students, openings] = await Promise.all([loadStudents(this.db), loadOpenings(this.db)]);
    const index = new RankingIndex();
    for (const o of openings) index.upsertOpening(o.features, o.companyId);
    // Partner schools per company (the same list every opening of the company carries; docs/partnerships.md).
    for (const o of openings) index.setPartners(o.companyId, o.features.partnerSchoolIds);
    for (const s of students) index.upsertStudent(s);
    this.index = index;
    this.students = new Map(students.map((s) => [s.id, s]));
    this.openings = new Map(openings.map((o) => [o.features.id, o]));
    this.version = version;
  }

  student(id: string) {
    return this.students.get(id);
  }
  opening(id: string) {
    return this.openings.get(id)?.features;
  }

  /** Openings ranked for a student: ids and totals from the index, then explained exactly. */
  openingsFor(studentId: string, k: number, accept?: (openingId: string) => boolean) {
    const s = this.students.get(studentId);
    if (!s) return [];
    const today = businessToday();
    const ids = this.index.openingIds;
    return this.index.rankOpenings(studentId, k, today, accept ? (j) => accept(ids[j] ?? '') : undefined).flatMap(({ id }) => {
      const o = this.openings.get(id);
      const r = o ? scoreMatch(s, o.features, today) : null;
      return r?.eligible ? [{ openingId: id, ...r }] : [];
    });
  }

  /** Students ranked for an opening, explained exactly. */
  studentsFor(openingId: string, k: number, accept?: (student: StudentFeatures) => boolean) {
    const o = this.openings.get(openingId);
    if (!o) return [];
    const today = businessToday();
    const ids = this.index.studentIds;
    const filter = accept
      ? (i: number) => {
          const s = this.students.get(ids[i] ?? '');
          return s !== undefined && accept(s);
        }
      : undefined;
    return this.index.rankStudents(openingId, k, today, filter).flatMap(({ id }) => {
      const s = this.students.get(id);
      const r = s ? scoreMatch(s, o.features, today) : null;
      return r?.eligible ? [{ studentId: id, ...r }] : [];
    });
  }

  /** Why a student gets no recommendation at all (not verified, not visible…), or null. */
  blockedReason(studentId: string): string | null {
    const s = this.students.get(studentId);
    if (!s) return 'not_found';
    if (!s.verified) return 'not_verified';
    if (!s.active) return 'not_active';
    if (!s.visible) return 'not_visible';
    return null;
  }
}

const services = new WeakMap<Db, RecommendationService>();
export function recommendationService(db: Db): RecommendationService {
  let service = services.get(db);
  if (!service) {
    service = new RecommendationService(db);
    services.set(db, service);
  }
  return service;
}
