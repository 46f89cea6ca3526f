// The dev server forwards /api/agent to the demo agent, so the browser talks to one origin.
const target = process.env.AGUI_AGENT_URL ?? 'http://127.0.0.1:8787';

export default {
  '/api/agent': {
    target,
    changeOrigin: true,
    pathRewrite: { '^/api/agent': '/agent' },
  },
};
