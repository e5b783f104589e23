// The spec's error texts that more than one runtime writes: the page's API client, the data
// worker, the outbox replay and the server's error handler word a failure the same way.

/** A call that never reached the server (offline, DNS, connection refused). */
export const NETWORK_ERROR_MESSAGE = 'Network error occurred';

/** A non-OK answer without a message of its own: 'HTTP error! status: {code}'. */
export function httpErrorText(status: number): string {
  return `HTTP error! status: ${status}`;
}

/** The server's answer to an unexpected failure (no internals leak). */
export const SERVER_ERROR_MESSAGE = 'Server error occurred. Please try again later.';
