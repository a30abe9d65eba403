// The database schema: one file per domain under schema/, re-exported here for the app, the seed
// and drizzle-kit (drizzle.config.ts reads this file). Each domain's tables come with their own
// migration in apps/api/drizzle/ (numbers below); `core.ts` holds the foundation's tables.
export * from './schema/core.js';
export * from './schema/notifications.js'; // 0009_notifications
export * from './schema/profile.js'; // 0010_student_profile
export * from './schema/privacy.js'; // 0011_privacy
export * from './schema/tests.js'; // 0012_tests
export * from './schema/partnerships.js'; // 0013_partnerships
export * from './schema/applications.js'; // 0014_applications
export * from './schema/assessment.js'; // 0015_assessment
export * from './schema/recommendations.js'; // 0016_recommendations
