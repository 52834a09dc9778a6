import { http, HttpResponse } from 'msw';
import type {
  BusinessSummary,
  Category,
  DashboardResponse,
  ErrorResponse,
  EventSummary,
  JobSummary,
  ListResponse,
  NotificationsResponse,
  SearchResults,
} from '@akwaaba/contracts';
import { eventCategories, makeAdminStats, makeDashboard, makeList } from '../data';

/** The API base every handler is written against (the client resolves /api/v1 against the page's origin). */
export const API = `${window.location.origin}/api/v1`;

/** Answers for calls that many pages make; tests add their own with server.use(). */
export const handlers = [
  http.get<never, never, { data: string[] }>(`${API}/auth/providers`, () => HttpResponse.json({ data: [] })),
  http.get<never, never, ErrorResponse>(`${API}/profile`, () =>
    HttpResponse.json({ message: 'Unauthenticated.' }, { status: 401 }),
  ),
  http.get<never, never, DashboardResponse>(`${API}/dashboard`, () => HttpResponse.json(makeDashboard())),
  // Every signed-in page's header asks for the notifications menu's count.
  http.get<never, never, NotificationsResponse>(`${API}/notifications`, () =>
    HttpResponse.json({ data: { unread_count: 0, items: [] } }),
  ),
  http.get<never, never, { data: Category[] }>(`${API}/categories`, ({ request }) => {
    const type = new URL(request.url).searchParams.get('type');
    return HttpResponse.json({ data: type === 'event' || type === null ? eventCategories : [] });
  }),
  // Any page's header box can open the search page; tests that look at results answer with their own.
  http.get<never, never, { data: SearchResults }>(`${API}/search`, () =>
    HttpResponse.json({ data: { events: [], businesses: [], jobs: [], associations: [], profiles: [] } }),
  ),
  // My Events shows the member's calendar link (none until a test says otherwise).
  http.get(`${API}/calendar/feed`, () => HttpResponse.json({ data: null })),
  // Job cards and pages show a member's Save buttons pressed for the jobs they saved (none until a test says so).
  http.get(`${API}/my/saved-jobs/ids`, () => HttpResponse.json({ data: [] })),
  // The tools of those who run an event show its co-hosts and log (decision 040): none until a test says otherwise.
  http.get(`${API}/events/:id/cohosts`, () => HttpResponse.json({ data: [] })),
  http.get(`${API}/events/:id/log`, () => HttpResponse.json(makeList([]))),
  // Every admin page's side panel shows how many reports wait.
  http.get(`${API}/admin/stats`, () => HttpResponse.json(makeAdminStats())),
  // The home page shows the first few of each list; tests that look at items answer with their own.
  http.get<never, never, ListResponse<EventSummary>>(`${API}/events`, () => HttpResponse.json(makeList([]))),
  http.get<never, never, ListResponse<BusinessSummary>>(`${API}/businesses`, () => HttpResponse.json(makeList([]))),
  http.get<never, never, ListResponse<JobSummary>>(`${API}/job-listings`, () => HttpResponse.json(makeList([]))),
];
