// The spec's error texts for failed calls, shared by the worker's modules.

/** Events, favourites, handicapper and add_event failures: 'HTTP error! status: {code}'. */
export function httpErrorText(status: number): string {
  return `HTTP error! status: ${status}`;
}
