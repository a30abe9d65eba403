import { defineProject } from 'vitest/config';

// Pure logic only (menu search, guards, text helpers, i18n catalogue): node environment, no DOM.
export default defineProject({
  test: {
    name: 'web',
    environment: 'node',
    include: ['src/**/*.test.ts'],
  },
});
