/**
 * The in-memory ranking index ("fast at national scale"): student and opening features in
 * columnar typed arrays, one row per student / opening, so ranking one student against every
 * opening, or one opening against every student, is a plain loop over arrays with a top-k heap —
 * no objects, no SQL, no sort of the whole list. It computes the same formula as `scoreMatch`
 * (packages/shared/src/matching/score.ts) with values stored as float32; ranks come from here, and
 * the k results shown are re-scored exactly (with their sentences and gaps) by `scoreMatch`.
 * Rows are replaced in place when a student or opening changes (`upsertStudent` / `upsertOpening`);
 * the arrays grow by doubling.
 */
import {
  AT_MINIMUM,
  centredUnit,
  codeVector,
  DEFAULT_WEIGHTS,
  LOCATION_FIT,
  OPEN_PROGRAM_FIT,
  PART_KEYS,
  PKL_TARGET_MONTHS,
  RIASEC_TYPES,
  resolveWeights,
  VOCATIONAL_PROGRAMS,
  type OpeningFeatures,
  type StudentFeatures,
} from '@jalurkarir/shared';
import { TopK } from './top-k.js';

const P = VOCATIONAL_PROGRAMS.length;
const NONE = -1;
const W = PART_KEYS.length;
/** Scheme bits per row; an opening asking for a scheme past this falls back to exact scoring. */
const SCHEME_BITS = 32;

/** Interns strings (cities, schools, schemes, companies) to small integers. */
class Interner {
  private readonly map = new Map<string, number>();
  id(value: string | null | undefined): number {
    if (value == null) return NONE;
    let n = this.map.get(value);
    if (n === undefined) {
      n = this.map.size;
      this.map.set(value, n);
    }
    return n;
  }
  peek(value: string | null | undefined): number {
    return value == null ? NONE : (this.map.get(value) ?? NONE);
  }
  get size() {
    return this.map.size;
  }
}

function grow<T extends Float32Array | Int32Array | Uint8Array | Uint32Array | Uint16Array | Int8Array>(a: T, size: number): T {
  if (a.length >= size) return a;
  const Ctor = a.constructor as new (n: number) => T;
  const next = new Ctor(Math.max(size, a.length * 2, 16));
  next.set(a);
  return next;
}

const dateNumber = (d: string | null) => (d === null ? 99_999_999 : Number(d.replaceAll('-', '')));
const round1 = (x: number) => Math.round(x * 10) / 10;
/**
 * One part's points as `scoreMatch` computes them — the weight's share of 100 first, then times the
 * fit, rounded to one decimal — so the same arithmetic gives the same totals (`100 / applying ×
 * weight` differs in the last bit, enough to round a x.x5 the other way).
 */
const points = (weight: number, applying: number, fit: number) => round1(((100 * weight) / applying) * fit);
const programIndex = (p: string | null) => (p === null ? 255 : (VOCATIONAL_PROGRAMS as readonly string[]).indexOf(p) & 0xff);
const provinceOf = (province: string | null, city: string | null) => province ?? city?.slice(0, 2) ?? null;

export interface Ranked {
  id: string;
  total: number;
}

export class RankingIndex {
  readonly strings = { city: new Interner(), province: new Interner(), school: new Interner(), scheme: new Interner(), company: new Interner() };

  // Students
  studentCount = 0;
  private studentRow = new Map<string, number>();
  studentIds: string[] = [];
  /** A verified, active account: the student may apply (both sides rank them). */
  sEligible = new Uint8Array(0);
  /** Visible to companies (docs/privacy.md): only the company's side reads it. */
  sVisible = new Uint8Array(0);
  sSchool = new Int32Array(0);
  sProgram = new Uint8Array(0);
  sProvince = new Int32Array(0);
  sCity = new Int32Array(0);
  sRelocate = new Int8Array(0);
  /** 0 = no test, 1 = directional profile (unit vector in sRiasec), 2 = flat profile. */
  sRiasecKind = new Uint8Array(0);
  sRiasec = new Float32Array(0);
  sCompetency = new Float32Array(0);
  sAttitude = new Float32Array(0);
  sSchemes = new Uint32Array(0);
  sExperience = new Float32Array(0);

  // Openings
  openingCount = 0;
  private openingRow = new Map<string, number>();
  openingIds: string[] = [];
  /** Openings asking for a scheme past SCHEME_BITS: their schemes as lists (checked against sSchemeList). */
  overflow = new Map<number, { req: Set<number>; pref: Set<number> }>();
  /** Every student's schemes as interned ids (read only for overflowing openings). */
  sSchemeList: number[][] = [];
  oOpen = new Uint8Array(0);
  oDeadline = new Int32Array(0);
  oQualified = new Uint8Array(0);
  oPrograms = new Uint16Array(0);
  oProvince = new Int32Array(0);
  oCity = new Int32Array(0);
  oHasCode = new Uint8Array(0);
  oCode = new Float32Array(0);
  oCompMin = new Float32Array(0);
  oCompCount = new Uint8Array(0);
  oReq = new Uint32Array(0);
  oPref = new Uint32Array(0);
  oReqCount = new Uint8Array(0);
  oPrefCount = new Uint8Array(0);
  oExpMin = new Float32Array(0);
  oPartnerOnly = new Uint8Array(0);
  oCompany = new Int32Array(0);
  oWeights = new Float32Array(0);
  /** Company index → schools in active partnership. */
  partners: Set<number>[] = [];

  private ensureStudents(n: number) {
    this.sEligible = grow(this.sEligible, n);
    this.sVisible = grow(this.sVisible, n);
    this.sSchool = grow(this.sSchool, n);
    this.sProgram = grow(this.sProgram, n);
    this.sProvince = grow(this.sProvince, n);
    this.sCity = grow(this.sCity, n);
    this.sRelocate = grow(this.sRelocate, n);
    this.sRiasecKind = grow(this.sRiasecKind, n);
    this.sRiasec = grow(this.sRiasec, n * 6);
    this.sCompetency = grow(this.sCompetency, n * P);
    this.sAttitude = grow(this.sAttitude, n);
    this.sSchemes = grow(this.sSchemes, n);
    this.sExperience = grow(this.sExperience, n);
  }

  private ensureOpenings(n: number) {
    this.oOpen = grow(this.oOpen, n);
    this.oDeadline = grow(this.oDeadline, n);
    this.oQualified = grow(this.oQualified, n);
    this.oPrograms = grow(this.oPrograms, n);
    this.oProvince = grow(this.oProvince, n);
    this.oCity = grow(this.oCity, n);
    this.oHasCode = grow(this.oHasCode, n);
    this.oCode = grow(this.oCode, n * 6);
    this.oCompMin = grow(this.oCompMin, n * P);
    this.oCompCount = grow(this.oCompCount, n);
    this.oReq = grow(this.oReq, n);
    this.oPref = grow(this.oPref, n);
    this.oReqCount = grow(this.oReqCount, n);
    this.oPrefCount = grow(this.oPrefCount, n);
    this.oExpMin = grow(this.oExpMin, n);
    this.oPartnerOnly = grow(this.oPartnerOnly, n);
    this.oCompany = grow(this.oCompany, n);
    this.oWeights = grow(this.oWeights, n * W);
  }

  upsertStudent(s: StudentFeatures) {
    let i = this.studentRow.get(s.id);
    if (i === undefined) {
      i = this.studentCount++;
      this.studentRow.set(s.id, i);
      this.studentIds[i] = s.id;
      this.ensureStudents(this.studentCount);
    }
    this.sEligible[i] = s.verified && s.active ? 1 : 0;
    this.sVisible[i] = s.visible ? 1 : 0;
    this.sSchool[i] = this.strings.school.id(s.schoolId);
    this.sProgram[i] = programIndex(s.program);
    this.sProvince[i] = this.strings.province.id(provinceOf(s.provinceCode, s.cityCode));
    this.sCity[i] = this.strings.city.id(s.cityCode);
    this.sRelocate[i] = s.willingToRelocate === null ? -1 : s.willingToRelocate ? 1 : 0;
    const unit = s.riasec ? centredUnit(RIASEC_TYPES.map((t) => s.riasec?.[t] ?? 0)) : null;
    this.sRiasecKind[i] = s.riasec ? (unit ? 1 : 2) : 0;
    for (let k = 0; k < 6; k++) this.sRiasec[i * 6 + k] = unit?.[k] ?? 0;
    VOCATIONAL_PROGRAMS.forEach((p, k) => (this.sCompetency[i * P + k] = s.competency[p] ?? NaN));
    this.sAttitude[i] = s.attitude ?? NaN;
    let mask = 0;
    for (const scheme of s.schemes) {
      const bit = this.strings.scheme.id(scheme);
      if (bit < SCHEME_BITS) mask |= 1 << bit;
    }
    this.sSchemes[i] = mask >>> 0;
    this.sSchemeList[i] = s.schemes.map((scheme) => this.strings.scheme.id(scheme));
    this.sExperience[i] = s.experienceMonths ?? NaN;
  }

  /** Hides a student from every ranking (deleted, or no longer a student). */
  removeStudent(id: string) {
    const i = this.studentRow.get(id);
    if (i !== undefined) this.sEligible[i] = 0;
  }

  setPartners(companyId: string, schoolIds: readonly string[]) {
    const c = this.strings.company.id(companyId);
    this.partners[c] = new Set(schoolIds.map((s) => this.strings.school.id(s)));
  }

  upsertOpening(o: OpeningFeatures, companyId: string) {
    let j = this.openingRow.get(o.id);
    if (j === undefined) {
      j = this.openingCount++;
      this.openingRow.set(o.id, j);
      this.openingIds[j] = o.id;
      this.ensureOpenings(this.openingCount);
    }
    this.overflow.delete(j);
    this.oOpen[j] = o.status === 'open' ? 1 : 0;
    this.oDeadline[j] = dateNumber(o.deadline);
    this.oQualified[j] = o.qualification === 'SMK' ? 1 : 0;
    let programs = 0;
    for (const p of o.programs) {
      const k = programIndex(p);
      if (k < P) programs |= 1 << k;
    }
    this.oPrograms[j] = programs;
    this.oProvince[j] = this.strings.province.id(provinceOf(o.provinceCode, o.cityCode));
    this.oCity[j] = this.strings.city.id(o.cityCode);
    const code = o.riasecCode ? codeVector(o.riasecCode) : null;
    this.oHasCode[j] = o.riasecCode ? 1 : 0;
    for (let k = 0; k < 6; k++) this.oCode[j * 6 + k] = code?.[k] ?? 0;
    this.oCompMin.fill(NaN, j * P, j * P + P);
    for (const req of o.competencies) {
      const k = programIndex(req.area);
      if (k < P) this.oCompMin[j * P + k] = req.min;
    }
    this.oCompCount[j] = o.competencies.length;
    let req = 0;
    let pref = 0;
    let overflow = false;
    for (const s of o.requiredSchemes) {
      const bit = this.strings.scheme.id(s.id);
      if (bit >= SCHEME_BITS) overflow = true;
      else req |= 1 << bit;
    }
    let prefCount = 0;
    for (const s of o.preferredSchemes) {
      if (o.requiredSchemes.some((r) => r.id === s.id)) continue;
      prefCount++;
      const bit = this.strings.scheme.id(s.id);
      if (bit >= SCHEME_BITS) overflow = true;
      else pref |= 1 << bit;
    }
    this.oReq[j] = req >>> 0;
    this.oPref[j] = pref >>> 0;
    this.oReqCount[j] = o.requiredSchemes.length;
    this.oPrefCount[j] = prefCount;
    this.oExpMin[j] = (o.experienceMin ?? 0) * 12;
    this.oPartnerOnly[j] = o.partnerOnly ? 1 : 0;
    this.oCompany[j] = this.strings.company.id(companyId);
    const w = resolveWeights(o.weights);
    PART_KEYS.forEach((key, k) => (this.oWeights[j * W + k] = w[key]));
    if (overflow) {
      const ids = (list: readonly { id: string }[]) => new Set(list.map((x) => this.strings.scheme.id(x.id)));
      const req = ids(o.requiredSchemes);
      this.overflow.set(j, { req, pref: new Set([...ids(o.preferredSchemes)].filter((x) => !req.has(x))) });
    }
  }

  /** Closes an opening for every ranking (deleted). */
  removeOpening(id: string) {
    const j = this.openingRow.get(id);
    if (j !== undefined) this.oOpen[j] = 0;
  }

  studentIndex(id: string) {
    return this.studentRow.get(id);
  }
  openingIndex(id: string) {
    return this.openingRow.get(id);
  }

  /**
   * The total of student i × opening j, or -1 when a hard filter rejects the pair. Same formula as
   * `scoreMatch` (visibility is not read: the student's side); `partner` is whether the student's school partners the opening's company (the
   * callers look it up once per ranking, not per pair).
   */
  score(i: number, j: number, today: number, partner: boolean): number {
    if (this.oOpen[j] !== 1 || this.oDeadline[j]! < today || this.sEligible[i] !== 1 || this.oQualified[j] !== 1) return -1;
    const programs = this.oPrograms[j]!;
    const program = this.sProgram[i]!;
    if (programs !== 0 && (program >= P || (programs & (1 << program)) === 0)) return -1;
    if (this.oPartnerOnly[j] === 1 && !partner) return -1;
    const wb = j * W;
    // interest
    let fInterest = -1;
    if (this.oHasCode[j] === 1) {
      const kind = this.sRiasecKind[i];
      if (kind === 0) fInterest = 0;
      else if (kind === 2) fInterest = 0.5;
      else {
        let r = 0;
        for (let k = 0; k < 6; k++) r += this.oCode[j * 6 + k]! * this.sRiasec[i * 6 + k]!;
        fInterest = Math.min(1, Math.max(0, (r + 1) / 2));
      }
    }
    // competency
    let fCompetency = -1;
    const count = this.oCompCount[j]!;
    if (count > 0) {
      let sum = 0;
      for (let k = 0; k < P; k++) {
        const min = this.oCompMin[j * P + k]!;
        if (min !== min) continue; // NaN: not required
        const p = this.sCompetency[i * P + k]!;
        if (p !== p) continue; // not taken: a gap, fit 0
        if (min <= 0) sum += Math.min(1, Math.max(0, p / 100));
        else if (p < min) sum += AT_MINIMUM * Math.min(1, Math.max(0, p / min));
        else sum += min >= 100 ? 1 : AT_MINIMUM + (1 - AT_MINIMUM) * Math.min(1, (p - min) / (100 - min));
      }
      fCompetency = sum / count;
    }
    // attitude
    const att = this.sAttitude[i]!;
    const fAttitude = att !== att ? 0 : Math.min(1, Math.max(0, att / 100));
    // certificates: a required scheme counts twice a preferred one
    let fCert = -1;
    const reqCount = this.oReqCount[j]!;
    const prefCount = this.oPrefCount[j]!;
    if (reqCount + prefCount > 0) {
      const lists = this.overflow.size > 0 ? this.overflow.get(j) : undefined;
      if (lists) {
        let got = 0;
        for (const x of this.sSchemeList[i] ?? []) got += lists.req.has(x) ? 2 : lists.pref.has(x) ? 1 : 0;
        fCert = got / (2 * reqCount + prefCount);
      } else {
        const held = this.sSchemes[i]!;
        fCert = (2 * popcount(held & this.oReq[j]!) + popcount(held & this.oPref[j]!)) / (2 * reqCount + prefCount);
      }
    }
    // program
    const fProgram = program >= P ? 0 : programs !== 0 ? 1 : OPEN_PROGRAM_FIT;
    // location
    let fLocation = -1;
    const oCity = this.oCity[j]!;
    const oProvince = this.oProvince[j]!;
    if (oCity !== NONE || oProvince !== NONE) {
      const sCity = this.sCity[i]!;
      const sProvince = this.sProvince[i]!;
      if (sCity === NONE && sProvince === NONE) fLocation = 0;
      else if (oCity !== NONE && sCity === oCity) fLocation = LOCATION_FIT.city;
      else if (oProvince !== NONE && sProvince === oProvince) fLocation = LOCATION_FIT.province;
      else fLocation = this.sRelocate[i] === 1 ? LOCATION_FIT.relocate : LOCATION_FIT.elsewhere;
    }
    // experience
    const m = this.sExperience[i]!;
    const minMonths = this.oExpMin[j]!;
    const fExperience = m !== m ? 0 : minMonths > 0 ? Math.min(1, m / minMonths) : 0.5 + 0.5 * Math.min(1, m / PKL_TARGET_MONTHS);
    const fPartner = partner ? 1 : 0;

    const w = this.oWeights;
    let applying = w[wb + 2]! + w[wb + 4]! + w[wb + 6]! + w[wb + 7]!;
    if (fInterest >= 0) applying += w[wb]!;
    if (fCompetency >= 0) applying += w[wb + 1]!;
    if (fCert >= 0) applying += w[wb + 3]!;
    if (fLocation >= 0) applying += w[wb + 5]!;
    let total = 0;
    if (fInterest >= 0) total += points(w[wb]!, applying, fInterest);
    if (fCompetency >= 0) total += points(w[wb + 1]!, applying, fCompetency);
    total += points(w[wb + 2]!, applying, fAttitude);
    if (fCert >= 0) total += points(w[wb + 3]!, applying, fCert);
    total += points(w[wb + 4]!, applying, fProgram);
    if (fLocation >= 0) total += points(w[wb + 5]!, applying, fLocation);
    total += points(w[wb + 6]!, applying, fExperience);
    total += points(w[wb + 7]!, applying, fPartner);
    return round1(total);
  }

  /** The k best openings for one student (ties: lower row first). */
  rankOpenings(studentId: string, k: number, today: string, accept?: (j: number) => boolean): Ranked[] {
    const i = this.studentRow.get(studentId);
    if (i === undefined) return [];
    const day = dateNumber(today);
    const school = this.sSchool[i]!;
    const partnerCompanies = new Uint8Array(this.strings.company.size);
    this.partners.forEach((schools, c) => {
      if (schools?.has(school)) partnerCompanies[c] = 1;
    });
    const top = new TopK(k);
    for (let j = 0; j < this.openingCount; j++) {
      if (this.oOpen[j] !== 1) continue;
      if (accept && !accept(j)) continue;
      const total = this.score(i, j, day, partnerCompanies[this.oCompany[j]!] === 1);
      if (total >= 0) top.push(j, total);
    }
    return top.sorted().map(({ index, score }) => ({ id: this.openingIds[index]!, total: score }));
  }

  /**
   * The k best students for one opening: on the company's side students visible to companies only
   * (`scoreForCompany`); on the student's side (job alerts: a student's own matches) every student.
   */
  rankStudents(openingId: string, k: number, today: string, accept?: (i: number) => boolean, side: 'company' | 'student' = 'company'): Ranked[] {
    const j = this.openingRow.get(openingId);
    if (j === undefined) return [];
    const day = dateNumber(today);
    // The opening's own filters fail for every student alike.
    if (this.oOpen[j] !== 1 || this.oDeadline[j]! < day || this.oQualified[j] !== 1) return [];
    const partnerSchools = this.partners[this.oCompany[j]!];
    const partnerOf = new Uint8Array(this.strings.school.size);
    partnerSchools?.forEach((s) => (partnerOf[s] = 1));

    // Everything that depends on the opening alone, read once (`score` reads it per student): the
    // same values in the same order of operations, so the totals are exactly `score`'s (tested).
    const programs = this.oPrograms[j]!;
    const partnerOnly = this.oPartnerOnly[j] === 1;
    const hasCode = this.oHasCode[j] === 1;
    const c0 = this.oCode[j * 6]!,
      c1 = this.oCode[j * 6 + 1]!,
      c2 = this.oCode[j * 6 + 2]!;
    const c3 = this.oCode[j * 6 + 3]!,
      c4 = this.oCode[j * 6 + 4]!,
      c5 = this.oCode[j * 6 + 5]!;
    const compCount = this.oCompCount[j]!;
    const compPrograms: number[] = [];
    const compMins: number[] = [];
    for (let p = 0; p < P; p++) {
      const min = this.oCompMin[j * P + p]!;
      if (min === min) {
        compPrograms.push(p);
        compMins.push(min);
      }
    }
    const reqCount = this.oReqCount[j]!;
    const prefCount = this.oPrefCount[j]!;
    const hasCert = reqCount + prefCount > 0;
    const lists = this.overflow.size > 0 ? this.overflow.get(j) : undefined;
    const req = this.oReq[j]!;
    const pref = this.oPref[j]!;
    const certDivisor = 2 * reqCount + prefCount;
    const oCity = this.oCity[j]!;
    const oProvince = this.oProvince[j]!;
    const hasLocation = oCity !== NONE || oProvince !== NONE;
    const minMonths = this.oExpMin[j]!;
    const wb = j * W;
    const w = this.oWeights;
    let applying = w[wb + 2]! + w[wb + 4]! + w[wb + 6]! + w[wb + 7]!;
    if (hasCode) applying += w[wb]!;
    if (compCount > 0) applying += w[wb + 1]!;
    if (hasCert) applying += w[wb + 3]!;
    if (hasLocation) applying += w[wb + 5]!;
    // Each part's share of 100 as `points` computes it, read once per opening.
    const share = (k: number) => (100 * w[wb + k]!) / applying;
    const p0 = share(0),
      p1 = share(1),
      p2 = share(2),
      p3 = share(3);
    const p4 = share(4),
      p5 = share(5),
      p6 = share(6),
      p7 = share(7);
    const { sEligible, sVisible, sProgram, sSchool, sRiasecKind, sRiasec, sCompetency, sAttitude, sSchemes, sSchemeList } = this;
    const { sCity, sProvince, sRelocate, sExperience } = this;

    const companySide = side === 'company';
    const top = new TopK(k);
    for (let i = 0; i < this.studentCount; i++) {
      if (sEligible[i] !== 1 || (companySide && sVisible[i] !== 1)) continue;
      const program = sProgram[i]!;
      if (programs !== 0 && (program >= P || (programs & (1 << program)) === 0)) continue;
      const school = sSchool[i]!;
      const partner = school !== NONE && partnerOf[school] === 1;
      if (partnerOnly && !partner) continue;
      if (accept && !accept(i)) continue;
      let total = 0;
      if (hasCode) {
        const kind = sRiasecKind[i];
        let fInterest: number;
        if (kind === 0) fInterest = 0;
        else if (kind === 2) fInterest = 0.5;
        else {
          const b = i * 6;
          let r = 0;
          r += c0 * sRiasec[b]!;
          r += c1 * sRiasec[b + 1]!;
          r += c2 * sRiasec[b + 2]!;
          r += c3 * sRiasec[b + 3]!;
          r += c4 * sRiasec[b + 4]!;
          r += c5 * sRiasec[b + 5]!;
          fInterest = Math.min(1, Math.max(0, (r + 1) / 2));
        }
        total += round1(p0 * fInterest);
      }
      if (compCount > 0) {
        let sum = 0;
        for (let n = 0; n < compPrograms.length; n++) {
          const min = compMins[n]!;
          const pct = sCompetency[i * P + compPrograms[n]!]!;
          if (pct !== pct) continue; // not taken: a gap, fit 0
          if (min <= 0) sum += Math.min(1, Math.max(0, pct / 100));
          else if (pct < min) sum += AT_MINIMUM * Math.min(1, Math.max(0, pct / min));
          else sum += min >= 100 ? 1 : AT_MINIMUM + (1 - AT_MINIMUM) * Math.min(1, (pct - min) / (100 - min));
        }
        total += round1(p1 * (sum / compCount));
      }
      const att = sAttitude[i]!;
      total += round1(p2 * (att !== att ? 0 : Math.min(1, Math.max(0, att / 100))));
      if (hasCert) {
        let fCert: number;
        if (lists) {
          let got = 0;
          for (const x of sSchemeList[i] ?? []) got += lists.req.has(x) ? 2 : lists.pref.has(x) ? 1 : 0;
          fCert = got / certDivisor;
        } else {
          const held = sSchemes[i]!;
          fCert = (2 * popcount(held & req) + popcount(held & pref)) / certDivisor;
        }
        total += round1(p3 * fCert);
      }
      total += round1(p4 * (program >= P ? 0 : programs !== 0 ? 1 : OPEN_PROGRAM_FIT));
      if (hasLocation) {
        const city = sCity[i]!;
        const province = sProvince[i]!;
        let fLocation: number;
        if (city === NONE && province === NONE) fLocation = 0;
        else if (oCity !== NONE && city === oCity) fLocation = LOCATION_FIT.city;
        else if (oProvince !== NONE && province === oProvince) fLocation = LOCATION_FIT.province;
        else fLocation = sRelocate[i] === 1 ? LOCATION_FIT.relocate : LOCATION_FIT.elsewhere;
        total += round1(p5 * fLocation);
      }
      const m = sExperience[i]!;
      total += round1(p6 * (m !== m ? 0 : minMonths > 0 ? Math.min(1, m / minMonths) : 0.5 + 0.5 * Math.min(1, m / PKL_TARGET_MONTHS)));
      total += round1(p7 * (partner ? 1 : 0));
      top.push(i, round1(total));
    }
    return top.sorted().map(({ index, score }) => ({ id: this.studentIds[index]!, total: score }));
  }
}

function popcount(x: number): number {
  x = x - ((x >>> 1) & 0x55555555);
  x = (x & 0x33333333) + ((x >>> 2) & 0x33333333);
  return (((x + (x >>> 4)) & 0x0f0f0f0f) * 0x01010101) >>> 24;
}

export { DEFAULT_WEIGHTS };
export type { OpeningFeatures };
