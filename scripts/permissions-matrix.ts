// Writes docs/permissions-matrix.md from the permission table (`npm run permissions:matrix`).
import { writeFileSync } from 'node:fs';
import { PERMISSIONS_MATRIX_FILE, renderPermissionsMatrix } from '../packages/shared/src/auth/permissions-matrix.js';

writeFileSync(new URL(`../${PERMISSIONS_MATRIX_FILE}`, import.meta.url), renderPermissionsMatrix());
console.log(`wrote ${PERMISSIONS_MATRIX_FILE}`);
