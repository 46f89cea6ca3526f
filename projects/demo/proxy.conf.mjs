// The dev server forwards /api/agent to the demo agent, so the browser talks to one origin.
const target = process.env.AGUI_AGENT_URL ?? 'http://127.0.0.1:8787';

export default {
  '/api/agent': {
    target,
    changeOrigin: true,
    pathRewrite: { '^/api/agent': '/agent' },
    // When the agent drops the connection mid-stream, drop the browser's too: the proxy would
    // otherwise leave it open, and the page would wait for its timeout instead of seeing the cut.
    configure: (proxy) => {
      proxy.on('proxyRes', (proxyRes, _req, res) => {
        proxyRes.on('close', () => {
          if (!proxyRes.complete) res.destroy();
        });
      });
    },
  },
};
