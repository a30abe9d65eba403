import { describe, expect, it } from 'vitest';
import { ISCO_08_UNIT_GROUPS, iscoUnitGroupTitle } from './isco-08.js';
import { OCCUPATIONS } from './occupations.js';

/*
 * Occupation codes are content a reviewer has to be able to see change: the golden maps below are
 * written by hand, so moving an occupation to another unit group or Holland code is a diff in this
 * file as well as in occupations.ts. The reasons for each code are in docs/matching.md.
 */
const ISCO_GOLDEN: Record<string, string | null> = {
  'web-developer': '2513',
  'mobile-developer': '2514',
  'software-tester': '2519',
  'database-operator': '3511',
  'ui-designer': '2166',
  'it-support': '3512',
  'network-technician': '3513',
  'fiber-technician': '7422',
  'computer-technician': '7422',
  'system-administrator': '2522',
  'cctv-technician': '7421',
  'graphic-designer': '2166',
  illustrator: '2651',
  photographer: '3431',
  'video-editor': '3521',
  animator: '2166',
  'print-operator': '7322',
  'accounting-staff': '4311',
  bookkeeper: '3313',
  'tax-staff': '3313',
  'bank-teller': '4211',
  'payroll-staff': '4313',
  cashier: '5230',
  'cooperative-staff': '3312',
  'administrative-staff': '4110',
  secretary: '4120',
  receptionist: '4226',
  'archivist-clerk': '4415',
  'data-entry': '4132',
  'hr-staff': '4416',
  'sales-staff': '5223',
  'online-shop-admin': '5249',
  'digital-marketer': '2431',
  'customer-service': '4222',
  'warehouse-admin': '4321',
  merchandiser: '5223',
  'car-mechanic': '7231',
  'auto-electrician': '7412',
  'service-advisor': '4229',
  'body-painter': '7132',
  'heavy-equipment-mechanic': '7233',
  'production-operator': '8211',
  'motorcycle-mechanic': '7231',
  'spare-parts-staff': '4321',
  'workshop-owner': '1439',
  'dealer-sales': '5223',
  welder: '7212',
  'building-electrician': '7411',
  'industrial-electrician': '7412',
  'solar-installer': '7411',
  lineworker: '7413',
  'ac-technician': '7127',
  cook: '5120',
  'pastry-cook': '7512',
  barista: '5132',
  'food-entrepreneur': '1412',
  'food-quality-staff': '7515',
  'catering-staff': '9412',
  'front-office': '4224',
  housekeeping: '9112',
  waiter: '5131',
  bartender: '5132',
  'cruise-staff': '5111',
  'tour-guide': '5113',
  'travel-agent': '4221',
  'event-staff': '3332',
  'ticketing-staff': '4221',
  'tourism-information': '4225',
};

/** Holland codes the content review checked against O*NET's interest profiles (C or E first). */
const RIASEC_GOLDEN: Record<string, string> = {
  receptionist: 'CES',
  'hr-staff': 'CES',
  'customer-service': 'CES',
  'front-office': 'CES',
};

describe('ISCO-08 unit groups', () => {
  it('holds the 436 four-digit unit groups, each with a title', () => {
    const codes = Object.keys(ISCO_08_UNIT_GROUPS);
    expect(codes).toHaveLength(436);
    for (const code of codes) {
      expect(code).toMatch(/^\d{4}$/);
      expect(ISCO_08_UNIT_GROUPS[code]!.length).toBeGreaterThan(0);
    }
  });

  it('knows the groups the occupation review weighed against each other', () => {
    expect(iscoUnitGroupTitle('3511')).toBe('Information and communications technology operations technicians');
    expect(iscoUnitGroupTitle('3514')).toBe('Web technicians');
    expect(iscoUnitGroupTitle('9112')).toBe('Cleaners and helpers in offices, hotels and other establishments');
    expect(iscoUnitGroupTitle('5151')).toBe('Cleaning and housekeeping supervisors in offices, hotels and other establishments');
    expect(iscoUnitGroupTitle('7515')).toBe('Food and beverage tasters and graders');
    expect(iscoUnitGroupTitle('3142')).toBe('Agricultural technicians');
    expect(iscoUnitGroupTitle('1000')).toBeUndefined();
    expect(iscoUnitGroupTitle('toString')).toBeUndefined();
  });
});

describe('occupation codes', () => {
  it('every occupation has a hand-pinned ISCO-08 code, and every pin names an occupation', () => {
    const actual = Object.fromEntries(OCCUPATIONS.map((o) => [o.key, o.isco]));
    expect(actual).toEqual(ISCO_GOLDEN);
  });

  it('every ISCO code is an ISCO-08 unit group', () => {
    for (const o of OCCUPATIONS) {
      if (o.isco === null) continue;
      expect(iscoUnitGroupTitle(o.isco), `${o.key} → ${o.isco}`).toBeDefined();
    }
  });

  it('the Holland codes the review checked stay as pinned', () => {
    for (const [key, code] of Object.entries(RIASEC_GOLDEN)) {
      expect(OCCUPATIONS.find((o) => o.key === key)?.riasec, key).toBe(code);
    }
  });

  it('every Holland code is three distinct RIASEC letters', () => {
    for (const o of OCCUPATIONS) {
      expect(o.riasec, o.key).toMatch(/^[RIASEC]{3}$/);
      expect(new Set(o.riasec).size, o.key).toBe(3);
    }
  });
});
