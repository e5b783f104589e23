// The benchmark's view of the API client (tests/bench/offline-start.ts): with the switch on in
// localStorage, every stored GET leaves a User Timing measure saying how long the page waited for
// its answer and where the answer came from (the page's memory, the service worker, the network).

/** The localStorage key; '1' turns the measures on for that origin. */
export const API_TIMING_SWITCH = 'parlay-engine:api-timing';

/** The measures' name; each one's detail is `{ path, source: 'memory' | 'store' | 'network' }`. */
export const API_TIMING_MEASURE = 'parlay-api-get';
