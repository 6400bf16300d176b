/**
 * Leaving the app for another site's page (the payment provider's hosted page, Stripe's onboarding): a full
 * page load. One object so that the tests can watch it (`vi.spyOn(pageExit, 'go')`); jsdom cannot navigate.
 */
export const pageExit = {
  go(url: string): void {
    window.location.assign(url);
  },
};
