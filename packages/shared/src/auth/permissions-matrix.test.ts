import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { PERMISSIONS_MATRIX_FILE, renderPermissionsMatrix } from './permissions-matrix.js';

const committed = () => readFileSync(new URL(`../../../../${PERMISSIONS_MATRIX_FILE}`, import.meta.url), 'utf8');

describe('permission matrix', () => {
  it(`${PERMISSIONS_MATRIX_FILE} is the table as it is (a changed cell is a reviewed diff)`, () => {
    expect(
      committed() === renderPermissionsMatrix(),
      `${PERMISSIONS_MATRIX_FILE} differs from the permission table: run \`npm run permissions:matrix\` and commit the file with the change`,
    ).toBe(true);
  });

  it('shows a cell as the table grants it', () => {
    // One line of the rendered file, written out: the headmaster reads their own school's students' full profiles.
    expect(renderPermissionsMatrix()).toContain('| full | all | own-school | own-school | own-school | self | · | applicant-of-own-company | · |');
  });
});
