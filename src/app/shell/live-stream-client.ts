// The stream reader, in a chunk of its own (live-stream-client-*.js) that the shell loads a few
// seconds after it renders: the first route never waits for it, and the bundle benchmark can tell
// it from the first route's scripts.
export { EventSource } from 'eventsource';
