import {
  businessToday,
  scoreForCompany,
  scoreMatch,
  suggestOccupations,
  topReasons,
  type Bilingual,
  type ScoreResult,
  type StudentFeatures,
} from '@jalurkarir/shared';
import type { Db } from '../../db/client.js';
import { changesBetween, loadOpenings, loadStudents, pruneChanges, readVersion, type ChangeSet, type LoadedOpening } from './loader.js';
import { RankingIndex } from './ranking-index.js';

/** More changed rows than this at once (an import) reload everything: one query per source beats long id lists. */
const FULL_RELOAD_AT = 20_000;
/** Changes are kept this long, so a process that was busy or idle can still catch up change by change. */
const KEEP_CHANGES_MS = 60 * 60 * 1000;
const PRUNE_EVERY_MS = 10 * 60 * 1000;
/** How many careers a student's recommendations suggest. */
const CAREERS_SHOWN = 6;
/**
 * Ranked pages kept: the students who asked last. A full page of 20 openings holds up to ~60 KB of
 * parts and sentences (most students have fewer eligible openings), so at most ~60 MB.
 */
const RANKED_PAGES_KEPT = 1_000;

/** A ranked opening as the student's page shows it: its parts and gaps. */
type RankedOpening = ReturnType<RecommendationService['openingsFor']>[number];
/** The student's filters as the index applies them, and a key that names them (equal filters, equal keys). */
export interface OpeningFilter {
  key: string;
  accept: (opening: LoadedOpening) => boolean;
}

/** What the last catch-up did (for tests and the benchmark). */
export interface Refresh {
  kind: 'full' | 'changes';
  fromVersion: number | null;
  toVersion: number;
  students: number;
  openings: number;
  companies: number;
  ms: number;
}

/**
 * One ranking index per database, kept in this process's memory. Before answering, the service
 * reads the data version (one primary-key row) and, when it moved — also through another API
 * process — applies the recorded changes in place: only the students, openings and companies'
 * partner schools that changed are read again (`matching_changes`, 0018_matching_changes.sql). It
 * reloads everything on its first request, on a new day in WIB (deadlines, certificate validity,
 * partnerships in force and the age of consent change with the date), after a bulk change, and when
 * the changes it would need were pruned.
 */
export class RecommendationService {
  private index = new RankingIndex();
  private version: number | null = null;
  private day: string | null = null;
  private students = new Map<string, StudentFeatures>();
  private openings = new Map<string, LoadedOpening>();
  // The same objects by index row: a filter reads them per row without a string-keyed lookup
  // (100,000 Map lookups by uuid cost more than ranking the 100,000 openings; bench/README.md).
  private studentAt: (StudentFeatures | undefined)[] = [];
  private openingAt: (LoadedOpening | undefined)[] = [];
  /** Moves each time the whole index is replaced: a catch-up that read rows for the old one drops them. */
  private generation = 0;
  private loading: Promise<void> | null = null;
  private dailyReload: Promise<void> | null = null;
  private prunedAt = 0;
  private careers = new WeakMap<StudentFeatures, ReturnType<typeof suggestOccupations>>();
  /** Ranked pages by student, page size and filters, with the index state they were ranked on. Oldest use first out. */
  private rankedPages = new Map<string, { state: string; ranked: readonly RankedOpening[] }>();
  lastRefresh: Refresh | null = null;
  /** How many times the whole index was read (the first request, new days, bulk changes). */
  fullLoads = 0;

  /** `today`: the business day in WIB (a test moves it to see the daily reload). */
  constructor(
    private readonly db: Db,
    private readonly today: () => string = businessToday,
  ) {}

  /** Brings the index up to the committed data version (a write the caller just made is seen). */
  async fresh(): Promise<this> {
    const { version } = await readVersion(this.db);
    await this.catchUpTo(version);
    return this;
  }

  /**
   * The index as it stands (read once, on the first call), for a caller that reads the data version
   * in a statement of its own and then calls `catchUpTo`: one round trip fewer than `fresh`.
   */
  async loaded(): Promise<this> {
    if (this.version === null) return this.fresh();
    this.reloadOnNewDay();
    return this;
  }

  /** The data version the index holds (null before its first load). */
  get dataVersion(): number | null {
    return this.version;
  }

  /** Applies every change committed up to `version`; nothing to do when the index already holds them. */
  async catchUpTo(version: number): Promise<void> {
    this.reloadOnNewDay();
    // One catch-up at a time; a request that finds one running waits for it, then checks again
    // (the running one may have started before the caller's own write committed).
    while (this.version === null || this.version < version) {
      this.loading ??= this.catchUp().finally(() => (this.loading = null));
      await this.loading;
    }
  }

  /**
   * A new day: the whole index is read again in the background while requests are answered from
   * the current one (a certificate that expired at midnight still counts until the swap).
   */
  private reloadOnNewDay() {
    if (this.version !== null && this.day !== this.today()) this.dailyReload ??= this.replaceAll().finally(() => (this.dailyReload = null));
  }

  /** Resolves when a daily reload in the background (if any) has replaced the index. */
  async settled(): Promise<void> {
    await this.dailyReload;
  }

  private async catchUp() {
    const started = performance.now();
    const generation = this.generation;
    const { version, prunedThrough } = await readVersion(this.db);
    const from = this.version;
    const changes = from === null || from < prunedThrough ? null : await changesBetween(this.db, from, version);
    const size = changes ? changes.students.length + changes.openings.length + changes.companies.length : 0;
    if (!changes || changes.all || size > FULL_RELOAD_AT) {
      await this.replaceAll();
    } else {
      const rows = await this.readChanged(changes);
      // The whole index was replaced meanwhile (a daily reload) and carries its own version: these
      // rows are dropped, and the caller's loop catches up from that version.
      if (generation !== this.generation) return;
      this.applyChanged(changes, rows);
      this.version = version;
      this.recordRefresh('changes', from, version, changes, started);
    }
    if (Date.now() - this.prunedAt > PRUNE_EVERY_MS) {
      this.prunedAt = Date.now();
      await pruneChanges(this.db, new Date(Date.now() - KEEP_CHANGES_MS));
    }
  }

  private recordRefresh(kind: Refresh['kind'], from: number | null, to: number, changes: ChangeSet | null, started: number) {
    this.lastRefresh = {
      kind,
      fromVersion: from,
      toVersion: to,
      students: changes?.students.length ?? this.students.size,
      openings: changes?.openings.length ?? this.openings.size,
      companies: changes?.companies.length ?? 0,
      ms: performance.now() - started,
    };
  }

  /** Reads everything and swaps the new index in at once; its version is the one read before the data. */
  private async replaceAll() {
    const started = performance.now();
    const from = this.version;
    const day = this.today();
    const { version } = await readVersion(this.db);
    const [students, openings] = await Promise.all([loadStudents(this.db), loadOpenings(this.db)]);
    const index = new RankingIndex();
    for (const o of openings) index.upsertOpening(o.features, o.companyId);
    // Partner schools per company (the same list every opening of the company carries; docs/partnerships.md).
    for (const o of openings) index.setPartners(o.companyId, o.features.partnerSchoolIds);
    for (const s of students) index.upsertStudent(s);
    this.index = index;
    this.students = new Map(students.map((s) => [s.id, s]));
    this.openings = new Map(openings.map((o) => [o.features.id, o]));
    this.studentAt = [];
    for (const s of students) this.studentAt[index.studentIndex(s.id)!] = s;
    this.openingAt = [];
    for (const o of openings) this.openingAt[index.openingIndex(o.features.id)!] = o;
    this.version = version;
    this.day = day;
    this.generation++;
    this.fullLoads++;
    this.recordRefresh('full', from, version, null, started);
  }

  /** The changed rows, read again (a company's partner schools count through its openings: all are read). */
  private readChanged(changes: ChangeSet) {
    return Promise.all([loadStudents(this.db, changes.students), loadOpenings(this.db, { ids: changes.openings, companyIds: changes.companies })]);
  }

  /** Replaces the changed rows in the index, synchronously: no request sees half a change. */
  private applyChanged(changes: ChangeSet, [students, openings]: Awaited<ReturnType<RecommendationService['readChanged']>>) {
    const studentsById = new Map(students.map((s) => [s.id, s]));
    for (const id of changes.students) {
      const s = studentsById.get(id);
      if (s) {
        this.index.upsertStudent(s);
        this.students.set(id, s);
        this.studentAt[this.index.studentIndex(id)!] = s;
      } else {
        // Deleted, or no longer a student account.
        this.index.removeStudent(id);
        this.students.delete(id);
        const row = this.index.studentIndex(id);
        if (row !== undefined) this.studentAt[row] = undefined;
      }
    }
    for (const o of openings) {
      this.index.upsertOpening(o.features, o.companyId);
      this.index.setPartners(o.companyId, o.features.partnerSchoolIds);
      this.openings.set(o.features.id, o);
      this.openingAt[this.index.openingIndex(o.features.id)!] = o;
    }
    const loaded = new Set(openings.map((o) => o.features.id));
    for (const id of changes.openings) {
      if (loaded.has(id)) continue;
      this.index.removeOpening(id);
      this.openings.delete(id);
      const row = this.index.openingIndex(id);
      if (row !== undefined) this.openingAt[row] = undefined;
    }
  }

  /** The index itself: its raw totals are what the incremental updates must keep exact (tests, bench). */
  get rankingIndex(): RankingIndex {
    return this.index;
  }

  student(id: string) {
    return this.students.get(id);
  }

  /**
   * The careers suggested from the student's interest code and program (from neither when the
   * student is unknown). Asked on every recommendation request and a pure function of the row, so
   * kept per row object: a changed row is a new object, and its suggestions are made again.
   */
  careersFor(studentId: string): ReturnType<typeof suggestOccupations> {
    const s = this.students.get(studentId);
    if (!s) return suggestOccupations(null, null, CAREERS_SHOWN);
    let careers = this.careers.get(s);
    if (!careers) {
      careers = suggestOccupations(s.riasec ?? null, s.program ?? null, CAREERS_SHOWN);
      this.careers.set(s, careers);
    }
    return careers;
  }
  opening(id: string) {
    return this.openings.get(id)?.features;
  }

  /**
   * Openings ranked for a student: ids and totals from the index, then explained exactly. `accept`
   * narrows what the index ranks (the student's filters, read from memory: no query per opening).
   */
  openingsFor(studentId: string, k: number, accept?: (opening: LoadedOpening) => boolean) {
    const s = this.students.get(studentId);
    if (!s) return [];
    const today = this.today();
    const at = this.openingAt;
    const filter = accept
      ? (j: number) => {
          const o = at[j];
          return o !== undefined && accept(o);
        }
      : undefined;
    return this.index.rankOpenings(studentId, k, today, filter).flatMap(({ id }) => {
      const o = this.openings.get(id);
      const r = o ? scoreMatch(s, o.features, today) : null;
      return r?.eligible ? [{ openingId: id, companyId: o!.companyId, ...r }] : [];
    });
  }

  /**
   * `openingsFor`, kept: a page is ranked again only when the index state it was ranked on moved
   * (another generation or data version: any change to a student, opening or partnership; or a new
   * business day: deadlines and validity). A student who opens their recommendations again, or whose
   * page is reloaded, is answered from the page kept. The page is frozen: nobody edits a shared answer.
   */
  rememberedOpeningsFor(studentId: string, k: number, filter: OpeningFilter): readonly RankedOpening[] {
    const state = `${this.generation}:${this.version}:${this.today()}`;
    const key = `${studentId}\n${k}\n${filter.key}`;
    const kept = this.rankedPages.get(key);
    this.rankedPages.delete(key);
    const ranked = kept?.state === state ? kept.ranked : Object.freeze(this.openingsFor(studentId, k, filter.accept).map((r) => Object.freeze(r)));
    this.rankedPages.set(key, { state, ranked });
    if (this.rankedPages.size > RANKED_PAGES_KEPT) this.rankedPages.delete(this.rankedPages.keys().next().value!);
    return ranked;
  }

  /**
   * Students ranked for an opening, explained exactly: the company's side, so only students visible
   * to companies (the index skips the others, and each shown row is checked again here).
   */
  studentsFor(openingId: string, k: number, accept?: (student: StudentFeatures) => boolean) {
    const o = this.openings.get(openingId);
    if (!o) return [];
    const today = this.today();
    const at = this.studentAt;
    const filter = accept
      ? (i: number) => {
          const s = at[i];
          return s !== undefined && accept(s);
        }
      : undefined;
    return this.index.rankStudents(openingId, k, today, filter).flatMap(({ id }) => {
      const s = this.students.get(id);
      const r = s ? scoreForCompany(s, o.features, today) : null;
      return r?.eligible ? [{ studentId: id, ...r }] : [];
    });
  }

  /**
   * The students a new opening scores at least their own threshold for (job alerts): one pass of the
   * index over every student, restricted to those with alerts on (`thresholds`: student id →
   * threshold), on the student's side — visibility to companies is not read, a student's own
   * matches are theirs. Each kept pair is re-scored exactly and carries its best reason.
   */
  alertMatches(openingId: string, thresholds: ReadonlyMap<string, number>): { studentId: string; total: number; reason: Bilingual }[] {
    const o = this.openings.get(openingId);
    if (!o || thresholds.size === 0) return [];
    const today = this.today();
    const index = this.index;
    const floor = new Float32Array(index.studentCount).fill(Number.POSITIVE_INFINITY);
    for (const [id, threshold] of thresholds) {
      const row = index.studentIndex(id);
      if (row !== undefined) floor[row] = threshold;
    }
    const ranked = index.rankStudents(openingId, thresholds.size, today, (i) => floor[i]! !== Number.POSITIVE_INFINITY, 'student');
    return ranked.flatMap(({ id, total }) => {
      const threshold = thresholds.get(id)!;
      // The index stores float32: a pair a tenth under the line is re-scored before it is left out.
      if (total < threshold - 0.2) return [];
      const s = this.students.get(id);
      const r = s ? scoreMatch(s, o.features, today) : null;
      if (!r?.eligible || r.total < threshold) return [];
      const [best] = topReasons(r.parts, 1);
      return best ? [{ studentId: id, total: r.total, reason: best.sentence }] : [];
    });
  }

  /**
   * One pair explained as a company or school reads it, whatever the opening's state now and the
   * student's visibility: an applicant chose to apply, and HR weighs the application against the
   * opening's requirements even after it closed. Null when either is unknown or a requirement
   * (program, partner schools only, qualification) rules the pair out.
   */
  explainPair(studentId: string, openingId: string): (ScoreResult & { eligible: true }) | null {
    const s = this.students.get(studentId);
    const o = this.openings.get(openingId);
    if (!s || !o) return null;
    const r = scoreMatch(s, { ...o.features, status: 'open', deadline: null }, this.today(), 'company');
    return r.eligible ? r : null;
  }

  /**
   * Why a student gets no recommendation at all (no student record, not verified, not active), or
   * null. Visibility to companies is not a reason: it hides the student from companies, not their
   * own openings from the student.
   */
  blockedReason(studentId: string): string | null {
    const s = this.students.get(studentId);
    if (!s) return 'not_found';
    if (!s.verified) return 'not_verified';
    if (!s.active) return 'not_active';
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
