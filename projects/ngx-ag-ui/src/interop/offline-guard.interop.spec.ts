/** @jest-environment node */
import { execFile } from 'node:child_process';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';

/*
 * The interop suite's "nothing called out" check is only as good as the guard every producer
 * loads first (tools/interop/offline.mjs): here it must refuse and count a connection to a host
 * outside the loopback range, before any lookup, and let a loopback one through.
 */
function runWithGuard(body: string): Promise<string> {
  const guard = pathToFileURL(resolve(__dirname, '../../../../tools/interop/offline.mjs')).href;
  const program = `const { outbound } = await import(${JSON.stringify(guard)});\n${body}`;
  return new Promise((resolveRun, reject) =>
    execFile(process.execPath, ['--input-type=module', '-e', program], (error, stdout) =>
      error ? reject(error) : resolveRun(stdout.trim()),
    ),
  );
}

describe('interop: the offline guard of the producers', () => {
  it('refuses and counts a connection past the loopback range, before any DNS lookup', async () => {
    const out = await runWithGuard(`
      const failure = await fetch('http://interop.invalid/').then(() => 'connected', (error) => String(error.cause?.message));
      console.log(JSON.stringify({ failure, outbound }));
    `);

    expect(JSON.parse(out)).toEqual({
      failure: 'interop: offline, refused interop.invalid',
      outbound: ['interop.invalid'],
    });
  });

  it('lets a loopback connection through', async () => {
    const out = await runWithGuard(`
      const { createServer } = await import('node:http');
      const server = createServer((req, res) => res.end('ok'));
      await new Promise((done) => server.listen(0, '127.0.0.1', done));
      const body = await (await fetch('http://127.0.0.1:' + server.address().port + '/')).text();
      server.close();
      console.log(JSON.stringify({ body, outbound }));
    `);

    expect(JSON.parse(out)).toEqual({ body: 'ok', outbound: [] });
  });
});
