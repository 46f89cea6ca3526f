/*
 * Loaded first by every interop producer: the suite runs offline, so any connection to a host
 * outside the loopback range is refused and counted (a telemetry ping, a model API call). The
 * spec reads the count from `GET /__interop/report` and expects 0.
 */
import net from 'node:net';

// The producers' own switches for telemetry and tracing, off before their modules load.
Object.assign(process.env, {
  MASTRA_TELEMETRY_DISABLED: '1',
  LANGSMITH_TRACING: 'false',
  LANGCHAIN_TRACING_V2: 'false',
  LANGGRAPH_CLI_NO_ANALYTICS: '1',
  DO_NOT_TRACK: '1',
  SCARF_ANALYTICS: 'false',
});

/** Hosts the producers tried to reach outside this machine. */
export const outbound = [];

const loopback = (host) =>
  host === undefined ||
  host === 'localhost' ||
  host === '::1' ||
  /^127\./.test(host) ||
  /^::ffff:127\./.test(host);

const connect = net.Socket.prototype.connect;
net.Socket.prototype.connect = function (...args) {
  const first = args[0];
  const options = Array.isArray(first) ? first[0] : first;
  const host =
    typeof options === 'object' && options !== null
      ? options.path === undefined
        ? options.host
        : undefined
      : typeof args[1] === 'string'
        ? args[1]
        : typeof options === 'number'
          ? undefined
          : undefined;
  if (!loopback(host)) {
    outbound.push(String(host));
    process.nextTick(() => this.destroy(new Error(`interop: offline, refused ${host}`)));
    return this;
  }
  return connect.apply(this, args);
};
