// Test support shared by the shell and every remote: render a page with the real providers, and answer its API
// calls with bodies typed by the API's routes.
export { renderPage, type RenderPageOptions, type RenderedPage } from './render-page';
export {
  apiError,
  mockApi,
  type ApiRouteKey,
  type ApiRoutes,
  type MockedApi,
  type MockHandler,
  type MockReply,
  type RecordedCall,
} from './mock-api';
export { testBrowsedPosition, testCompany, testPosition, testTalent, testUser } from './fixtures';
