/**
 * Sends the browser to the provider's hosted checkout with a full page load: the provider's page
 * is not part of this app (it has its own scripts and security rules), and coming back is a fresh
 * load of the result page. One function so tests can watch it instead of leaving jsdom's page.
 */
export const leaveForCheckout = {
  go(url: string) {
    window.location.assign(url);
  },
};
