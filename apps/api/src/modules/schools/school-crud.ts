import { ZCreateSchool, ZUpdateSchool, schoolFields, ZSchool } from '@jalurkarir/shared';
import { schools } from '../../db/schema.js';
import { validationFailed } from '../../lib/app-error.js';
import { defineCrud } from '../../crud/register-crud.js';
import { assertRegions } from '../regions/assert-regions.js';
import { scopeCondition } from '../scope.js';

export const schoolSelection = {
  id: schools.id,
  npsn: schools.npsn,
  name: schools.name,
  status: schools.status,
  education_level: schools.educationLevel,
  ownership_status: schools.ownershipStatus,
  decree_number: schools.decreeNumber,
  establishment_date: schools.establishmentDate,
  permit_date: schools.permitDate,
  province_code: schools.provinceCode,
  city_code: schools.cityCode,
  district_code: schools.districtCode,
  village_code: schools.villageCode,
  address: schools.address,
  phone: schools.phone,
  created_at: schools.createdAt,
};

export const schoolCrud = defineCrud({
  model: 'sekolah',
  table: schools,
  readSchema: ZSchool,
  selection: schoolSelection,
  publicSelection: { id: schools.id, npsn: schools.npsn, name: schools.name, city_code: schools.cityCode },
  fields: schoolFields,
  searchable: [schools.name, schools.npsn],
  sortable: {
    npsn: schools.npsn,
    name: schools.name,
    status: schools.status,
    education_level: schools.educationLevel,
    city_code: schools.cityCode,
    establishment_date: schools.establishmentDate,
    created_at: schools.createdAt,
  },
  defaultSort: { column: schools.name, direction: 'asc' },
  nameColumn: schools.name,
  createSchema: ZCreateSchool,
  updateSchema: ZUpdateSchool,
  scopeWhere: (scope, caller) => scopeCondition(scope, caller, { school: schools.id }),
  async prepareCreate(input) {
    await assertRegions(input);
    return input;
  },
  async prepareUpdate(input, _ctx, existing) {
    await assertRegions(input, existing);
    // The permit cannot predate establishment, also when only one of the two dates changes.
    const established = (input.establishment_date ?? existing.establishment_date) as string | null;
    const permit = (input.permit_date ?? existing.permit_date) as string | null;
    if (established && permit && permit < established) throw validationFailed({ permit_date: 'msg:PERMIT_BEFORE_ESTABLISHED' });
    return input;
  },
});
