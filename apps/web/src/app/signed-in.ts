/**
 * What a signed-in visit loads before its first page, behind one dynamic import: the main layout and
 * its first requests, the query cache's provider and the page access table (the guards). They share
 * one chunk; Rolldown gives each dynamically imported module of a chunk a re-export file of its own,
 * so separate imports were more requests on a phone's connection before the page could render.
 */
export { MainLayout } from './layout/main-layout';
export { startLayoutQueries } from './layout/layout-queries';
export { queryClient, withQueries } from './query-provider';
export { guardDecision } from './access';
