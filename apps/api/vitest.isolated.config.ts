import { defineProject } from 'vitest/config';
import { apiTestOptions, ISOLATED_TESTS } from './vitest.shared.js';

/** The API files that mock a module (vi.mock), each in a fresh module graph. */
export default defineProject({
  test: {
    name: 'api-isolated',
    include: [ISOLATED_TESTS],
    ...apiTestOptions,
    isolate: true,
  },
});
