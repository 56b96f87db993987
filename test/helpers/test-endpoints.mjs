/**
 * Real HTTP endpoints the browser tests call (mounted as web-test-runner middleware).
 * Each suite that needs endpoints adds a handler module and lists it here.
 */
export const testEndpoints = [];
