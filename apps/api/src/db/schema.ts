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
export * from './schema/pkl.js'; // 0019_pkl
export * from './schema/outcomes.js'; // 0020_outcomes
export * from './schema/job-alerts.js'; // 0023_saved_openings_job_alerts
export * from './schema/talent-pools.js'; // 0024_talent_pools
export * from './schema/scorecards.js'; // 0026_scorecards
export * from './schema/shared-state.js'; // 0027_shared_process_state
export * from './schema/offers.js'; // 0029_screening_offers
export * from './schema/messages.js'; // 0031_messages
export * from './schema/company-brand.js'; // 0030_employer_brand
