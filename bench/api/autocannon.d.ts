// Minimal typing of the part of autocannon 9 used here (the package ships no types).
declare module 'autocannon' {
  import type { EventEmitter } from 'node:events';
  interface Instance extends EventEmitter, PromiseLike<unknown> {}
  function autocannon(opts: Record<string, unknown>): Instance;
  export default autocannon;
}
