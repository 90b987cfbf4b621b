import { mockHandlers, userFixtures, type AdminScenario } from '@tenderlens/domain/mocks';

interface MswParameters {
  msw: { handlers: ReturnType<typeof mockHandlers> };
}

/** The admin pages' stories: an admin against the admin mocks in `scenario`. */
export const asAdmin = (scenario: AdminScenario = 'default'): MswParameters => ({
  msw: { handlers: mockHandlers({ user: userFixtures.admin, admin: scenario }) },
});
/** Not an admin (Locked) or a guest pass (Guest): every admin page says 'Admins only'. */
export const asGrowth: MswParameters = { msw: { handlers: mockHandlers({ user: userFixtures.growth }) } };
export const asGuest: MswParameters = { msw: { handlers: mockHandlers({ user: userFixtures.guest }) } };
export const T = { timeout: 10_000 };
export const LOAD_ERROR = 'Sorry something has gone wrong. If this error persists please contact support';
