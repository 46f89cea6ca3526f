// A static file server for the server-rendered app's browser output (the hydration e2e):
// `node serve-static.mjs <dir> <port>`. Serves `<dir>/index.html` for `/` and any path without
// a file, on 127.0.0.1 only.
import { createReadStream, existsSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import { extname, join, normalize, resolve } from 'node:path';
import { URL } from 'node:url';

const [dirArg, portArg] = process.argv.slice(2);
if (!dirArg || !existsSync(join(dirArg, 'index.html'))) {
  console.error(`serve-static: no index.html in ${dirArg ?? '(no folder given)'}`);
  process.exit(1);
}
const dir = resolve(dirArg);
const port = Number(portArg ?? 4310);
const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.map': 'application/json',
  '.ico': 'image/x-icon',
  '.txt': 'text/plain; charset=utf-8',
};

createServer((request, response) => {
  const path = decodeURIComponent(new URL(request.url ?? '/', 'http://localhost').pathname);
  let file = join(dir, normalize(path));
  if (!file.startsWith(dir) || !existsSync(file) || statSync(file).isDirectory())
    file = join(dir, 'index.html');
  response.writeHead(200, { 'content-type': TYPES[extname(file)] ?? 'application/octet-stream' });
  createReadStream(file).pipe(response);
}).listen(port, '127.0.0.1', () => console.log(`serve-static: ${dir} on http://127.0.0.1:${port}`));
