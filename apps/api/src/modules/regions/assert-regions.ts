import { validationFailed } from '../../lib/app-error.js';
import { checkRegionChain, type RegionChain } from './region-data.js';

/** Region codes must exist and nest; an update is checked against the codes it keeps. */
export async function assertRegions(input: Record<string, unknown>, existing: Record<string, unknown> = {}) {
  const merged = { ...existing, ...input } as RegionChain;
  const errors = await checkRegionChain(merged);
  // Report only the fields this request touches, or the first wrong one when none.
  if (Object.keys(errors).length) throw validationFailed(errors);
}
