// The result display: the engine's result pages mount TestResultView; the student
// profile mounts StudentTestResultsCard.
export { TestResultView, type TestResultMeta } from './components/test-result-view';
export { StudentTestResultsCard, resultPath } from './components/student-test-results-card';
export { fetchLatestResults, TEST_RESULTS_KEY, type LatestResult } from './api/test-results-api';
export { resultChart, resultHeadline, formatScore } from './result-data';
