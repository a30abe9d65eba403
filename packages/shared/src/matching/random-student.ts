import type { StudentFeatures } from './types.js';

/** What a property test draws for a student: the parts that vary between students. */
export interface StudentDraw {
  school: string;
  program: StudentFeatures['program'];
  city: string | null;
  willingToRelocate: StudentFeatures['willingToRelocate'];
  riasec: StudentFeatures['riasec'];
  competency: StudentFeatures['competency'];
  attitude: StudentFeatures['attitude'];
  schemes: StudentFeatures['schemes'];
  experienceMonths: StudentFeatures['experienceMonths'];
}

/**
 * A drawn student as the score reads them: verified, active, visible, the province taken from the
 * city code. Shared by the property tests so each draws only what it varies. (No return annotation:
 * the inferred object type also fits the loader's open `StudentSource`.)
 */
export function studentFromDraw(r: StudentDraw) {
  return {
    id: 'st',
    verified: true,
    active: true,
    visible: true,
    schoolId: r.school,
    program: r.program,
    cityCode: r.city,
    provinceCode: r.city?.slice(0, 2) ?? null,
    willingToRelocate: r.willingToRelocate,
    riasec: r.riasec,
    competency: r.competency,
    attitude: r.attitude,
    schemes: r.schemes,
    experienceMonths: r.experienceMonths,
  };
}
